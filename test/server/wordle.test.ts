import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { colours, playedAgainst, wordsOf } from '../helpers/wordle-rule.ts';
import type { ApiError, EvaluateAnswer, NextAnswer } from './helpers/answers.ts';
import { sharedApp } from './helpers/app.ts';

// Wordle boards answered live (no tree is built: the tree limit is below their 2,309 answers).
const cacheDir = await mkdtemp(join(tmpdir(), 'codebreaker-wordle-'));
afterAll(() => rm(cacheDir, { recursive: true, force: true }));
const app = await sharedApp({ trees: [], onDemand: { cacheDir, treeSecrets: 100, buildWaitMs: 0 } });

const answers = wordsOf('wordle-answers.txt');
const history = (steps: ReadonlyArray<{ guess: string; feedback: string }>): string =>
  steps.map((s) => `${s.guess}:${s.feedback}`).join(',');
const evaluate = (variant: string, query: string) => app.inject({ url: `/v1/variants/${variant}/evaluate?${query}` });

/** salet against adapt is BYBBG: s, l, e grey, a yellow, t green. */
const SALET = playedAgainst('adapt', ['salet']);

describe('evaluate on Wordle', () => {
  it('grades a guess after a history: the parts of the answers left, by the rule, and every strategy a guess', async () => {
    expect(history(SALET)).toBe('salet:BYBBG');
    const res = await evaluate('wordle', 'history=salet:BYBBG&guess=crane');
    expect(res.statusCode).toBe(200);
    const body = res.json<EvaluateAnswer>();
    // The answers left and crane's parts of them, counted here by the rule.
    const left = answers.filter((a) => colours('salet', a) === 'BYBBG');
    const parts: Record<string, number> = {};
    for (const a of left) parts[colours('crane', a)] = (parts[colours('crane', a)] ?? 0) + 1;
    expect(body).toMatchObject({ guess: 'crane', remaining: left.length, parts, canWin: false });
    expect(body.worst).toBe(Math.max(...Object.values(parts)));
    expect(body.expectedSize).toBeCloseTo(Object.values(parts).reduce((s, n) => s + n * n, 0) / left.length, 12);
    for (const choice of Object.values(body.choices)) expect(choice.worst).toBeLessThanOrEqual(left.length);
    // Squares read as letters; an unknown word is a 400 naming it.
    expect((await evaluate('wordle', 'history=salet:⬛🟨⬛⬛🟩&guess=crane')).json<EvaluateAnswer>().remaining).toBe(left.length);
    const bad = await evaluate('wordle', 'history=salet:BYBBG&guess=xxxxx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiError>()).toMatchObject({ error: 'bad-guess' });
    expect(bad.json<ApiError>().message).toContain('"xxxxx" is not an accepted word');
  });

  it('refuses in hard mode a guess that breaks it, and grades a legal one whose every choice is legal', async () => {
    const illegal = await evaluate('wordle-hard', 'history=salet:BYBBG&guess=crane');
    expect(illegal.statusCode).toBe(422);
    expect(illegal.json<ApiError>()).toEqual({
      error: 'hard-mode',
      message:
        'The guess "crane" cannot be played now: it drops the green T of step 1 at position 5; in hard mode every green stays in its place.',
    });
    // Normal mode grades it.
    expect((await evaluate('wordle', 'history=salet:BYBBG&guess=crane')).statusCode).toBe(200);
    const legal = await evaluate('wordle-hard', 'history=salet:BYBBG&guess=about');
    expect(legal.statusCode).toBe(200);
    // Hard mode after salet:BYBBG: a t in place 5 and an a somewhere.
    for (const choice of Object.values(legal.json<EvaluateAnswer>().choices)) expect(choice.guess).toMatch(/^(?=.*a)....t$/);
  });
});

describe('next on hard Wordle', () => {
  it('is a 422 naming the step and the rule when the history breaks hard mode (GET and POST)', async () => {
    const steps = playedAgainst('adapt', ['salet', 'crane']);
    const get = await app.inject({ url: `/v1/trees/wordle-hard/entropy/next?history=${history(steps)}` });
    const post = await app.inject({ method: 'POST', url: '/v1/trees/wordle-hard/entropy/next', payload: { history: steps } });
    for (const res of [get, post]) {
      expect(res.statusCode).toBe(422);
      expect(res.json<ApiError>()).toMatchObject({ error: 'hard-mode' });
      expect(res.json<ApiError>().message).toMatch(/^Step 2: "crane" drops the green T of step 1 at position 5;/);
    }
    // The same history is fine in normal mode.
    expect((await app.inject({ url: `/v1/trees/wordle/entropy/next?history=${history(steps)}` })).statusCode).toBe(200);
  });

  it('answers live with guesses hard mode allows', async () => {
    for (const answer of ['adapt', 'tacit', 'quart']) {
      const steps = playedAgainst(answer, ['salet']);
      const res = await app.inject({ url: `/v1/trees/wordle-hard/minimax/next?history=${history(steps)}` });
      expect(res.statusCode).toBe(200);
      const { guess } = res.json<NextAnswer>();
      // Checked by the rule: every green in place, every revealed letter used again.
      const fb = steps[0]!.feedback;
      for (let p = 0; p < 5; p++) {
        if (fb[p] === 'G') expect(guess![p]).toBe('salet'[p]);
        if (fb[p] === 'Y') expect(guess).toContain('salet'[p]);
      }
    }
  });
});
