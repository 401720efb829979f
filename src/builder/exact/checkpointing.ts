/**
 * The checkpoint plumbing of an exact search: starting or resuming from the file, recording each
 * part solved and each first guess settled, and keeping the state: written to the file at most
 * every CHECKPOINT_EVERY_MS and once more when the search ends (a short search then spends nothing
 * on it: Mastermind settles a part every millisecond), or handed on after every change to the
 * place's `send` (a build thread posts it, and the main thread writes it). The file format is
 * checkpoints/checkpoint.ts's.
 */
import { rename } from 'node:fs/promises';
import type { Game } from '../../core/game.ts';
import { FAIL } from '../../core/strategies/exact/search.ts';
import { EXACT_ENGINE_VERSION } from '../../core/strategies/exact/version.ts';
import type { WorkerPartNote, WorkerResult } from '../../core/strategies/exact/tasks.ts';
import type { TreeNode } from '../../core/tree.ts';
import { decodeTree, encodeTree } from '../../core/tree-code.ts';
import {
  bestEntry,
  bestTree,
  checkpointMismatch,
  partSecrets,
  provenLowerBound,
  readCheckpoint,
  writeCheckpoint,
  writeCheckpointSync,
  type ExactCheckpoint,
} from '../checkpoints/checkpoint.ts';
import { staleEngine } from '../engine-stamp.ts';
import { count } from '../../core/count.ts';

/** Longest a solved part or a settled first guess waits before the checkpoint is written. */
const CHECKPOINT_EVERY_MS = 2000;

/** What the search tells the checkpoint, and what an earlier run left in it. */
export interface CheckpointKeeper {
  /** First guesses settled by an earlier run: not searched again. */
  readonly settled: ReadonlySet<number>;
  /** The best tree's children from an earlier run, when it was at least as good as the starting bound (already in `shared`). */
  readonly children: Array<[number, TreeNode]> | null;
  /** True when the parts' trees are wanted with their notes (WorkerTask.partTrees), to be kept. */
  readonly keepsTrees: boolean;
  /** Records a settled first guess (`best`: its tree is the best so far). */
  record(r: WorkerResult, below: number, best: boolean): void;
  /** Records a part of a first guess solved in the search for the smallest total; false when it was known already (nothing new). */
  partSolved(n: WorkerPartNote): boolean;
  /** Parts of first guess i solved by an earlier run, as [feedback, optimal total] and their trees where kept, for its task. */
  knownParts(i: number): Array<[number, number] | [number, number, TreeNode]> | undefined;
  /** The proven lower bound of the whole search so far, or null without a checkpoint. */
  lowerBound(): number | null;
  /** Writes what is pending and waits for every write. */
  close(): Promise<void>;
}

/** A keeper that keeps nothing (no checkpoint file). */
const NONE: CheckpointKeeper = {
  settled: new Set(),
  children: null,
  keepsTrees: false,
  record: () => {},
  partSolved: () => true,
  knownParts: () => undefined,
  lowerBound: () => null,
  close: async () => {},
};

/** Where and how the search keeps its checkpoint. */
export interface CheckpointPlace {
  path: string;
  resume?: boolean;
  /**
   * Hands on the state after every change instead of writing the file here (read from `path` to
   * resume all the same): the server's build threads post it to the main thread, which writes it
   * (checkpoints/writer.ts), so a thread stopped from outside (a part far over the budget, a
   * shutdown) loses only the part under way, and spends no time on the disk. The receiver copies
   * what it keeps (postMessage does).
   */
  send?: (checkpoint: ExactCheckpoint) => void;
}

/**
 * Opens the checkpoint of a search (none: a keeper that keeps nothing). A file written by another
 * engine version (or none) is set aside as `<path>.stale` and the search starts over, with a line
 * saying why (see checkpoints/checkpoint.ts). Without `resume`, an
 * existing file is an error (it holds work); with it, the search carries on from it, and its
 * best tree, if it is at least as good, is put into `shared` ([best total, index]). `inPlace`:
 * the search runs on this thread and never yields, so no timer fires while it runs; the file is
 * then written synchronously, as often, and also after a part that took long (the next may take
 * longer still). With `send`, every change is handed on at once instead (see CheckpointPlace).
 */
export async function openCheckpoint(
  place: CheckpointPlace | undefined,
  game: Game,
  name: string,
  objective: 'total' | 'worst',
  depth: number,
  choices: ReadonlyArray<{ guess: number; bound: number }>,
  LB: Int32Array,
  shared: Int32Array,
  log: (line: string) => void,
  inPlace = false,
): Promise<CheckpointKeeper> {
  if (place === undefined) return NONE;
  const searchStarted = performance.now();
  const { path, resume } = place;
  const expected = {
    variant: game.spec.id,
    objective,
    depth,
    firstGuesses: choices.map((c) => game.formatGuess(c.guess)),
  };
  const found = await readTrusted(path, name, log);
  if (found !== undefined && resume !== true) {
    throw new Error(`${name}: ${path} holds an unfinished search; carry on from it (--resume) or delete it`);
  }
  const settled = new Set<number>();
  let children: Array<[number, TreeNode]> | null = null;
  let priorSeconds = 0;
  let checkpoint: ExactCheckpoint;
  if (found === undefined) {
    checkpoint = {
      format: 'codebreaker-exact-checkpoint',
      version: 1,
      engine: EXACT_ENGINE_VERSION,
      ...expected,
      settled: [],
      partial: [],
      best: null,
      lowerBound: 0,
      seconds: 0,
    };
  } else {
    const why = checkpointMismatch(found, expected);
    if (why !== null) throw new Error(`${name}: cannot resume from ${path}: ${why}`);
    checkpoint = found;
    priorSeconds = found.seconds;
    for (const s of found.settled) settled.add(s.index);
    const best = found.best;
    const tree = bestTree(game, found);
    if (best !== null && tree !== null && best.total <= shared[0]!) {
      shared[0] = best.total;
      shared[1] = best.index;
      children = tree.next.map(([f, child]) => [f, child]);
    }
    log(
      `${name}: resuming from ${path}: ${settled.size}/${count(choices.length, 'first guess', 'first guesses')} settled, ` +
        `${count(
          found.partial.reduce((a, p) => a + p.parts.length, 0),
          'part',
        )} of others solved, ` +
        `${best === null || tree === null ? 'no tree yet' : `best ${best.total} by ${game.formatGuess(tree.guess)}`}, ${found.seconds.toFixed(0)} s searched before`,
    );
  }
  const cp = checkpoint;
  let saving: Promise<void> = Promise.resolve();
  let pending: ExactCheckpoint | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let written = performance.now();
  let saved = written;
  const send = place.send;
  const flush = (sync = false): void => {
    timer = undefined;
    written = performance.now();
    const now = pending;
    if (now === undefined) return;
    pending = undefined;
    now.seconds = priorSeconds + (performance.now() - searchStarted) / 1000;
    now.lowerBound = provenLowerBound(now, choices, LB);
    if (send !== undefined) {
      send(now);
      return;
    }
    const snapshot = JSON.parse(JSON.stringify(now)) as ExactCheckpoint;
    if (sync) writeCheckpointSync(path, snapshot);
    else saving = saving.then(() => writeCheckpoint(path, snapshot));
  };
  const save = (): void => {
    pending = cp;
    if (send !== undefined) flush();
    else if (inPlace) {
      const at = performance.now();
      if (at - written >= CHECKPOINT_EVERY_MS || at - saved >= CHECKPOINT_EVERY_MS / 10) flush(true);
      saved = at;
    } else timer ??= setTimeout(flush, CHECKPOINT_EVERY_MS);
  };
  return {
    settled,
    children,
    keepsTrees: true,
    record(r, below, best) {
      cp.settled.push({ index: r.index, guess: game.formatGuess(r.guess), total: r.cost === FAIL ? null : r.cost, below });
      cp.partial = cp.partial.filter((p) => p.index !== r.index);
      if (best) cp.best = bestEntry(game, r.cost, r.index, { guess: r.guess, next: r.children ?? [] });
      save();
    },
    partSolved(n) {
      let entry = cp.partial.find((p) => p.index === n.index);
      if (entry === undefined) {
        entry = { index: n.index, guess: game.formatGuess(choices[n.index]!.guess), parts: [] };
        cp.partial.push(entry);
      }
      // A part kept without its tree (an older checkpoint) takes its tree once rebuilt; a part
      // known with its tree (replayed by a resumed search) changes nothing.
      const at = entry.parts.findIndex(([f]) => f === n.feedback);
      if (at >= 0 && (entry.parts[at]!.length === 4 || n.tree === undefined)) return false;
      const g = choices[n.index]!.guess;
      const part: (typeof entry.parts)[number] =
        n.tree === undefined
          ? [n.feedback, n.size, n.cost]
          : [n.feedback, n.size, n.cost, encodeTree(game, partSecrets(game, g, n.feedback), n.tree)];
      if (at < 0) entry.parts.push(part);
      else entry.parts[at] = part;
      save();
      return true;
    },
    knownParts(i) {
      const entry = cp.partial.find((p) => p.index === i);
      if (entry === undefined || entry.parts.length === 0) return undefined;
      const g = choices[i]!.guess;
      return entry.parts.map(([f, , c, code]) => (code === undefined ? [f, c] : [f, c, decodeTree(game, partSecrets(game, g, f), code)]));
    },
    lowerBound: () => provenLowerBound(cp, choices, LB),
    async close() {
      clearTimeout(timer);
      flush();
      await saving;
    },
  };
}

/**
 * The checkpoint at `path` when this engine wrote it; one written by another engine version (or
 * none) is renamed to `<path>.stale`, with a line saying why, and the search starts over.
 */
async function readTrusted(path: string, name: string, log: (line: string) => void): Promise<ExactCheckpoint | undefined> {
  const found = await readCheckpoint(path);
  const stale = found === undefined ? null : staleEngine(found.engine);
  if (stale === null) return found;
  const aside = `${path}.stale`;
  await rename(path, aside);
  log(`${name}: not resuming ${path}, whose results are not trusted as proved: ${stale}; set aside as ${aside}, the search starts over`);
  return undefined;
}
