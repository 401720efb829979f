import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiError, VariantAnswer, VariantsAnswer } from './helpers/answers.ts';
import { sharedApp } from './helpers/app.ts';
import { DATA_DIR } from './helpers/trees.ts';

/**
 * The catalogue names each word board's lists by digest, without their words, and
 * GET /v1/word-lists/:sha256 gives the words once per list, kept by browsers for good: the page
 * fetches a list once, whatever boards share it, and only when it opens such a board.
 */
const app = await sharedApp({ trees: ['words-5.entropy.msgpack', 'wordle.entropy.msgpack', 'mastermind.minimax.msgpack'] });

/** The sha256 of a list file of data/words/. */
const digest = (file: string): string =>
  createHash('sha256')
    .update(readFileSync(join(DATA_DIR, 'words', file)))
    .digest('hex');

describe('word lists by digest', () => {
  it('the catalogue names the lists of its word boards (file, count, sha256), never their words', async () => {
    const { variants } = (await app.inject('/v1/variants')).json<VariantsAnswer>();
    const byId = new Map(variants.map((v) => [v.id, v as Record<string, unknown>]));
    expect(byId.get('words-5')?.words).toEqual({ list: 'words-5.txt', count: 3554, sha256: digest('words-5.txt') });
    expect(byId.get('wordle')?.answers).toEqual({ list: 'wordle-answers.txt', count: 2309, sha256: digest('wordle-answers.txt') });
    expect(byId.get('wordle')?.accepted).toEqual({ list: 'wordle-guesses.txt', count: 12947, sha256: digest('wordle-guesses.txt') });
    expect(byId.get('wordle')?.hard).toBe(false);
    expect(Object.keys(byId.get('mastermind')!)).not.toContain('words');
  });

  it('GET /v1/word-lists/:sha256 answers the words, kept a year (immutable), 304 for its ETag', async () => {
    const sha = digest('wordle-guesses.txt');
    const res = await app.inject(`/v1/word-lists/${sha}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe(`"${sha}"`);
    const list = res.json<{ list: string; count: number; sha256: string; entries: string[] }>();
    expect([list.list, list.count, list.sha256]).toEqual(['wordle-guesses.txt', 12947, sha]);
    // The words are the file's: written back as the file, they have its digest.
    expect(
      createHash('sha256')
        .update(`${list.entries.join('\n')}\n`)
        .digest('hex'),
    ).toBe(sha);
    const again = await app.inject({ url: `/v1/word-lists/${sha}`, headers: { 'if-none-match': `"${sha}"` } });
    expect([again.statusCode, again.body]).toEqual([304, '']);
  });

  it('a list of a board outside the catalogue once described; an unknown digest is a 404, a malformed one a 400', async () => {
    const detail = (await app.inject('/v1/variants/wordle-nyt2023-g7')).json<VariantAnswer>();
    const sha = digest('wordle-nyt2023-answers.txt');
    expect(detail.answers?.sha256).toBe(sha);
    expect((await app.inject(`/v1/word-lists/${sha}`)).json<{ count: number }>().count).toBe(3158);
    const unknown = await app.inject(`/v1/word-lists/${'0'.repeat(64)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiError>().error).toBe('unknown-word-list');
    const bad = await app.inject('/v1/word-lists/words-5.txt');
    expect(bad.statusCode).toBe(400);
  });
});
