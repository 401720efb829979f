/**
 * The server's memory under a flood of users' word lists: starts the compiled server (node
 * dist/src/server/server.js) on a free loopback port with a scratch cache directory, posts
 * `--lists` users' Wordle lists (`--concurrency` at a time; as answers, `--min-answers` to
 * `--max-answers` random five-letter words of data/words/wordle-guesses.txt; as guesses, every
 * word of that file, or with `--guesses answers` the answers alone), uses each on its board (its
 * variant, a first `next` that starts the build of its tree, and a `next` one guess in, answered
 * live), then posts one board of `--board` answers and asks for every greedy tree of it at once
 * (built on demand), and waits `--idle-s` seconds. It samples the resident memory of the server's
 * process (its threads included: they share the process) every 100 ms and prints the idle figure
 * before, the peak during the flood and during the build, the kernel's high-water mark, and the
 * idle figure after. The server's settings are its defaults, or the environment's.
 *
 *   npm run bench-memory -- [--lists 200] [--concurrency 8] [--board 3158] [--guesses all|answers] [--idle-s 30] [--json]
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseScriptArgs } from '../src/cli/script-args.ts';
import { PROJECT_ROOT } from '../src/store/paths.ts';

/** A server process started for the benchmark. */
interface Server {
  readonly url: string;
  readonly pid: number;
  /** What it wrote on stderr lately (warnings; the reason it stopped, if it did). */
  said(): string;
  /** Its exit status, or null while it runs. */
  exitCode(): number | null;
  stop(): Promise<void>;
}

/** The compiled server, started as in production on a free loopback port (PORT=0: it prints its address on stderr). */
async function startServer(env: Readonly<Record<string, string>>): Promise<Server> {
  const child = spawn(process.execPath, ['dist/src/server/server.js'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // The last few kilobytes it said, for the message of a run it cut short.
  let said = '';
  // Its log (warnings and errors at LOG_LEVEL warn) on stdout, and what it says on stderr.
  const hear = (d: Buffer): void => {
    said = (said + d.toString()).slice(-8192);
  };
  child.stdout.on('data', hear);
  child.stderr.on('data', hear);
  const url = await new Promise<string>((resolve, reject) => {
    const look = (): void => {
      const m = /listening on (http:\/\/[\d.]+:\d+)/.exec(said);
      if (m !== null) resolve(m[1]!);
    };
    child.stderr.on('data', look);
    child.once('exit', () => reject(new Error(`the server exited: ${said}`)));
  });
  return {
    url,
    pid: child.pid!,
    said: () => said,
    exitCode: () => child.exitCode ?? (child.signalCode === null ? null : 128),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** What to flood the server with. */
export interface MemoryBenchOptions {
  /** Users' lists posted. */
  readonly lists: number;
  /** Lists posted (and used) at once. */
  readonly concurrency: number;
  /** Answers of each list: uniform in [minAnswers, maxAnswers]. */
  readonly minAnswers: number;
  readonly maxAnswers: number;
  /** Words of the board whose greedy trees are built on demand afterwards (0: none). */
  readonly board: number;
  /**
   * The guesses of every list: the whole of wordle-guesses.txt (12,947 words, as Wordle accepts any
   * word), or the answers alone (guesses left out of the body).
   */
  readonly guesses: 'all' | 'answers';
  /** Seconds the server is left idle at the end before its idle figure is read. */
  readonly idleS: number;
  /** Seed of the word draws. */
  readonly seed: number;
  /** Environment variables for the server (its settings; none: the defaults). */
  readonly env?: Readonly<Record<string, string>>;
  /** Told of each phase as it ends (progress on stderr). */
  readonly log?: (line: string) => void;
}

/** The figures, in MB of resident memory (VmRSS of the process: every thread of it). */
export interface MemoryBench {
  /** Ready and idle, before the flood. */
  readonly idleBeforeMb: number;
  /** Highest sample while the lists were posted and used. */
  readonly floodPeakMb: number;
  /** Highest sample while the board's trees were built. */
  readonly buildPeakMb: number;
  /** The kernel's high-water mark of the process's resident memory (VmHWM): the peak between samples too. */
  readonly peakMb: number;
  /** After `idleS` seconds with no request. */
  readonly idleAfterMb: number;
  /** Then the main thread's share (its V8 heap, and the memory outside it its objects hold: buffers, typed arrays), from /metrics. */
  readonly mainHeapMb: number;
  readonly mainExternalMb: number;
  /** Statuses of the flood's requests, and of the build's, by status code. */
  readonly floodStatuses: Readonly<Record<string, number>>;
  readonly buildStatuses: Readonly<Record<string, number>>;
  /** How each greedy tree of the board ended: its state (ready, ...) or its error code. */
  readonly trees: Readonly<Record<string, string>>;
  readonly floodS: number;
  readonly buildS: number;
}

/** mulberry32: a small seeded generator, so that a run draws the same words again. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct words of `words`, drawn at random (a partial Fisher-Yates shuffle). */
function draw(words: readonly string[], count: number, rnd: () => number): string[] {
  const pool = [...words];
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(rnd() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
}

/** Wordle's feedback of a guess against a secret, as the API writes it: G green, Y yellow, B neither. */
function feedback(guess: string, secret: string): string {
  const out = [...'B'.repeat(guess.length)];
  const left = new Map<string, number>();
  for (let i = 0; i < guess.length; i++) {
    if (guess[i] === secret[i]) out[i] = 'G';
    else left.set(secret[i]!, (left.get(secret[i]!) ?? 0) + 1);
  }
  for (let i = 0; i < guess.length; i++) {
    const n = left.get(guess[i]!) ?? 0;
    if (out[i] === 'G' || n === 0) continue;
    out[i] = 'Y';
    left.set(guess[i]!, n - 1);
  }
  return out.join('');
}

/** Resident memory of a process now and its high-water mark, in MB (Linux /proc). */
async function memoryOf(pid: number): Promise<{ rss: number; hwm: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string): number => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** Runs the flood on a fresh server (see the top of this file) and answers its figures. */
export async function benchMemory(options: MemoryBenchOptions): Promise<MemoryBench> {
  const log = options.log ?? (() => {});
  const words = (await readFile(join(PROJECT_ROOT, 'data', 'words', 'wordle-guesses.txt'), 'utf8')).split('\n').filter((w) => w !== '');
  const rnd = random(options.seed);
  const cacheDir = await mkdtemp(join(tmpdir(), 'codebreaker-bench-memory-'));
  const server = await startServer({ LOG_LEVEL: 'warn', CACHE_DIR: cacheDir, ...options.env });
  // Samples every 100 ms, kept as the highest of the current phase.
  let phasePeak = 0;
  let last = { rss: NaN, hwm: NaN };
  let sampling = Promise.resolve();
  const sampler = setInterval(() => {
    sampling = memoryOf(server.pid).then(
      (m) => {
        last = m;
        phasePeak = Math.max(phasePeak, m.rss);
      },
      () => {},
    );
  }, 100);
  const tally = (into: Record<string, number>, status: number | string): void => {
    into[status] = (into[status] ?? 0) + 1;
  };
  // A request the server closed without an answer counts as `closed` (and the user goes on).
  const get = async (path: string, into: Record<string, number>): Promise<{ status: number; body: unknown }> => {
    try {
      const res = await fetch(`${server.url}${path}`);
      const body = (await res.json().catch(() => undefined)) as unknown;
      tally(into, res.status);
      return { status: res.status, body };
    } catch (err) {
      if (server.exitCode() !== null) throw err;
      tally(into, 'closed');
      return { status: 0, body: undefined };
    }
  };
  // A user whose post is refused for now (503) posts again when told to, a few times.
  const post = async (answers: readonly string[], into: Record<string, number>): Promise<string> => {
    const body = JSON.stringify(options.guesses === 'all' ? { answers, guesses: words } : { answers });
    for (let attempt = 1; ; attempt++) {
      const res = await fetch(`${server.url}/v1/word-lists`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      tally(into, res.status);
      const answer = (await res.json()) as { variant?: string; message?: string };
      if (answer.variant !== undefined) return answer.variant;
      if (res.status !== 503 || attempt === 10) throw new Error(`POST /v1/word-lists answered ${res.status}: ${answer.message}`);
      await sleep(1000 * Math.min(5, Number(res.headers.get('retry-after') ?? 1)));
    }
  };
  try {
    // Ready and settled: a few seconds after the start (the trees of data/ are decoded meanwhile).
    for (let i = 0; i < 100 && (await fetch(`${server.url}/ready`)).status !== 200; i++) await sleep(100);
    await sleep(5000);
    await sampling;
    const idleBeforeMb = last.rss;
    log(`idle before: ${idleBeforeMb.toFixed(0)} MB`);

    // The flood: lists drawn first (one generator, so the same lists whatever the timing).
    const lists = Array.from({ length: options.lists }, () => {
      const n = options.minAnswers + Math.floor(rnd() * (options.maxAnswers - options.minAnswers + 1));
      return { answers: draw(words, n, rnd), secret: Math.floor(rnd() * n) };
    });
    const floodStatuses: Record<string, number> = {};
    const strategies = ['entropy', 'minimax', 'expected-size', 'most-parts'];
    phasePeak = 0;
    const floodStarted = performance.now();
    let nextList = 0;
    const worker = async (): Promise<void> => {
      for (let i = nextList++; i < lists.length; i = nextList++) {
        const { answers, secret } = lists[i]!;
        const variant = await post(answers, floodStatuses);
        await get(`/v1/variants/${variant}`, floodStatuses);
        const strategy = strategies[i % strategies.length]!;
        const first = await get(`/v1/trees/${variant}/${strategy}/next`, floodStatuses);
        const guess = (first.body as { guess?: string } | undefined)?.guess;
        if (typeof guess === 'string')
          await get(`/v1/trees/${variant}/${strategy}/next?history=${guess}:${feedback(guess, answers[secret]!)}`, floodStatuses);
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    const floodS = (performance.now() - floodStarted) / 1000;
    await sampling;
    const floodPeakMb = phasePeak;
    log(`flood: ${options.lists} lists in ${floodS.toFixed(1)} s, peak ${floodPeakMb.toFixed(0)} MB`);

    // The big board: every greedy tree asked for at once, then followed until each has ended.
    const buildStatuses: Record<string, number> = {};
    const trees: Record<string, string> = {};
    phasePeak = 0;
    const buildStarted = performance.now();
    if (options.board > 0) {
      const variant = await post(draw(words, options.board, rnd), buildStatuses);
      const about = (await get(`/v1/variants/${variant}`, buildStatuses)).body as {
        strategies?: Array<{ id: string; kind: string; state: string }>;
      };
      const greedy = (about.strategies ?? []).filter((s) => s.kind === 'greedy' && s.state === 'on-demand').map((s) => s.id);
      const open = new Set(greedy);
      while (open.size > 0) {
        await Promise.all(
          [...open].map(async (strategy) => {
            const { status, body } = await get(`/v1/trees/${variant}/${strategy}`, buildStatuses);
            const b = body as { state?: string; error?: string } | undefined;
            if (status === 200 && b?.state === 'building') return;
            if (status === 503 || status === 0) {
              // Refused for now (busy, or its lane full) or closed unanswered: noted, and asked again.
              trees[strategy] = status === 0 ? 'closed' : `${status} ${b?.error ?? ''}`;
              return;
            }
            // Ready, settled without a tree, or refused for good (a limit): its end.
            trees[strategy] = status === 200 ? (b?.state ?? '') : `${status} ${b?.error ?? ''}`;
            open.delete(strategy);
          }),
        );
        if (performance.now() - buildStarted > 15 * 60_000) break;
        await sleep(500);
      }
    }
    const buildS = (performance.now() - buildStarted) / 1000;
    await sampling;
    const buildPeakMb = phasePeak;
    log(`board of ${options.board} words: ${buildS.toFixed(1)} s, peak ${buildPeakMb.toFixed(0)} MB`);

    await sleep(options.idleS * 1000);
    await sampling;
    const idleAfterMb = last.rss;
    log(`idle after ${options.idleS} s: ${idleAfterMb.toFixed(0)} MB`);
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    const metric = (name: string): number => Number(new RegExp(`^codebreaker_${name} (\\S+)$`, 'm').exec(metrics)?.[1] ?? NaN) / 2 ** 20;
    return {
      idleBeforeMb,
      floodPeakMb,
      buildPeakMb,
      peakMb: last.hwm,
      idleAfterMb,
      mainHeapMb: metric('nodejs_heap_size_total_bytes'),
      mainExternalMb: metric('nodejs_external_memory_bytes'),
      floodStatuses,
      buildStatuses,
      trees,
      floodS,
      buildS,
    };
  } catch (err) {
    // A request that failed: what the server said last (why it stopped, if it did).
    await sleep(200);
    const how = server.exitCode() === null ? 'still running' : `stopped, exit ${server.exitCode()}`;
    throw new Error(`${String(err)}; the server (${how}) said last:\n${server.said()}`, { cause: err });
  } finally {
    clearInterval(sampler);
    await server.stop();
    await rm(cacheDir, { recursive: true, force: true });
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The figures as lines of text. */
export function formatMemoryBench(o: MemoryBenchOptions, r: MemoryBench): string {
  const statuses = (s: Readonly<Record<string, number>>): string =>
    Object.entries(s)
      .map(([k, v]) => `${v} x ${k}`)
      .join(', ');
  return [
    `Memory of the server (resident, MB; the process with its threads): ${o.lists} lists of ${o.minAnswers}-${o.maxAnswers} answers (guesses: ${o.guesses === 'all' ? 'all 12,947 words' : 'the answers'}), ${o.concurrency} at a time; then a board of ${o.board} answers, every greedy tree on demand`,
    `idle before     ${r.idleBeforeMb.toFixed(0)}`,
    `flood peak      ${r.floodPeakMb.toFixed(0)}   (${r.floodS.toFixed(1)} s; ${statuses(r.floodStatuses)})`,
    `build peak      ${r.buildPeakMb.toFixed(0)}   (${r.buildS.toFixed(1)} s; ${statuses(r.buildStatuses)})`,
    `high-water mark ${r.peakMb.toFixed(0)}`,
    `idle after      ${r.idleAfterMb.toFixed(0)}   (${o.idleS} s after the last request; the main thread's heap ${r.mainHeapMb.toFixed(0)}, outside it ${r.mainExternalMb.toFixed(0)})`,
    `trees: ${Object.entries(r.trees)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseScriptArgs({
    invocation: 'npm run bench-memory --',
    summary: "measures the server's resident memory under a flood of users' word lists and an on-demand build of a large board",
    options: {
      lists: { type: 'string', parse: 'integer', min: 0, default: 200, value: 'n', help: "users' lists posted (default 200)" },
      concurrency: { type: 'string', parse: 'integer', min: 1, default: 8, value: 'n', help: 'lists posted at once (default 8)' },
      'min-answers': { type: 'string', parse: 'integer', min: 1, default: 300, value: 'n', help: 'fewest answers of a list (default 300)' },
      'max-answers': {
        type: 'string',
        parse: 'integer',
        min: 1,
        max: 12_947,
        default: 3000,
        value: 'n',
        help: 'most answers of a list (default 3000)',
      },
      board: {
        type: 'string',
        parse: 'integer',
        min: 0,
        max: 12_947,
        default: 3158,
        value: 'n',
        help: 'answers of the board built on demand afterwards, 0 for none (default 3158)',
      },
      guesses: { type: 'string', value: 'all|answers', help: 'the guesses of every list: all the words (default), or the answers alone' },
      'idle-s': { type: 'string', parse: 'integer', min: 0, default: 30, value: 's', help: 'seconds left idle at the end (default 30)' },
      seed: { type: 'string', parse: 'integer', min: 0, default: 1, value: 'n', help: 'seed of the word draws (default 1)' },
      json: { type: 'boolean', help: 'print the figures as JSON' },
    },
  });
  if (values.guesses !== undefined && values.guesses !== 'all' && values.guesses !== 'answers') {
    process.stderr.write(`npm run bench-memory: --guesses is all or answers, not ${JSON.stringify(values.guesses)}\n`);
    process.exit(2);
  }
  const options: MemoryBenchOptions = {
    lists: values.lists,
    concurrency: values.concurrency,
    minAnswers: values['min-answers'],
    maxAnswers: Math.max(values['min-answers'], values['max-answers']),
    board: values.board,
    guesses: values.guesses === 'answers' ? 'answers' : 'all',
    idleS: values['idle-s'],
    seed: values.seed,
    log: (line) => process.stderr.write(`${line}\n`),
  };
  const result = await benchMemory(options);
  console.log(values.json ? JSON.stringify(result) : formatMemoryBench(options, result));
}
