import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import type { VariantAnswer } from './helpers/answers.ts';

let app: FastifyInstance;
let cacheDir: string;

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'codebreaker-wordle-variant-'));
  app = await buildApp({ trees: [], onDemand: { cacheDir, buildWaitMs: 0 }, protection: { maxHeapMb: 0, maxEventLoopDelayMs: 0 } });
});
afterAll(async () => {
  await app.close();
  await rm(cacheDir, { recursive: true, force: true });
});

const lines = (file: string): string[] =>
  readFileSync(join(import.meta.dirname, '..', '..', 'data', 'words', file), 'utf8')
    .split('\n')
    .filter((w) => w !== '');

// A client plays a Wordle board from GET /v1/variants/:variant alone (the page does): both lists
// with their words, and the mode.
describe('GET /v1/variants/:variant on Wordle boards', () => {
  it('carries the answers, the accepted words and the mode', async () => {
    const v = (await app.inject({ url: '/v1/variants/wordle' })).json<VariantAnswer>();
    const answers = lines('wordle-answers.txt');
    expect(v.answers).toMatchObject({ list: 'wordle-answers.txt', count: answers.length });
    expect(v.answers?.entries).toEqual(answers);
    expect(v.accepted).toMatchObject({ list: 'wordle-guesses.txt', count: lines('wordle-guesses.txt').length });
    expect(v.accepted?.entries).toEqual(lines('wordle-guesses.txt'));
    expect(v.hard).toBe(false);
    expect(v.words).toBeUndefined();
    const hard = (await app.inject({ url: '/v1/variants/wordle-hard-g7' })).json<VariantAnswer>();
    expect(hard).toMatchObject({ id: 'wordle-hard-g7', hard: true, maxGuesses: 7, answers: { count: answers.length } });
  });

  it('leaves them out of other boards', async () => {
    const mm = (await app.inject({ url: '/v1/variants/mm-3x4' })).json<VariantAnswer>();
    expect(mm.answers).toBeUndefined();
    expect(mm.accepted).toBeUndefined();
    expect(mm.hard).toBeUndefined();
    const words = (await app.inject({ url: '/v1/variants/words-4' })).json<VariantAnswer>();
    expect(words.words?.count).toBeGreaterThan(0);
    expect(words.answers).toBeUndefined();
  });
});
