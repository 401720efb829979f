import type { Static } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import type { SuggestResponse } from '../../src/api/suggest.ts';
import type { ReviewResponse } from '../../src/api/review.ts';
import { colours, playedAgainst } from '../helpers/wordle-rule.ts';
import type { ApiError, EvaluateAnswer, NextAnswer } from './helpers/answers.ts';
import { sharedApp } from './helpers/app.ts';

type SuggestAnswer = Static<typeof SuggestResponse>;
type ReviewAnswer = Static<typeof ReviewResponse>;

const app = await sharedApp({ trees: ['wordle.optimal.msgpack', 'wordle-hard.optimal.msgpack', ['mastermind', 'entropy']] });

const codes = Array.from({ length: 1296 }, (_, i) => [216, 36, 6, 1].map((d) => 1 + (Math.floor(i / d) % 6)).join(''));
/** Mastermind's feedback by the rule: blacks, then whites as common colours less blacks. */
function blackWhite(guess: string, secret: string): string {
  let black = 0;
  let common = 0;
  for (let p = 0; p < guess.length; p++) if (guess[p] === secret[p]) black++;
  for (const c of new Set(guess)) common += Math.min([...guess].filter((x) => x === c).length, [...secret].filter((x) => x === c).length);
  return `${black}B${common - black}W`;
}
const text = (steps: ReadonlyArray<{ guess: string; feedback: string }>): string => steps.map((s) => `${s.guess}:${s.feedback}`).join(',');
const suggestions = (variant: string, query: string) => app.inject({ url: `/v1/variants/${variant}/suggestions?${query}` });

describe('GET /v1/variants/:variant/suggestions', () => {
  it("ranks Mastermind's guesses with the tree's guess among them, each figure the review's of a game that opens with it", async () => {
    const res = await suggestions('mastermind', 'history=1122:1B0W');
    expect(res.statusCode).toBe(200);
    const body = res.json<SuggestAnswer>();
    expect(body).toMatchObject({ variant: 'mastermind', step: 2, remaining: 256, strategy: 'entropy' });
    expect(body.suggestions).toHaveLength(5);
    const next = (await app.inject({ url: '/v1/trees/mastermind/entropy/next?history=1122:1B0W' })).json<NextAnswer>();
    expect(body.suggestions.filter((s) => s.choice).map((s) => s.guess)).toEqual([next.guess]);
    for (let i = 1; i < body.suggestions.length; i++)
      expect(body.suggestions[i]!.total).toBeGreaterThanOrEqual(body.suggestions[i - 1]!.total);
    // A game that plays the suggestion next, against an answer it does not find at once: the review grades it alike.
    for (const s of body.suggestions.slice(0, 2)) {
      const evaluate = (
        await app.inject({ url: `/v1/variants/mastermind/evaluate?history=1122:1B0W&guess=${s.guess}` })
      ).json<EvaluateAnswer>();
      expect(s).toMatchObject({ canWin: evaluate.canWin, worst: { largestPart: evaluate.worst }, entropy: evaluate.entropy });
      expect(s.expected).toBeCloseTo(s.total / 256, 12);
    }
    // The review of a game that plays the best suggestion next, against the first answer left it does not find at once.
    const s = body.suggestions[0]!;
    const answer = codes.find((c) => blackWhite('1122', c) === '1B0W' && c !== s.guess)!;
    const history = `1122:1B0W,${s.guess}:${blackWhite(s.guess, answer)},${answer}:4B0W`;
    const review = (await app.inject({ url: `/v1/variants/mastermind/review?history=${history}` })).json<ReviewAnswer>();
    expect(s).toMatchObject({ exact: true, method: 'exact' });
    expect(review.steps[1]!.played).toMatchObject({ total: s.total, exact: true });
    // And the best guess there by the review is no better than the first suggestion.
    expect(review.steps[1]!.best.total).toBe(s.total);
  });

  it("opens Wordle with the optimal tree's guess, its proved total, and the other guesses' estimates", async () => {
    const body = (await suggestions('wordle', 'limit=3')).json<SuggestAnswer>();
    expect(body).toMatchObject({ variant: 'wordle', step: 1, remaining: 2309, strategy: 'optimal' });
    expect(body.suggestions[0]).toMatchObject({ guess: 'salet', total: 7897, exact: true, choice: true, worst: { guesses: 5 } });
    expect(body.suggestions).toHaveLength(3);
    for (const s of body.suggestions.slice(1)) expect(s).toMatchObject({ exact: false, method: 'greedy' });
    // Every word read against 617 answers (8 million cells); graded: the tree's guess and the screen's best three.
    expect(body.screen).toEqual({ candidates: 12947, answersRead: 617, graded: 4 });
  });

  it('after a step: exact figures, the least first; answersOnly keeps the answers left', async () => {
    const history = text(playedAgainst('adapt', ['salet']));
    const all = (await suggestions('wordle', `history=${history}&limit=5`)).json<SuggestAnswer>();
    expect(all.remaining).toBe(20);
    expect(all.suggestions.every((s) => s.exact)).toBe(true);
    // courd is the optimal tree's guess here, with 45 guesses over the 20 answers.
    expect(all.suggestions[0]).toMatchObject({ guess: 'courd', total: 45, choice: true });
    const answers = (await suggestions('wordle', `history=${history}&limit=20&answersOnly=true`)).json<SuggestAnswer>();
    expect(answers.suggestions.length).toBeLessThanOrEqual(20);
    expect(answers.suggestions.every((s) => s.canWin)).toBe(true);
    expect(answers.screen.candidates).toBe(20);
    expect(answers.suggestions[0]!.total).toBeGreaterThanOrEqual(all.suggestions[0]!.total);
  });

  it('in hard mode suggests only the guesses hard mode allows', async () => {
    const history = text(playedAgainst('adapt', ['salet']));
    const body = (await suggestions('wordle-hard', `history=${history}&limit=8`)).json<SuggestAnswer>();
    expect(body.suggestions).toHaveLength(8);
    for (const s of body.suggestions) {
      // BYBBG: a T at the end, an A somewhere.
      expect(s.guess, s.guess).toMatch(/^(?=.*a)....t$/);
      const graded = await app.inject({ url: `/v1/variants/wordle-hard/evaluate?history=${history}&guess=${s.guess}` });
      expect(graded.statusCode).toBe(200);
    }
    const normal = (await suggestions('wordle', `history=${history}&limit=8`)).json<SuggestAnswer>();
    expect(normal.suggestions.some((s) => !/^(?=.*a)....t$/.test(s.guess))).toBe(true);
  });

  it('answers beyond the list as evaluate does', async () => {
    const history = 'salet:YYBBB,crags:BBGBY,awash:GBGGG';
    const body = (await suggestions('wordle', `history=${history}`)).json<SuggestAnswer>();
    expect(body).toMatchObject({ variant: 'wordle-all', remaining: 1, beyondList: true });
    expect(body.suggestions[0]).toMatchObject({ guess: 'abash', total: 1, canWin: true, exact: true });
    expect(colours('awash', 'abash')).toBe('GBGGG');
  });

  it('refuses bad input as evaluate does', async () => {
    const cases: Array<[string, string, number, string, string?]> = [
      ['mastermind', 'limit=0', 400, 'bad-request', 'limit'],
      ['mastermind', 'limit=21', 400, 'bad-request', 'limit'],
      ['mastermind', 'limit=abc', 400, 'bad-request', 'limit'],
      ['mastermind', 'answersOnly=maybe', 400, 'bad-request', 'answersOnly'],
      ['mastermind', 'guess=1234', 400, 'bad-request', '"guess"'],
      ['mastermind', 'strategy=nope', 404, 'unknown-strategy'],
      ['mastermind', 'history=12x4:1B0W', 400, 'bad-history', 'Step 1'],
      ['mastermind', 'history=1122:0B0W,1122:1B0W', 422, 'inconsistent-history', 'step 2'],
      ['mastermind', 'history=1122:4B0W', 422, 'solved'],
      ['mm-2x2-g1', 'history=12:0B2W', 422, 'board-full'],
      ['wordle-hard', `history=${text(playedAgainst('adapt', ['salet', 'crane']))}`, 422, 'hard-mode', 'drops the green T'],
      ['wordle', 'history=salet:BBBBB,salet:GBBBB', 422, 'inconsistent-history'],
      ['chess', '', 400, 'bad-variant'],
      ['wordle-u0123456789ab', '', 404, 'unknown-variant'],
    ];
    for (const [variant, query, status, error, message] of cases) {
      const res = await suggestions(variant, query);
      expect(res.statusCode, `${variant} ${query}`).toBe(status);
      const body = res.json<ApiError>();
      expect(body.error, `${variant} ${query}`).toBe(error);
      if (message !== undefined) expect(body.message.toLowerCase()).toContain(message.toLowerCase());
    }
  });

  it('is in the OpenAPI document with its query and answers', async () => {
    const doc = (await app.inject({ url: '/openapi.json' })).json<{ paths: Record<string, Record<string, Record<string, unknown>>> }>();
    const route = doc.paths['/v1/variants/{variant}/suggestions']!;
    expect(Object.keys(route)).toEqual(['get']);
    expect(JSON.stringify(route.get)).toContain('"answersOnly"');
    expect(Object.keys(route.get!.responses as object)).toEqual(expect.arrayContaining(['200', '400', '404', '422', '503']));
  });
});
