// What a game family registers: its grammar, its boards' specs, its game, and the capabilities
// generic code asks for instead of naming a game.
import type { Game, VariantSpec, WordList, WordListSource } from './game.ts';
import type { Step } from './history.ts';
import type { CostCounter } from './part-kernel.ts';
import type { GreedyStrategyId } from './strategies/objectives.ts';
import type { TreeNode } from './tree.ts';

/**
 * A game family's registration (variants/families.ts lists them): its part of the variant-id
 * grammar, the spec of each of its boards, the game of a spec, and what it adds to the generic
 * code as optional capabilities. Generic code asks the registration, never "is this that game?".
 */
export interface GameFamily<B extends FamilyBoardShape = FamilyBoardShape> {
  /** The family its boards name (`board.family`). */
  readonly board: B['family'];
  /** The family its specs name (`spec.family`). */
  readonly spec: VariantSpec['family'];
  /** Its part of the grammar, as an error message shows it. */
  readonly grammar: string;
  /** What the grammar's closing words say of its default number of guesses ("6 for" and the game's name), when it is not the grammar's. */
  readonly guessesNote?: string;
  /** Reads a lower-case id: its board, a clause saying what is wrong, or undefined when the id is not the family's; `guesses` bounds -g{N}. */
  parse(id: string, guesses: readonly [number, number]): B | string | undefined;
  /** The canonical id of a board. */
  boardId(board: B): string;
  /** The word lists a board is made of, by file name, answers first; none when the game needs no list. */
  lists(board: B): readonly string[];
  /** Letters of the words a board's lists hold, as a list source is asked for them (0: the list says). */
  listLength(board: B): number;
  /** Secrets and allowed guesses of a board, when known before any list is read. */
  size(board: B): { secrets: number; guesses: number } | undefined;
  /** The spec of a board, from its lists (in the order `lists` names them; none for a game without lists). */
  specOf(board: B, lists: readonly WordListSource[]): VariantSpec;
  /** The game of a spec of the family. */
  createGame(spec: VariantSpec): Game;
  /** Secrets and allowed guesses of a spec, counted without making its game, when the family counts them its own way. */
  readonly specSize?: (spec: VariantSpec) => { secrets: number; guesses: number };
  /**
   * The board whose secrets are every word this board accepts, when that is wider than its own
   * answers (a history no answer fits is answered there); undefined for any other board.
   */
  readonly beyondList?: (board: B) => B | undefined;
  /**
   * True when its kernel counts a node's parts by columns of the answers left, faster than a score
   * table of answers x guesses is filled: live answers build no table for its boards, and answer
   * small nodes on the event loop.
   */
  readonly scoresByColumns?: boolean;
  /**
   * The family's openings (the first guess and the second of each greedy objective, computed once
   * for a board's lists), which live answers open with whatever the work budget.
   */
  readonly liveOpenings?: FamilyOpenings;
  /** The key of the user's lists a board is made of, or undefined for a board of the project's lists. */
  readonly userLists?: (board: B) => string | undefined;
  /** The family's own exact search at a position, which a review grades steps with instead of the generic one. */
  readonly exactPosition?: FamilyExactSearch;
  /**
   * The family's own exact search of a whole tree on one thread, which knows its rules (hard
   * mode) and which a build on one thread uses instead of the generic engine: the least total
   * within the board's limit (`total`), or the least worst case then the least total within it
   * (`worst`), opening with `first` when given; null when no tree (opening so) finds every secret
   * within the limit.
   */
  readonly exactTree?: (game: Game, target: 'total' | 'worst', first?: number) => TreeNode | null;
  /** The addresses of its boards' page of their own, when they have one. */
  readonly pages?: FamilyPages;
  /**
   * Its boards' lists are the answers (the secrets) and the accepted words (every guess), which a
   * tree file's header names as `answers` and `accepted` (hard mode as `hard`) instead of `words`.
   */
  readonly answersAndAccepted?: AnswersAndAccepted;
  /** Its boards as the command line's help names them among the ids to choose from ("Name: id (what it is), ..."). */
  readonly helpBoards?: string;
  /** The ids of its boards an option's help names first among the grammar's examples (the boards most people come for). */
  readonly helpExamples?: readonly string[];
  /** What the command line's help of a command (by its name) says of the family's boards, after the command's own. */
  readonly commandHelp?: Readonly<Record<string, FamilyCommandHelp>>;
  /** How users' own lists of its boards are checked, written and named, when it takes them (one family does: the word-lists API). */
  readonly userListsFormat?: UserListsFormat;
  /** What a game of several of its boards at once (played live) reads of the family, when its boards can be played so. */
  readonly severalBoards?: SeveralBoards;
  /** Its games of the catalogue (variants/catalogue.ts): specs of fixed ids, which tree files and the HTTP API use. */
  readonly catalogue?: readonly VariantSpec[];
  /** True when its specs are codes of `pegs` of `symbols` whose feedback no permutation of positions or of symbols changes (Game.symbolCodes: symmetry filters, the proof checker's boards). */
  readonly symbolCodes?: boolean;
}

/**
 * What a spec asks of its family (its game, and the capabilities read by spec): all that a family
 * of catalogue games alone registers, with no ids of the grammar (variants/families.ts).
 */
export type SpecFamily = Pick<
  GameFamily,
  'spec' | 'createGame' | 'specSize' | 'scoresByColumns' | 'liveOpenings' | 'exactPosition' | 'exactTree' | 'catalogue' | 'symbolCodes'
>;

/**
 * What a family whose boards can be played several at once gives that game (a secret one answer a
 * board, a guess played on every board): the games each board is, their names in its messages,
 * and the counter it sums its boards' costs with.
 */
export interface SeveralBoards {
  /** The name of one board in messages ("4 ... boards at once", "not a ... feedback"). */
  readonly name: string;
  /**
   * The ids (of the grammar) of the game each board is and of its twin whose secrets are every
   * accepted word, the same guesses in the same order (a board beyond its list goes on there).
   */
  readonly games: readonly [string, string];
  /** What the lists of those games are, in a board's title, and shorter in the grammar. */
  readonly lists: { readonly title: string; readonly grammar: string };
  /** How one board's feedback is written, as a message tells it. */
  readonly feedbackHelp: string;
  /** Feedbacks of one board a message shows as examples. */
  readonly feedbackExamples: readonly string[];
  /**
   * The counter of every guess's costs over the secrets of `all` (the twin, secret index = guess
   * index) on the game of each board: made once for a pair of games, and reused for every node.
   */
  counter(game: Game, all: Game): CostCounter;
}

/**
 * The addresses of a family's boards on the web page: a board's id is a path of its own (`/{id}`,
 * play), and each of its views a path below it (`/{id}/{view}`).
 */
export interface FamilyPages {
  /** The words every board id of the family starts with, which the page's routes match before asking the grammar. */
  readonly prefixes: readonly string[];
  /** Its boards' views besides play. */
  readonly views: readonly string[];
}

/** A game's openings by greedy objective: each one's first guess, and what the family keeps of the guesses after it. */
export type Openings = ReadonlyMap<GreedyStrategyId, { readonly first: number }>;

/** The sha256 of the pair of word lists a game's openings are computed from: its answers and its other accepted words. */
export interface OpeningsLists {
  readonly answers: string;
  readonly accepted: string;
}

/**
 * A family's openings: the guesses every greedy objective opens with (the full rule's, with every
 * accepted word a candidate), computed once for a pair of word lists, so that games of the same
 * lists (either mode, any guess limit) share them, and kept as JSON files naming their lists.
 */
export interface FamilyOpenings {
  /** The lists a game's openings are computed from. */
  lists(game: Game): OpeningsLists;
  /** Computes a game's openings; `onFirst` is told the first guesses as soon as they are known. */
  compute(game: Game, onFirst?: (first: ReadonlyMap<GreedyStrategyId, number>) => void): Openings;
  /** The file (JSON) of a game's openings, naming its lists by their sha256. */
  file(game: Game, openings: Openings): OpeningsFileLists;
  /** The openings a file (parsed JSON) holds for a game of its lists, or undefined when it is not such a file. */
  read(game: Game, value: unknown): Openings | undefined;
  /** The guess the openings give after a history, or undefined when they say nothing of it. */
  guess(openings: Openings, objective: GreedyStrategyId, steps: readonly Step[], game: Game): number | undefined;
}

/** What every file of openings says of its lists: the sha256 of its answers and of its other accepted words. */
export interface OpeningsFileLists {
  readonly answers: { readonly sha256: string };
  readonly accepted: { readonly sha256: string };
}

/** A command's help for a family's boards: paragraphs after its description, examples after its own. */
export interface FamilyCommandHelp {
  readonly paragraphs?: readonly string[];
  readonly examples?: readonly string[];
}

/** What a family whose boards have answers and accepted words gives the code that reads their tree files. */
export interface AnswersAndAccepted {
  /** The name its boards go by in messages ("X is not a ... board"). */
  readonly name: string;
  /** A game over one list as both answers and accepted words, all guesses allowed: it plays a tree's own words to find its answers. */
  oneListGame(list: WordList): Game;
}

/** A user's lists, checked: the answers (the secrets) and the words accepted as guesses (the answers among them). */
export interface CheckedUserLists {
  readonly answers: readonly string[];
  readonly guesses: readonly string[];
}

/** Lists as given (items of any type: each is checked and named). */
export interface GivenUserLists {
  readonly answers: readonly unknown[];
  readonly guesses?: readonly unknown[] | undefined;
}

/** Lists checked and made canonical, or the first problem found in a sentence. */
export type UserListsVerdict = { readonly ok: true; readonly lists: CheckedUserLists } | { readonly ok: false; readonly message: string };

/**
 * Users' own lists as a family takes them: one check for every way in, one canonical text whose
 * sha256 names them (its first hex digits are their key), and the names their key gives.
 */
export interface UserListsFormat {
  /** Hex digits of the sha256 a key keeps. */
  readonly keyHex: number;
  /** The variant id of the board of a key's lists. */
  variant(key: string): string;
  /** The key of a variant id naming a user's lists (any suffix, any case), or undefined. */
  keyOfVariant(variant: string): string | undefined;
  /** The names of a key's lists (as the variant room asks for them), answers first. */
  listNames(key: string): readonly [string, string];
  /** The key of a user's list name, or undefined for a list of the project. */
  keyOfList(name: string): string | undefined;
  /** Checks lists given, and makes them canonical (the message names the list, the index and the word at fault). */
  check(input: GivenUserLists): UserListsVerdict;
  /** The canonical text of checked lists. */
  text(lists: CheckedUserLists): string;
  /** The lists of a canonical text, checked. */
  parse(text: string): UserListsVerdict;
  /** The text of one list, whose sha256 names it. */
  listText(words: readonly string[]): string;
  /** What the word-lists API says of them (its schemas' summary and descriptions). */
  readonly api: UserListsApiText;
}

/** What the word-lists API's schemas say of a family's users' lists, in its own words. */
export interface UserListsApiText {
  /** The operation's summary. */
  readonly summary: string;
  /** The answers' description: how many words, of what letters. */
  readonly answers: string;
  /** The other accepted words' description. */
  readonly guesses: string;
  /** The variant id's description: how the lists' key names their boards. */
  readonly variant: string;
}

/** What every board of a family has. */
export interface FamilyBoardShape {
  readonly family: string;
  readonly maxGuesses: number;
}

/** The least total of a position's answers within the guesses left (or with the limit lifted, `within` false). */
export interface ExactTotal {
  readonly total: number;
  readonly within: boolean;
}

/**
 * The exact search at one position (the answers left after a history): the best guess there, and
 * the least total of any guess played there, by the least totals of its parts. Each may throw when
 * the search passes its limit of work.
 */
export interface ExactPosition {
  best(): ExactTotal & { readonly guess: number };
  played(guess: number): ExactTotal;
}

/** A family's exact search at positions of a game. */
export interface FamilyExactSearch {
  /**
   * The search at the position of `prefix` (answers `remaining`, `left` guesses left), over the
   * scorer's table by answer (`columns`) when it is of bytes; `cells` bounds its work.
   */
  at(
    game: Game,
    columns: Uint8Array | undefined,
    prefix: ReadonlyArray<{ readonly guess: number; readonly feedback: number }>,
    remaining: Int32Array,
    left: number,
    cells: number,
  ): ExactPosition;
  /** True when an error is the search stopping at its limit of work. */
  stopped(err: unknown): boolean;
}
