import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { MANIFEST_NAME } from '../../store/manifest.ts';
import type { FastifyInstance } from 'fastify';
import { checkListedTree, listTrees } from '../../store/load-trees.ts';
import { buildApp } from '../app.ts';
import { ConfigError, readConfig } from '../config/config.ts';
import { extraPlugins } from '../plugins/extra.ts';
import { SchemaCompilers } from '../plugins/schema-compilers.ts';
import { TreeRegistry } from '../services/registry.ts';
import { TreeFileError } from '../../store/tree-file.ts';

/**
 * The server's start, run by server.ts (npm start, or `node dist/src/server/server.js` in
 * production): listens at once, then reads every tree file of the data directory, checks each
 * against its manifest entry (listed, same sha256) and serves them; each file is decoded and
 * checked (every secret played) on its first use, and all of them in the background meanwhile.
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
  const { limits, protection, live, trustProxy, onDemand, fleet } = config;
  const warnings: string[] = [];
  const plugins = await extraPlugins(config.dataDir, (message) => warnings.push(message));
  const registry = new TreeRegistry();
  const schemaCompilers = new SchemaCompilers();
  const app = await buildApp({
    registry,
    schemaCompilers,
    logger,
    limits,
    protection,
    live,
    trustProxy,
    plugins,
    onDemand,
    dataDir: config.dataDir,
    ...(fleet !== undefined ? { fleet } : {}),
  });
  for (const w of warnings) app.log.warn(w);
  const whenIdle = idle(app);
  handleSignals(app, config.shutdownGraceMs);
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    fail(`cannot listen on ${config.host}:${config.port}: ${(err as Error).message}`);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  // Printed whatever LOG_LEVEL hides: with PORT=0 this line is the only way to learn the port.
  process.stderr.write(`codebreaker: listening on http://${config.host}:${port}\n`);

  const loadStarted = performance.now();
  const { trees, problems } = await listTrees(config.dataDir).catch((err: unknown) =>
    fail(`cannot read ${config.dataDir}: ${err instanceof Error ? err.message : String(err)}`),
  );
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
    `read ${trees.length} tree files and checked them against the manifest in ${Math.round(performance.now() - loadStarted)} ms; ready ${Math.round(performance.now() - started)} ms after start`,
  );
  app.log.info(`Codebreaker serving ${trees.length} trees on http://${config.host}:${port} (docs at /docs)`);
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

/** A function that resolves once the app's server is answering no request (checked every 10 ms). */
function idle(app: FastifyInstance): () => Promise<void> {
  let answering = 0;
  app.server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
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
 * exits 1. A second signal exits at once.
 */
function handleSignals(app: FastifyInstance, graceMs: number): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (closing) process.exit(1);
    closing = true;
    app.codebreaker.lifecycle.draining = true;
    app.log.info(`${signal}: finishing requests in flight, then exiting`);
    const timer = setTimeout(() => {
      app.log.error(`shutdown took over ${graceMs} ms (SHUTDOWN_GRACE_MS); exiting`);
      process.exit(1);
    }, graceMs);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
