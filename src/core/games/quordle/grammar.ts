/**
 * The Quordle family's part of the variant-id grammar: `dordle`, `quordle` and `octordle`, several
 * boards of a word game at once on the lists its registration names (its `severalBoards`), each
 * with `-g{N}` for N guesses (the games' 7, 9 and 13 by default). Dordle is Guilherme S. Töws's
 * game, Quordle Freddie Meyer's, Octordle Kenneth Crawford's.
 */
import { count } from '../../count.ts';
import type { SeveralBoards } from '../../family.ts';

/** A board of the family: `boards` boards of the board game at once, `maxGuesses` guesses for all of them. */
export interface QuordleBoard {
  readonly id: string;
  readonly name: QuordleName;
  readonly boards: number;
  readonly maxGuesses: number;
  /** The game every board is, and its twin whose answers are every accepted word (for a board beyond the list). */
  readonly games: readonly [string, string];
  /** What the family of the board game gives a game of several of its boards (its registration's `severalBoards`). */
  readonly of: SeveralBoards;
}

/** The games of the family: their boards and the guesses their authors allow. */
export const QUORDLE_GAMES = {
  dordle: { boards: 2, maxGuesses: 7, title: 'Dordle' },
  quordle: { boards: 4, maxGuesses: 9, title: 'Quordle' },
  octordle: { boards: 8, maxGuesses: 13, title: 'Octordle' },
} as const;

/** A name of the family. */
export type QuordleName = keyof typeof QUORDLE_GAMES;

/** The most guesses an id may allow (the grammar's bound for every board). */
const MAX_GUESSES = 50;

/** This part of the grammar as an error message shows it, on the boards of `of`. */
export function quordleGrammar(of: SeveralBoards): string {
  return `dordle|quordle|octordle[-g{N}] (2, 4 or 8 ${of.name} boards at once on ${of.lists.grammar}, played live; 7, 9 and 13 guesses)`;
}

const ID = /^(dordle|quordle|octordle)(?:-g(\d+))?$/;

/**
 * Reads a lower-case id of this part: its board, or a clause saying what is wrong, or undefined
 * when the id is not the family's. A board needs a guess for each of its boards at least.
 */
export function parseQuordleId(id: string, of: SeveralBoards): QuordleBoard | string | undefined {
  const m = ID.exec(id);
  if (m === null) return undefined;
  const name = m[1] as QuordleName;
  const game = QUORDLE_GAMES[name];
  const maxGuesses = m[2] === undefined ? game.maxGuesses : Number(m[2]);
  if (maxGuesses < game.boards || maxGuesses > MAX_GUESSES) {
    return `the guesses allowed in ${name} must be from ${game.boards} (one a board) to ${MAX_GUESSES}, not ${m[2]!.replace(/^0+(?=\d)/, '')}`;
  }
  return {
    id: maxGuesses === game.maxGuesses ? name : `${name}-g${maxGuesses}`,
    name,
    boards: game.boards,
    maxGuesses,
    games: of.games,
    of,
  };
}

/** The title of a board: "Quordle (4 ... boards at once, the lists' title, 9 guesses)". */
export function quordleTitle(board: QuordleBoard): string {
  const game = QUORDLE_GAMES[board.name];
  return `${game.title} (${board.boards} ${board.of.name} boards at once, ${board.of.lists.title}, ${count(board.maxGuesses, 'guess', 'guesses')})`;
}
