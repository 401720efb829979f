import { describe, expect, it } from 'vitest';
import { createNerdleGame } from '../../src/core/games/nerdle/game.ts';
import { equations } from '../../src/core/games/nerdle/equations.ts';
import { parseVariant } from '../../src/core/variants/parse.ts';
import {
  allSecrets,
  feedbackStyle,
  guessProblem,
  isSecret,
  isTileGame,
  normalizeLabel,
  score,
  symbolWord,
  winLabel,
  type Variant,
} from '../../src/web/games.js';
import { readWordlePath, wordleAddressOfPlay } from '../../src/web/wordle/address.js';
import { faceOf as tileFace } from '../../src/web/tiles/face.js';
import { nerdleFace } from '../../src/web/nerdle/face.js';
import { nerdleRules } from '../../src/web/nerdle/rules.js';
import { keyStates, tileLabel } from '../../src/web/tiles/tiles.js';

/** How a board reads, as the page's registration (families.js) asks it: from its rules, or before they are made, from its game's face. */
const faceOf = (variant: Variant) => tileFace(variant, [{ family: 'nerdle', face: (v: Variant) => nerdleFace(v.symbols) }]);
/** The tile board's view's reading of a path, for the tile games the page registers (families.js). */
const readTilePath = (path: string): ReturnType<typeof readWordlePath> => readWordlePath(path, ['wordle', 'nerdle']);

// The page plays Nerdle with the core's own game, made from the board's spec as wordle/load.js
// makes it in the browser: these tests check the page's functions against the core's game.

/** The classic board as the catalogue describes it (GET /v1/variants), before its rules are made. */
const listed = (): Variant => ({
  id: 'nerdle',
  title: 'Nerdle (the classic game, 8 symbols)',
  pegs: 8,
  symbols: '0123456789+-*/=',
  secrets: 'equations',
  guesses: 'equations',
  maxGuesses: 6,
});

/** The same board once a view has opened it: the core's rules on it. */
function nerdle(id = 'nerdle'): Variant {
  const spec = parseVariant(id).spec!;
  return { ...listed(), id: spec.id, title: spec.title, pegs: spec.pegs, rules: nerdleRules({ createNerdleGame }, spec) };
}

const core = createNerdleGame(parseVariant('nerdle').spec as Parameters<typeof createNerdleGame>[0]);

describe('Nerdle in the page', () => {
  const n = nerdle();

  it("is a tile game whose answers are the core's 17,723 equations, scored as the core scores them", () => {
    expect(isTileGame(listed())).toBe(true);
    expect(feedbackStyle(listed())).toBe('GYB');
    expect(isTileGame(n)).toBe(true);
    expect(n.rules!.family).toBe('nerdle');
    const secrets = allSecrets(n);
    expect(secrets).toHaveLength(17_723);
    expect(secrets).toEqual(equations(8));
    for (let g = 0; g < core.guessCount; g += 211) {
      const guess = core.formatGuess(g);
      expect(guessProblem(n, guess)).toBeNull();
      for (let s = 0; s < core.secretCount; s += 307) expect(score(n, guess, secrets[s]!)).toBe(core.feedbackLabel(core.score(g, s)));
    }
    // As Wordle colours letters: a symbol elsewhere is yellow, and repeated symbols get greens
    // first, then yellows while the answer has copies left (both 1s of 12+10=22 are green here).
    expect(score(n, '10+20=30', '20+10=30')).toBe('YGGYGGGG');
    expect(score(n, '11+11=22', '12+10=22')).toBe('GBGGBGGG');
    expect(score(n, '60-48=12', '60-48=12')).toBe(winLabel(n));
    expect(winLabel(n)).toBe('GGGGGGGG');
  });

  it("refuses a guess with the core's reason, in a sentence", () => {
    expect(symbolWord(n)).toBe('symbol');
    expect(guessProblem(n, '12+34=47')).toBe('"12+34=47" is not an equation of the game: its left side is 46, not 47.');
    expect(guessProblem(n, '12+34=47')).toBe(`${core.parseGuess('12+34=47') as string}.`);
    expect(guessProblem(n, '0*12+3=3')).toBe('"0*12+3=3" is not an equation of the game: its left side has a lone 0.');
    expect(guessProblem(n, '12+3=15')).toBe('A guess has 8 symbols; "12+3=15" has 7.');
    expect(guessProblem(n, '12+34=4a')).toBe('"a" is not one of the symbols 0123456789+-*/=.');
    expect(isSecret(n, '60-48=12')).toBe(true);
    expect(isSecret(n, '12+34=47')).toBe(false);
  });

  it("reads colours as the core does, Nerdle's purple squares for yellow", () => {
    expect(normalizeLabel(n, 'gybbbbbb')).toBe('GYBBBBBB');
    expect(normalizeLabel(n, '🟩🟪⬛⬛⬛⬛⬛⬛')).toBe('GYBBBBBB');
    expect(normalizeLabel(n, 'GGGGGGGY')).toBeNull();
    expect(normalizeLabel(n, 'GYB')).toBeNull();
  });

  it("draws its keyboard from the board's symbols, and names its places symbols", () => {
    const face = faceOf(n);
    expect(face.game).toBe('Nerdle');
    expect(face.keys).toEqual(['0123456789', '+-*/=']);
    expect(face.keys.join('')).toBe(n.symbols);
    expect(faceOf(listed()).game).toBe('Nerdle');
    expect(tileLabel(6, '=', 'G', face.symbol)).toBe('symbol 6, =, correct');
    expect(tileLabel(1, '', '', face.symbol)).toBe('symbol 1, empty');
    // The keys' states: green over yellow over grey, whatever the symbol.
    const best = keyStates([
      { guess: '12+34=46', feedback: score(n, '12+34=46', '60-48=12') },
      { guess: '60-48=12', feedback: 'GGGGGGGG' },
    ]);
    expect(Object.fromEntries(best)).toMatchObject({ '1': 'G', '+': 'B', '3': 'B', '=': 'G', '6': 'G' });
  });

  it('has a page of its own: /nerdle, /nerdle/assist, /nerdle-6/review, and older links of Play lead there', () => {
    expect(readTilePath('/nerdle')).toMatchObject({ board: 'nerdle', view: { id: 'play' } });
    expect(readTilePath('/nerdle/assist')?.view.id).toBe('assist');
    expect(readTilePath('/nerdle-6/review')).toMatchObject({ board: 'nerdle-6', view: { id: 'review' } });
    expect(readTilePath('/nerdle/play')).toBeNull();
    const tileId = (id: string): string | null => {
      try {
        const parsed = parseVariant(id);
        return parsed.board?.family === 'nerdle' || parsed.board?.family === 'wordle' ? parsed.id : null;
      } catch {
        return null;
      }
    };
    expect(wordleAddressOfPlay(new URLSearchParams('variant=nerdle&mode=assistant'), tileId)).toBe('/nerdle/assist');
    expect(wordleAddressOfPlay(new URLSearchParams('variant=nerdle-8-g6&mode=codebreaker&seed=7'), tileId)).toBe('/nerdle?seed=7');
  });

  it('makes the rules of any board of the grammar: nerdle-6 has its own equations', () => {
    const six = nerdle('nerdle-6');
    expect(six.pegs).toBe(6);
    expect(allSecrets(six)).toEqual(equations(6));
    expect(faceOf(six).keys).toEqual(['0123456789', '+-*/=']);
  });
});
