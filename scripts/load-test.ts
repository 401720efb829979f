/**
 * The load test: the compiled server in its own process on an ephemeral loopback port, measured
 * by autocannon in one run, and the offline walker measured in this process.
 *
 *   npm run load-test                                   # 10 s per measurement, 10 connections
 *   node dist/scripts/load-test.js --duration 5 --connections 20
 *
 * It measures /health; GET .../next over several histories on the trees (prefixes of worst-case
 * games of mastermind/minimax and bulls-and-cows/entropy, in rotation); both again with
 * `Accept-Encoding: gzip, br`, noting the Content-Encoding the server answers with; and the
 * offline walker's `next` on the same histories, in lookups per second. It prints a Markdown table.
 */
import { request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { parseScriptArgs } from '../src/cli/script-args.ts';
import autocannon from 'autocannon';
import { CodebreakerError, createClient, openTree, type Step, type TreeWalker } from '../src/client/index.ts';
import { startServerProcess } from './bench-server.ts';

/** The trees whose worst-case games give the histories. */
const TREES = [
  ['mastermind', 'minimax'],
  ['bulls-and-cows', 'entropy'],
] as const;
/** Worst-case games taken from each tree. */
const GAMES_PER_TREE = 3;
const COMPRESSED = { 'accept-encoding': 'gzip, br' };

/** One autocannon run's figures. */
interface Run {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  /** Mean bytes per answer, headers included. */
  readonly bytes: number;
  readonly requests: number;
  /** Connection errors, timeouts and non-2xx answers together. */
  readonly failures: number;
}

/** A history on a tree, as the walker takes it and as the API's query writes it. */
interface TreeHistory {
  readonly variant: string;
  readonly strategy: string;
  readonly steps: Step[];
  readonly path: string;
}

async function run(
  url: string,
  requests: autocannon.Request[],
  duration: number,
  connections: number,
  headers: Record<string, string> = {},
): Promise<Run> {
  const r = await autocannon({ url, duration, connections, headers, requests });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytes: r.requests.total > 0 ? r.throughput.total / r.requests.total : 0,
    requests: r.requests.total,
    failures: r.errors + r.timeouts + r.non2xx,
  };
}

/** The Content-Encoding of the answer to a GET with these headers ("identity" when none). */
function contentEncoding(url: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers['content-encoding'] ?? 'identity'));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Calls fn again while the server answers 503 or 429, waiting what its Retry-After says: just
 * after start-up the server sheds load for a moment (loading the trees kept its event loop busy).
 */
async function retrying<T>(fn: () => Promise<T>, attempts = 20): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (!(err instanceof CodebreakerError) || (err.status !== 503 && err.status !== 429) || i >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.min(err.retryAfter ?? 1, 2) * 1000));
    }
  }
}

/** Histories on the tree: every proper prefix of the first worst-case games, the empty one included. */
async function treeHistories(baseUrl: string): Promise<{ histories: TreeHistory[]; walkers: Map<string, TreeWalker> }> {
  const client = createClient({ baseUrl });
  const histories: TreeHistory[] = [];
  const walkers = new Map<string, TreeWalker>();
  for (const [variant, strategy] of TREES) {
    walkers.set(`${variant}/${strategy}`, openTree(await retrying(() => client.file(variant, strategy))));
    const seen = new Set<string>();
    for (const game of (await retrying(() => client.worstCase(variant, strategy, GAMES_PER_TREE))).paths) {
      for (let n = 0; n < game.steps.length; n++) {
        const steps = game.steps.slice(0, n);
        const text = steps.map((s) => `${s.guess}:${s.feedback}`).join(',');
        if (seen.has(text)) continue;
        seen.add(text);
        histories.push({ variant, strategy, steps, path: `/v1/trees/${variant}/${strategy}/next${text === '' ? '' : `?history=${text}`}` });
      }
    }
  }
  return { histories, walkers };
}

/** The walker's lookups per second over the histories in rotation, for about `seconds`. */
function walkerRate(
  histories: readonly TreeHistory[],
  walkers: Map<string, TreeWalker>,
  seconds: number,
): { rate: number; lookups: number } {
  const work = histories.map((h) => ({ walker: walkers.get(`${h.variant}/${h.strategy}`)!, steps: h.steps }));
  const round = (): number => {
    let found = 0;
    for (const { walker, steps } of work) if (!walker.next(steps).offTree) found++;
    return found;
  };
  for (let i = 0; i < 2000; i++) round(); // warm up the JIT
  let lookups = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    for (let i = 0; i < 100; i++) {
      if (round() !== work.length) throw new Error('a history left the tree');
      lookups += work.length;
    }
  }
  return { rate: lookups / ((performance.now() - start) / 1000), lookups };
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
// autocannon records whole milliseconds: 0 means under one.
const ms = (n: number): string => (n === 0 ? '< 1' : n.toFixed(0));

async function main(): Promise<void> {
  const { values } = parseScriptArgs({
    invocation: 'npm run load-test --',
    summary: 'the server under load and the offline walker, as a Markdown table',
    options: {
      duration: { type: 'string', parse: 'number', min: 0.001, default: 10, value: 'seconds', help: 'per measurement' },
      connections: { type: 'string', parse: 'integer', min: 1, default: 10, value: 'n', help: 'connections at once' },
    },
  });
  const { duration, connections } = values;

  const server = await startServerProcess();
  try {
    const { histories, walkers } = await treeHistories(server.url);
    const health: autocannon.Request[] = [{ method: 'GET', path: '/health' }];
    const next: autocannon.Request[] = histories.map((h) => ({ method: 'GET', path: h.path }));
    const sample = `${server.url}${histories.at(-1)!.path}`;
    const encodings = {
      health: await contentEncoding(`${server.url}/health`, COMPRESSED),
      next: await contentEncoding(sample, COMPRESSED),
    };

    // Warm every configuration (JIT, caches), then measure each for the full duration, one after the other.
    const warm = Math.min(2, duration);
    for (const headers of [{}, COMPRESSED]) {
      await run(server.url, health, warm, connections, headers);
      await run(server.url, next, warm, connections, headers);
    }
    const loadBefore = loadavg()[0]!;
    const plainHealth = await run(server.url, health, duration, connections);
    const plainNext = await run(server.url, next, duration, connections);
    const gzHealth = await run(server.url, health, duration, connections, COMPRESSED);
    const gzNext = await run(server.url, next, duration, connections, COMPRESSED);
    const walker = walkerRate(histories, walkers, Math.min(duration, 5));

    const perTree = TREES.map(([v, s]) => `${histories.filter((h) => h.variant === v).length} of ${v}/${s}`).join(', ');
    console.log(
      `Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model.trim() ?? 'cpu'}; server ${server.url} (own process, every tree of data/); ` +
        `autocannon ${duration} s per row, ${connections} connections, loopback, whole milliseconds; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after`,
    );
    console.log(
      `next histories in rotation: ${histories.length} (${perTree}; prefixes of their first ${GAMES_PER_TREE} worst-case games)\n`,
    );
    console.log('| measurement | requests/s | p50 ms | p99 ms | bytes/answer | Content-Encoding | failures |');
    console.log('|---|---:|---:|---:|---:|---|---:|');
    const row = (name: string, r: Run, encoding: string): void =>
      console.log(`| ${name} | ${fmt(r.rps)} | ${ms(r.p50)} | ${ms(r.p99)} | ${fmt(r.bytes)} | ${encoding} | ${r.failures} |`);
    row('GET /health', plainHealth, 'identity');
    row('GET .../next (tree histories)', plainNext, 'identity');
    row('GET /health, Accept-Encoding: gzip, br', gzHealth, encodings.health);
    row('GET .../next, Accept-Encoding: gzip, br', gzNext, encodings.next);
    console.log(
      `| walker.next in-process (same histories) | ${fmt(walker.rate)} lookups/s | ${(1e6 / walker.rate).toFixed(2)} µs mean | | | | 0 |`,
    );
    console.log();
    console.log(
      `next / health: ${(plainNext.rps / plainHealth.rps).toFixed(2)} (target >= 0.90); with Accept-Encoding: ${(gzNext.rps / gzHealth.rps).toFixed(2)}; ` +
        `next with / without Accept-Encoding: ${(gzNext.rps / plainNext.rps).toFixed(2)}`,
    );
    console.log(`offline walker / server next: ${(walker.rate / plainNext.rps).toFixed(0)}x`);
    const failures = [plainHealth, plainNext, gzHealth, gzNext].reduce((n, r) => n + r.failures, 0);
    if (failures > 0) {
      console.error(`${failures} requests failed (errors, timeouts or non-2xx answers)`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

await main();
