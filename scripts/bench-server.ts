import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

/**
 * Load benchmarks of the HTTP server, loopback only and bounded in time. The server runs in its
 * own process (as in production), so the load generator does not share its event loop.
 */

const root = join(import.meta.dirname, '..');

/** A server started for a benchmark. */
export interface RunningServer {
  readonly url: string;
  readonly pid: number;
  /** Resident memory of the server process, in MB (Linux /proc; NaN elsewhere). */
  rssMb(): Promise<number>;
  /** SIGTERM, then wait for exit. */
  stop(): Promise<void>;
}

/** Starts src/server/server.ts on an ephemeral loopback port with extra environment variables. */
export async function startServerProcess(env: Record<string, string> = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: root, env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Logs are read until the address line, then drained unread (they are the production logs).
  let output = '';
  let started = false;
  const collect = (d: Buffer): void => {
    if (!started) output += d.toString();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /serving \d+ trees on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (m) {
        clearInterval(timer);
        started = true;
        resolve(m[1]!);
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`server exited: ${output}`));
      }
    }, 50);
  });
  return {
    url,
    pid: child.pid!,
    async rssMb() {
      try {
        const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
        return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
      } catch {
        return Number.NaN;
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One autocannon run's figures. */
export interface Measured {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly requests: number;
  readonly errors: number;
  readonly non2xx: number;
  readonly status5xx: number;
}

/** Settings of a run. */
export interface RunOptions {
  /** Seconds. */
  readonly duration: number;
  readonly connections: number;
}

/** Runs autocannon against a URL (or a sequence of requests on it) and keeps the figures that matter. */
export async function measure(url: string, options: RunOptions, requests?: autocannon.Request[]): Promise<Measured> {
  const r = await autocannon({ url, duration: options.duration, connections: options.connections, ...(requests ? { requests } : {}) });
  return {
    rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total,
    errors: r.errors, non2xx: r.non2xx, status5xx: r['5xx'],
  };
}

/** Result of the next-versus-health benchmark. */
export interface ServerBench {
  readonly history: string;
  readonly health: Measured;
  readonly next: Measured;
  /** next's requests per second over health's. */
  readonly ratio: number;
}

/**
 * `next` with a 3-step history on the tree against `/health` on the same server instance:
 * throughput, p99 latency and their ratio (targets: ratio at least 0.8, p99 under 5 ms).
 */
export async function benchServer(options: Partial<RunOptions> & { dataDir?: string } = {}): Promise<ServerBench> {
  const run: RunOptions = { duration: options.duration ?? 5, connections: options.connections ?? 10 };
  const server = await startServerProcess(options.dataDir ? { DATA_DIR: options.dataDir } : {});
  try {
    // A 3-step history that stays on the tree: the first steps of a worst-case secret's game.
    const worst = (await (await fetch(`${server.url}/v1/trees/mastermind/minimax/worst-case?limit=1`)).json()) as { paths: Array<{ steps: Array<{ guess: string; feedback: string }> }> };
    const history = worst.paths[0]!.steps.slice(0, 3).map((s) => `${s.guess}:${s.feedback}`).join(',');
    const nextUrl = `${server.url}/v1/trees/mastermind/minimax/next?history=${history}`;
    const warm = { duration: 1, connections: run.connections };
    await measure(`${server.url}/health`, warm);
    await measure(nextUrl, warm);
    const health = await measure(`${server.url}/health`, run);
    const next = await measure(nextUrl, run);
    return { history, health, next, ratio: next.rps / health.rps };
  } finally {
    await server.stop();
  }
}

/** The benchmark as printed lines. */
export function formatServerBench(b: ServerBench): string {
  const line = (name: string, m: Measured) =>
    `${name.padEnd(30)} ${Math.round(m.rps).toString().padStart(7)} req/s   p50 ${m.p50.toFixed(2)} ms   p99 ${m.p99.toFixed(2)} ms   errors ${m.errors}   non-2xx ${m.non2xx}`;
  return [
    line('GET /health', b.health),
    line(`GET next (${b.history.split(',').length}-step history)`, b.next),
    `next / health throughput ratio: ${b.ratio.toFixed(2)} (target >= 0.80); next p99 ${b.next.p99.toFixed(2)} ms (target < 5 ms)`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const duration = Number(process.env.BENCH_DURATION ?? 5);
  console.log(formatServerBench(await benchServer({ duration })));
}
