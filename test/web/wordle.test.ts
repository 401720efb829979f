import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as core from '../../src/core/games/wordle/game.ts';
import { createGame } from '../../src/core/variants/games.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import {
  allSecrets,
  boardSize,
  compareLabels,
  consistentSecrets,
  describeLabel,
  feedbackStyle,
  guessProblem,
  isSecret,
  isTileGame,
  normalizeLabel,
  possibleLabels,
  score,
  winLabel,
  type Variant,
} from '../../src/web/games.js';
import { beyondListId } from '../../src/core/variants/parse.ts';
import { beyondVariant, wordsLeft } from '../../src/web/wordle/beyond.js';
import { wordleRules, type WordList } from '../../src/web/wordle/rules.js';
import { answerOfSeed, readSeed, seedFor } from '../../src/web/tiles/seed.js';
import { announceText, keyStates, nextState, tileLabel } from '../../src/web/tiles/tiles.js';

// The page plays Wordle with the core's own game, built from the lists the server sends: these
// tests build it the same way from data/words/ and check the page's functions against the core.
const words = join(import.meta.dirname, '..', '..', 'data', 'words');
const list = (file: string): WordList => {
  const entries = readFileSync(join(words, file), 'utf8')
    .split('\n')
    .filter((w) => w !== '');
  return { list: file, count: entries.length, sha256: '', entries };
};
const answers = list('wordle-answers.txt');
const accepted = list('wordle-guesses.txt');

/** A Wordle variant as the page holds it once its lists are loaded (app.js and wordle/load.js). */
function wordle(id: 'wordle' | 'wordle-hard'): Variant {
  const hard = id === 'wordle-hard';
  const title = hard ? 'Wordle (hard mode)' : 'Wordle';
  const variant: Variant = { id, title, pegs: 5, symbols: 'abcdefghijklmnopqrstuvwxyz', secrets: 'words', guesses: 'words', maxGuesses: 6 };
  variant.rules = wordleRules(core, { id, title, maxGuesses: 6, answers, accepted, hard, beyondId: beyondListId(id) });
  return variant;
}

/** The core's game for the same board, resolved from the id as the server does. */
const coreGame = createGame(
  resolveVariant('wordle', (name) => {
    const l = list(name);
    return { name, sha256: l.sha256, entries: l.entries };
  }),
);

describe('Wordle in the page', () => {
  const w = wordle('wordle');

  it("scores every guess as the core's game, repeated letters included", () => {
    expect(isTileGame(w)).toBe(true);
    expect(feedbackStyle(w)).toBe('GYB');
    // The rule's classic case: of two e's in the guess against one in the answer, only the first is yellow.
    expect(score(w, 'speed', 'abide')).toBe('BBYBY');
    expect(score(w, 'crane', 'crane')).toBe('GGGGG');
    const secrets = allSecrets(w);
    expect(secrets).toEqual(answers.entries);
    expect(secrets).toHaveLength(coreGame.secretCount);
    for (let g = 0; g < coreGame.guessCount; g += 97) {
      const guess = coreGame.formatGuess(g);
      expect(guessProblem(w, guess)).toBeNull();
      for (let s = 0; s < coreGame.secretCount; s += 131) {
        expect(score(w, guess, secrets[s]!)).toBe(coreGame.feedbackLabel(coreGame.score(g, s)));
      }
    }
  });

  it('checks words and answers, and reads labels as the core does', () => {
    expect(guessProblem(w, 'xyzzq')).toBe('"xyzzq" is not a word this game accepts.');
    expect(guessProblem(w, 'cran')).toBe('A guess has 5 letters; "cran" has 4.');
    // An accepted word that is never the answer.
    const notAnswer = accepted.entries.find((x) => !answers.entries.includes(x))!;
    expect(guessProblem(w, notAnswer)).toBeNull();
    expect(isSecret(w, notAnswer)).toBe(false);
    expect(isSecret(w, 'crane')).toBe(true);
    expect(winLabel(w)).toBe(coreGame.feedbackLabel(coreGame.winFeedback));
    expect(normalizeLabel(w, 'gybbb')).toBe('GYBBB');
    expect(normalizeLabel(w, '🟩🟨⬛⬛⬜')).toBe('GYBBB');
    // Four greens and a yellow never happen.
    expect(normalizeLabel(w, 'GGGGY')).toBeNull();
    expect(describeLabel(w, 'GYBBB')).toBe('1 green, 1 yellow, 3 grey');
    expect(boardSize(w)).toEqual({ secrets: coreGame.secretCount, guesses: coreGame.guessCount });
  });

  it('orders labels as the core numbers its feedbacks, and lists the labels a guess can get', () => {
    const labels = Array.from({ length: coreGame.feedbackCount }, (_, f) => coreGame.feedbackLabel(f));
    expect([...labels].sort((a, b) => compareLabels(w, a, b))).toEqual(labels);
    const seen = new Set(answers.entries.map((a) => score(w, 'salet', a)));
    expect(possibleLabels(w, 'salet')).toEqual(labels.filter((l) => seen.has(l)));
    const left = consistentSecrets(w, [{ guess: 'salet', feedback: 'BBBBB' }]);
    expect(left.length).toBeGreaterThan(0);
    for (const a of left) expect(score(w, 'salet', a)).toBe('BBBBB');
  });

  it("names the step that breaks hard mode in the core's words, whatever the board's own mode", () => {
    const hard = wordle('wordle-hard');
    expect(hard.rules?.hard).toBe(true);
    expect(w.rules?.hard).toBe(false);
    const history = [
      { guess: 'crane', feedback: 'GBBBB' },
      { guess: 'slate', feedback: 'BBBBB' },
    ];
    const breach = { step: 2, message: 'guess 2, "slate", breaks hard mode: its letter 1 must be the green C' };
    expect(hard.rules?.hardBreach(history)).toEqual(breach);
    expect(w.rules?.hardBreach(history)).toEqual(breach);
    expect(
      hard.rules?.hardBreach([
        { guess: 'salet', feedback: 'BYBBB' },
        { guess: 'crane', feedback: 'BBBBB' },
      ]),
    ).toBeNull();
    expect(
      hard.rules?.hardBreach([
        { guess: 'salet', feedback: 'BYBBB' },
        { guess: 'story', feedback: 'BBBBB' },
      ])?.message,
    ).toBe('guess 2, "story", breaks hard mode: it must contain A once or more');
  });
});

describe('no dead end: beyond the list', () => {
  const w = wordle('wordle');
  // An answer of the 2023 list that 2022's answers lack: today's answer, new to the list.
  const newAnswer = list('wordle-nyt2023-answers.txt').entries.find((x) => !answers.entries.includes(x) && accepted.entries.includes(x))!;
  const twin = beyondVariant(w)!;
  const against = (guesses: string[], answer: string) => guesses.map((guess) => ({ guess, feedback: score(twin, guess, answer) }));

  it("plays the board's -all twin: every accepted word an answer, scored as the core's", () => {
    expect(twin.id).toBe('wordle-all');
    expect(beyondVariant(w)).toBe(twin);
    expect(allSecrets(twin)).toEqual(accepted.entries);
    expect(isSecret(w, newAnswer)).toBe(false);
    expect(isSecret(twin, newAnswer)).toBe(true);
    expect(score(twin, 'salet', 'prick')).toBe(score(w, 'salet', 'prick'));
    expect(
      beyondVariant({ ...w, rules: wordleRules(core, { id: 'wordle-all', title: 'x', maxGuesses: 6, answers, accepted }) }),
    ).toBeNull();
  });

  it('leaves the answers while one fits, then the accepted words that fit, and names the step no word fits', () => {
    const within = wordsLeft(w, against(['salet'], 'prick'));
    expect(within).toMatchObject({ on: w, beyond: false, step: 0 });
    expect(within.left).toEqual(consistentSecrets(w, against(['salet'], 'prick')));
    // Guessed until no answer fits: the accepted words that do, the new answer among them.
    const guesses = ['salet', 'crony', 'dumpy', 'whack', 'fight', 'vozhd'];
    const k = guesses.findIndex((_, i) => wordsLeft(w, against(guesses.slice(0, i + 1), newAnswer)).beyond) + 1;
    expect(k).toBeGreaterThan(0);
    const history = against(guesses.slice(0, k), newAnswer);
    const beyond = wordsLeft(w, history);
    expect(beyond).toMatchObject({ on: twin, beyond: true, step: 0 });
    expect(consistentSecrets(w, history)).toEqual([]);
    expect(beyond.left).toContain(newAnswer);
    expect(beyond.left).toEqual(accepted.entries.filter((x) => history.every((st) => score(twin, st.guess, x) === st.feedback)));
    // A step no accepted word fits: named, and what the steps before it leave.
    const bad = [...history, { guess: newAnswer, feedback: 'BBBBB' }];
    expect(wordsLeft(w, bad)).toMatchObject({ step: history.length + 1, beyond: true, left: beyond.left });
    expect(
      wordsLeft(w, [
        { guess: 'crane', feedback: 'GGGGG' },
        { guess: 'crane', feedback: 'BBBBB' },
      ]),
    ).toMatchObject({ step: 2, beyond: false });
  });
});

describe('the Wordle board in words', () => {
  it('shows the best state of each letter on the keyboard: green over yellow over grey', () => {
    const states = keyStates([
      // One e yellow, the other grey (the answer has one e): e is yellow.
      { guess: 'speed', feedback: 'BBYBY' },
      // Later green: green wins; d yellow stays yellow; s grey.
      { guess: 'abide', feedback: 'GGGGG' },
    ]);
    expect(Object.fromEntries(states)).toEqual({ s: 'B', p: 'B', e: 'G', d: 'G', a: 'G', b: 'G', i: 'G' });
    expect(Object.fromEntries(keyStates([{ guess: 'speed', feedback: 'BBYBY' }]))).toEqual({ s: 'B', p: 'B', e: 'Y', d: 'Y' });
    expect(keyStates([]).size).toBe(0);
  });

  it('labels tiles with their letter and what their colour means, and announces a guess', () => {
    expect(tileLabel(1, 's', 'G')).toBe('letter 1, S, correct');
    expect(tileLabel(2, 'a', 'Y')).toBe('letter 2, A, present in another spot');
    expect(tileLabel(3, 'l', 'B')).toBe('letter 3, L, absent');
    expect(tileLabel(4, 'e', '')).toBe('letter 4, E');
    expect(tileLabel(5, '', '')).toBe('letter 5, empty');
    expect(announceText(2, 'crane', 'BYGBB', '12 answers left.')).toBe(
      'Guess 2, CRANE: C absent, R present in another spot, A correct, N absent, E absent. 12 answers left.',
    );
  });

  it('cycles a tile grey, yellow, green, grey; a tile whose colour is not set turns grey first', () => {
    expect(['B', 'Y', 'G'].map(nextState)).toEqual(['Y', 'G', 'B']);
    expect(nextState('?')).toBe('B');
    expect(nextState('')).toBe('B');
    expect(tileLabel(3, 'l', '?')).toBe('letter 3, L, colour not set');
  });
});

describe('the seed of a hidden answer', () => {
  const list = answers.entries;

  it('names an answer, the same one every time, and every answer for some seed', () => {
    expect(answerOfSeed(42, list)).toBe(answerOfSeed(42, list));
    const hit = new Map<string, number>();
    for (let seed = 1; seed <= 50_000; seed++) {
      const a = answerOfSeed(seed, list);
      hit.set(a, (hit.get(a) ?? 0) + 1);
    }
    expect(hit.size).toBe(list.length);
    // Evenly: 50,000 seeds over 2,309 answers give each about 22.
    expect(Math.max(...hit.values())).toBeLessThan(50);
    // Neighbouring seeds name unrelated answers.
    expect(new Set([1, 2, 3, 4, 5].map((s) => answerOfSeed(s, list))).size).toBe(5);
  });

  it('reads seeds from the address, and draws one whose answer fits a history', () => {
    expect(readSeed('123')).toBe(123);
    expect(readSeed('0')).toBeNull();
    expect(readSeed('12a')).toBeNull();
    expect(readSeed('99999999999')).toBeNull();
    expect(readSeed(null)).toBeNull();
    const allowed = ['crane', 'abide'];
    let r = 0;
    const seed = seedFor(list, allowed, () => ((r = (r * 7919 + 17) % 10007), r / 10007));
    expect(allowed).toContain(answerOfSeed(seed, list));
    expect(() => seedFor(list, ['xyzzq'])).toThrow();
  });
});
