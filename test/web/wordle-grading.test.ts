import { describe, expect, it } from 'vitest';
import { beyondText, fortuneOf, gradeSteps, reviewSummary, type Review } from '../../src/web/wordle/grading.js';

// An answer of the review route, in the shape its contract gives (GET or POST
// /v1/variants/:variant/review): the page's review card is drawn from what these functions say.
const review: Review = {
  variant: 'wordle',
  answer: 'prick',
  guesses: 3,
  steps: [
    {
      step: 1,
      guess: 'salet',
      feedback: 'BBBBB',
      before: 2309,
      after: 221,
      played: { expected: 3.42 },
      best: { guess: 'salet', expected: 3.42 },
      method: 'greedy',
      strategy: 'entropy',
      luck: { expectedAfter: 71.3, after: 221 },
    },
    {
      step: 2,
      guess: 'crony',
      feedback: 'YGBBB',
      before: 221,
      after: 4,
      played: { expected: 2.31 },
      best: { guess: 'brick', expected: 2.08 },
      method: 'exact',
      strategy: 'optimal',
      luck: { expectedAfter: 9.6, after: 4 },
    },
    {
      step: 3,
      guess: 'prick',
      feedback: 'GGGGG',
      before: 4,
      after: 1,
      played: { expected: 1.75 },
      best: { guess: 'prick', expected: 1.75 },
      method: 'exact',
      strategy: 'optimal',
      luck: { expectedAfter: 2.5, after: 1 },
    },
  ],
};

// The same game as the server answers it where the board has an optimal tree (wordle.optimal.msgpack):
// salet is the tree's guess, its figure the tree's total, exact; adieu's an estimate against it.
const proved: Review = {
  ...review,
  steps: [
    {
      ...review.steps[0]!,
      played: { expected: 3.42, exact: true },
      best: { guess: 'salet', expected: 3.42, exact: true },
      method: 'exact',
      strategy: 'optimal',
      optimalTree: true,
    },
    ...review.steps.slice(1).map((s) => ({ ...s, played: { ...s.played, exact: true }, best: { ...s.best, exact: true } })),
  ],
};
const adieu: Review = {
  ...proved,
  steps: [
    {
      ...proved.steps[0]!,
      guess: 'adieu',
      played: { expected: 3.75, exact: false },
      method: 'greedy',
      strategy: 'entropy',
    },
    ...proved.steps.slice(1),
  ],
};

describe('the review of a Wordle game', () => {
  it("shows the optimal tree's figures as exact, and labels every greedy figure an estimate", () => {
    expect(gradeSteps(proved)[0]).toMatchObject({
      played: '3.42',
      best: 'salet 3.42',
      verdict: 'The best guess.',
      estimate: false,
      how: 'exact: the optimal tree',
      bestHow: 'exact: the optimal tree',
    });
    const [first] = gradeSteps(adieu);
    expect(first).toMatchObject({
      played: '3.75 (estimate)',
      best: 'salet 3.42',
      grade: 'worse',
      verdict: 'About 0.33 guesses more on average than salet (estimated).',
      estimate: true,
      how: "estimate: greedy (entropy's trees)",
      bestHow: 'exact: the optimal tree',
    });
    expect(reviewSummary(adieu)).toBe(
      'PRICK in 3 guesses: 1 of 3 as good as the best, about 0.56 guesses lost on average in all (estimated); lucky colours at 1 step, unlucky at 1.',
    );
  });

  it('grades each guess against the best one, and says its luck', () => {
    const [first, second, last] = gradeSteps(review);
    // A server that does not say whether a figure is exact: by its method (greedy, an estimate).
    expect(first).toMatchObject({
      step: 1,
      guess: 'salet',
      left: '2,309 → 221',
      played: '3.42 (estimate)',
      best: 'salet 3.42 (estimate)',
      grade: 'best',
      verdict: 'The best guess, by the estimate.',
      lost: 0,
      fortune: 'unlucky',
      luck: 'Unlucky: 221 left where 71.3 were expected.',
      estimate: true,
      how: "estimate: greedy (entropy's trees)",
    });
    expect(second).toMatchObject({
      left: '221 → 4',
      played: '2.31',
      best: 'brick 2.08',
      grade: 'worse',
      verdict: '0.23 guesses more on average than brick.',
      fortune: 'lucky',
      luck: 'Lucky: 4 left where 9.6 were expected.',
      estimate: false,
      how: 'exact',
      bestHow: 'exact',
    });
    expect(second!.lost).toBeCloseTo(0.23, 10);
    // The winning step: found, and no luck to speak of but how many it was found among.
    expect(last).toMatchObject({ left: '4 → found', grade: 'best', luck: 'Found among 4.', fortune: 'even' });
  });

  it('counts another guess as good as the best within rounding, and luck within a tenth as expected', () => {
    const tie = {
      ...review,
      steps: [{ ...review.steps[1]!, played: { expected: 2.082 }, luck: { expectedAfter: 10.5, after: 10 } }],
    };
    expect(gradeSteps(tie)[0]).toMatchObject({
      grade: 'good',
      verdict: 'As good as the best (brick).',
      lost: 0,
      fortune: 'even',
      luck: 'As expected: 10 left where 10.5 were expected.',
    });
    expect(fortuneOf({ expectedAfter: 1.4, after: 1 })).toBe('even');
    expect(fortuneOf({ expectedAfter: 300, after: 100 })).toBe('lucky');
    expect(fortuneOf({ expectedAfter: 3, after: 6 })).toBe('unlucky');
  });

  it('sums the game up', () => {
    expect(reviewSummary(review)).toBe(
      'PRICK in 3 guesses: 2 of 3 as good as the best, 0.23 guesses lost on average in all; lucky colours at 1 step, unlucky at 1.',
    );
    const perfect = { ...review, steps: [review.steps[0]!, review.steps[2]!], guesses: 2 };
    expect(reviewSummary(perfect)).toBe(
      'PRICK in 2 guesses: 2 of 2 as good as the best, none lost; lucky colours at 0 steps, unlucky at 1.',
    );
  });

  it('says when the game was graded beyond the list, over every accepted word', () => {
    expect(beyondText(review)).toBe('');
    expect(beyondText({ ...review, variant: 'wordle-all', beyondList: true })).toBe(
      'PRICK is not in this list: every guess is graded over every accepted word (wordle-all).',
    );
  });
});

describe('skill and luck in the review', () => {
  it("shows each guess's skill and luck score, and the game's, and says a lost game was not found", () => {
    const scored: Review = {
      ...review,
      answer: 'hatch',
      won: false,
      skill: 63,
      luck: 49,
      steps: review.steps.slice(0, 2).map((s, i) => ({ ...s, skill: [99, 90][i]!, luck: { ...s.luck, score: [12, 88][i]! } })),
      guesses: 2,
    };
    const steps = gradeSteps(scored);
    expect(steps.map((s) => s.skill)).toEqual(['99', '90']);
    expect(steps[0]!.luck).toBe('Unlucky (12): 221 left where 71.3 were expected.');
    expect(steps[1]!.luck).toBe('Lucky (88): 4 left where 9.6 were expected.');
    expect(reviewSummary(scored)).toMatch(/^HATCH not found in 2 guesses: .* Skill 63, luck 49 \(of 99\)\.$/);
    // A server that gives no scores: none shown.
    expect(gradeSteps(review)[0]!.skill).toBe('–');
    expect(reviewSummary(review)).not.toContain('Skill');
  });
});
