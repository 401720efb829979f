// Fast feedback for the hot loops: a table of feedback indices (guess x secret, in shared memory
// for the threads) when it fits, else the game's own score function.
import type { Game } from './game.ts';
import { newFeedbackArray, sameWidth, type FeedbackArray } from './feedback-array.ts';

/** Above this many guess x secret pairs, feedback is computed on the fly instead of tabled. */
export const DEFAULT_TABLE_LIMIT = 64 * 1024 * 1024;

/**
 * Fast feedback for the hot loops: a table of feedback indices (guess x secret; a byte each, two
 * bytes for games of more than 256 feedbacks) when it fits in memory, otherwise the game's own
 * score function (integer tricks, no strings).
 */
export interface Scorer {
  readonly game: Game;
  /** Adds, for every secret in `remaining`, one to counts[feedback of g against it]. */
  countParts(g: number, remaining: Int32Array, counts: Int32Array): void;
  /** Writes the feedback of g against each secret of `remaining` into out. */
  feedbacks(g: number, remaining: Int32Array, out: FeedbackArray): void;
  /** The table, row g at g * secretCount, when the game fits; hot loops read it directly. */
  readonly table: FeedbackArray | undefined;
  /**
   * The same feedbacks by secret: columns[s * guessCount + g]. Reading many guesses against a
   * few secrets then touches a few short runs of memory instead of one byte in every row. It is
   * the table itself when the game's score is symmetric, else a transposed copy.
   */
  readonly columns: FeedbackArray | undefined;
}

/**
 * Builds the scorer of a game, with a table when guessCount x secretCount <= tableLimit. The
 * table lives in shared memory so that worker threads can use it without copying; a table built
 * earlier for the same game can be passed in.
 */
export function createScorer(game: Game, tableLimit = DEFAULT_TABLE_LIMIT, prebuilt?: FeedbackArray): Scorer {
  const { guessCount: G, secretCount: S, score } = game;
  const table = prebuilt ?? newScoreTable(game, tableLimit);
  if (table === undefined) {
    return {
      game,
      table: undefined,
      columns: undefined,
      countParts(g, remaining, counts) {
        for (let i = 0; i < remaining.length; i++) counts[score(g, remaining[i]!)]!++;
      },
      feedbacks(g, remaining, out) {
        for (let i = 0; i < remaining.length; i++) out[i] = score(g, remaining[i]!);
      },
    };
  }
  if (prebuilt === undefined) fillScoreTable(game, table);
  else if (prebuilt.length !== G * S || prebuilt.BYTES_PER_ELEMENT !== newFeedbackArray(game.feedbackCount, 0).BYTES_PER_ELEMENT) {
    throw new Error(
      `score table for ${game.spec.id} has ${prebuilt.length} entries of ${prebuilt.BYTES_PER_ELEMENT} bytes, expected ${G * S}`,
    );
  }
  return {
    game,
    table,
    columns: game.symmetricScore ? table : transpose(table, G, S),
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

/**
 * A scorer whose table is made the first time anything reads it (createScorer's, same limit): a
 * build whose engine never does (a family's own search keeps the columns of its own) does not pay
 * for it, which was four tenths of the CPU time of a five-letter word game's build from a given
 * first word (salet). Once made, its own fields and methods replace the lazy ones, so hot loops
 * call the real ones directly.
 */
export function createLazyScorer(game: Game, tableLimit = DEFAULT_TABLE_LIMIT): Scorer {
  const lazy = {} as { -readonly [K in keyof Scorer]: Scorer[K] };
  const make = (): Scorer => {
    const made = createScorer(game, tableLimit);
    Object.defineProperties(lazy, {
      table: { value: made.table, enumerable: true },
      columns: { value: made.columns, enumerable: true },
      countParts: { value: made.countParts.bind(made), enumerable: true },
      feedbacks: { value: made.feedbacks.bind(made), enumerable: true },
    });
    return made;
  };
  Object.defineProperties(lazy, {
    game: { value: game, enumerable: true },
    table: { get: () => make().table, enumerable: true, configurable: true },
    columns: { get: () => make().columns, enumerable: true, configurable: true },
    countParts: { value: (g: number, r: Int32Array, c: Int32Array) => make().countParts(g, r, c), configurable: true },
    feedbacks: { value: (g: number, r: Int32Array, o: FeedbackArray) => make().feedbacks(g, r, o), configurable: true },
  });
  return lazy;
}

/**
 * An empty score table in shared memory (of the game's feedback width), or undefined when
 * guessCount x secretCount > tableLimit.
 */
export function newScoreTable(game: Game, tableLimit = DEFAULT_TABLE_LIMIT): FeedbackArray | undefined {
  const size = game.guessCount * game.secretCount;
  return size > tableLimit ? undefined : newFeedbackArray(game.feedbackCount, size, true);
}

/**
 * log2 of the count slots per candidate when column loops count parts for many candidates at
 * once (slot (c << shift) | feedback): the feedback count rounded up to a power of two.
 */
export function partSlotsShift(feedbackCount: number): number {
  return 32 - Math.clz32(Math.max(1, feedbackCount - 1));
}

/** Fills a guessCount x secretCount table with the game's feedbacks, row g at g * secretCount; returns it. */
export function fillScoreTable(game: Game, table: FeedbackArray): FeedbackArray {
  const S = game.secretCount;
  for (let g = 0; g < game.guessCount; g++) game.scoreRow(g, table.subarray(g * S, (g + 1) * S));
  return table;
}

/** The transpose of a rows x cols feedback matrix, in blocks so that reads and writes stay in cache. */
function transpose(m: FeedbackArray, rows: number, cols: number): FeedbackArray {
  const t = sameWidth(m, m.length);
  const B = 64;
  for (let r0 = 0; r0 < rows; r0 += B) {
    const r1 = Math.min(rows, r0 + B);
    for (let c0 = 0; c0 < cols; c0 += B) {
      const c1 = Math.min(cols, c0 + B);
      for (let r = r0; r < r1; r++) for (let c = c0; c < c1; c++) t[c * rows + r] = m[r * cols + c]!;
    }
  }
  return t;
}
