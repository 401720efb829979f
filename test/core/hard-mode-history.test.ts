import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/core/game.ts';
import { judgeHistory, type TextStep } from '../../src/core/history.ts';
import { createGame } from '../../src/core/variants/games.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { storeLists } from '../../src/store/word-lists.ts';
import { playedAgainst } from '../helpers/wordle-rule.ts';

const game = (id: string): Game => createGame(resolveVariant(id, storeLists()));
const hard = game('wordle-hard');
const normal = game('wordle');

/** The history of some guesses against an answer. */
const played = (answer: string, guesses: readonly string[]): TextStep[] => playedAgainst(answer, guesses);

describe('hard mode in the order of checks on a history', () => {
  it.each([
    // plant against trace is BBGBY: the green A of place 3 must stay.
    [
      'trace',
      ['plant', 'carte'],
      2,
      'Step 2: "carte" drops the green A of step 1 at position 3; in hard mode every green stays in its place.',
    ],
    // salet against trace is BYBYY: a, e and t revealed yellow; crane has no t.
    [
      'trace',
      ['salet', 'crane'],
      2,
      'Step 2: "crane" uses no T, revealed yellow in step 1; in hard mode every letter revealed green or yellow is used again',
    ],
    // llama against hello is YYBBB: two l's revealed, light has one.
    ['hello', ['llama', 'light'], 2, 'Step 2: "light" uses one L, but step 1 revealed two (yellow)'],
    // Rules add up: the third guess must keep what both earlier ones revealed (prose against those is BBGGG).
    ['those', ['geese', 'prose', 'arise'], 3, 'Step 3: "arise" drops the green O of step 2 at position 3'],
  ] as const)('against %s, %j breaks hard mode at step %i, named with the step that set the rule', (answer, guesses, step, message) => {
    const verdict = judgeHistory(hard, played(answer, guesses));
    expect(verdict).toMatchObject({ kind: 'hard-mode', step });
    expect((verdict as { message: string }).message).toContain(message);
    // Normal mode has no such rule.
    expect(judgeHistory(normal, played(answer, guesses)).kind).toBe('open');
  });

  it('passes a history that keeps the rule, grey letters reused included', () => {
    expect(judgeHistory(hard, played('trace', ['salet', 'taste', 'trace'])).kind).toBe('solved');
    expect(judgeHistory(hard, played('abide', ['speed', 'sided'])).kind).toBe('open');
  });

  it('comes after a contradiction and before a full board', () => {
    // Step 2 breaks hard mode and step 3 contradicts the steps before it: the contradiction is named.
    const contradicted = [...played('trace', ['salet', 'crane']), { guess: 'trace', feedback: 'BBBBB' }];
    expect(judgeHistory(hard, contradicted)).toMatchObject({ kind: 'contradiction', step: 3 });
    // Seven guesses (past the board of six) whose second breaks hard mode: the breach is named.
    const seven = played('trace', ['salet', 'crane', 'tacet', 'tater', 'teats', 'testa', 'trace']);
    expect(judgeHistory(hard, seven)).toMatchObject({ kind: 'hard-mode', step: 2 });
    expect(judgeHistory(normal, seven).kind).toBe('board-full');
  });
});
