import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type AppOptions } from '../../../src/server/app.ts';
import type { LoadedTree } from '../../../src/store/load-trees.ts';
import { checkAgainstOpenApi } from './openapi-check.ts';
import { buildLoadedTrees, loadDataTrees, TEST_TREES, type TreePair } from './trees.ts';

/**
 * Where a served tree comes from: a [variant, strategy] pair is built in memory, a file name
 * ("super.minimax.msgpack") is loaded from data/, and a loaded tree is served as it is.
 */
export type TreeSource = TreePair | string | LoadedTree;

/** What a route test asks of its app: the trees (TEST_TREES by default) and any buildApp setting. */
export interface TestAppOptions extends Omit<AppOptions, 'trees'> {
  readonly trees?: readonly TreeSource[];
}

/** The loaded trees of these sources, in the order given (each built or loaded once per test file). */
export async function resolveTrees(sources: readonly TreeSource[] = TEST_TREES): Promise<LoadedTree[]> {
  return Promise.all(
    sources.map(async (source): Promise<LoadedTree> => {
      if (typeof source === 'string') return (await loadDataTrees([source]))[0]!;
      if (Array.isArray(source)) return (await buildLoadedTrees([source as TreePair]))[0]!;
      return source as LoadedTree;
    }),
  );
}

/**
 * Builds the app (not listening) over the given trees with the given settings (live answers,
 * limits, protection, plugins, logger, problems); the caller closes it.
 */
export async function testApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const { trees, ...rest } = options;
  // Load shedding reads the test process's heap and event loop, which other test files and the
  // machine's load move: it is off unless a test asks for it (test/server/protection.test.ts).
  const protection = { maxHeapMb: 0, maxEventLoopDelayMs: 0, ...rest.protection };
  // Every answer a route test receives is checked against the OpenAPI document.
  const plugins = [...(rest.plugins ?? []), { plugin: checkAgainstOpenApi }];
  return buildApp({ ...rest, protection, plugins, trees: await resolveTrees(trees) });
}

/**
 * Builds the app for a whole test file and closes it after the file's tests. Call it at the top
 * level of the file (with await), where vitest collects hooks.
 */
export async function sharedApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const app = await testApp(options);
  afterAll(() => app.close());
  return app;
}

/** Builds an app, runs fn on it, and closes it whether fn passes or throws. */
export async function withApp<T>(options: TestAppOptions, fn: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const app = await testApp(options);
  try {
    return await fn(app);
  } finally {
    await app.close();
  }
}
