import { describe, expect, it } from 'vitest';
import { parseVariant } from '../../src/core/variants/parse.ts';
import { WORDLE_VIEWS, readWordlePath, readWordleQuery, wordleAddressOfPlay, wordlePath } from '../../src/web/wordle/address.js';

/** The canonical id of a Wordle board, as the page's board-id.js reads it with the core. */
const wordleId = (id: string): string | null => {
  try {
    const parsed = parseVariant(id);
    return parsed.board?.family === 'wordle' ? parsed.id : null;
  } catch {
    return null;
  }
};

describe("a Wordle board's addresses", () => {
  it('reads the board and the view from the path', () => {
    expect(readWordlePath('/wordle')).toEqual({ board: 'wordle', view: WORDLE_VIEWS[0] });
    expect(readWordlePath('/wordle-nyt2023/assist')?.view.id).toBe('assist');
    expect(readWordlePath('/wordle-hard/review')).toMatchObject({ board: 'wordle-hard', view: { id: 'review', mode: 'review' } });
    expect(readWordlePath('/WORDLE-NYT2023')?.board).toBe('wordle-nyt2023');
    for (const path of ['/', '/index.html', '/wordle/play', '/wordle/assist/x', '/mastermind', '/wordle/', '/lib/core/x.js'])
      expect(readWordlePath(path), path).toBeNull();
  });

  it('writes the state in the query, in a fixed order, histories readable', () => {
    expect(wordlePath('wordle', 'play')).toBe('/wordle');
    expect(wordlePath('wordle-nyt2023', 'assist', { history: 'salet:BYBBG,crony:BGBBB' })).toBe(
      '/wordle-nyt2023/assist?history=salet:BYBBG,crony:BGBBB',
    );
    expect(wordlePath('wordle', 'play', { strategy: 'entropy', history: 'salet:BBBBB', seed: '2024', day: undefined })).toBe(
      '/wordle?seed=2024&history=salet:BBBBB&strategy=entropy',
    );
    // What is written is read back.
    const url = new URL(wordlePath('wordle-hard', 'review', { history: 'salet:BYBBG', strategy: 'minimax' }), 'http://x');
    expect(readWordlePath(url.pathname)?.view.id).toBe('review');
    expect(readWordleQuery(url.searchParams)).toEqual({
      history: [{ guess: 'salet', feedback: 'BYBBG' }],
      seed: undefined,
      day: undefined,
      strategy: 'minimax',
    });
    expect(readWordleQuery(new URLSearchParams('history=salet-BYBBG')).history).toBeNull();
  });

  it("reads an older link of the Play section to a Wordle board as the board's view", () => {
    const play = (q: string): string | null => wordleAddressOfPlay(new URLSearchParams(q), wordleId);
    expect(play('variant=wordle&strategy=entropy&mode=assistant&history=salet:BBBBB')).toBe(
      '/wordle/assist?history=salet:BBBBB&strategy=entropy',
    );
    expect(play('variant=wordle-nyt2023&mode=codebreaker&seed=5')).toBe('/wordle-nyt2023?seed=5');
    expect(play('variant=WORDLE-hard-g6&mode=review')).toBe('/wordle-hard/review');
    expect(play('variant=mastermind&mode=codebreaker')).toBeNull();
    expect(play('mode=codebreaker')).toBeNull();
  });
});
