// The server's start: listens with the first app, loads the whole app and hands over, then reads
// and checks the tree files of data/; shuts down gracefully on SIGINT or SIGTERM.
import { existsSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MANIFEST_NAME } from '../../store/manifest.ts';
import { TreeFileError } from '../../store/tree-file-error.ts';
import { ConfigError, readConfig } from '../config/config.ts';
import type { AppOptions } from '../app.ts';
import { SchemaCompilers } from '../plugins/schema-compilers.ts';
import { makeLiveness, type Lifecycle } from '../services/liveness.ts';
import { TreeRegistry } from '../services/registry.ts';
import { FirstApp } from './first-app.ts';
import { count } from '../../core/count.ts';

/**
 * The server's start, run by server.ts (npm start, or `node dist/src/server/server.js` in
 * production): listens at once with its first app (/health alone, see first-app.ts), loads the
 * whole app and hands over to it, then reads every tree file of the data directory, checks each
 * against its manifest entry (listed, same sha256) and serves them; each file is decoded and
 * checked (every secret played) on its first use, and all of them in the background meanwhile.
 * The modules of the whole app, the tree files and the Memento solver are loaded after the first
 * app listens (dynamic imports), so the first /health does not wait for them.
 * Shuts down gracefully on SIGINT or SIGTERM (requests in flight finish first). While the files
 * are read, /health answers "starting", /ready and tree routes answer 503 with Retry-After.
 */

/** Stops the process with one clear line on stderr and no stack trace. */
function fail(message: string): never {
  process.stderr.write(`codebreaker: ${message}\n`);
  process.exit(1);
}

/** Starts the server from its environment (readConfig); resolves once every tree file is checked. */
export async function startServer(): Promise<void> {
  let config;
  try {
    config = readConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  const isDir = await stat(config.dataDir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!isDir) fail(`the data directory ${config.dataDir} does not exist; set DATA_DIR or run npm run build-trees`);
  if (!existsSync(join(config.dataDir, MANIFEST_NAME))) {
    fail(
      `${join(config.dataDir, MANIFEST_NAME)} is missing: the server serves the files its manifest lists (npm run build-trees writes both)`,
    );
  }
  const started = performance.now();
  const logger = process.stdout.isTTY
    ? { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
    : { level: config.logLevel };
  const { limits, protection, live, trustProxy, onDemand, fleet, memoryMaxMb } = config;
  // The registry (still loading), the fleet's connection and the lifecycle, shared by both apps.
  const liveness = await makeLiveness({ registry: new TreeRegistry(), ...(fleet !== undefined ? { fleet } : {}) });
  const first = await FirstApp.build({ liveness, logger, limits, protection, trustProxy });
  const whenIdle = idle(first.server);
  // The whole app, once it is being made (after listening).
  const whole: { app?: Promise<FastifyInstance> } = {};
  handleSignals(first, () => whole.app, liveness.lifecycle, config.shutdownGraceMs);
  try {
    await first.app.listen({ host: config.host, port: config.port });
  } catch (err) {
    fail(`cannot listen on ${config.host}:${config.port}: ${(err as Error).message}`);
  }
  const address = first.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  // Printed whatever LOG_LEVEL hides: with PORT=0 this line is the only way to learn the port.
  process.stderr.write(`codebreaker: listening on http://${config.host}:${port}\n`);

  // The whole app loads while the tree files are read and hashed (one per turn of the event loop):
  // /ready needs both.
  const loading = import('../../store/load-trees.ts');
  const listing = loading.then(async ({ listTrees }) => {
    const listStarted = performance.now();
    const listed = await listTrees(config.dataDir).catch((err: unknown) =>
      fail(`cannot read ${config.dataDir}: ${err instanceof Error ? err.message : String(err)}`),
    );
    return { ...listed, ms: performance.now() - listStarted };
  });
  const schemaCompilers = new SchemaCompilers();
  whole.app = takeOver(first, {
    liveness,
    schemaCompilers,
    limits,
    protection,
    live,
    trustProxy,
    onDemand,
    ...(memoryMaxMb !== undefined ? { memoryMaxMb } : {}),
    dataDir: config.dataDir,
    webUnbundled: config.webUnbundled,
    ...(fleet !== undefined ? { fleet } : {}),
  });
  const app = await whole.app.catch((err: unknown) => {
    first.log.error(err);
    return fail(`cannot start: ${err instanceof Error ? err.message : String(err)}`);
  });
  const { registry } = liveness;
  const [{ checkListedTree }, { trees, problems, ms }] = await Promise.all([loading, listing]);
  if (trees.length === 0) {
    fail(
      `no valid tree file in ${config.dataDir}${problems.length ? ` (${problems.length} failed their checks: ${problems.map((p) => `${p.file}: ${p.reason}`).join('; ')})` : ''}`,
    );
  }
  registry.load(trees, problems, {
    check: checkListedTree,
    report: (p, err) => {
      if (err instanceof TreeFileError) app.log.warn({ file: p.file }, `tree file not served: ${p.file}: ${p.reason}`);
      else app.log.error({ file: p.file, err }, `tree file not served: ${p.file}: ${p.reason}`);
    },
  });
  for (const p of problems) app.log.warn({ file: p.file }, `tree file not served: ${p.file}: ${p.reason}`);
  app.log.info(
    `read ${count(trees.length, 'tree file')} and checked them against the manifest in ${Math.round(ms)} ms; ready ${Math.round(performance.now() - started)} ms after start`,
  );
  app.log.info(`Codebreaker serving ${count(trees.length, 'tree')} on http://${config.host}:${port} (docs at /docs)`);
  // First the schemas of the routes not asked for yet (about 0.1 s of CPU in all, a few
  // milliseconds each but the first, which loads the compilers), so first requests find them compiled.
  await schemaCompilers.compileRest((err) => app.log.error(err));
  // Then every file decoded and checked now rather than on its first request: a bad one is
  // reported within seconds of the start, whether or not anyone asks for it. Each waits until no
  // request is being answered (a decode holds the event loop up to a tenth of a second, Super
  // Mastermind's), so the check gives way to traffic; under steady traffic files are decoded on use.
  const checkStarted = performance.now();
  const { checked, failed } = await registry.check(whenIdle);
  app.log.info(
    `decoded and checked ${checked} tree files (every secret played) in ${Math.round(performance.now() - checkStarted)} ms; ${failed} failed`,
  );
}

/**
 * Loads the whole app (every route, the web page, the Memento solver with its tables from the
 * data directory), makes it ready and hands the first app's requests over to it.
 */
async function takeOver(
  first: FirstApp,
  options: Omit<AppOptions, 'first' | 'plugins' | 'logger'> & { readonly dataDir: string; readonly webUnbundled: boolean },
): Promise<FastifyInstance> {
  const [{ buildApp }, { extraPlugins }] = await Promise.all([import('../app.ts'), import('../plugins/extra.ts')]);
  const warnings: string[] = [];
  const { webUnbundled, ...appOptions } = options;
  const plugins = await extraPlugins(options.dataDir, (message) => warnings.push(message), { unbundled: webUnbundled });
  const app = await buildApp({ ...appOptions, plugins, first });
  for (const w of warnings) app.log.warn(w);
  await app.ready();
  first.handOver(app);
  return app;
}

/** A function that resolves once the server is answering no request (checked every 10 ms). */
function idle(server: Server): () => Promise<void> {
  let answering = 0;
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    answering++;
    // 'close' comes once per answer, sent or cut short.
    response.once('close', () => answering--);
  });
  return async () => {
    await nextTurn();
    while (answering > 0) await sleep(10);
  };
}

/**
 * On the first SIGINT or SIGTERM: /ready turns 503, the server stops accepting connections,
 * finishes the requests in flight, stops its worker threads and exits 0; past the grace time it
 * exits 1. A second signal exits at once. Closing the whole app closes the first one (see
 * first-app.ts); a signal before the whole app is made waits for it, so the requests it holds
 * are answered too.
 */
function handleSignals(first: FirstApp, whole: () => Promise<FastifyInstance> | undefined, lifecycle: Lifecycle, graceMs: number): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (closing) process.exit(1);
    closing = true;
    lifecycle.draining = true;
    first.log.info(`${signal}: finishing requests in flight, then exiting`);
    const timer = setTimeout(() => {
      first.log.error(`shutdown took over ${graceMs} ms (SHUTDOWN_GRACE_MS); exiting`);
      process.exit(1);
    }, graceMs);
    timer.unref();
    const app = whole();
    (app === undefined ? first.close() : app.then((a) => a.close())).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
