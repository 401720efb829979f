// The interfaces of live games, whose secrets are too many to list (several boards with word
// lists at once): no tree or score table, each answer computed from the history.
import type { FamilyPages } from './family.ts';
import type { Game } from './game.ts';
import type { TextStep } from './history.ts';
import type { Objective } from './strategies/objectives.ts';

/**
 * Live games: games whose secrets are too many to list (several boards with word lists at once: a
 * secret is a tuple of answers), so no tree and no score table is ever made of them. They are
 * played on the games of their boards (ids of the grammar, made by the caller from its word lists),
 * and `next` is computed live from the history. A family of them is one folder under games/,
 * registered in variants/families.ts; the server, the threads and the command line reach it through
 * these interfaces only.
 */

/** A live family: its part of the variant-id grammar, and the game of each of its boards. */
export interface LiveFamily {
  /** This part of the grammar as an error message shows it. */
  readonly grammar: string;
  /**
   * The board a lower-case id names, a clause saying what is wrong with an id of this family ("the
   * guesses allowed must be from 2 to 50, not 99"), or undefined when the id is not this family's.
   */
  parse(id: string): LiveBoard | string | undefined;
  /** The game of a board, played on the games its `games` name (in that order). */
  create(board: LiveBoard, games: readonly Game[]): LiveGame;
  /** The addresses of its boards' page of their own, when they have one. */
  readonly pages?: FamilyPages;
}

/** A board of a live family, before any list is read. */
export interface LiveBoard {
  /** The canonical id. */
  readonly id: string;
  /** The ids of the games it is played on (ids of the grammar: the caller makes them from its lists). */
  readonly games: readonly string[];
}

/** What a live game is, for GET /v1/variants/{id}. */
export interface LiveDescription {
  readonly id: string;
  readonly title: string;
  /** Boards played at once. */
  readonly boards: number;
  /** The id of the game each board is (its lists, labels and rules). */
  readonly board: string;
  readonly maxGuesses: number;
  /** The secrets: tuples of the boards' answers, counted exactly. */
  readonly secretCount: bigint;
  readonly guessCount: number;
  /** One board's feedback labels, the winning one last; a feedback of the game joins one per board. */
  readonly boardFeedbacks: readonly string[];
  /** How a feedback of the game is written, for messages and documentation. */
  readonly feedbackFormat: string;
}

/** One board at a position: its answers left (guess indices), or solved. */
export interface LiveBoardState {
  readonly solved: boolean;
  /** The guess indices of the words this board can still be (the answer alone once solved). */
  readonly remaining: Int32Array;
  /** True when none of its list's answers fits its colours and the words left are accepted words beyond the list. */
  readonly beyondList: boolean;
}

/**
 * What a position needs to choose a guess, in a form a thread is sent: the remaining words of each
 * unsolved board (guess indices, ascending) and the guesses left.
 */
export interface LivePosition {
  readonly boards: readonly Int32Array[];
  readonly guessesLeft: number;
}

/** A history a live game can go on from (open) or has won (solved). */
export interface LivePlayed {
  readonly kind: 'solved' | 'open';
  /** Steps played. */
  readonly steps: number;
  /** The canonical text of the history (the cache key of its answer). */
  readonly key: string;
  readonly boards: readonly LiveBoardState[];
  /** The secrets (tuples) still consistent with the history, counted exactly. */
  readonly remaining: bigint;
  /** What the chooser needs (open histories). */
  readonly position: LivePosition;
}

/** What a history amounts to, in the order every reader of a history judges it (core/history.ts's judgeHistory). */
export type LiveVerdict =
  | { readonly kind: 'malformed'; readonly step: number; readonly message: string }
  | { readonly kind: 'contradiction'; readonly step: number; readonly message: string }
  | { readonly kind: 'board-full'; readonly message: string }
  | (LivePlayed & { readonly kind: 'solved' })
  | (LivePlayed & { readonly kind: 'open' });

/** A live game: its description, the judge of its histories, and its chooser. */
export interface LiveGame {
  readonly id: string;
  readonly title: string;
  readonly maxGuesses: number;
  describe(): LiveDescription;
  /** Judges a history written as the API writes it (the feedback of a step joins the boards' with `/`). */
  judge(raw: readonly TextStep[]): LiveVerdict;
  /**
   * The guess an objective prefers at an open position (pure, and run on a thread when large).
   * `work` below tells how many guess x word evaluations it takes, to decide where.
   */
  choose(position: LivePosition, objective: Objective): number;
  /** The guess x word evaluations choose makes at a position. */
  work(position: LivePosition): number;
  /**
   * True when every board of a position still has every answer of its list (and more guesses are
   * left than boards): each board then splits the same way, so the sum of their costs prefers what
   * one board's own chooser prefers (the board game's opening, which a caller may know already).
   */
  fresh(position: LivePosition): boolean;
  /** The game each board is (openings, labels). */
  readonly boardGame: Game;
  formatGuess(g: number): string;
  /** The guess index of a text, or a sentence saying why it is not an allowed guess. */
  parseGuess(text: string): number | string;
  /** A secret written as the boards' answers separated by commas, or a sentence saying why it is none. */
  parseSecret(text: string): readonly number[] | string;
  /** The feedback label a guess gets against a secret after a history (a board solved before written as such). */
  feedbackOf(guess: number, secret: readonly number[], solvedBefore: readonly boolean[]): string;
}
