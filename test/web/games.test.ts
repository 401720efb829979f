import { describe, expect, it } from 'vitest';
import { VARIANTS } from '../../src/core/variants/catalogue.ts';
import { createGame, getGame } from '../../src/core/variants/games.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { consistentSecrets as coreConsistent, contradictionMessage as coreMessage, parseHistory } from '../../src/core/history.ts';
import {
  adversaryAnswer,
  allSecrets,
  boardSize,
  consistentSecrets,
  contradictionMessage,
  feedbackStyle,
  firstContradiction,
  guessProblem,
  isSecret,
  normalizeCode,
  normalizeLabel,
  possibleLabels,
  score,
  singleFixes,
  winLabel,
  type Variant,
} from '../../src/web/games.js';

// The page scores guesses itself (its secret never leaves the browser) with the core's own game of
// each board: these tests check that it reads and writes codes and labels through that game as the
// server does, on every variant of the catalogue.
const asVariant = (id: string): Variant => {
  const { title, pegs, symbols, secrets, guesses, maxGuesses } = resolveVariant(id);
  // Word games are scored by the page too, but their lists come from the server; these are code games (and Nerdle's equations are not).
  if (secrets === 'words' || guesses === 'words' || secrets === 'equations' || guesses === 'equations')
    throw new Error(`${id}: the page has no word or equation games`);
  return { id, title, pegs, symbols, secrets, guesses, maxGuesses };
};

describe("the page's game rules agree with the core", () => {
  for (const spec of VARIANTS) {
    const game = getGame(spec.id);
    const variant = asVariant(spec.id);
    it(`${spec.id}: secrets, scores, labels and guess checks`, () => {
      const secrets = allSecrets(variant);
      expect(secrets).toEqual(Array.from(game.secretGuess, (g) => game.formatGuess(g)));
      // Every pair for the small games, a deterministic sample of guesses for the large ones.
      const step = Math.max(1, Math.floor(game.guessCount / 150));
      for (let g = 0; g < game.guessCount; g += step) {
        const guess = game.formatGuess(g);
        expect(guessProblem(variant, guess)).toBeNull();
        const got: string[] = [];
        const want: string[] = [];
        for (let s = 0; s < game.secretCount; s += Math.max(1, Math.floor(game.secretCount / 400))) {
          got.push(score(variant, guess, secrets[s]!));
          want.push(game.feedbackLabel(game.score(g, s)));
        }
        expect(got).toEqual(want);
        if (g % (step * 10) !== 0) continue;
        const labels = possibleLabels(variant, guess, secrets);
        const core = new Set<number>();
        for (let s = 0; s < game.secretCount; s++) core.add(game.score(g, s));
        expect(labels).toEqual([...core].sort((a, b) => a - b).map((f) => game.feedbackLabel(f)));
      }
      expect(winLabel(variant)).toBe(game.feedbackLabel(game.winFeedback));
      for (let f = 0; f < game.feedbackCount; f++) {
        const label = game.feedbackLabel(f);
        expect(normalizeLabel(variant, label.toLowerCase())).toBe(label);
      }
    });
  }

  it('rejects what the core rejects', () => {
    const bc = asVariant('bulls-and-cows');
    expect(guessProblem(bc, '1123')).toMatch(/differ/);
    expect(guessProblem(bc, '12a4')).toMatch(/not one of the symbols/);
    expect(guessProblem(asVariant('mastermind'), '12345')).toMatch(/4 colours/);
    // A repeated digit is named before the length, so "112" is not blamed on its length.
    expect(guessProblem(bc, '112')).toBe('"1" appears twice: the digits of a guess must all differ.');
    expect(guessProblem(bc, '123')).toBe('A guess has 4 digits; "123" has 3.');
    expect(isSecret(asVariant('mastermind-distinct'), '1123')).toBe(false);
    expect(normalizeLabel(asVariant('mastermind'), '3B2W')).toBeNull();
    // Three blacks and a white never happen: the core has no such feedback (a copy of the rules
    // in the page once took it, as it took any counts that add up to the pegs).
    expect(normalizeLabel(asVariant('mastermind'), '3B1W')).toBeNull();
    expect(normalizeLabel(asVariant('bulls-and-cows'), '3a1b')).toBeNull();
    expect(normalizeLabel(asVariant('twod'), 'l--')).toBe('L--');
  });

  it('reads codes as people type them', () => {
    expect(normalizeCode(asVariant('twod'), '(3, 1)')).toBe('31');
    expect(normalizeCode(asVariant('twod'), '3,1')).toBe('31');
    expect(normalizeCode(asVariant('mastermind'), '1 2 3 4')).toBe('1234');
    expect(normalizeCode(asVariant('mm-4x12'), 'AB1c')).toBe('ab1c');
  });

  it("names the first step that contradicts the steps before it, in the core's words", () => {
    const mm = asVariant('mastermind');
    const game = getGame('mastermind');
    // A wrong first answer is only found out at step 3: it is step 3 that contradicts steps 1 to 2.
    const history = [
      { guess: '1122', feedback: '0B0W' },
      { guess: '3344', feedback: '0B0W' },
      { guess: '5566', feedback: '0B0W' },
    ];
    const parsed = parseHistory(game, history);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const core = coreConsistent(game, parsed.steps);
    const page = firstContradiction(mm, history);
    expect(page.step).toBe(core.contradiction);
    expect(page.step).toBe(3);
    expect(contradictionMessage(mm, history, page.step)).toBe(coreMessage(game, parsed.steps, core.contradiction));
    // Each single correction makes the history consistent again, and step 1 is among them.
    const fixes = singleFixes(mm, history);
    expect(fixes.some((f) => f.step === 1)).toBe(true);
    for (const f of fixes) {
      const fixed = history.map((st, i) => (i === f.step - 1 ? { ...st, feedback: f.feedback } : st));
      expect(firstContradiction(mm, fixed).step).toBe(0);
    }
  });

  it('answers as a codemaker that never commits: the largest part, never the win while others remain', () => {
    const mm = asVariant('mastermind');
    const all = allSecrets(mm);
    const a = adversaryAnswer(mm, '1122', all);
    const sizes = new Map<string, number>();
    for (const s of all) sizes.set(score(mm, '1122', s), (sizes.get(score(mm, '1122', s)) ?? 0) + 1);
    expect(a.secrets.length).toBe(Math.max(...sizes.values()));
    // 0B0W and 1B0W both keep 256 (Knuth 1976): the tie goes to the first in the core's order.
    expect(a.feedback).toBe('0B0W');
    // Two secrets left and the guess is one of them: the codemaker answers for the other.
    expect(adversaryAnswer(mm, '1234', ['1234', '4321'])).toEqual({ feedback: '0B4W', secrets: ['4321'] });
    expect(adversaryAnswer(mm, '1234', ['1234'])).toEqual({ feedback: '4B0W', secrets: ['1234'] });
  });

  it('filters the secrets a history allows', () => {
    const mm = asVariant('mastermind');
    const left = consistentSecrets(mm, [
      { guess: '1122', feedback: '1B0W' },
      { guess: '3456', feedback: '0B2W' },
    ]);
    expect(left.length).toBeGreaterThan(0);
    for (const s of left) expect(score(mm, '3456', s)).toBe('0B2W');
  });
});

describe('word games in the page', () => {
  // A small sorted list of five-letter words, with repeated letters (apple, paper, geese, eerie).
  const entries = ['apple', 'eerie', 'geese', 'paper', 'plead', 'pleat', 'crane', 'sweet'].sort();
  const words: Variant = {
    id: 'words-5',
    title: 'Word Mastermind (5 letters)',
    pegs: 5,
    symbols: 'abcdefghijklmnopqrstuvwxyz',
    secrets: 'words',
    guesses: 'words',
    maxGuesses: 10,
    words: { list: 'test.txt', count: entries.length, sha256: '0'.repeat(64), entries },
  };

  it('scores bulls and cows on letters, repeated letters counted as Mastermind counts colours', () => {
    expect(feedbackStyle(words)).toBe('AB');
    // paper against apple: only the middle p is in place; common letters are p twice, a and e
    // (min of counts: p 2/2, a 1/1, e 1/1, l 0, r 0) = 4, so 4 - 1 = 3 cows.
    expect(score(words, 'paper', 'apple')).toBe('1A3B');
    expect(score(words, 'apple', 'paper')).toBe('1A3B');
    // geese against eerie: e at places 2 and 5 in both; e is common min(3, 3) = 3 times, nothing
    // else: 2 bulls, 1 cow.
    expect(score(words, 'geese', 'eerie')).toBe('2A1B');
    // sweet against geese (s w e e t / g e e s e): a bull at place 3 (e); common letters s 1 and
    // e min(2, 3) = 2: 3 in all, 2 cows.
    expect(score(words, 'sweet', 'geese')).toBe('1A2B');
    expect(score(words, 'plead', 'pleat')).toBe('4A0B');
    expect(score(words, 'crane', 'crane')).toBe('5A0B');
    expect(winLabel(words)).toBe('5A0B');
    expect(normalizeLabel(words, '1a3b')).toBe('1A3B');
  });

  it('agrees with the core on every pair of the list', () => {
    const game = createGame({
      id: 'words-5',
      title: 'Word Mastermind (5 letters)',
      family: 'words',
      pegs: 5,
      symbols: 'abcdefghijklmnopqrstuvwxyz',
      secrets: 'words',
      guesses: 'words',
      maxGuesses: 10,
      feedbackStyle: 'AB',
      words: { list: 'test.txt', count: entries.length, sha256: '0'.repeat(64), entries },
    });
    expect(allSecrets(words)).toEqual(entries);
    for (let g = 0; g < game.guessCount; g++) {
      for (let s = 0; s < game.secretCount; s++) {
        expect(score(words, entries[g]!, entries[s]!)).toBe(game.feedbackLabel(game.score(g, s)));
      }
    }
  });

  it('accepts only words of the list, as guesses and as secrets', () => {
    expect(guessProblem(words, 'apple')).toBeNull();
    expect(guessProblem(words, 'xyzzy')).toBe('"xyzzy" is not a word of the list.');
    expect(guessProblem(words, 'appl')).toBe('A guess has 5 letters; "appl" has 4.');
    expect(guessProblem(words, 'appl3')).toMatch(/not one of the symbols/);
    expect(isSecret(words, 'paper')).toBe(true);
    expect(isSecret(words, 'xyzzy')).toBe(false);
    expect(isSecret(words, 'aaaaa')).toBe(false);
    expect(normalizeCode(words, 'APPLE')).toBe('apple');
    expect(boardSize(words)).toEqual({ secrets: entries.length, guesses: entries.length });
  });

  it('filters the list by a history, and finds contradictions', () => {
    const history = [{ guess: 'paper', feedback: score(words, 'paper', 'pleat') }];
    const left = consistentSecrets(words, history);
    expect(left).toContain('pleat');
    expect(left.every((w) => score(words, 'paper', w) === history[0]!.feedback)).toBe(true);
    expect(firstContradiction(words, [...history, { guess: 'crane', feedback: '5A0B' }]).step).toBe(2);
    expect(possibleLabels(words, 'apple')).toContain('5A0B');
  });

  it("reads a board's feedback from the core's spec, before any list is loaded", () => {
    const { words: _list, ...unloaded } = words;
    expect(feedbackStyle(unloaded)).toBe('AB');
    const listed = (id: string, secrets: Variant['secrets']): Variant => ({ ...unloaded, id, secrets, guesses: 'any' });
    expect(feedbackStyle(listed('wordle-nyt2023-hard', 'words'))).toBe('GYB');
    expect(feedbackStyle(listed('twod', 'repeat'))).toBe('LGE');
    expect(feedbackStyle(listed('bc-3x5', 'distinct'))).toBe('AB');
    expect(feedbackStyle(listed('mm-3x4', 'repeat'))).toBe('BW');
  });

  it('needs the words loaded', () => {
    const { words: _list, ...unloaded } = words;
    expect(() => allSecrets(unloaded)).toThrow(/word list is not loaded/);
  });
});
