// The exact search a review grades Wordle's steps with (Alex Selby, "The best strategies for
// Wordle", 2022), offered to the generic review as the family's capability.
import type { ExactPosition, ExactTotal, FamilyExactSearch } from '../../family.ts';
import { createWordleGame, wordleSpec, type WordleGame } from './game.ts';
import { createWordleExact, UNSOLVABLE, WordleExactStopped } from './exact/search.ts';
import { splitByFeedbackOf } from '../../parts-of.ts';

/**
 * Wordle's exact search at a position, under the hard-mode constraint of the history (Alex Selby,
 * "The best strategies for Wordle", 2022): what a review grades Wordle's steps with. Over the
 * game's own score table by answer (`columns`, the scorer's) when it has one, else on a game of
 * the answers left and every guess, whose table is those answers' columns only (a few megabytes,
 * whatever the lists). `cells` bounds the cells its scans read, all calls together.
 */
export const WORDLE_EXACT_POSITION: FamilyExactSearch = {
  at: (game, columns, prefix, remaining, left, cells) => wordleExactPosition(game as WordleGame, columns, prefix, remaining, left, cells),
  stopped: (err) => err instanceof WordleExactStopped,
};

function wordleExactPosition(
  game: WordleGame,
  columns: Uint8Array | undefined,
  prefix: ReadonlyArray<{ readonly guess: number; readonly feedback: number }>,
  remaining: Int32Array,
  r: number,
  cells: number,
): ExactPosition {
  const spec = game.wordle;
  const n = remaining.length;
  let sub = game;
  let all = remaining;
  if (columns === undefined) {
    const words = (list: ArrayLike<number>): string[] => Array.from(list, (g) => game.formatGuess(g));
    const answers = words(Array.from(remaining, (s) => game.secretGuess[s]!));
    const guesses = words(Array.from({ length: game.guessCount }, (_, g) => g));
    // The same guesses in the same order (every answer is among them), so guess and feedback indices carry over.
    sub = createWordleGame(
      wordleSpec({
        id: spec.id,
        title: spec.title,
        answers: { list: 'review', count: answers.length, sha256: '', entries: answers },
        accepted: { list: 'review', count: guesses.length, sha256: '', entries: guesses },
        hard: spec.hard,
        maxGuesses: spec.maxGuesses,
      }),
    );
    all = Int32Array.from({ length: n }, (_, i) => i);
  }
  const exact = createWordleExact(sub, { cellLimit: cells, columns: sub === game ? columns : undefined });
  const c = sub.constraintOf(prefix);
  const solve = (set: Int32Array, left: number, constraint: number): ExactTotal => {
    const v = exact.solve(set, left, constraint);
    if (v < UNSOLVABLE) return { total: v, within: true };
    return { total: exact.solve(set, Math.max(left, set.length), constraint), within: false };
  };
  return {
    best() {
      const best = exact.bestGuess(all, r, c);
      if (best.total < UNSOLVABLE) return { ...best, within: true };
      return { ...exact.bestGuess(all, Math.max(r, n), c), within: false };
    },
    played(guess) {
      let total = n;
      let within = r >= 1;
      for (const [f, part] of splitByFeedbackOf(sub, guess, all)) {
        const v = solve(part, r - 1, spec.hard ? sub.hardMode.after(c, guess, f) : sub.hardMode.none);
        total += v.total;
        within &&= v.within;
      }
      return { total, within };
    },
  };
}
