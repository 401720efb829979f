/**
 * The proof, first word by first word, that no Wordle strategy has a smaller total than the best
 * one found: what the exact search's `tree()` does in one go (hours), done here one first word at
 * a time with a checkpoint after each, so that it can stop and resume, and show how far it got.
 *
 * First words are visited in the order of their counting bound (first-bound.ts), those named by
 * the caller first. Each is settled in the cheapest way that suffices:
 * - cut: its counting bound, its parts bound or its split bound is at least the best total known;
 * - no tree below the best: the exact search, given the best total as its cutoff, could not beat it;
 * - its total: the search found a strategy below the best known, which becomes the best.
 * The first word searched with no best known yet is solved outright. A "cut" or "no tree below"
 * against an older best holds against any smaller one, so a resumed proof keeps every entry.
 *
 * The file carries the Wordle search's version (wordle-exact/version.ts) and its runs' CPU time,
 * commands and machine; a checkpoint of another version, or of none, is not resumed, and
 * check-proof (check.ts) refuses it as a proof. Its schema is
 * docs/wordle-proof.schema.json.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { dirname, join } from 'node:path';
import type { WordleGame } from '../../../core/games/wordle/game.ts';
import { firstGuessCountingBound, firstGuessPartsBound, firstGuessSplitBound } from '../../../core/games/wordle/exact/first-bound.ts';
import { createWordleDepth, type FirstGuessDepth, type WordleDepth } from '../../../core/games/wordle/exact/depth.ts';
import { createWordleExact, UNSOLVABLE, wordleColumns } from '../../../core/games/wordle/exact/search.ts';
import { WORDLE_ENGINE_VERSION } from '../../../core/games/wordle/exact/version.ts';
import { PROJECT_ROOT } from '../../../store/paths.ts';
import { staleEngine, type EngineStamp } from '../../engine-stamp.ts';

/** The Wordle search, as the stamps of its proofs name it (core/games/wordle/exact/version.ts). */
export const WORDLE_ENGINE: EngineStamp = { name: 'Wordle search', version: WORDLE_ENGINE_VERSION };

/** How one first word was settled. */
export type FirstWordStatus =
  /** Its least total (below every total known when it was searched). */
  | { readonly word: string; readonly status: 'total'; readonly total: number; readonly seconds: number }
  /** A bound (counting, parts or split) at least the best total known then. */
  | {
      readonly word: string;
      readonly status: 'cut';
      readonly by: 'counting' | 'parts' | 'split';
      readonly bound: number;
      readonly best: number;
      /** The bounds' time (absent for the counting bound, which takes microseconds, and in older entries). */
      readonly seconds?: number;
    }
  /** The search proved every strategy after it totals at least `best` (`lower`: what it proved, the cutoff `best`). */
  | { readonly word: string; readonly status: 'no-tree-below'; readonly best: number; readonly lower: number; readonly seconds: number }
  /**
   * No strategy after it finds every answer within the limit (the proof's `within`); `part`: the
   * part of its feedback that no strategy finds within one guess less (the depth search's answer;
   * absent where the total search answered, and in older entries).
   */
  | {
      readonly word: string;
      readonly status: 'none-within-limit';
      readonly seconds: number;
      readonly part?: { readonly feedback: string; readonly size: number };
    };

/** The format name and version of a proof over every first word. */
export const WORDLE_PROOF_FORMAT = 'codebreaker-wordle-first-word-proof';
export const WORDLE_PROOF_VERSION = 1;

/** Where the JSON Schema of proofs over every first word is. */
export const WORDLE_PROOF_SCHEMA_PATH = join(PROJECT_ROOT, 'docs', 'wordle-proof.schema.json');

/** The machine of a run, as mm-5x6's proof log gives it, with its cores. */
export interface ProofMachine {
  readonly cpu: string;
  /** Cores the operating system offers (availableParallelism). */
  readonly cores: number;
  /** Search threads the run used (the proof runs on one). */
  readonly threads: number;
  /** The Node.js version. */
  readonly node: string;
}

/** What the runs that wrote a proof were: the wall time is the proof's `seconds`. */
export interface WordleProofRun {
  /** When the last run last wrote the file (ISO 8601, UTC). */
  date: string;
  /** CPU time of the runs' processes (user and system), in seconds; null when some run's is not known. */
  cpuSeconds: number | null;
  /** The runs' commands, in order, separated by "; ". */
  command: string;
  /** The machine of the last run. */
  machine: ProofMachine;
  /** When the last run sent its searches to a fleet's workers (wordle-proof --queue): the most worker processes and threads it saw at once. */
  fleet?: { workers: number; threads: number };
  /** Fields added to the file after its runs, and from what (absent when the runs wrote every field). */
  stamped?: { readonly date: string; readonly fields: readonly string[]; readonly note: string };
}

/** The state of a proof over every first word, as its checkpoint file holds it. */
export interface WordleProof {
  readonly $schema?: string;
  readonly format: typeof WORDLE_PROOF_FORMAT;
  readonly version: typeof WORDLE_PROOF_VERSION;
  /** The Wordle search that proved it (WORDLE_ENGINE_VERSION); absent in files from before stamps. */
  readonly engine?: number;
  readonly variant: string;
  readonly hard: boolean;
  readonly maxGuesses: number;
  /** The lists, as the tree headers name them (count and sha256 of each file). */
  readonly answers: { readonly count: number; readonly sha256: string };
  readonly accepted: { readonly count: number; readonly sha256: string };
  /** First words in all. */
  readonly firstWords: number;
  /** The least total found and its first word, or null before any. */
  best: { word: string; total: number } | null;
  /** Settled first words, in the order settled. */
  settled: FirstWordStatus[];
  /** True once every first word is settled: then `best` is the least total of any strategy. */
  complete: boolean;
  /** The strategy whose tree it proves: absent for `optimal` (the least total), as in the first proofs. */
  readonly strategy?: 'optimal-worst';
  /** The guesses every search of `settled` allows, when not the board's limit (optimal-worst: the least worst case, or one less). */
  readonly within?: number;
  /** optimal-worst, once complete: the least worst case proved (within + 1 when no first word fits within, else within). */
  depth?: number;
  /**
   * optimal-worst with no first word within `within`: the least total within `depth`, the least
   * total within the board's limit (proved by `from`, a proof of this directory) since a strategy
   * reaches it within `depth`.
   */
  least?: { readonly word: string; readonly total: number; readonly from: string };
  /**
   * optimal-worst whose searches are within `depth`: the proof (`from`, of this directory) that no
   * strategy fits one guess less; a normal-mode one holds in hard mode too (`note` says why).
   */
  shallower?: { readonly from: string; readonly note: string };
  /** Wall-clock seconds spent, over every run. */
  seconds: number;
  /** The runs; absent in files from before stamps, and in a fresh state before its first run. */
  run?: WordleProofRun;
}

/** The strategies a proof over every first word proves (the least total, or the least worst case then the least total). */
export type WordleProofStrategy = 'optimal' | 'optimal-worst';

/** The strategy of a proof (absent: optimal). */
export function proofStrategy(proof: Pick<WordleProof, 'strategy'>): WordleProofStrategy {
  return proof.strategy ?? 'optimal';
}

/** The guesses a proof's searches allow. */
export function proofWithin(proof: Pick<WordleProof, 'within' | 'maxGuesses'>): number {
  return proof.within ?? proof.maxGuesses;
}

/** Where the proof of a variant's strategy is kept under the data directory (beside checkpoints/, not in it: its own format). */
export function proofFile(variant: string, strategy: string): string {
  return `proofs/${variant}.${strategy}.json`;
}

/** Reads a proof checkpoint, or undefined when the file does not exist. */
export function readWordleProof(path: string): WordleProof | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const data = JSON.parse(text) as Partial<WordleProof>;
  if (data.format !== WORDLE_PROOF_FORMAT || data.version !== WORDLE_PROOF_VERSION)
    throw new Error(`${path} is not a Wordle first-word proof (format ${String(data.format)}, version ${String(data.version)})`);
  return data as WordleProof;
}

/** The file's text: the header on one line, then one settled first word a line (small diffs as it grows). */
export function formatWordleProof(proof: WordleProof): string {
  const { settled, ...header } = proof;
  const head = JSON.stringify({ ...header, settled: [] }).replace(/\[\]\}$/, '');
  return `${head}[\n${settled.map((s) => JSON.stringify(s)).join(',\n')}\n]}\n`;
}

/** Writes a proof checkpoint atomically (a temporary file renamed over the old one). */
export function writeWordleProof(path: string, proof: WordleProof): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, formatWordleProof(proof));
  renameSync(temporary, path);
}

/** Why a checkpoint is not one this game's proof can resume, or null. */
export function proofMismatch(proof: WordleProof, fresh: WordleProof): string | null {
  const stale = staleEngine(proof.engine, WORDLE_ENGINE);
  if (stale !== null) return stale;
  for (const key of ['variant', 'hard', 'maxGuesses', 'firstWords'] as const)
    if (proof[key] !== fresh[key]) return `its ${key} is ${String(proof[key])}, not ${String(fresh[key])}`;
  if (proofStrategy(proof) !== proofStrategy(fresh)) return `it proves ${proofStrategy(proof)}, not ${proofStrategy(fresh)}`;
  if (proofWithin(proof) !== proofWithin(fresh)) return `its searches are within ${proofWithin(proof)} guesses, not ${proofWithin(fresh)}`;
  if (proof.answers.sha256 !== fresh.answers.sha256 || proof.accepted.sha256 !== fresh.accepted.sha256)
    return 'it is over other word lists';
  return null;
}

/** What the proof reports as it goes. */
export interface ProofEvent {
  readonly entry: FirstWordStatus;
  readonly done: number;
  readonly left: number;
  readonly best: WordleProof['best'];
}

/** Options of a proof run. */
export interface ProofOptions {
  /** Words visited before all others (e.g. the best first word known), in this order. */
  readonly tryFirst?: readonly string[] | undefined;
  /** The checkpoint to resume (from readWordleProof), if any. */
  readonly resume?: WordleProof | undefined;
  /** Called after each first word is settled, with the state to keep (write it there). */
  readonly onSettled?: (proof: WordleProof, event: ProofEvent) => void;
  /** Stop after this many wall-clock seconds (between first words). */
  readonly stopAfterSeconds?: number | undefined;
  /** Stop after settling this many first words in this run. */
  readonly stopAfterWords?: number | undefined;
  /** The search's cache bound (answer indices). */
  readonly cacheLimit?: number | undefined;
  /** The command, as the file records it (after those of the runs it resumes). */
  readonly command?: string | undefined;
  /** The strategy proved (default optimal). */
  readonly strategy?: WordleProofStrategy | undefined;
  /** The guesses the searches allow (default the board's limit). */
  readonly within?: number | undefined;
}

/** A fresh proof state for a game: of its strategy, its searches within `within` guesses (defaults: optimal, the board's limit). */
export function newWordleProof(game: WordleGame, options: Pick<ProofOptions, 'strategy' | 'within'> = {}): WordleProof {
  const spec = game.wordle;
  const worst = options.strategy === 'optimal-worst';
  const within = options.within ?? spec.maxGuesses;
  if (!Number.isInteger(within) || within < 1 || within > spec.maxGuesses)
    throw new Error(`a proof's searches are within 1 to ${spec.maxGuesses} guesses (the board's limit), not ${within}`);
  return {
    $schema: '../../docs/wordle-proof.schema.json',
    format: WORDLE_PROOF_FORMAT,
    version: WORDLE_PROOF_VERSION,
    engine: WORDLE_ENGINE_VERSION,
    variant: spec.id,
    hard: spec.hard,
    maxGuesses: spec.maxGuesses,
    answers: { count: spec.answers.entries.length, sha256: spec.answers.sha256 },
    accepted: { count: spec.accepted.entries.length, sha256: spec.accepted.sha256 },
    firstWords: game.guessCount,
    ...(worst ? { strategy: 'optimal-worst' as const } : {}),
    ...(within !== spec.maxGuesses ? { within } : {}),
    best: null,
    settled: [],
    complete: false,
    seconds: 0,
  };
}

/** The visiting order: the words named first, then every other by counting bound, then code. */
export function visitingOrder(
  game: WordleGame,
  columns: Uint8Array,
  tryFirst: readonly string[] = [],
): { order: number[]; counting: Int32Array } {
  const G = game.guessCount;
  const counting = new Int32Array(G);
  for (let g = 0; g < G; g++) counting[g] = firstGuessCountingBound(game, columns, g);
  const first: number[] = [];
  for (const word of tryFirst) {
    const g = game.parseGuess(word);
    if (typeof g === 'string') throw new Error(g);
    if (!first.includes(g)) first.push(g);
  }
  const rest = Array.from({ length: G }, (_, g) => g)
    .filter((g) => !first.includes(g))
    .sort((a, b) => counting[a]! - counting[b]! || a - b);
  return { order: [...first, ...rest], counting };
}

/** What settles first words under a cutoff on one board: its search (and depth search), made once and kept across words. */
export interface FirstWordSearch {
  readonly game: WordleGame;
  readonly columns: Uint8Array;
  /** The guesses the searches allow. */
  readonly within: number;
  readonly search: ReturnType<typeof createWordleExact>;
  depth: WordleDepth | undefined;
}

/** The searches that settle a board's first words within `within` guesses (cacheLimit: the search's cache bound). */
export function firstWordSearch(game: WordleGame, within: number, columns = wordleColumns(game), cacheLimit?: number): FirstWordSearch {
  return { game, columns, within, search: createWordleExact(game, { columns, cacheLimit, maxGuesses: within }), depth: undefined };
}

/**
 * The cut of first word `g` by its counting bound (visitingOrder computes it for every word),
 * then its parts bound, then its split bound (first-bound.ts), against the best total `best`, or
 * undefined when none reaches it.
 */
export function boundFirstWord(
  game: WordleGame,
  columns: Uint8Array,
  counting: Int32Array,
  g: number,
  best: number,
  floors?: Int32Array,
): FirstWordStatus | undefined {
  if (counting[g]! >= best) return { word: game.formatGuess(g), status: 'cut', by: 'counting', bound: counting[g]!, best };
  return boundByParts(game, columns, g, best, floors);
}

/**
 * The cut of first word `g` by its parts bound, then its split bound (first-bound.ts), against the
 * best total `best`, or undefined when neither reaches it: the bounds that take a second or so
 * (a fleet's workers compute them with the unit, its coordinator only the counting bound). With
 * `floors`, the split bound leaves there its part bounds, for searchFirstWord.
 */
export function boundByParts(
  game: WordleGame,
  columns: Uint8Array,
  g: number,
  best: number,
  floors?: Int32Array,
): FirstWordStatus | undefined {
  // Against no best no bound cuts: the parts bound (a quarter of a second) is not computed then.
  if (best >= UNSOLVABLE) return undefined;
  const word = game.formatGuess(g);
  const t0 = performance.now();
  const parts = firstGuessPartsBound(game, columns, g, best);
  if (parts >= best) return { word, status: 'cut', by: 'parts', bound: parts, best, seconds: round((performance.now() - t0) / 1000) };
  // The split bound costs a few times the parts bound, and cuts most first words the parts bound
  // leaves near the best (measured on the lists of 2023: docs/results.md): a search costs 10 to 100 times more.
  const split = firstGuessSplitBound(game, columns, g, best, floors);
  if (split >= best) return { word, status: 'cut', by: 'split', bound: split, best, seconds: round((performance.now() - t0) / 1000) };
  return undefined;
}

/**
 * Searches first word `g` under the cutoff `best` (UNSOLVABLE: none) and says how it is settled:
 * its total below `best`, no tree below `best`, or none within the limit. The one step of the
 * proof that takes time: the local proof runs it here, a fleet's worker on its threads. `floors`:
 * the part bounds boundByParts left (they speed the search, and change no answer).
 */
export function searchFirstWord(tools: FirstWordSearch, g: number, best: number, floors?: Int32Array): FirstWordStatus {
  const { game, within } = tools;
  const word = game.formatGuess(g);
  const t0 = performance.now();
  // Within fewer guesses than the board allows (the question of the least worst case), while no
  // first word fits, normal mode asks the depth search first: whether any strategy fits at all is
  // all a search against no best can say there, and it answers that some ten times sooner.
  const askDepth = within < game.wordle.maxGuesses && !game.wordle.hard;
  let part: FirstGuessDepth | undefined;
  if (askDepth && best >= UNSOLVABLE) part = (tools.depth ??= createWordleDepth(game, tools.columns)).firstGuessFits(g, within);
  const v = part !== undefined && !part.fits ? UNSOLVABLE : tools.search.firstGuessTotal(g, best, floors);
  const seconds = round((performance.now() - t0) / 1000);
  if (part !== undefined && !part.fits)
    return { word, status: 'none-within-limit', seconds, part: { feedback: game.feedbackLabel(part.feedback), size: part.size } };
  if (v < best) return { word, status: 'total', total: v, seconds };
  if (v >= UNSOLVABLE && best >= UNSOLVABLE) return { word, status: 'none-within-limit', seconds };
  // Under a bound the search's answer at or above it means only "at least the bound" (it may
  // be UNSOLVABLE where a strategy exists above the bound): what is proved is the bound.
  return { word, status: 'no-tree-below', best, lower: best, seconds };
}

/** A proof run begun: the state to fill, and `clock()`, which brings its wall time, CPU time and date up to now. */
export interface ProofRunStart {
  readonly proof: WordleProof;
  readonly clock: () => void;
  readonly elapsed: () => number;
}

/**
 * Begins a run of a proof (or of its checkpoint, options.resume): checks the checkpoint fits the
 * game, records the run's command and machine (`threads`: its search threads), and starts its clocks.
 */
export function startProofRun(game: WordleGame, options: ProofOptions = {}, threads = 1): ProofRunStart {
  const started = performance.now();
  const fresh = newWordleProof(game, options);
  const proof = options.resume ?? fresh;
  if (options.resume !== undefined) {
    const why = proofMismatch(options.resume, fresh);
    if (why !== null) throw new Error(`the checkpoint cannot be resumed: ${why}`);
  }
  const runStartSeconds = proof.seconds;
  // The CPU time of the runs resumed is unknown when they did not record it.
  const runStartCpu = proof.run === undefined ? (proof.settled.length === 0 ? 0 : null) : proof.run.cpuSeconds;
  const cpuStarted = process.cpuUsage();
  const command = options.command ?? 'runWordleProof';
  proof.run = {
    ...proof.run,
    date: isoSeconds(new Date()),
    cpuSeconds: runStartCpu,
    command: proof.run === undefined ? command : `${proof.run.command}; ${command}`,
    machine: thisMachine(threads),
  };
  const run = proof.run;
  // Said of the last run only: a fleet run sets it again.
  delete run.fleet;
  const elapsed = (): number => (performance.now() - started) / 1000;
  const clock = (): void => {
    proof.seconds = round(runStartSeconds + elapsed());
    const cpu = process.cpuUsage(cpuStarted);
    run.cpuSeconds = runStartCpu === null ? null : round(runStartCpu + (cpu.user + cpu.system) / 1e6);
    run.date = isoSeconds(new Date());
  };
  return { proof, clock, elapsed };
}

/** Runs (or resumes) the proof until every first word is settled or the time is up; returns the state. */
export function runWordleProof(game: WordleGame, options: ProofOptions = {}): WordleProof {
  const { proof, clock, elapsed } = startProofRun(game, options);
  const columns = wordleColumns(game);
  const { order, counting } = visitingOrder(game, columns, options.tryFirst);
  const tools = firstWordSearch(game, proofWithin(proof), columns, options.cacheLimit);
  const done = new Set(proof.settled.map((s) => s.word));
  let settledNow = 0;
  for (const g of order) {
    const word = game.formatGuess(g);
    if (done.has(word)) continue;
    if (options.stopAfterSeconds !== undefined && elapsed() >= options.stopAfterSeconds) break;
    if (options.stopAfterWords !== undefined && settledNow >= options.stopAfterWords) break;
    settledNow++;
    const best = proof.best?.total ?? UNSOLVABLE;
    const floors = new Int32Array(game.feedbackCount);
    const entry = boundFirstWord(game, columns, counting, g, best, floors) ?? searchFirstWord(tools, g, best, floors);
    if (entry.status === 'total') proof.best = { word, total: entry.total };
    proof.settled.push(entry);
    done.add(word);
    proof.complete = done.size === game.guessCount;
    clock();
    options.onSettled?.(proof, { entry, done: done.size, left: game.guessCount - done.size, best: proof.best });
  }
  proof.complete = done.size === game.guessCount;
  clock();
  return proof;
}

/** This machine, as a run records it (the local proof runs on one thread). */
function thisMachine(threads: number): ProofMachine {
  return { cpu: cpus()[0]?.model.trim() ?? 'unknown', cores: availableParallelism(), threads, node: process.version };
}

/** A date in ISO 8601 to the second, UTC. */
function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d+Z$/, 'Z');
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
