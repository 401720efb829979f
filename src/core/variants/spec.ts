// The specs of the grammar's boards (Mastermind, Bulls and Cows, Word Mastermind, and the
// registered families'): rules and sizes from an id and its word lists, the catalogue's own spec
// where it has the board.
import type { VariantSpec, WordListSource } from '../game.ts';
import { count } from '../count.ts';
import { VARIANTS } from './catalogue.ts';
import { BC_DIGITS, boardId, DEFAULT_MAX_GUESSES, MM_COLOURS, type Board } from './grammar.ts';
import { familyOfSpec } from './families.ts';

/**
 * The spec of a Mastermind or Bulls-and-Cows board. A board the catalogue has is the catalogue's
 * spec (so `mm-4x6` is `mastermind`, and both answer from the same trees); any other gets its
 * canonical grammar id.
 */
export function specOfBoard(board: Extract<Board, { family: 'mastermind' | 'bulls-and-cows' }>): VariantSpec {
  const spec: VariantSpec =
    board.family === 'mastermind'
      ? {
          id: boardId(board),
          title: `Mastermind (${count(board.pegs, 'peg')}, ${count(board.colours, 'colour')}${board.distinct ? ', secrets of different colours' : ''}${guessesNote(board.maxGuesses)})`,
          family: 'mastermind',
          pegs: board.pegs,
          symbols: MM_COLOURS.slice(0, board.colours),
          secrets: board.distinct ? 'distinct' : 'repeat',
          guesses: 'any',
          maxGuesses: board.maxGuesses,
          feedbackStyle: 'BW',
        }
      : {
          id: boardId(board),
          title: `Bulls and Cows (${board.pegs === 1 ? '1 digit' : `${board.pegs} different digits`} of ${board.digits}${guessesNote(board.maxGuesses)})`,
          family: 'mastermind',
          pegs: board.pegs,
          symbols: BC_DIGITS.slice(0, board.digits),
          secrets: 'distinct',
          guesses: 'distinct',
          maxGuesses: board.maxGuesses,
          feedbackStyle: 'AB',
        };
  return VARIANTS.find((v) => sameBoard(v, spec)) ?? spec;
}

/**
 * The spec of a Word Mastermind board (Tsinghua Bulls-and-Cows paper): the words of `list`, all of
 * `board.length` letters, are the secrets and the guesses; feedback is bulls and cows.
 */
export function specOfWords(board: Extract<Board, { family: 'words' }>, list: WordListSource): VariantSpec {
  return {
    id: boardId(board),
    title: `Word Mastermind (${count(board.length, 'letter')}${guessesNote(board.maxGuesses)})`,
    family: 'words',
    pegs: board.length,
    symbols: 'abcdefghijklmnopqrstuvwxyz',
    secrets: 'words',
    guesses: 'words',
    maxGuesses: board.maxGuesses,
    feedbackStyle: 'AB',
    words: { list: list.name, count: list.entries.length, sha256: list.sha256, entries: list.entries },
  };
}

function guessesNote(maxGuesses: number): string {
  return maxGuesses === DEFAULT_MAX_GUESSES ? '' : `, ${count(maxGuesses, 'guess', 'guesses')}`;
}

/** True when two specs describe the same game (ids and titles aside). */
export function sameBoard(a: VariantSpec, b: VariantSpec): boolean {
  return (
    a.family === b.family &&
    a.pegs === b.pegs &&
    a.symbols === b.symbols &&
    a.secrets === b.secrets &&
    a.guesses === b.guesses &&
    a.maxGuesses === b.maxGuesses &&
    a.feedbackStyle === b.feedbackStyle
  );
}

/** Secrets and allowed guesses of a spec, counted without making its game. */
export function specSize(spec: VariantSpec): { secrets: number; guesses: number } {
  if (spec.size !== undefined) return { secrets: spec.size.secrets, guesses: spec.size.guesses };
  const own = familyOfSpec(spec)?.specSize;
  if (own !== undefined) return own(spec);
  if (spec.words !== undefined) return { secrets: spec.words.count, guesses: spec.words.count };
  const k = spec.symbols.length;
  const all = k ** spec.pegs;
  let distinct = 1;
  for (let i = 0; i < spec.pegs; i++) distinct *= k - i;
  return { secrets: spec.secrets === 'distinct' ? distinct : all, guesses: spec.guesses === 'distinct' ? distinct : all };
}
