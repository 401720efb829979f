import { describe, expect, it } from 'vitest';
import { colours, wordsOf } from '../helpers/wordle-rule.ts';
import type { ApiError, VariantAnswer } from './helpers/answers.ts';
import { sharedApp } from './helpers/app.ts';

// The tree of `wordle` (2022's answers) played against answers of 2023 that 2022 lacks: where no
// answer of the list fits, the routes answer over every accepted word and say so.
const app = await sharedApp({ trees: ['wordle.optimal.msgpack', 'wordle-hard.optimal.msgpack'] });

const answers2022 = new Set(wordsOf('wordle-answers.txt'));
const accepted2022 = new Set(wordsOf('wordle-guesses.txt'));
// Answers of the 2023 list outside 2022's answers but among its accepted words (every guess of the game must be one).
const newAnswers = wordsOf('wordle-nyt2023-answers.txt').filter((w) => !answers2022.has(w) && accepted2022.has(w));

interface Next {
  guess: string | null;
  remaining: number;
  solved: boolean;
  source: string;
  step: number;
  beyondList?: boolean;
}

/** Plays the board's tree against an answer through POST next, to the end (found, or the board full); the answers of every step. */
async function play(variant: string, answer: string): Promise<Next[]> {
  const history: Array<{ guess: string; feedback: string }> = [];
  const seen: Next[] = [];
  for (let i = 0; i < 12; i++) {
    const res = await app.inject({ method: 'POST', url: `/v1/trees/${variant}/optimal/next`, payload: { history } });
    if (res.statusCode === 422 && res.json<ApiError>().error === 'board-full') return seen;
    expect(res.statusCode, res.body).toBe(200);
    const next = res.json<Next>();
    seen.push(next);
    if (next.solved) return seen;
    history.push({ guess: next.guess!, feedback: colours(next.guess!, answer) });
  }
  throw new Error(`${variant} did not find ${answer}`);
}

describe('no dead end on Wordle', () => {
  it('has answers of 2023 that 2022 lacks to try', () => {
    expect(newAnswers.length).toBeGreaterThan(500);
  });

  it('plays an answer new to the list to the end through next, beyond the list once none fits', async () => {
    const step = Math.max(1, Math.floor(newAnswers.length / 12));
    const sample = newAnswers.filter((_, i) => i % step === 0);
    for (const variant of ['wordle', 'wordle-hard']) {
      const within6 = [];
      for (const answer of sample) {
        const seen = await play(variant, answer);
        const first = seen.findIndex((n) => n.beyondList === true);
        // Found beyond the list, and every answer after the first beyond it is beyond it too.
        expect(first, `${variant} ${answer}`).toBeGreaterThan(0);
        expect(seen.slice(first).every((n) => n.beyondList === true && n.source !== 'tree')).toBe(true);
        if (seen.at(-1)?.solved === true) expect(seen.length - 1).toBeLessThanOrEqual(6);
        expect(seen.slice(0, first).every((n) => n.beyondList === undefined)).toBe(true);
        if (seen.at(-1)?.solved === true) within6.push(answer);
      }
      // Nearly all within six guesses (the last answer is the solved one, not a guess).
      expect(within6.length / sample.length, variant).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('answers evaluate and review beyond the list too', async () => {
    const answer = newAnswers[0]!;
    const seen = await play('wordle', answer);
    const guesses = seen.filter((n) => !n.solved).map((n) => n.guess!);
    const history = guesses.map((g) => `${g}:${colours(g, answer)}`);
    const last = history.length - 1;
    const evaluate = await app.inject({
      url: `/v1/variants/wordle/evaluate?history=${history.slice(0, last).join(',')}&guess=${guesses[last]}`,
    });
    expect(evaluate.statusCode, evaluate.body).toBe(200);
    expect(evaluate.json()).toMatchObject({ beyondList: true, canWin: true });
    const review = await app.inject({ url: `/v1/variants/wordle/review?history=${history.join(',')}` });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json()).toMatchObject({ beyondList: true, variant: 'wordle-all', answer });
  });

  it('stays a 422 when no accepted word fits, naming the step', async () => {
    // salet all green, then another guess: no word fits.
    const res = await app.inject({ url: '/v1/trees/wordle/optimal/next?history=salet:GGGGY' });
    expect(res.statusCode).toBe(400);
    const contradiction = await app.inject({ url: '/v1/trees/wordle/optimal/next?history=salet:BBBBB,salet:GBBBB' });
    expect(contradiction.statusCode).toBe(422);
    expect(contradiction.json<ApiError>()).toMatchObject({ error: 'inconsistent-history' });
    expect(contradiction.json<ApiError>().message).toMatch(/step 2|2nd|second/i);
  });

  it('has the -all twins and the 2023 edition as boards', async () => {
    const all = (await app.inject({ url: '/v1/variants/wordle-all' })).json<VariantAnswer>();
    expect(all.answers?.count).toBe(accepted2022.size);
    expect(all.answers?.list).toBe('wordle-guesses.txt');
    const edition = (await app.inject({ url: '/v1/variants/wordle-nyt2023' })).json<VariantAnswer>();
    expect(edition.answers?.count).toBe(wordsOf('wordle-nyt2023-answers.txt').length);
    expect(edition.accepted?.count).toBe(wordsOf('wordle-nyt2023-guesses.txt').length);
  });
});
