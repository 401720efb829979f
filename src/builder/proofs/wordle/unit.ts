/**
 * One first word of a Wordle proof settled on a thread (the fleet's workers run the proof's
 * bounds and searches so, wordle-proof --queue): the same parts and split bounds, then the same
 * searchFirstWord, as the local proof, under the cutoff the coordinator sent. A thread keeps its board's search (and memo) across first words,
 * as the local proof does across its loop: what it holds are facts of the board, true under any cutoff.
 */
import type { VariantSpec } from '../../../core/game.ts';
import type { WordleGame } from '../../../core/games/wordle/game.ts';
import { UNSOLVABLE } from '../../../core/games/wordle/exact/search.ts';
import { createGame } from '../../../core/variants/games.ts';
import { boundByParts, firstWordSearch, searchFirstWord, type FirstWordSearch, type FirstWordStatus } from './proof.ts';

/** One first word to search: its board, the word, the cutoff (null: none), the guesses allowed. */
export interface WordleUnitInput {
  readonly spec: VariantSpec;
  readonly word: string;
  readonly best: number | null;
  readonly within: number;
  /** The search's cache bound (answer indices), if not the default. */
  readonly cacheLimit?: number;
}

// One board's searches per thread: a unit of another board (or limit) replaces them.
let current: { key: string; tools: FirstWordSearch } | undefined;

/**
 * Settles one first word under its cutoff on this thread, as the local proof would: cut by its
 * parts or split bound (the coordinator has tried the counting bound), else searched.
 */
export function wordleFirstWordTask(input: WordleUnitInput): FirstWordStatus {
  const { spec } = input;
  const key = [spec.id, spec.hard, spec.answers?.sha256, spec.accepted?.sha256, input.within].join('\n');
  if (current?.key !== key) {
    const game = createGame(input.spec) as WordleGame;
    current = { key, tools: firstWordSearch(game, input.within, undefined, input.cacheLimit) };
  }
  const g = current.tools.game.parseGuess(input.word);
  if (typeof g === 'string') throw new Error(`${input.word}: ${g}`);
  const best = input.best ?? UNSOLVABLE;
  const { game, columns } = current.tools;
  // The split bound's part bounds start the search's parts (they only speed it).
  const floors = new Int32Array(game.feedbackCount);
  return boundByParts(game, columns, g, best, floors) ?? searchFirstWord(current.tools, g, best, floors);
}
