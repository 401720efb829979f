import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getGame } from '../../src/core/variants/games.ts';
import { playedAgainst } from '../helpers/wordle-rule.ts';
import { sharedApp } from './helpers/app.ts';

// Large boards' builds on the build thread, as a server meets them: the greedy trees of the New
// York Times lists (2,309 answers, 12,947 guesses), seconds each. Super Mastermind's off-tree
// answers (no score table: tens of milliseconds each) keep the live thread busy. Reviews of
// wordle-hard grade by its optimal tree of data/, as a server's do: a review takes well under a
// second of work then, so what could make it late is only what it waits for.
const cacheDir = await mkdtemp(join(tmpdir(), 'codebreaker-lanes-'));
afterAll(() => rm(cacheDir, { recursive: true, force: true }));
const app = await sharedApp({
  trees: ['super.minimax.msgpack', 'wordle-hard.optimal.msgpack', ['mastermind', 'entropy']],
  onDemand: { cacheDir, buildWaitMs: 0 },
  live: { workers: 1, maxQueue: 4 },
});
const LARGE = ['/v1/trees/wordle-hard/minimax', '/v1/trees/wordle-g7/entropy'];

/** The state of a tree's header route. */
const stateOf = async (url: string): Promise<string> => (await app.inject({ url })).json<{ state?: string; error?: string }>().state ?? '';

/** Asks for a tree until it is no longer building (at most `ms`): its last state. */
async function settled(url: string, ms: number): Promise<string> {
  const until = performance.now() + ms;
  for (;;) {
    const state = await stateOf(url);
    if (state !== 'building' || performance.now() > until) return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('small work first', () => {
  it("a small board's tree is built while large boards' trees are still building", async () => {
    for (const url of LARGE) expect(await stateOf(url)).toBe('building');
    // The lists of docs/api.md: eight answers, ten guesses.
    const answers = ['crane', 'slate', 'trace', 'crate', 'react', 'cater', 'caret', 'leant'];
    const posted = await app.inject({
      method: 'POST',
      url: '/v1/word-lists',
      payload: { answers, guesses: [...answers, 'salet', 'roate'] },
    });
    const { variant } = posted.json<{ variant: string }>();
    expect(await settled(`/v1/trees/${variant}/entropy`, 30_000)).toBe('ready');
    // Built in its own lane (a thread started for it), not after the large ones: they are still
    // building (on a loaded machine its thread's start alone may take seconds, so no time is asserted).
    for (const url of LARGE) expect(await stateOf(url), url).toBe('building');
  });

  it('a review answers within its budget while builds run and off-tree answers fill the live queue', async () => {
    expect(await stateOf(LARGE[0]!)).toMatch(/building|over-limit/);
    // Distinct off-tree histories on Super Mastermind: one live thread, four may wait, the rest are refused.
    const game = getGame('super');
    const flood = Array.from({ length: 12 }, (_, i) =>
      app.inject({ url: `/v1/trees/super/minimax/next?history=${game.formatGuess(1000 + 797 * i)}:0B1W` }),
    );
    // The review is asked once the live queue is full.
    for (let i = 0; i < 200 && app.codebreaker.live.queued < 4; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(app.codebreaker.live.queued).toBe(4);
    const history = playedAgainst('adapt', ['salet', 'about', 'adapt'])
      .map((s) => `${s.guess}:${s.feedback}`)
      .join(',');
    const started = performance.now();
    const review = await app.inject({ url: `/v1/variants/wordle-hard/review?history=${history}` });
    const ms = performance.now() - started;
    const live = await Promise.all(flood);
    // The flood did fill the live queue: some off-tree answers were refused.
    expect(live.map((r) => r.statusCode)).toContain(503);
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json()).toMatchObject({ variant: 'wordle-hard', answer: 'adapt', guesses: 3, steps: [{ optimalTree: true }, {}, {}] });
    // Its budget: a review not computed within 10 s of its request is answered 503.
    expect(ms).toBeLessThan(10_000);
  });
});
