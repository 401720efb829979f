import type { Game } from './game.ts';

/** Above this many guess x secret pairs, feedback is computed on the fly instead of tabled. */
export const DEFAULT_TABLE_LIMIT = 64 * 1024 * 1024;

/**
 * Fast feedback for the hot loops: a byte table of feedback indices (guess x secret) when it
 * fits in memory, otherwise the game's own score function (integer tricks, no strings).
 */
export interface Scorer {
  readonly game: Game;
  /** Adds, for every secret in `remaining`, one to counts[feedback of g against it]. */
  countParts(g: number, remaining: Int32Array, counts: Int32Array): void;
  /** Writes the feedback of g against each secret of `remaining` into out. */
  feedbacks(g: number, remaining: Int32Array, out: Uint8Array): void;
  /** The byte table, row g at g * secretCount, when the game fits; hot loops read it directly. */
  readonly table: Uint8Array | undefined;
}

/** Builds the scorer of a game, with a table when guessCount x secretCount <= tableLimit. */
export function createScorer(game: Game, tableLimit = DEFAULT_TABLE_LIMIT): Scorer {
  const { guessCount: G, secretCount: S, score } = game;
  if (G * S > tableLimit) {
    return {
      game,
      table: undefined,
      countParts(g, remaining, counts) {
        for (let i = 0; i < remaining.length; i++) counts[score(g, remaining[i]!)]!++;
      },
      feedbacks(g, remaining, out) {
        for (let i = 0; i < remaining.length; i++) out[i] = score(g, remaining[i]!);
      },
    };
  }
  const table = new Uint8Array(G * S);
  for (let g = 0; g < G; g++) {
    const base = g * S;
    for (let s = 0; s < S; s++) table[base + s] = score(g, s);
  }
  return {
    game,
    table,
    countParts(g, remaining, counts) {
      const base = g * S;
      for (let i = 0; i < remaining.length; i++) counts[table[base + remaining[i]!]!]!++;
    },
    feedbacks(g, remaining, out) {
      const base = g * S;
      for (let i = 0; i < remaining.length; i++) out[i] = table[base + remaining[i]!]!;
    },
  };
}
