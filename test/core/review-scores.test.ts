import { describe, expect, it } from 'vitest';
import { gameScores, stepLuck, stepSkill } from '../../src/core/review-scores.ts';

describe('skill and luck from 0 to 99', () => {
  it("a guess's skill: the best expectation over the played one's, 99 when as good", () => {
    expect(stepSkill(3.42, 3.42)).toBe(99);
    expect(stepSkill(3.4, 3.42)).toBe(99); // an estimate may put the played guess below the best's
    expect(stepSkill(4, 2)).toBe(50);
    expect(stepSkill(3.55, 3.42)).toBe(95);
  });

  it("a draw's luck: the answers in larger parts, and half of those in parts as large, over all", () => {
    // Parts 1 (the win), 2, 3, 4 over 10 answers.
    const parts = [1, 2, 3, 4];
    expect(stepLuck(parts, 1)).toBe(Math.round((99 * (9 + 0.5)) / 10)); // the win: 94
    expect(stepLuck(parts, 4)).toBe(Math.round((99 * 2) / 10)); // the largest part: 20
    expect(stepLuck([5, 5], 5)).toBe(50); // as likely better as worse
    expect(stepLuck([1], 1)).toBe(50); // no choice: one part
    expect(() => stepLuck([], 0)).toThrow('a draw from no answers');
  });

  it("the game's: skill over the whole game's expectation, luck the mean over the steps that had a choice", () => {
    const step = (played: number, best: number, before: number, luck: number) => ({
      played: { expected: played },
      best: { expected: best },
      before,
      luck: { score: luck },
    });
    // Lost 0.5 then 0.25 guesses against a start of 3.5: 99 x 3.5 / 4.25.
    expect(gameScores([step(4, 3.5, 100, 80), step(2.25, 2, 10, 40), step(1.25, 1.25, 2, 60), step(1, 1, 1, 50)])).toEqual({
      skill: Math.round((99 * 3.5) / 4.25),
      luck: 60,
    });
    expect(gameScores([step(1, 1, 1, 50)])).toEqual({ skill: 99, luck: 50 });
    expect(gameScores([])).toEqual({ skill: 99, luck: 50 });
  });
});
