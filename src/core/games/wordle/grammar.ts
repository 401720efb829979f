/**
 * Wordle's part of the variant-id grammar: `wordle` (the New York Times lists of 2022),
 * `wordle-nyt2023`, `wordle-{L}` (the project's list of L-letter words), `wordle-u{ID}` (a user's
 * lists), each with `-all` (every accepted word an answer), `-hard` and `-g{N}` (six guesses by
 * default, as in the game). The central grammar (variants/grammar.ts) asks this part through the
 * family's registration (variants/families.ts).
 */
import { count } from '../../count.ts';
import type { WordList, WordListSource } from '../../game.ts';
import { wordListName } from '../words/game.ts';
import { wordleSpec, type WordleSpec } from './game.ts';

/** Guesses allowed on a Wordle board when its id does not say: the game's six. */
export const WORDLE_MAX_GUESSES = 6;
/** The lists of the `wordle` boards (the New York Times lists of 2022-02-15), in the data directory's words/, and what the page says of them. */
export const WORDLE_LISTS = {
  answers: 'wordle-answers.txt',
  guesses: 'wordle-guesses.txt',
  title: 'the New York Times lists of 2022-02-15',
} as const;
/**
 * The editions of the New York Times lists after 2022-02-15, by the name an id gives them
 * (`wordle-nyt2023`): their files in the data directory's words/, and what a title says of them.
 */
export const WORDLE_EDITIONS = {
  nyt2023: {
    answers: 'wordle-nyt2023-answers.txt',
    guesses: 'wordle-nyt2023-guesses.txt',
    title: 'the New York Times lists of 2023',
  },
} as const;
/** An edition of the New York Times lists that an id may name. */
export type WordleEdition = keyof typeof WORDLE_EDITIONS;
/** Hex digits of the sha256 of a user's lists that name them in an id (`wordle-u` and these). */
export const USER_LISTS_ID_HEX = 12;
/** Letters of a Wordle board's words: the kernel and the exact search read a feedback as a byte (3^L patterns), so at most 5. */
export const WORDLE_LENGTHS: readonly [number, number] = [3, 5];

/** This part of the grammar as an error message shows it. */
export const WORDLE_GRAMMAR =
  'wordle[-nyt2023|-{L}][-all][-hard][-g{N}] (Wordle on the New York Times lists of 2022, of 2023 with -nyt2023, or on the L-letter list, 3-5; ' +
  '-all: every accepted word a possible answer; -hard: hard mode), ' +
  'wordle-u{ID}[-all][-hard][-g{N}] (Wordle on lists posted to /v1/word-lists, ID the 12 hex digits it answers)';

/** A Wordle board named by an id. */
export interface WordleBoard {
  readonly family: 'wordle';
  /** Letters of the project's own list (`wordle-5`), or undefined for the New York Times lists (`wordle`) and a user's. */
  readonly length: number | undefined;
  /** A user's lists (`wordle-u{ID}`): the first hex digits of their sha256 (userListsKey); absent otherwise. */
  readonly user?: string;
  /** A later edition of the New York Times lists (`wordle-nyt2023`); absent for 2022's and other lists. */
  readonly edition?: WordleEdition;
  /** Every accepted word is a possible answer (`-all`, Alex Selby's "bighidden"). */
  readonly all: boolean;
  readonly hard: boolean;
  readonly maxGuesses: number;
}

// Numbers of any length: one out of its bounds is named with them, not refused as an id of no form.
const ID = /^wordle(?:-(\d+)|-u([0-9a-f]{12})|-(nyt2023))?(-all)?(-hard)?(?:-g(\d+))?$/;

/**
 * Reads a lower-case id of this part: its board, or a clause saying what is wrong ("letters of a
 * Wordle board must be from 3 to 5, not 7"), or undefined when the id is not Wordle's. `guesses`
 * bounds the -g{N} of every board of the grammar.
 */
export function parseWordleId(id: string, guesses: readonly [number, number]): WordleBoard | string | undefined {
  const m = ID.exec(id);
  if (m === null) return undefined;
  // The guesses are checked first, then the letters (as the grammar always has).
  const out = (digits: string, [lo, hi]: readonly [number, number], what: string): string | undefined => {
    const value = Number(digits);
    // The number as written (leading zeros left out), even past what a double holds exactly.
    return value < lo || value > hi ? `${what} must be from ${lo} to ${hi}, not ${digits.replace(/^0+(?=\d)/, '')}` : undefined;
  };
  const g = m[6];
  const badGuesses = g === undefined ? undefined : out(g, guesses, 'the guesses allowed');
  if (badGuesses !== undefined) return badGuesses;
  const maxGuesses = g === undefined ? WORDLE_MAX_GUESSES : Number(g);
  const badLength = m[1] === undefined ? undefined : out(m[1], WORDLE_LENGTHS, 'letters of a Wordle board');
  if (badLength !== undefined) return badLength;
  const length = m[1] === undefined ? undefined : Number(m[1]);
  const all = m[4] !== undefined;
  const hard = m[5] !== undefined;
  if (m[2] !== undefined) return { family: 'wordle', length, user: m[2], all, hard, maxGuesses };
  if (m[3] !== undefined) return { family: 'wordle', length, edition: m[3] as WordleEdition, all, hard, maxGuesses };
  return { family: 'wordle', length, all, hard, maxGuesses };
}

/** The canonical (lower-case, shortest) id of a Wordle board: six guesses are left out. */
export function wordleBoardId(board: WordleBoard): string {
  const g = board.maxGuesses === WORDLE_MAX_GUESSES ? '' : `-g${board.maxGuesses}`;
  return `wordle${wordleListsPart(board)}${board.all ? '-all' : ''}${board.hard ? '-hard' : ''}${g}`;
}

/** The part of a Wordle id that names its lists: `-u{ID}`, `-nyt2023`, `-{L}`, or nothing for the lists of 2022. */
function wordleListsPart(board: WordleBoard): string {
  if (board.user !== undefined) return `-u${board.user}`;
  if (board.edition !== undefined) return `-${board.edition}`;
  return board.length === undefined ? '' : `-${board.length}`;
}

/** The same Wordle board with every accepted word a possible answer (its `-all` twin). */
export function allAnswersBoard(board: WordleBoard): WordleBoard {
  return { ...board, all: true };
}

/**
 * The board whose secrets are every word this board accepts (its `-all` twin), where that is
 * wider than its own answers; undefined otherwise. `wordle-{L}` has one list for answers and
 * guesses alike: its -all twin is the same game.
 */
export function beyondListBoard(board: WordleBoard): WordleBoard | undefined {
  if (board.all || (board.length !== undefined && board.user === undefined)) return undefined;
  return allAnswersBoard(board);
}

/**
 * The word lists of a Wordle board, by file name: its answers, then its guesses: a user's lists,
 * the New York Times lists, or one list of the project's for both. -all: the accepted words are
 * the answers too, so both roles name the guesses' list.
 */
export function wordleBoardLists(board: WordleBoard): readonly string[] {
  const lists: readonly string[] =
    board.user !== undefined
      ? userListNames(board.user)
      : board.edition !== undefined
        ? [WORDLE_EDITIONS[board.edition].answers, WORDLE_EDITIONS[board.edition].guesses]
        : board.length === undefined
          ? [WORDLE_LISTS.answers, WORDLE_LISTS.guesses]
          : [wordListName(board.length)];
  return board.all ? [lists.at(-1)!, lists.at(-1)!] : lists;
}

/** Letters of the words of a board's lists, as a list source is asked for them: 5 for the New York Times lists, 0 when a user's lists say. */
export function wordleListLength(board: WordleBoard): number {
  return board.length ?? (board.user !== undefined ? 0 : 5);
}

/** The names of a user's lists, answers then guesses, as a list source and tree headers know them: `u{ID}-answers.txt`, `u{ID}-guesses.txt`. */
export function userListNames(key: string): [string, string] {
  return [`u${key}-answers.txt`, `u${key}-guesses.txt`];
}

/** The key of a user's list name (`u{ID}-answers.txt`), or undefined for any other name. */
export function userListKey(name: string): string | undefined {
  return /^u([0-9a-f]{12})-(?:answers|guesses)\.txt$/.exec(name)?.[1];
}

/**
 * The spec of a Wordle board: its answers are the secrets, its guesses every word accepted (the
 * answers among them), six guesses unless the id says otherwise, hard mode when it says so.
 */
export function specOfWordle(board: WordleBoard, answers: WordListSource, guesses: WordListSource): WordleSpec {
  const list =
    board.user !== undefined
      ? `the lists u${board.user}, ${count(answers.entries.length, 'answer')} of ${count(answers.entries[0]?.length ?? 0, 'letter')}`
      : board.edition !== undefined
        ? WORDLE_EDITIONS[board.edition].title
        : board.length === undefined
          ? 'the New York Times list'
          : count(board.length, 'letter');
  const guessesNote = board.maxGuesses === WORDLE_MAX_GUESSES ? '' : `, ${count(board.maxGuesses, 'guess', 'guesses')}`;
  return wordleSpec({
    id: wordleBoardId(board),
    title: `Wordle (${list}${board.all ? ', every accepted word an answer' : ''}${board.hard ? ', hard mode' : ''}${guessesNote})`,
    answers: asList(answers),
    accepted: asList(guesses),
    hard: board.hard,
    maxGuesses: board.maxGuesses,
  });
}

/** A list source as a spec carries it. */
function asList(source: WordListSource): WordList {
  return { list: source.name, count: source.entries.length, sha256: source.sha256, entries: source.entries };
}
