import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createWordleGame, wordleSpec } from '../../src/core/games/wordle/game.ts';
import { wordleGameOfLists } from '../../src/web/wordle/load.js';
import { createQuordleGame } from '../../src/core/games/quordle/game.ts';
import { QUORDLE_GAMES, type QuordleBoard } from '../../src/core/games/quordle/grammar.ts';
import { QUORDLE_FAMILY } from '../../src/core/variants/families.ts';
import { quordlePath, readQuordlePath } from '../../src/web/quordle/address.js';
import { answersOfSeed, dailyAnswers } from '../../src/web/quordle/puzzle.js';
import { quordleRules, type WordList } from '../../src/web/quordle/rules.js';
import { dayOrder } from '../../src/web/tiles/daily.js';
import { answerOfSeed } from '../../src/web/tiles/seed.js';

/**
 * The Quordle page's rules, puzzles and addresses against the core: the colours and the judge are
 * the core's live game's (as the server's `next` judges), the puzzles give different answers, and
 * the addresses read back what they write.
 */

const list = (file: string): WordList => {
  const entries = readFileSync(join(import.meta.dirname, '..', '..', 'data', 'words', file), 'utf8')
    .split('\n')
    .filter(Boolean);
  return { list: file, count: entries.length, sha256: '', entries };
};
const ANSWERS = list('wordle-answers.txt');
const ACCEPTED = list('wordle-guesses.txt');
const parseQuordleId = QUORDLE_FAMILY.parse;
const CORE = { gameOfLists: wordleGameOfLists, createQuordleGame, parseQuordleId, QUORDLE_GAMES };
const rules = quordleRules(CORE, 'Quordle', ANSWERS, ACCEPTED);

/** The core's own live game of a board, made as the server makes it (its boards' game and its -all twin). */
const game = createWordleGame(wordleSpec({ id: 'wordle', title: 'wordle', answers: ANSWERS, accepted: ACCEPTED, hard: false }));
const all = createWordleGame(wordleSpec({ id: 'wordle-all', title: 'wordle-all', answers: ACCEPTED, accepted: ACCEPTED, hard: false }));
const live = createQuordleGame(parseQuordleId('quordle') as QuordleBoard, game, all);

describe("the Quordle page's rules", () => {
  it("are the board's: four boards, nine guesses, the 2,309 answers; words checked and coloured as the core does", () => {
    expect([rules.id, rules.name, rules.boards, rules.maxGuesses, rules.length, rules.answers.length]).toEqual([
      'quordle',
      'Quordle',
      4,
      9,
      5,
      2309,
    ]);
    const octordle = quordleRules(CORE, 'octordle-g14', ANSWERS, ACCEPTED);
    expect([octordle.id, octordle.name, octordle.boards, octordle.maxGuesses]).toEqual(['octordle-g14', 'Octordle', 8, 14]);
    expect(() => quordleRules(CORE, 'quordle-g3', ANSWERS, ACCEPTED)).toThrow(/from 4/);
    expect(rules.guessProblem('salet')).toBe(null);
    expect(rules.guessProblem('xyzzy')).toBe('"xyzzy" is not a word this game accepts.');
    for (const [guess, answer] of [
      ['salet', 'paddy'],
      ['speed', 'abide'],
      ['eerie', 'geese'],
      ['aahed', 'shirt'],
    ] as const) {
      const secret = secretOf(answer);
      expect(rules.colours(guess, answer), `${guess} against ${answer}`).toBe(
        live.feedbackOf(guessOf(guess), [secret, 0, 1, 2], [false, true, true, true]).split('/')[0],
      );
    }
  });

  it("judge each board's words left, and a contradiction, as the core's live game (the server's next) does", () => {
    const answers = ['paddy', 'shirt', 'weedy', 'kneel'];
    const colours = (guess: string) => answers.map((a) => rules.colours(guess, a)).join('/');
    const history = [
      { guess: 'soare', feedback: colours('soare') },
      { guess: 'paddy', feedback: colours('paddy') },
      { guess: 'think', feedback: `-----/${colours('think').split('/').slice(1).join('/')}` },
    ];
    for (let n = 0; n <= history.length; n++) {
      const steps = history.slice(0, n);
      const core = live.judge(steps);
      if (core.kind !== 'open' && core.kind !== 'solved') throw new Error(core.kind);
      expect(rules.judge(steps), `after ${n} steps`).toEqual({
        ok: true,
        solved: false,
        boards: core.boards.map((b) => ({ solved: b.solved, remaining: b.remaining.length, beyondList: b.beyondList })),
      });
    }
    const wrong = [history[0]!, { guess: 'paddy', feedback: 'BBBBB/BBBBB/BBBBB/BBBBB' }];
    const core = live.judge(wrong);
    expect(core.kind).toBe('contradiction');
    expect(rules.judge(wrong)).toEqual({ ok: false, step: 2, message: (core as { message: string }).message });
    expect((rules.judge(wrong) as { message: string }).message).toMatch(/^Step 2, board \d/);
  });
});

describe("the Quordle page's puzzles", () => {
  it("a seed names different answers, the first being Wordle's page's answer for that seed", () => {
    for (let seed = 1; seed <= 300; seed++) {
      for (const k of [2, 4, 8]) {
        const got = answersOfSeed(seed, rules.answers, k);
        expect(got).toHaveLength(k);
        expect(new Set(got).size).toBe(k);
        expect(got[0]).toBe(answerOfSeed(seed, rules.answers));
        for (const w of got) expect(rules.answers).toContain(w);
      }
    }
    expect(answersOfSeed(2024, rules.answers, 4)).toEqual(answersOfSeed(2024, rules.answers, 4));
  });

  it('the days take the answers in their day order, none twice before every answer has had its day', () => {
    const order = dayOrder(rules.answers);
    const days = Math.floor(rules.answers.length / 4);
    const seen = new Set<string>();
    for (let d = 0; d < days; d++) {
      const date = new Date(Date.UTC(2021, 5, 19 + d)).toISOString().slice(0, 10);
      const got = dailyAnswers(date, rules.answers, 4);
      expect(got).toEqual(order.slice(4 * d, 4 * d + 4));
      for (const w of got) seen.add(w);
    }
    expect(seen.size).toBe(4 * days);
  });
});

describe("the Quordle page's addresses", () => {
  it('read the board and the view, and write the state in a fixed order', () => {
    expect(readQuordlePath('/quordle')).toMatchObject({ board: 'quordle', view: { id: 'play' } });
    expect(readQuordlePath('/Octordle-g14/assist')).toMatchObject({ board: 'octordle-g14', view: { id: 'assist' } });
    expect(readQuordlePath('/quordle/review')).toBe(null);
    expect(readQuordlePath('/wordle')).toBe(null);
    expect(quordlePath('quordle', 'assist', { strategy: 'minimax', history: 'soare:BBYBB/GGGGG/-----/BBBBY' })).toBe(
      '/quordle/assist?history=soare:BBYBB/GGGGG/-----/BBBBY&strategy=minimax',
    );
    expect(quordlePath('dordle', 'play', { seed: '2024', day: undefined })).toBe('/dordle?seed=2024');
  });
});

function guessOf(word: string): number {
  const g = game.parseGuess(word);
  if (typeof g !== 'number') throw new Error(g);
  return g;
}
function secretOf(word: string): number {
  return guessOf(word);
}
