/**
 * The one interface every game implements. Inside the core, codes are small integers:
 * guesses are numbered 0..guessCount-1 and secrets 0..secretCount-1, both in code order
 * (the order of the symbols, first peg most significant), so "smallest code" is "smallest index".
 * Strings appear only at the edges (formatGuess, parseGuess, feedback labels).
 */
import type { PartCosts, PartKernel } from './part-kernel.ts';
import type { FeedbackArray } from './feedback-array.ts';

/**
 * What every variant's spec holds, whatever its family: the fields of the catalogue and of tree
 * file headers (tree file format, version 1). A family narrows them in its own spec.
 */
export interface SpecFields {
  readonly id: string;
  readonly title: string;
  /** Game family: its folder (games/<family>/) implements it. */
  readonly family: string;
  readonly pegs: number;
  /** The symbols in order, one character each, e.g. "123456". */
  readonly symbols: string;
  /** 'words': the secrets (and the guesses) are words of lists; 'equations': equations made from the game's rules. */
  readonly secrets: 'repeat' | 'distinct' | 'words' | 'equations';
  readonly guesses: 'any' | 'distinct' | 'words' | 'equations';
  /** The board limit: a game must find the secret within this many guesses. */
  readonly maxGuesses: number;
  /**
   * How feedback is written: blacks and whites ("1B2W"), bulls and cows ("1A2B"), a grid point's
   * less, greater and equal flags ("L--"), or a colour per letter ("BYBBG": green, yellow, grey).
   */
  readonly feedbackStyle: 'BW' | 'AB' | 'LGE' | 'GYB';
  /** Word games with one list: the word list (file name, word count, sha256 of the file, the words in order). */
  readonly words?: WordList;
  /** Games with an answer list apart from the guesses: the answers, which are the secrets (sorted). */
  readonly answers?: WordList;
  /** Games with an answer list: the accepted guesses (sorted); every answer is a guess too, listed here or not. */
  readonly accepted?: WordList;
  /** Games with a hard mode: whether it is on (each guess keeps the greens and reuses the yellows revealed before it). */
  readonly hard?: boolean;
  /** Secrets and guesses, when the game counts them by its own rules (equations); else the fields above give them. */
  readonly size?: { readonly secrets: number; readonly guesses: number };
}

/**
 * The specs of the game families with a folder of their own, by family: each family's spec
 * module adds its member by declaration merging (`declare module '../../game.ts'`), so that
 * VariantSpec takes every family in while this file names and imports none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the families' spec modules fill it
export interface FamilySpecs {}

/** How a variant is described in the catalogue and in tree file headers: a family's spec. */
export type VariantSpec = FamilySpecs[keyof FamilySpecs];

/** A word list as a spec carries it: `entries` are the words, sorted; the store reads the file. */
export interface WordList {
  readonly list: string;
  readonly count: number;
  readonly sha256: string;
  readonly entries: readonly string[];
}

/** What a word list brings to a spec: its file name, sha256 and words (sorted). */
export interface WordListSource {
  readonly name: string;
  readonly sha256: string;
  readonly entries: readonly string[];
}

/** A finite code-breaking game: its secrets, allowed guesses and feedback function. */
export interface Game {
  readonly spec: VariantSpec;
  readonly guessCount: number;
  readonly secretCount: number;
  /** secretGuess[s] is the guess index of secret s (every secret is also an allowed guess). */
  readonly secretGuess: Int32Array;
  /** guessSecret[g] is the secret index of guess g, or -1 when g can never be the secret. */
  readonly guessSecret: Int32Array;
  /**
   * Feedbacks are numbered 0..feedbackCount-1. The game declares how many: tables and trees take
   * a byte a feedback up to 256, two bytes beyond (feedback-array.ts).
   */
  readonly feedbackCount: number;
  /** The feedback that means "this guess is the secret". */
  readonly winFeedback: number;
  /** The feedback index for guess index g against secret index s. */
  readonly score: (g: number, s: number) => number;
  /**
   * Writes into out[0..secretCount) the feedback of guess g against every secret, in secret
   * order: the same values as score(g, s), built a whole row at a time for the score table
   * (an array of the game's feedback width).
   */
  scoreRow(g: number, out: FeedbackArray): void;
  /**
   * True when guesses and secrets are the same codes in the same order and score(a, b) equals
   * score(b, a): the score table is then its own transpose (Mastermind's feedback is symmetric).
   */
  readonly symmetricScore: boolean;
  /**
   * True when its family's specs are codes of symbols (GameFamily.symbolCodes): the symmetry
   * filters, which the families' registrations import, read it from the game.
   */
  readonly symbolCodes?: boolean;
  /** The text of guess g, e.g. "1122". */
  formatGuess(g: number): string;
  /** The guess index of a text, or a sentence saying why it is not an allowed guess. */
  parseGuess(text: string): number | string;
  /** The label of feedback f, e.g. "1B2W". */
  feedbackLabel(f: number): string;
  /** The feedback index of a label (case-insensitive), or -1 when no guess can get it. */
  parseFeedback(label: string): number;
  /**
   * Guesses worth trying at a node, one per class of guesses that split every remaining
   * secret set the same way up to symmetry, each the smallest code of its class. Without
   * symmetry this is every guess. `played` describes the guesses on the path so far.
   */
  candidateGuesses(played: PlayedState, remaining: Int32Array): Int32Array;
  /** The state after playing guess g on top of `played` (used by candidateGuesses). */
  play(played: PlayedState, g: number): PlayedState;
  /** The state of an empty history. */
  readonly initialPlayed: PlayedState;
  /**
   * A compiled kernel for the greedy chooser's partition costs under an objective, when the game
   * has one and the platform runs it; the chooser's JavaScript loop otherwise.
   */
  createPartKernel?(costs: PartCosts): PartKernel | undefined;
  /**
   * A rule on guesses that depends on the feedback before them (a word game's hard mode): the first
   * step of a history (1-based) whose guess breaks it, with a clause saying how and which step set
   * the rule ("drops the green A of step 1 at position 3"); null when none does. Absent when the
   * game has no such rule.
   */
  ruleBreach?(
    steps: ReadonlyArray<{ readonly guess: number; readonly feedback: number }>,
  ): { readonly step: number; readonly reason: string } | null;
  /** ruleBreach's rule as a constraint passed down a tree, for checking every node in one pass (hard-mode-tree.ts); present exactly when ruleBreach is. */
  readonly treeRule?: TreeRule;
}

/**
 * A rule on guesses that depends on the feedback before them, as a constraint each node of a tree
 * passes down to its children (a word game's hard mode: the greens kept and the letters revealed).
 */
export interface TreeRule {
  /** The constraint of an empty history. */
  readonly none: number;
  /** The constraint after guess g got feedback f under constraint c. */
  after(c: number, g: number, f: number): number;
  /** True when constraint c forbids guess g. */
  forbids(c: number, g: number): boolean;
  /** Why a history's last guess breaks the rule, in words; undefined when the game has no words for it. */
  why(steps: ReadonlyArray<{ readonly guess: number; readonly feedback: number }>): string | undefined;
}

/** Opaque per-game summary of the guesses played so far (for symmetry reduction). */
export type PlayedState = number;
