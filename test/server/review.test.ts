import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Static } from '@sinclair/typebox';
import { afterAll, describe, expect, it } from 'vitest';
import type { ReviewResponse } from '../../src/api/review.ts';
import { playedAgainst, wordsOf } from '../helpers/wordle-rule.ts';
import type { ApiError, EvaluateAnswer } from './helpers/answers.ts';
import { sharedApp, withApp } from './helpers/app.ts';
import { DATA_DIR } from './helpers/trees.ts';
import { readManifest } from '../../src/store/manifest.ts';

type ReviewAnswer = Static<typeof ReviewResponse>;

const cacheDir = await mkdtemp(join(tmpdir(), 'codebreaker-review-'));
afterAll(() => rm(cacheDir, { recursive: true, force: true }));
// Wordle answered live (no tree built: the tree limit is below its answers).
const app = await sharedApp({ trees: [['mastermind', 'entropy']], onDemand: { cacheDir, treeSecrets: 2000, buildWaitMs: 0 } });

const review = (variant: string, history: string) =>
  app.inject({ url: `/v1/variants/${variant}/review?history=${encodeURIComponent(history)}` });
const text = (steps: ReadonlyArray<{ guess: string; feedback: string }>): string => steps.map((s) => `${s.guess}:${s.feedback}`).join(',');

/** Each step's answers before it and the luck's expectation, checked against evaluate (the same history up to the step, the same guess). */
async function checkAgainstEvaluate(
  variant: string,
  body: ReviewAnswer,
  steps: ReadonlyArray<{ guess: string; feedback: string }>,
): Promise<void> {
  for (let i = 0; i < steps.length; i++) {
    const graded = await app.inject({
      url: `/v1/variants/${variant}/evaluate?history=${text(steps.slice(0, i))}&guess=${steps[i]!.guess}`,
    });
    const e = graded.json<EvaluateAnswer>();
    const step = body.steps[i]!;
    expect(step).toMatchObject({ step: i + 1, guess: steps[i]!.guess, feedback: steps[i]!.feedback, before: e.remaining });
    expect(step.after).toBe(e.parts[steps[i]!.feedback]);
    // Luck from evaluate's parts: the answers in larger parts, and half of those in parts as large.
    const sizes = Object.values(e.parts);
    const larger = sizes.filter((n) => n > step.after).reduce((a, n) => a + n, 0);
    const same = sizes.filter((n) => n === step.after).reduce((a, n) => a + n, 0);
    expect(step.luck).toEqual({
      expectedAfter: e.expectedSize,
      after: step.after,
      score: Math.round((99 * (larger + same / 2)) / e.remaining),
    });
    expect(step.skill).toBe(step.played.expected <= step.best.expected ? 99 : Math.round((99 * step.best.expected) / step.played.expected));
    expect(step.played.expected).toBeCloseTo(step.played.total / step.before, 12);
    expect(step.best.total).toBeLessThanOrEqual(step.played.total);
    // One guess at least: the answer, found last.
    expect(step.played.expected).toBeGreaterThanOrEqual(1);
  }
}

describe('GET and POST /v1/variants/:variant/review', () => {
  it('grades a game of Mastermind step by step: greedy where the answers are many, exact after', async () => {
    const steps = [
      { guess: '1122', feedback: '1B0W' },
      { guess: '1344', feedback: '0B1W' },
      { guess: '3526', feedback: '4B0W' },
    ];
    const res = await review('mastermind', text(steps));
    expect(res.statusCode).toBe(200);
    const body = res.json<ReviewAnswer>();
    expect(body).toMatchObject({ variant: 'mastermind', answer: '3526', guesses: 3 });
    expect(body.steps.map((s) => [s.before, s.after, s.method, s.strategy])).toEqual([
      [1296, 256, 'greedy', 'entropy'],
      [256, 44, 'exact', 'optimal'],
      [44, 1, 'exact', 'optimal'],
    ]);
    await checkAgainstEvaluate('mastermind', body, steps);
    // The same by POST, and from the cache.
    const post = await app.inject({ method: 'POST', url: '/v1/variants/mastermind/review', payload: { history: steps } });
    expect(post.json()).toEqual(body);
    // A grammar id of the same board answers the same, named canonically.
    expect((await review('mm-4x6', text(steps))).json<ReviewAnswer>()).toEqual(body);
  });

  it('grades Wordle, salet first: the first step greedily (2,309 answers), the others exactly', async () => {
    const steps = playedAgainst('adapt', ['salet', 'crane', 'adapt']);
    const res = await review('wordle', text(steps));
    expect(res.statusCode).toBe(200);
    const body = res.json<ReviewAnswer>();
    expect(body).toMatchObject({ variant: 'wordle', answer: 'adapt', guesses: 3 });
    expect(body.steps.map((s) => [s.before, s.after, s.method])).toEqual([
      [2309, 20, 'greedy'],
      [20, 2, 'exact'],
      [2, 1, 'exact'],
    ]);
    expect(body.steps[0]).toMatchObject({ strategy: 'entropy', fast: true });
    await checkAgainstEvaluate('wordle', body, steps);
  });

  it("grades by the board's optimal tree where the game follows it: salet's proved total at step 1, the others estimates, named so", async () => {
    const files = ['wordle.optimal.msgpack', 'wordle-hard.optimal.msgpack'];
    const manifest = await readManifest(DATA_DIR);
    const total = (variant: string): number => manifest.files.find((f) => f.variant === variant && f.strategy === 'optimal')!.stats.total;
    await withApp({ trees: files, onDemand: { cacheDir, treeSecrets: 2000, buildWaitMs: 0 } }, async (proved) => {
      const graded = async (variant: string, steps: ReadonlyArray<{ guess: string; feedback: string }>) => {
        const res = await proved.inject({ url: `/v1/variants/${variant}/review?history=${encodeURIComponent(text(steps))}` });
        expect(res.statusCode).toBe(200);
        return res.json<ReviewAnswer>();
      };
      // salet, the tree's first guess: the tree's total, 7,897, for the guess played and the best alike.
      const salet = playedAgainst('adapt', ['salet', 'crane', 'adapt']);
      const body = await graded('wordle', salet);
      const exact = { total: total('wordle'), withinBoard: true, exact: true };
      expect(body.steps[0]).toMatchObject({
        method: 'exact',
        strategy: 'optimal',
        optimalTree: true,
        played: exact,
        best: { ...exact, guess: 'salet' },
      });
      // Step 2 follows the tree too (crane is not its guess there): its best is the search's, the same total.
      const searched = (await review('wordle', text(salet))).json<ReviewAnswer>();
      expect(body.steps[1]).toMatchObject({ optimalTree: true, played: searched.steps[1]!.played });
      expect(body.steps[1]!.best.total).toBe(searched.steps[1]!.best.total);
      expect(body.steps[2]).toEqual({ ...searched.steps[2], optimalTree: false });
      // Where the tree is not followed the figures are the greedy trees', estimates, and say so.
      expect(searched.steps[0]).toMatchObject({ method: 'greedy', optimalTree: false, played: { exact: false }, best: { exact: false } });
      expect(searched.steps[0]!.best.total).toBeGreaterThan(total('wordle'));
      // adieu first: the best is salet at its proved total, the guess played an estimate above it.
      const adieu = await graded('wordle', playedAgainst('tacit', ['adieu', 'raise', 'tacit']));
      expect(adieu.steps[0]).toMatchObject({
        method: 'greedy',
        optimalTree: true,
        played: { exact: false },
        best: { ...exact, guess: 'salet' },
      });
      expect(adieu.steps[0]!.played.total).toBeGreaterThan(total('wordle'));
      expect(adieu.steps[1]).toMatchObject({ optimalTree: false, method: 'exact', played: { exact: true }, best: { exact: true } });
      // Hard mode's tree: salet's 8,099.
      const hard = await graded('wordle-hard', playedAgainst('adapt', ['salet', 'about', 'adapt']));
      expect(hard.steps[0]).toMatchObject({ optimalTree: true, best: { guess: 'salet', total: total('wordle-hard'), exact: true } });
    });
  });

  it('a tree held to its first guess grades the first step only once a complete proof over every first word settles that guess', async () => {
    // The 2023 trees are held to tarse (Alex Selby's best): the first step is graded by them as far
    // as the committed proofs over every first word go (complete now, as wordle's is).
    const proof = (variant: string) =>
      JSON.parse(readFileSync(join(DATA_DIR, 'proofs', `${variant}.optimal.json`), 'utf8')) as {
        complete: boolean;
        best: { word: string };
      };
    expect(proof('wordle')).toMatchObject({ complete: true, best: { word: 'salet' } });
    const variants = ['wordle-nyt2023', 'wordle-nyt2023-hard'];
    const files = variants.map((v) => `${v}.optimal.msgpack`);
    await withApp({ trees: files, onDemand: { cacheDir, treeSecrets: 2000, buildWaitMs: 0 } }, async (held) => {
      const answer = wordsOf('wordle-nyt2023-answers.txt').find((w) => w !== 'tarse' && w.startsWith('c'))!;
      for (const variant of variants) {
        // In hard mode the answer is a legal second guess (an answer still possible always is).
        const steps = playedAgainst(answer, ['tarse', answer]);
        const res = await held.inject({ url: `/v1/variants/${variant}/review?history=${encodeURIComponent(text(steps))}` });
        expect(res.statusCode, variant).toBe(200);
        const [first, second] = res.json<ReviewAnswer>().steps;
        const settled = proof(variant).complete;
        expect(first, variant).toMatchObject({ guess: 'tarse', optimalTree: settled, played: { exact: settled } });
        // Below tarse the tree's nodes are the least totals after tarse, proved by the search that built it.
        expect(second, variant).toMatchObject({ optimalTree: true, best: { exact: true } });
        expect(second!.best.total).toBeLessThanOrEqual(second!.played.total);
      }
    });
  });

  it('grades hard mode with legal guesses only', async () => {
    const steps = playedAgainst('adapt', ['salet', 'about', 'adapt']);
    const body = (await review('wordle-hard', text(steps))).json<ReviewAnswer>();
    // Hard mode after salet:BYBBG: a t in place 5 and an a somewhere.
    expect(body.steps[1]!.best.guess).toMatch(/^(?=.*a)....t$/);
    await checkAgainstEvaluate('wordle-hard', body, steps);
  });

  it('works on lists posted to /v1/word-lists', async () => {
    // Every tenth three-letter word: 40 answers six guesses tell apart (the first 50, all of a and b, are not).
    const answers = wordsOf('words-3.txt')
      .filter((_, i) => i % 10 === 0)
      .slice(0, 40);
    const { variant } = (await app.inject({ method: 'POST', url: '/v1/word-lists', payload: { answers } })).json<{ variant: string }>();
    const steps = playedAgainst(answers[7]!, [answers[0]!, answers[7]!]);
    const body = (await review(variant, text(steps))).json<ReviewAnswer>();
    expect(body).toMatchObject({ variant, answer: answers[7], guesses: 2 });
    expect(body.steps[0]).toMatchObject({ before: 40, method: 'exact', best: { withinBoard: true } });
  });

  it('is in the OpenAPI document, GET and POST, with its request and response schemas', async () => {
    const doc = (await app.inject({ url: '/openapi.json' })).json<{ paths: Record<string, Record<string, Record<string, unknown>>> }>();
    const route = doc.paths['/v1/variants/{variant}/review']!;
    expect(Object.keys(route)).toEqual(['get', 'post']);
    expect(JSON.stringify(route.get)).toContain('"history"');
    expect(JSON.stringify(route.post)).toContain('requestBody');
    for (const method of ['get', 'post'])
      expect(Object.keys(route[method]!.responses as object)).toEqual(expect.arrayContaining(['200', '400', '404', '422', '503']));
  });

  it("grades a game lost, given its answer: every guess, the game's skill and luck, and refuses an answer that does not fit", async () => {
    // Six guesses of the -atch family, hatch never played: the board fills without the win.
    const guesses = ['catch', 'batch', 'latch', 'match', 'patch', 'watch'];
    const steps = playedAgainst('hatch', guesses);
    const res = await app.inject({ url: `/v1/variants/wordle/review?history=${text(steps)}&answer=HATCH` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ReviewAnswer>();
    expect(body).toMatchObject({ variant: 'wordle', answer: 'hatch', won: false, guesses: 6 });
    expect(body.steps.map((s) => s.guess)).toEqual(guesses);
    await checkAgainstEvaluate('wordle', body, steps);
    // The game's skill from its steps: the first step's best against it plus every step's loss.
    const start = body.steps[0]!.best.expected;
    const lost = body.steps.reduce((sum, s) => sum + Math.max(0, s.played.expected - s.best.expected), 0);
    expect(body.skill).toBe(Math.round((99 * start) / (start + lost)));
    expect(body.skill).toBeLessThan(99);
    const drawn = body.steps.filter((s) => s.before > 1);
    expect(body.luck).toBe(Math.round(drawn.reduce((sum, s) => sum + s.luck.score, 0) / drawn.length));
    // POST says the same; a won game may repeat its answer, and is then won.
    const posted = await app.inject({ method: 'POST', url: '/v1/variants/wordle/review', payload: { history: steps, answer: 'hatch' } });
    expect(posted.json<ReviewAnswer>()).toEqual(body);
    const won = playedAgainst('adapt', ['salet', 'crane', 'adapt']);
    const again = await app.inject({ url: `/v1/variants/wordle/review?history=${text(won)}&answer=adapt` });
    expect(again.json<ReviewAnswer>()).toMatchObject({ answer: 'adapt', won: true, guesses: 3 });
    // Refused: an answer that does not fit, a word that is none, another than the game won with.
    const refused: Array<[string, string, number, string, string]> = [
      [
        text(steps),
        'batch',
        422,
        'inconsistent-history',
        'The answer "batch" does not fit step 2: batch would have shown GGGGG, not BGGGG.',
      ],
      [text(steps), 'hat', 400, 'bad-answer', 'The answer "hat"'],
      [text(won), 'crane', 422, 'inconsistent-history', 'The game was won with adapt, not "crane".'],
    ];
    for (const [history, answer, status, error, message] of refused) {
      const r = await app.inject({ url: `/v1/variants/wordle/review?history=${history}&answer=${answer}` });
      expect([r.statusCode, r.json<ApiError>().error], answer).toEqual([status, error]);
      expect(r.json<ApiError>().message).toContain(message);
    }
  });

  it('grades a game lost to an answer new to the list over every accepted word (beyondList)', async () => {
    const answers = new Set(wordsOf('wordle-answers.txt'));
    const accepted = wordsOf('wordle-guesses.txt').filter((w) => !answers.has(w));
    // A word the 2022 list accepts but never answers, missed with six guesses that never find it.
    const answer = accepted.find((w) => w === 'lants') ?? accepted[0]!;
    const steps = playedAgainst(answer, ['salet', 'crane', 'pious', 'dumbo', 'fight', 'wordy']);
    const res = await app.inject({ url: `/v1/variants/wordle/review?history=${text(steps)}&answer=${answer}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ReviewAnswer>()).toMatchObject({ answer, won: false, beyondList: true, guesses: 6 });
  });

  it('refuses what evaluate refuses, and a game not finished', async () => {
    const cases: Array<[string, string, number, string, string?]> = [
      ['mastermind', '1122:1B0W,1344:0B1W', 422, 'not-finished', 'the history does not end on the winning feedback 4B0W'],
      ['mastermind', '', 422, 'not-finished'],
      ['mastermind', '12x4:1B0W', 400, 'bad-history', 'Step 1'],
      ['mastermind', '1122:0B0W,1122:1B0W', 422, 'inconsistent-history', 'step 2'],
      [
        'mastermind-distinct',
        '1122:0B0W,3344:0B0W,5566:0B0W,1234:0B0W,1234:0B0W,1234:0B0W,1234:0B0W,1234:0B0W,1234:0B0W,1234:0B0W,1234:0B0W',
        422,
        'inconsistent-history',
      ],
      ['mm-2x2-g1', '12:0B2W,21:2B0W', 422, 'board-full'],
      [
        'wordle-hard',
        text(playedAgainst('adapt', ['salet', 'crane', 'adapt'])),
        422,
        'hard-mode',
        'Step 2: "crane" drops the green T of step 1 at position 5',
      ],
      ['chess', '1122:4B0W', 400, 'bad-variant'],
    ];
    for (const [variant, history, status, error, message] of cases) {
      const res = await review(variant, history);
      expect(res.statusCode, `${variant} ${history}`).toBe(status);
      expect(res.json<ApiError>().error).toBe(error);
      if (message !== undefined) expect(res.json<ApiError>().message.toLowerCase()).toContain(message.toLowerCase());
    }
    const both = await app.inject({ method: 'POST', url: '/v1/variants/mastermind/review?history=1122:4B0W', payload: { history: [] } });
    expect(both.json<ApiError>()).toMatchObject({ error: 'ambiguous-history' });
    expect((await app.inject({ url: '/v1/variants/mastermind/review?histroy=1122:4B0W' })).json<ApiError>().message).toContain('"histroy"');
  });
});
