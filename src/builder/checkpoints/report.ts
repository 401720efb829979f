/**
 * What one checkpoint of an exact search says, as data (the --json of codebreaker status) and as
 * the lines people read: the first guesses settled, the parts solved of those under way (with the
 * total they reach when the other parts cost their counting bound), the best tree so far, the
 * proven lower bound and the search time spent.
 */
import type { ExactCheckpoint } from './checkpoint.ts';
import type { Game } from '../../core/game.ts';
import { createScorer } from '../../core/scorer.ts';
import { createExactSearch } from '../../core/strategies/exact/search.ts';
import { splitByFeedback } from '../../core/strategies/greedy.ts';
import { count } from '../../core/count.ts';

/** A first guess under way: its parts solved, and the total it reaches at least. */
export interface UnderWay {
  readonly guess: string;
  readonly partsSolved: number;
  /** The parts its search lists (more than two secrets), or null when the guess is not a first guess of the board. */
  readonly parts: number | null;
  readonly secretsSolved: number;
  /** Its counting bound raised by its parts solved; its total once every part is solved. Null as parts. */
  readonly atLeast: number | null;
  /** Every part solved: its total is known. */
  readonly finished: boolean;
  /** Every solved part keeps its tree (resuming needs no search). */
  readonly treesKept: boolean;
}

/** One checkpoint's state. */
export interface CheckpointReport {
  readonly file: string;
  readonly variant: string;
  readonly strategy: string;
  readonly objective: ExactCheckpoint['objective'];
  readonly depth: number;
  readonly seconds: number;
  readonly firstGuesses: readonly string[];
  readonly settled: ReadonlyArray<{ readonly guess: string; readonly total: number | null; readonly below: number }>;
  readonly underWay: readonly UnderWay[];
  /** The best tree so far: held in the file, or a first guess whose every part is solved. */
  readonly best: { readonly total: number; readonly guess: string; readonly held: boolean } | null;
  readonly lowerBound: number;
}

/** The state of a checkpoint file (named <variant>.<strategy>.json) of a game. */
export function checkpointReport(file: string, cp: ExactCheckpoint, game: Game): CheckpointReport {
  // Each first guess's counting bound, raised by its parts solved: its total once all are solved.
  const scorer = createScorer(game);
  const search = createExactSearch(scorer);
  const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
  const LB = search.bounds.lowerBound;
  const bounds = new Map(
    search.choices([], all, cp.depth, Infinity).map((c) => [game.formatGuess(c.guess), { guess: c.guess, bound: c.bound }]),
  );
  // A first guess whose every part is solved is a finished tree, though the checkpoint does not hold it.
  let best = cp.best === null ? null : { total: cp.best.total, guess: cp.firstGuesses[cp.best.index]!, held: true };
  const underWay = cp.partial.map((p): UnderWay => {
    const secretsSolved = p.parts.reduce((a, [, size]) => a + size, 0);
    const treesKept = p.parts.every((part) => part.length === 4);
    const first = bounds.get(p.guess);
    if (first === undefined) {
      return { guess: p.guess, partsSolved: p.parts.length, parts: null, secretsSolved, atLeast: null, finished: false, treesKept };
    }
    const total = first.bound + p.parts.reduce((a, [, size, cost]) => a + cost - LB[size]!, 0);
    // Parts of one or two secrets cost their bound and are never listed.
    const parts = splitByFeedback(scorer, first.guess, all).filter(([, P]) => P.length > 2).length;
    const finished = p.parts.length === parts;
    if (finished && (best === null || total < best.total)) best = { total, guess: p.guess, held: false };
    return { guess: p.guess, partsSolved: p.parts.length, parts, secretsSolved, atLeast: total, finished, treesKept };
  });
  return {
    file,
    variant: cp.variant,
    strategy: file.split('.')[1]!,
    objective: cp.objective,
    depth: cp.depth,
    seconds: cp.seconds,
    firstGuesses: cp.firstGuesses,
    settled: cp.settled.map((s) => ({ guess: s.guess, total: s.total, below: s.below })),
    underWay,
    best,
    lowerBound: cp.lowerBound,
  };
}

/** The lines people read for a checkpoint's state. */
export function reportLines(r: CheckpointReport): string[] {
  const lines = [
    `${r.file}: ${r.variant}, ${r.objective === 'total' ? 'smallest total' : 'smallest depth, then total'} within ${count(r.depth, 'guess', 'guesses')}; ${(r.seconds / 3600).toFixed(2)} h searched`,
    `  first guesses in visiting order: ${r.firstGuesses.join(', ')}`,
  ];
  for (const s of r.settled) lines.push(`  ${s.guess}: ${s.total === null ? `cannot beat ${s.below}` : `total ${s.total}`}`);
  for (const u of r.underWay) {
    if (u.parts === null)
      lines.push(`  ${u.guess}: under way, ${count(u.partsSolved, 'part')} solved (${count(u.secretsSolved, 'secret')})`);
    else if (u.finished) {
      const resume = u.treesKept
        ? 'every part keeps its tree: resuming needs no search'
        : 'a resumed search settles it by this total without a search, and first rebuilds the subtrees it lacks if it is the best';
      lines.push(`  ${u.guess}: every part solved, total ${u.atLeast} (${resume})`);
    } else {
      lines.push(
        `  ${u.guess}: under way, ${u.partsSolved} of ${count(u.parts, 'part')} solved (${count(u.secretsSolved, 'secret')}), at least ${u.atLeast}`,
      );
    }
  }
  const best = r.best;
  lines.push(
    `  best tree so far: ${best === null ? 'none finished (the greedy trees bound it)' : `total ${best.total} (${best.guess}${best.held ? '' : ', every part solved'})`}`,
    `  proven: no tree totals less than ${r.lowerBound}`,
  );
  return lines;
}
