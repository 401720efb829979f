import type { VariantSpec, WordList } from '../game.ts';
import { count } from '../count.ts';
import { wordleSpec } from '../games/wordle/game.ts';
import { VARIANTS } from './catalogue.ts';
import { BC_DIGITS, boardId, MM_COLOURS, WORDLE_EDITIONS, WORDLE_MAX_GUESSES, type Board } from './grammar.ts';

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

/** What a word list brings to a spec: its file name, sha256 and words (sorted). */
export interface WordListSource {
  readonly name: string;
  readonly sha256: string;
  readonly entries: readonly string[];
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

/**
 * The spec of a Wordle board: its answers are the secrets, its guesses every word accepted (the
 * answers among them), six guesses unless the id says otherwise, hard mode when it says so.
 */
export function specOfWordle(board: Extract<Board, { family: 'wordle' }>, answers: WordListSource, guesses: WordListSource): VariantSpec {
  const list =
    board.user !== undefined
      ? `the lists u${board.user}, ${count(answers.entries.length, 'answer')} of ${count(answers.entries[0]?.length ?? 0, 'letter')}`
      : board.edition !== undefined
        ? WORDLE_EDITIONS[board.edition].title
        : board.length === undefined
          ? 'the New York Times list'
          : count(board.length, 'letter');
  return wordleSpec({
    id: boardId(board),
    title: `Wordle (${list}${board.all ? ', every accepted word an answer' : ''}${board.hard ? ', hard mode' : ''}${guessesNote(board.maxGuesses, WORDLE_MAX_GUESSES)})`,
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

function guessesNote(maxGuesses: number, usual = 10): string {
  return maxGuesses === usual ? '' : `, ${count(maxGuesses, 'guess', 'guesses')}`;
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
  if (spec.words !== undefined) return { secrets: spec.words.count, guesses: spec.words.count };
  // Wordle: the answers are the secrets; the accepted list holds every guess, the answers among them.
  if (spec.answers !== undefined) return { secrets: spec.answers.count, guesses: Math.max(spec.answers.count, spec.accepted?.count ?? 0) };
  const k = spec.symbols.length;
  const all = k ** spec.pegs;
  let distinct = 1;
  for (let i = 0; i < spec.pegs; i++) distinct *= k - i;
  return { secrets: spec.secrets === 'distinct' ? distinct : all, guesses: spec.guesses === 'distinct' ? distinct : all };
}
