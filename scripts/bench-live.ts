/**
 * Live answers on Wordle boards without a tree: the time of `next` with an empty history, after
 * one step and after two (each step the guess the server answered, with the feedback of a fixed
 * secret), on a fresh server each run (an empty cache directory, no live thread started yet),
 * through the whole server (app.inject). For a user's lists: the POST, the time until their
 * openings are whole (computed in the background since the POST), and the first `next` of a server
 * restarted on the same cache directory (lists stored earlier). Then the core alone, from cold, in
 * this process: the openings of the lists (src/core/games/wordle/openings.ts), and the live thread's
 * function for each history with the budget the rule gives it (none for the first two guesses,
 * which the server reads in the openings instead).
 *
 * Boards: `wordle-hard` minimax (2,309 answers, 12,947 guesses; its greedy trees need more than six
 * guesses, so it is answered live for good), `wordle-g7` entropy (its tree is built on demand
 * meanwhile), a user's lists of all 12,947 guesses as answers too (entropy, and minimax in hard
 * mode), and a small user's list (500 of the answers). Milliseconds, medians of the runs.
 *
 *   node dist/scripts/bench-live.js [--runs 5] [--boards wordle-hard,wordle-g7,big,big-hard,small] [--json]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { parseScriptArgs } from '../src/cli/script-args.ts';
import { buildApp } from '../src/server/app.ts';
import { storeLists } from '../src/store/word-lists.ts';
import { createWordleGame, wordleSpec, type WordleGame, type WordleSpec } from '../src/core/games/wordle/game.ts';
import type { WordList } from '../src/core/game.ts';
import { liveAnswer } from '../src/workers/tasks/live-answer.ts';
import { DEFAULT_LIVE_BUDGET, liveObjective } from '../src/core/live.ts';
import { computeWordleOpenings } from '../src/core/games/wordle/openings.ts';
import { DEFAULT_LIVE_OPTIONS } from '../src/server/services/live-service.ts';
import { median } from './median.ts';

/** A board of the benchmark. */
interface BenchBoard {
  readonly name: string;
  readonly strategy: string;
  readonly hard: boolean;
  readonly answers: readonly string[];
  readonly guesses: readonly string[];
  /** The variant id, or undefined for a user's lists (posted first). */
  readonly variant?: string;
  /** The secret whose feedback the steps get. */
  readonly secret: string;
}

/** A five-letter list of data/words/. */
const words = (file: string): readonly string[] => storeLists()(file, 5).entries;

let boardsRead: Map<string, BenchBoard> | undefined;

/** The boards, by name (their lists read once). */
function boards(): Map<string, BenchBoard> {
  return (boardsRead ??= readBoards());
}

function readBoards(): Map<string, BenchBoard> {
  const answers = words('wordle-answers.txt');
  const accepted = words('wordle-guesses.txt');
  const union = [...new Set([...answers, ...accepted])].sort();
  const small = answers.filter((_, i) => i % Math.ceil(answers.length / 500) === 0);
  const secret = 'caulk';
  const list: BenchBoard[] = [
    { name: 'wordle-hard', variant: 'wordle-hard', strategy: 'minimax', hard: true, answers, guesses: union, secret },
    { name: 'wordle-g7', variant: 'wordle-g7', strategy: 'entropy', hard: false, answers, guesses: union, secret },
    { name: 'big', strategy: 'entropy', hard: false, answers: union, guesses: union, secret },
    { name: 'big-hard', strategy: 'minimax', hard: true, answers: union, guesses: union, secret },
    { name: 'small', strategy: 'entropy', hard: false, answers: small, guesses: small, secret: small[small.length >> 1]! },
  ];
  return new Map(list.map((b) => [b.name, b]));
}

/** One run's milliseconds: the three answers through the server, and on one thread. */
export interface LiveRun {
  readonly board: string;
  /** POST /v1/word-lists (users' lists only). */
  readonly postMs: number | undefined;
  /** next: empty history, after one step, after two, on a fresh server. */
  readonly server: readonly number[];
  readonly sources: readonly string[];
  readonly guesses: readonly string[];
  /** From the POST until the lists' openings are whole, on the server (users' lists only). */
  readonly readyMs: number | undefined;
  /** The first next of a server restarted on the same cache directory (users' lists only). */
  readonly storedMs: number | undefined;
  /** The openings of the lists computed in this process (core/games/wordle/openings.ts). */
  readonly openingsMs: number;
  /** The live thread's function, from cold: the same three histories, with the rule's budget. */
  readonly core: readonly number[];
}

/**
 * A fresh server, past what any first request costs whatever the board (the route's schemas are
 * compiled at its first request, the metrics loaded after the first answer): its first answers
 * on a Wordle board then cost what that board costs.
 */
async function freshApp(cacheDir: string): Promise<FastifyInstance> {
  const app = await buildApp({ trees: [], onDemand: { cacheDir }, protection: { maxHeapMb: 0, maxEventLoopDelayMs: 0 } });
  await app.inject({ url: '/v1/trees/mm-3x3/minimax/next' });
  await new Promise((resolve) => setTimeout(resolve, 300));
  return app;
}

/** The history text of steps. */
const historyText = (steps: ReadonlyArray<{ guess: string; feedback: string }>): string =>
  steps.map((s) => `${s.guess}:${s.feedback}`).join(',');

/** One run of a board: a fresh server (and cache directory), then the core from cold. */
async function runBoard(board: BenchBoard, run: number, game: WordleGame): Promise<LiveRun> {
  const cacheDir = await mkdtemp(join(tmpdir(), 'codebreaker-bench-live-'));
  const secret = game.wordle.answers.entries.indexOf(board.secret);
  const feedbackOf = (guess: string): string => game.feedbackLabel(game.score(game.parseGuess(guess) as number, secret));
  try {
    let app = await freshApp(cacheDir);
    let variant = board.variant;
    let postMs: number | undefined;
    const posting = performance.now();
    if (variant === undefined) {
      const posted = await app.inject({
        method: 'POST',
        url: '/v1/word-lists',
        payload: { answers: board.answers, guesses: board.guesses },
      });
      postMs = performance.now() - posting;
      variant = posted.json<{ variant: string }>().variant + (board.hard ? '-hard' : '');
    }
    const server: number[] = [];
    const sources: string[] = [];
    const guesses: string[] = [];
    const steps: Array<{ guess: string; feedback: string }> = [];
    for (let i = 0; i < 3; i++) {
      const url = `/v1/trees/${variant}/${board.strategy}/next?history=${historyText(steps)}`;
      const started = performance.now();
      const res = await app.inject({ url });
      server.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      const answer = res.json<{ guess: string; source: string }>();
      sources.push(answer.source);
      guesses.push(answer.guess);
      steps.push({ guess: answer.guess, feedback: feedbackOf(answer.guess) });
    }
    let storedMs: number | undefined;
    let readyMs: number | undefined;
    if (board.variant === undefined) {
      // The lists' openings, computed since they were posted, are kept for the restart.
      const { trees, live } = app.codebreaker;
      await live.openings.of(trees.game(trees.spec(variant))).all;
      readyMs = performance.now() - posting;
      await app.close();
      app = await freshApp(cacheDir);
      const started = performance.now();
      const res = await app.inject({ url: `/v1/trees/${variant}/${board.strategy}/next` });
      storedMs = performance.now() - started;
      if (res.json<{ guess: string }>().guess !== guesses[0]) throw new Error(`${variant}: another first guess after a restart`);
    }
    await app.close();
    // The core from cold: a spec id of its own, so the thread's caches hold nothing of it. The
    // openings of the lists, once; then the live thread's function for each history, with the
    // budget the rule gives it: none (the full rule) for the first guess and the second after it,
    // which the server reads in the openings; LIVE_BUDGET after.
    const spec = { ...game.spec, id: `${game.spec.id}-bench-${run}` };
    const started = performance.now();
    const openings = computeWordleOpenings(createWordleGame(spec as WordleSpec));
    const openingsMs = performance.now() - started;
    const first = openings.get(liveObjective(board.strategy).id)!.first;
    const core: number[] = [];
    for (let i = 0; i < 3; i++) {
      const flat = new Int32Array(2 * i);
      steps.slice(0, i).forEach((s, j) => flat.set([game.parseGuess(s.guess) as number, game.parseFeedback(s.feedback)], 2 * j));
      const full = i === 0 || (i === 1 && flat[0] === first);
      const started = performance.now();
      const out = liveAnswer({
        spec,
        strategy: board.strategy,
        steps: flat,
        budget: full ? Infinity : DEFAULT_LIVE_BUDGET,
        tableLimit: DEFAULT_LIVE_OPTIONS.tableLimit,
      });
      core.push(performance.now() - started);
      if (game.formatGuess(out.guess) !== guesses[i]) {
        throw new Error(`${board.name}: the core answers ${game.formatGuess(out.guess)} at step ${i + 1}, the server ${guesses[i]}`);
      }
    }
    return { board: board.name, postMs, server, sources, guesses, readyMs, storedMs, openingsMs, core };
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
  }
}

/** The game of a board (its lists as the server reads them). */
function gameOf(board: BenchBoard): WordleGame {
  const list = (entries: readonly string[], name: string): WordList => ({ list: name, count: entries.length, sha256: '', entries });
  const isAnswer = new Set(board.answers);
  const accepted = board.guesses.filter((w) => !isAnswer.has(w));
  return createWordleGame(
    wordleSpec({
      id: board.variant ?? `bench-${board.name}`,
      title: board.name,
      answers: list(board.answers, 'a'),
      accepted: list(accepted, 'g'),
      hard: board.hard,
    }),
  );
}

/** Runs every board `runs` times, boards interleaved within each round. */
export async function benchLive(names: readonly string[], runs: number, onRun?: (r: LiveRun) => void): Promise<LiveRun[]> {
  const all = boards();
  const chosen = names.map((n) => {
    const b = all.get(n);
    if (b === undefined) throw new Error(`unknown board ${n}; boards: ${[...all.keys()].join(', ')}`);
    return { board: b, game: gameOf(b) };
  });
  const out: LiveRun[] = [];
  for (let run = 0; run < runs; run++) {
    for (const { board, game } of chosen) {
      const r = await runBoard(board, run, game);
      onRun?.(r);
      out.push(r);
    }
  }
  return out;
}

/** Medians by board, as a Markdown table. */
export function formatLiveBench(runs: readonly LiveRun[]): string {
  const names = [...new Set(runs.map((r) => r.board))];
  const ms = (x: number | undefined): string => (x === undefined || Number.isNaN(x) ? '-' : x.toFixed(0));
  const lines = [
    '| board | strategy | server: first | second | third | POST lists | openings whole | stored, first | core: openings | first | second | third | sources | guesses |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  const all = boards();
  for (const name of names) {
    const rs = runs.filter((r) => r.board === name);
    const col = (f: (r: LiveRun) => number | undefined): string => ms(median(rs.map(f).filter((x): x is number => x !== undefined)));
    lines.push(
      `| ${name} | ${all.get(name)!.strategy} | ${col((r) => r.server[0])} | ${col((r) => r.server[1])} | ${col((r) => r.server[2])} | ${col((r) => r.postMs)} | ${col((r) => r.readyMs)} | ${col((r) => r.storedMs)} | ${col((r) => r.openingsMs)} | ${col((r) => r.core[0])} | ${col((r) => r.core[1])} | ${col((r) => r.core[2])} | ${rs[0]!.sources.join(', ')} | ${rs[0]!.guesses.join(', ')} |`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseScriptArgs({
    invocation: 'node dist/scripts/bench-live.js',
    summary: 'times live answers of next on Wordle boards without a tree (milliseconds, medians)',
    options: {
      runs: { type: 'string', value: 'n', help: 'runs of each board (default 5)' },
      boards: { type: 'string', value: 'name[,name]', help: 'boards: wordle-hard, wordle-g7, big, big-hard, small (default all)' },
      json: { type: 'boolean', help: 'print each run as a line of JSON instead of the table' },
    },
  });
  const names = (values.boards ?? 'wordle-hard,wordle-g7,big,big-hard,small').split(',');
  const runs = await benchLive(names, Number(values.runs ?? 5), values.json ? (r) => console.log(JSON.stringify(r)) : undefined);
  if (!values.json) console.log(formatLiveBench(runs));
  process.exit(0);
}
