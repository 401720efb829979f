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

/**
 * Builds the scorer of a game, with a table when guessCount x secretCount <= tableLimit. The
 * table lives in shared memory so that worker threads can use it without copying; a table built
 * earlier for the same game can be passed in.
 */
export function createScorer(game: Game, tableLimit = DEFAULT_TABLE_LIMIT, prebuilt?: Uint8Array): Scorer {
  const { guessCount: G, secretCount: S, score } = game;
  if (prebuilt === undefined && G * S > tableLimit) {
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
  const table = prebuilt ?? new Uint8Array(new SharedArrayBuffer(G * S));
  if (prebuilt === undefined) {
    for (let g = 0; g < G; g++) game.scoreRow(g, table.subarray(g * S, (g + 1) * S));
  } else if (prebuilt.length !== G * S) {
    throw new Error(`score table for ${game.spec.id} has ${prebuilt.length} entries, expected ${G * S}`);
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
