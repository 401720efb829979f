/**
 * Start-up time: from spawning `node` on a compiled entry to its first 200 answer on /health, for
 * the Codebreaker server and for a bare Fastify app started the same way; and for the server, to
 * the first /health that says every tree of data/ is loaded and checked ("ok"). The median of
 * several starts each, alternating the two.
 *
 *   node dist/scripts/bench-startup.js [--runs N]
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseScriptArgs } from './cli/script-args.ts';
import { PROJECT_ROOT } from '../src/store/paths.ts';

/** Medians of the start-up benchmark, in milliseconds. */
export interface StartupBench {
  readonly serverMs: number;
  /** Until /health says "ok": every tree loaded and checked. */
  readonly readyMs: number;
  readonly bareMs: number;
  readonly runs: number;
}

/** A free loopback port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Milliseconds from spawning `node entry` to the first 200 on /health, and to the first whose
 * status is not "starting"; the process is then stopped.
 */
export async function timeStartup(entry: string, timeoutMs = 30_000): Promise<{ live: number; ready: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let live: number | undefined;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${entry} exited with code ${child.exitCode} before answering`);
      if (performance.now() - started > timeoutMs) throw new Error(`${entry} did not answer /health within ${timeoutMs} ms`);
      const status = await fetch(`http://127.0.0.1:${port}/health`).then(
        async (r) => (r.status === 200 ? ((await r.json()) as { status: string }).status : null),
        () => null,
      );
      if (status !== null) live ??= performance.now() - started;
      if (status !== null && status !== 'starting') return { live: live!, ready: performance.now() - started };
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 === 1 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** Starts the server and the bare app `runs` times each, alternating, and gives the medians. */
export async function benchStartup(runs = 5): Promise<StartupBench> {
  const server = join(PROJECT_ROOT, 'dist', 'src', 'server', 'server.js');
  const bare = join(PROJECT_ROOT, 'dist', 'scripts', 'bare-fastify.js');
  const serverMs: number[] = [];
  const readyMs: number[] = [];
  const bareMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = await timeStartup(server);
    serverMs.push(s.live);
    readyMs.push(s.ready);
    bareMs.push((await timeStartup(bare)).live);
  }
  return { serverMs: median(serverMs), readyMs: median(readyMs), bareMs: median(bareMs), runs };
}

/** The benchmark's lines for the report. */
export function formatStartupBench(b: StartupBench): string {
  return [
    `Spawn to first /health 200, median of ${b.runs} starts each:`,
    `- Codebreaker server: ${b.serverMs.toFixed(0)} ms (${(b.serverMs - b.bareMs).toFixed(0)} ms after the bare app)`,
    `- bare Fastify app, started the same way: ${b.bareMs.toFixed(0)} ms`,
    `- Codebreaker server with every tree of data/ loaded and checked (/health "ok"): ${b.readyMs.toFixed(0)} ms`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseScriptArgs({
    invocation: 'node dist/scripts/bench-startup.js',
    summary: "times the server's start-up",
    options: { runs: { type: 'string', parse: 'integer', min: 1, default: 5, value: 'n', help: 'starts to time' } },
  });
  console.log(formatStartupBench(await benchStartup(values.runs)));
}
