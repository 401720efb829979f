import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { wordsOf } from '../helpers/wordle-rule.ts';
import type { ApiError, TreeAnswer } from './helpers/answers.ts';
import { testApp } from './helpers/app.ts';

const cacheDir = await mkdtemp(join(tmpdir(), 'codebreaker-word-lists-bound-'));
// At most two users' lists in the cache directory; whole-tree routes wait for small builds.
const app: FastifyInstance = await testApp({ trees: [], onDemand: { cacheDir, buildWaitMs: 10_000, userListsMax: 2 } });
afterAll(async () => {
  await app.close();
  await rm(cacheDir, { recursive: true, force: true });
});

// Three lists of three-letter words, 20 answers among 40 guesses each.
const words = wordsOf('words-3.txt');
const listsOf = (i: number) => ({ answers: words.slice(40 * i, 40 * i + 20), guesses: words.slice(40 * i, 40 * i + 40) });
const sha = (list: readonly string[]) =>
  createHash('sha256')
    .update(`${list.join('\n')}\n`)
    .digest('hex');
/** The file of a pair of lists' openings in the cache directory: both lists' sha256, 16 hex digits each. */
const openingsFileOf = (i: number) => `${sha(listsOf(i).answers).slice(0, 16)}-${sha(listsOf(i).guesses).slice(0, 16)}.json`;

const post = async (i: number) => {
  const r = await app.inject({ method: 'POST', url: '/v1/word-lists', payload: listsOf(i) });
  return { status: r.statusCode, variant: r.json<{ variant: string }>().variant };
};
const get = (url: string) => app.inject({ url });
const files = async (dir: string) => (await readdir(join(cacheDir, dir)).catch(() => [] as string[])).sort();

describe('users’ lists beyond USER_LISTS_MAX', () => {
  it('let go of the least recently used (a request naming it is a use), with its openings and trees; it is unknown until posted again', async () => {
    const a = (await post(0)).variant;
    const b = (await post(1)).variant;
    // b's trees (two boards of its lists) and openings are kept in the cache directory.
    expect((await get(`/v1/trees/${b}-g10/entropy`)).json<TreeAnswer>()).toMatchObject({ state: 'ready' });
    expect((await get(`/v1/trees/${b}-hard-g10/minimax`)).json<TreeAnswer>()).toMatchObject({ state: 'ready' });
    await vi.waitFor(async () => expect(await files('openings')).toContain(openingsFileOf(1)), { timeout: 10_000 });
    expect((await files('.')).filter((f) => f.startsWith(`${b}.`) || f.startsWith(`${b}-`))).toHaveLength(2);
    // a is asked for after b was: b is now the least recently used, and a third list lets it go.
    expect((await get(`/v1/variants/${a}`)).statusCode).toBe(200);
    const c = (await post(2)).variant;
    const id = (v: string) => v.slice('wordle-'.length);
    expect(await files('word-lists')).toEqual([a, c].map((v) => `${id(v)}.txt`).sort());
    await vi.waitFor(async () => expect(await files('openings')).toContain(openingsFileOf(2)), { timeout: 10_000 });
    expect(await files('openings')).not.toContain(openingsFileOf(1));
    expect(await files('openings')).toContain(openingsFileOf(0));
    expect((await files('.')).filter((f) => f.includes(b))).toEqual([]);
    // A request naming it: the documented unknown board, saying to post the lists again.
    for (const url of [`/v1/variants/${b}`, `/v1/trees/${b}-hard-g10/minimax`, `/v1/trees/${b}/entropy/next`]) {
      const gone = await get(url);
      expect(gone.statusCode, url).toBe(404);
      expect(gone.json<ApiError>().error, url).toBe('unknown-variant');
      expect(gone.json<ApiError>().message, url).toMatch(/POST the lists to \/v1\/word-lists/);
    }
    expect((await get(`/v1/variants/${a}`)).statusCode).toBe(200);
    // Posted again, the lists are new here (201, the same id) and their boards work again (built
    // again), now letting go of c: a was asked for after c was posted.
    expect(await post(1)).toEqual({ status: 201, variant: b });
    expect((await get(`/v1/trees/${b}-g10/entropy`)).json<TreeAnswer>()).toMatchObject({ state: 'ready', source: 'built' });
    expect((await get(`/v1/variants/${c}`)).statusCode).toBe(404);
    expect((await get(`/v1/variants/${a}`)).statusCode).toBe(200);
  });
});
