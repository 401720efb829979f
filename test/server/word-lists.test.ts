import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { playedAgainst, wordsOf } from '../helpers/wordle-rule.ts';
import type { ApiError, EvaluateAnswer, NextAnswer, TreeAnswer, VariantAnswer } from './helpers/answers.ts';
import { testApp } from './helpers/app.ts';

const cacheDir = await mkdtemp(join(tmpdir(), 'codebreaker-word-lists-'));
const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await rm(cacheDir, { recursive: true, force: true });
});
/** A server over the cache directory (a second one is the first restarted); whole-tree routes wait for small builds. */
async function server(): Promise<FastifyInstance> {
  const app = await testApp({ trees: [], onDemand: { cacheDir, buildWaitMs: 10_000 } });
  apps.push(app);
  return app;
}
const app = await server();

// Three-letter words of the project's list: 60 answers among 200 guesses.
const words = wordsOf('words-3.txt');
const answers = words.slice(0, 60);
const guesses = words.slice(0, 200);
// The id by the rule, computed here: the sha256 of the answers' file, an empty line and the guesses' file.
const ID = `wordle-u${createHash('sha256')
  .update(`${answers.join('\n')}\n\n${guesses.join('\n')}\n`)
  .digest('hex')
  .slice(0, 12)}`;

const post = (payload: unknown) => app.inject({ method: 'POST', url: '/v1/word-lists', payload: payload as object });
const get = (url: string, on = app) => on.inject({ url });

describe('POST /v1/word-lists', () => {
  it('answers 201 with the id of the lists, then 200 with the same id for the same lists in another order and case', async () => {
    const first = await post({ answers, guesses });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ variant: ID, answers: 60, guesses: 200, length: 3 });
    const again = await post({ answers: [...answers].reverse().map((w) => w.toUpperCase()), guesses: [...guesses].reverse() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ variant: ID, answers: 60, guesses: 200, length: 3 });
    // Guesses left out are the answers: other lists, another id.
    const alone = await post({ answers });
    expect(alone.statusCode).toBe(201);
    expect(alone.json<{ variant: string }>().variant).not.toBe(ID);
    // Guesses without the answers: the guesses accepted are both, the same lists as above, the same id.
    const others = await post({ answers, guesses: guesses.slice(60) });
    expect(others.statusCode).toBe(200);
    expect(others.json()).toEqual({ variant: ID, answers: 60, guesses: 200, length: 3 });
  });

  it('the id works on every route, with -hard and -g{N}', async () => {
    const variant = await get(`/v1/variants/${ID}-hard`);
    expect(variant.statusCode).toBe(200);
    expect(variant.json<VariantAnswer>()).toMatchObject({ id: `${ID}-hard`, secretCount: 60, guessCount: 200, maxGuesses: 6 });
    // Ten guesses: hard mode on three-letter words needs more than six for some answers.
    const header = await get(`/v1/trees/${ID}-hard-g10/entropy`);
    expect(header.json<TreeAnswer>()).toMatchObject({ state: 'ready', variant: { id: `${ID}-hard-g10` }, stats: { secrets: 60 } });
    const next = await get(`/v1/trees/${ID}-hard-g10/entropy/next`);
    expect(next.json<NextAnswer>()).toMatchObject({ remaining: 60, step: 1, source: 'tree' });
    // A history breaking hard mode is refused as on wordle-hard.
    const [g1, g2] = [next.json<NextAnswer>().guess!, guesses.find((w) => !w.includes(next.json<NextAnswer>().guess![0]!))!];
    const steps = playedAgainst(
      answers.find((a) => a[0] === g1[0] && a !== g1)!,
      [g1, g2],
    );
    const broken = await get(`/v1/trees/${ID}-hard-g10/entropy/next?history=${steps.map((s) => `${s.guess}:${s.feedback}`).join(',')}`);
    expect(broken.statusCode).toBe(422);
    expect(broken.json<ApiError>()).toMatchObject({ error: 'hard-mode' });
    const short = await get(`/v1/trees/${ID}-g3/minimax/next`);
    expect(short.json<NextAnswer>()).toMatchObject({ remaining: 60, step: 1 });
    expect((await get(`/v1/variants/${ID}-g3`)).json<VariantAnswer>().maxGuesses).toBe(3);
    const graded = await get(`/v1/variants/${ID}/evaluate?guess=${guesses[150]}`);
    expect(graded.json<EvaluateAnswer>()).toMatchObject({ guess: guesses[150], remaining: 60 });
  });

  it('survives a restart: the lists and the trees built are read back from the cache directory', async () => {
    const restarted = await server();
    expect((await get(`/v1/variants/${ID}`, restarted)).statusCode).toBe(200);
    expect((await get(`/v1/trees/${ID}-hard-g10/entropy`, restarted)).json<TreeAnswer>()).toMatchObject({
      state: 'ready',
      source: 'cached',
    });
  });

  it('is a 404 saying to post the lists for an id of lists the server does not have', async () => {
    for (const url of ['/v1/variants/wordle-u0123456789ab', '/v1/trees/wordle-u0123456789ab-hard/entropy/next']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json<ApiError>()).toEqual({
        error: 'unknown-variant',
        message:
          'No word lists wordle-u0123456789ab on this server; POST the lists to /v1/word-lists, which answers this id again for the same lists.',
      });
    }
  });

  it('is in the OpenAPI document with its body and answers', async () => {
    const doc = (await get('/openapi.json')).json<{
      paths: Record<string, Record<string, { responses: object; requestBody?: unknown }>>;
    }>();
    const route = doc.paths['/v1/word-lists']!.post!;
    expect(route.requestBody).toBeDefined();
    expect(Object.keys(route.responses)).toEqual(expect.arrayContaining(['200', '201', '400', '409', '413', '415', '503']));
  });

  it('refuses bad lists with a 400 naming the list, the index and the word', async () => {
    const cases: Array<[unknown, string]> = [
      [{ answers: [] }, 'answers is empty; give at least one word.'],
      [{ answers: ['cat', 'c4t'] }, 'answers[1]: "c4t" has "4", which is not a letter a-z.'],
      [{ answers: ['cat', 'cats'] }, 'answers[1]: "cats" has 4 letters, and answers[0] 3; every word has the same length.'],
      [{ answers: ['catsup'] }, 'answers[0]: "catsup" has 6 letters; words have 3 to 5.'],
      [{ answers: ['cat', 'dog', 'CAT'] }, 'answers[2]: "CAT" repeats answers[0]; a list has each word once.'],
      [
        { answers: ['cat', 'dog'], guesses: ['cat', 'do'] },
        'guesses[1]: "do" has 2 letters, and guesses[0] 3; every word has the same length.',
      ],
      [{ answers: ['cat', 3] }, 'answers[1] is number, not a word.'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json<ApiError>()).toEqual({ error: 'bad-word-list', message });
    }
    const unknown = await post({ answers: ['cat'], words: ['dog'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiError>().message).toContain('"words"');
    expect((await post({ guesses: ['cat'] })).statusCode).toBe(400);
  });

  it('takes lists of 15,000 words (beyond the body limit of other routes), refuses more, and bodies over 512 KiB', async () => {
    const letters = 'abcdefghijklmno';
    const many = Array.from({ length: 15_001 }, (_, i) => [0, 1, 2, 3].map((k) => letters[Math.floor(i / 15 ** k) % 15]).join(''));
    const ok = await post({ answers: many.slice(0, 2000), guesses: many.slice(0, 15_000) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ answers: 2000, guesses: 15_000, length: 4 });
    const over = await post({ answers: many.slice(0, 10), guesses: many });
    expect(over.json<ApiError>()).toEqual({ error: 'bad-word-list', message: 'guesses has 15,001 words; a list has at most 15,000.' });
    const huge = await post({ answers: ['cat'], guesses: Array.from({ length: 100_000 }, () => 'cat') });
    expect(huge.statusCode).toBe(413);
  });
});
