// Load benchmarks of the HTTP server, for scripts/bench.ts and the load test: the server in its
// own process on a loopback port, measured by autocannon (next against /health, mixed traffic).
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { PROJECT_ROOT } from '../src/store/paths.ts';
import { parseScriptArgs } from '../src/cli/script-args.ts';

/**
 * Load benchmarks of the HTTP server, loopback only and bounded in time. The server runs in its
 * own process (as in production), so the load generator does not share its event loop.
 */

const root = PROJECT_ROOT;

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
  const child = spawn(process.execPath, ['dist/src/server/server.js'], {
    cwd: root,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Logs are read until the address line, then drained unread (they are the production logs).
  let output = '';
  let started = false;
  const collect = (d: Buffer): void => {
    if (!started) output += d.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
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
  readonly status3xx: number;
  readonly status4xx: number;
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
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors,
    non2xx: r.non2xx,
    status3xx: r['3xx'],
    status4xx: r['4xx'],
    status5xx: r['5xx'],
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
    const worst = (await (await fetch(`${server.url}/v1/trees/mastermind/minimax/worst-case?limit=1`)).json()) as {
      paths: Array<{ steps: Array<{ guess: string; feedback: string }> }>;
    };
    const history = worst.paths[0]!.steps.slice(0, 3)
      .map((s) => `${s.guess}:${s.feedback}`)
      .join(',');
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

/** The request mix of the mixed-traffic test, built from the server's own answers about one tree. */
export async function mixedRequests(url: string, variant = 'mastermind', strategy = 'minimax'): Promise<autocannon.Request[]> {
  const tree = `/v1/trees/${variant}/${strategy}`;
  const worst = (await (await fetch(`${url}${tree}/worst-case?limit=20`)).json()) as {
    paths: Array<{ steps: Array<{ guess: string; feedback: string }> }>;
  };
  const etag =
    (await fetch(`${url}${tree}/file`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } })).headers.get('etag') ?? '';
  const onTree = worst.paths.flatMap((p) =>
    [1, 2, 3].map((n) =>
      p.steps
        .slice(0, n)
        .map((s) => `${s.guess}:${s.feedback}`)
        .join(','),
    ),
  );
  // Off the tree: the worst paths' histories with their first guess replaced, so the live rule answers.
  const header = (await (await fetch(`${url}${tree}`)).json()) as { variant: { symbols: string; pegs: number } };
  const other = header.variant.symbols.slice(0, header.variant.pegs);
  const offTree = worst.paths.slice(0, 10).map((p) => `${other}:${p.steps[0]!.feedback}`);
  const requests: autocannon.Request[] = [];
  for (let i = 0; i < onTree.length; i++) {
    requests.push({ method: 'GET', path: `${tree}/next?history=${onTree[i]}` });
    if (i % 3 === 0)
      requests.push({
        method: 'POST',
        path: `${tree}/next`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ history: [] }),
      });
    if (i % 4 === 0) requests.push({ method: 'GET', path: `${tree}/next?history=${offTree[(i / 4) % offTree.length]}` });
    if (i % 6 === 0) requests.push({ method: 'GET', path: `${tree}/file` });
    if (i % 6 === 3) requests.push({ method: 'GET', path: `${tree}/file`, headers: { 'if-none-match': etag } });
    if (i % 10 === 0) requests.push({ method: 'GET', path: `${tree}/worst-case?limit=5` });
  }
  return requests;
}

/** Result of the mixed-traffic test. */
export interface MixedBench {
  readonly requestKinds: number;
  readonly result: Measured;
  readonly rssBeforeMb: number;
  readonly rssAfterMb: number;
}

/**
 * Mixed traffic against a running server: tree lookups (GET and POST), live lookups, file
 * downloads with and without If-None-Match, worst-case queries. `rss` reads the server's memory.
 */
export async function runMixed(
  url: string,
  run: RunOptions,
  rss: () => Promise<number>,
  variant?: string,
  strategy?: string,
): Promise<MixedBench> {
  const requests = await mixedRequests(url, variant, strategy);
  const rssBeforeMb = await rss();
  const result = await measure(url, run, requests);
  return { requestKinds: requests.length, result, rssBeforeMb, rssAfterMb: await rss() };
}

/** The mixed-traffic load test on a server process over data/ (at most 30 s). */
export async function benchMixed(options: Partial<RunOptions> & { dataDir?: string } = {}): Promise<MixedBench> {
  const run: RunOptions = { duration: Math.min(30, options.duration ?? 10), connections: options.connections ?? 10 };
  const server = await startServerProcess(options.dataDir ? { DATA_DIR: options.dataDir } : {});
  try {
    await measure(`${server.url}/health`, { duration: 1, connections: run.connections });
    return await runMixed(server.url, run, () => server.rssMb());
  } finally {
    await server.stop();
  }
}

/** The mixed-traffic figures as printed lines. */
export function formatMixedBench(b: MixedBench): string {
  const m = b.result;
  return [
    `mixed traffic (${b.requestKinds} requests in rotation: tree and live lookups, file downloads, worst cases)`,
    `  ${Math.round(m.rps)} req/s, ${m.requests} requests, p50 ${m.p50.toFixed(2)} ms, p99 ${m.p99.toFixed(2)} ms, errors ${m.errors}, 3xx ${m.status3xx} (304s), 4xx ${m.status4xx}, 5xx ${m.status5xx}`,
    `  server resident memory: ${b.rssBeforeMb.toFixed(0)} MB before, ${b.rssAfterMb.toFixed(0)} MB after`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  parseScriptArgs({
    invocation: 'node dist/scripts/bench-server.js',
    summary: 'the HTTP server under autocannon (BENCH_DURATION, BENCH_MIXED_DURATION: seconds)',
    options: {},
  });
  const duration = Number(process.env.BENCH_DURATION ?? 5);
  console.log(formatServerBench(await benchServer({ duration })));
  console.log(formatMixedBench(await benchMixed({ duration: Number(process.env.BENCH_MIXED_DURATION ?? 10) })));
}
