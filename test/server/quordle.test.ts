/**
 * Dordle, Quordle and Octordle over HTTP: the variant route describes them (live only, their
 * secrets counted exactly), next plays them from their histories (one feedback a board joined by
 * /), errors name the step and the board, and seeded games are played to the end within the
 * games' guesses, each answer timed, on one live thread as the server's default.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedApp } from './helpers/app.ts';
import type { ApiError } from './helpers/answers.ts';
import { colours } from '../helpers/wordle-rule.ts';

const app = await sharedApp({ trees: [] });

interface LiveVariant {
  id: string;
  boards: number;
  board: string;
  maxGuesses: number;
  secrets: string;
  secretCount: number | null;
  secretCountExact: string;
  answers: { count: number; entries: string[] };
  accepted: { count: number };
  feedbacks: string[];
  win: string;
  strategies: Array<{ id: string; kind: string; state: string }>;
}

interface LiveNext {
  guess: string | null;
  remaining: number | null;
  solved: boolean;
  source: string;
  step: number;
  beyondList?: true;
  boards: Array<{ remaining: number; solved: boolean; beyondList?: true }>;
}

type Step = { guess: string; feedback: string };

const answers = (await app.inject({ url: '/v1/variants/quordle' })).json<LiveVariant>().answers.entries;

/** The next step's feedback against a secret tuple, by the rule of test/helpers: ----- for a board solved before. */
function feedback(secret: readonly string[], history: readonly Step[], guess: string): string {
  const solved = secret.map((answer) => history.some((s) => s.guess === answer));
  return secret.map((answer, b) => (solved[b] ? '-----' : colours(guess, answer))).join('/');
}

function played(secret: readonly string[], guesses: readonly string[]): Step[] {
  const history: Step[] = [];
  for (const guess of guesses) history.push({ guess, feedback: feedback(secret, history, guess) });
  return history;
}

async function next(
  variant: string,
  history: readonly Step[],
  strategy = 'entropy',
): Promise<{ status: number; body: LiveNext & ApiError }> {
  const res = await app.inject({ method: 'POST', url: `/v1/trees/${variant}/${strategy}/next`, payload: { history } });
  return { status: res.statusCode, body: res.json() };
}

describe('GET /v1/variants/{dordle,quordle,octordle}', () => {
  it('describes the boards, the guesses, the lists and the live strategies', async () => {
    const q = (await app.inject({ url: '/v1/variants/Quordle' })).json<LiveVariant>();
    expect(q).toMatchObject({ id: 'quordle', boards: 4, board: 'wordle', maxGuesses: 9, secrets: 'word-tuples', win: 'GGGGG' });
    expect(q.answers.count).toBe(2309);
    expect(q.accepted.count).toBe(12947);
    expect(q.feedbacks).toHaveLength(238);
    expect(q.secretCount).toBe(2309 * 2308 * 2307 * 2306);
    expect(q.secretCountExact).toBe(String(2309n * 2308n * 2307n * 2306n));
    expect(q.strategies.map((s) => [s.id, s.kind, s.state])).toEqual(
      ['minimax', 'expected-size', 'entropy', 'most-parts', 'expected-steps'].map((id) => [id, 'greedy', 'live-only']),
    );
    const d = (await app.inject({ url: '/v1/variants/dordle' })).json<LiveVariant>();
    expect(d).toMatchObject({ boards: 2, maxGuesses: 7, secretCount: 2309 * 2308, secretCountExact: String(2309 * 2308) });
    // Eight boards: more than 2^53 tuples, so the number is null and the digits say it.
    const o = (await app.inject({ url: '/v1/variants/octordle' })).json<LiveVariant>();
    expect(o).toMatchObject({ boards: 8, maxGuesses: 13, secretCount: null });
    expect(BigInt(o.secretCountExact)).toBe([...Array(8).keys()].reduce((p, i) => p * BigInt(2309 - i), 1n));
    expect((await app.inject({ url: '/v1/variants/quordle-g12' })).json<LiveVariant>().maxGuesses).toBe(12);
  });

  it('names the rule an id of the family breaks, and what else reads it says it is live', async () => {
    const bad = await app.inject({ url: '/v1/variants/quordle-g2' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiError>().message).toMatch(/from 4 \(one a board\) to 50, not 2/);
    for (const url of ['/v1/trees/quordle/entropy', '/v1/variants/quordle/evaluate?guess=crane']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json<ApiError>()).toMatchObject({
        error: 'live-game',
        message: expect.stringMatching(/quordle is a live game/i) as unknown,
      });
    }
  });
});

describe('next on several boards', () => {
  it('opens with the Wordle opening of the objective, and answers GET and POST alike', async () => {
    const openings = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'data', 'openings', 'wordle.json'), 'utf8')) as {
      openings: Record<string, { first: string }>;
    };
    for (const strategy of ['entropy', 'minimax']) {
      const first = await next('quordle', [], strategy);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ guess: openings.openings[strategy]!.first, step: 1, solved: false, source: 'live' });
      expect(first.body.remaining).toBe(2309 * 2308 * 2307 * 2306);
      expect(first.body.boards).toEqual(Array(4).fill({ remaining: 2309, solved: false }));
    }
    const secret = ['cigar', 'rebut', 'sissy', 'humph'];
    const history = played(secret, ['crane', 'rebut']);
    const post = await next('quordle', history);
    const query = history.map((s) => `${s.guess}:${s.feedback}`).join(',');
    const get = await app.inject({ url: `/v1/trees/quordle/entropy/next?history=${encodeURIComponent(query)}` });
    expect(get.json()).toEqual(post.body);
    expect(post.body).toMatchObject({ step: 3, solved: false });
    expect(post.body.boards.map((b) => b.solved)).toEqual([false, true, false, false]);
    // A solved board written with its true colours: the same answer.
    const truly = [...history, { guess: 'sissy', feedback: secret.map((a) => colours('sissy', a)).join('/') }];
    const dashes = played(secret, ['crane', 'rebut', 'sissy']);
    expect((await next('quordle', truly)).body).toEqual((await next('quordle', dashes)).body);
  });

  it('answers a won game as the other routes do: no guess, solved', async () => {
    const secret = ['cigar', 'rebut'];
    const res = await next('dordle', played(secret, ['crane', 'cigar', 'rebut']));
    expect(res.body).toMatchObject({ guess: null, solved: true, remaining: 1, step: 4 });
  });

  it('refuses, naming the step and the board: a step that cannot be read (400), a contradiction or a full board (422)', async () => {
    const cases: Array<[Step[], number, string, RegExp]> = [
      [[{ guess: 'crane', feedback: 'BBBBB/BBBBB/BBBBB' }], 400, 'bad-history', /^Step 1: .* has 4 boards/],
      [[{ guess: 'crane', feedback: 'BBBBB/BBBBB/BXBBB/BBBBB' }], 400, 'bad-history', /^Step 1, board 3:/],
      [[{ guess: 'crane', feedback: 'BBBBB/-----/BBBBB/BBBBB' }], 422, 'inconsistent-history', /^Step 1, board 2: ----- says/],
      [
        [...played(['cigar', 'rebut', 'sissy', 'humph'], ['crane']), { guess: 'sloth', feedback: 'GGGGB/BBBBB/BBBBB/BBBBB' }],
        422,
        'inconsistent-history',
        /^Step 2, board 1: no accepted word fits/,
      ],
    ];
    for (const [history, status, error, message] of cases) {
      const res = await next('quordle', history);
      expect(res.status, JSON.stringify(history)).toBe(status);
      expect(res.body.error).toBe(error);
      expect(res.body.message).toMatch(message);
    }
    const lost = await next('dordle', played(['cigar', 'rebut'], ['crane', 'sloth', 'dumpy', 'vigor', 'whelk', 'jazzy', 'cigar']));
    expect(lost).toMatchObject({ status: 422, body: { error: 'board-full' } });
    const notServed = await next('quordle', [], 'optimal');
    expect(notServed).toMatchObject({ status: 404, body: { error: 'not-built' } });
  });

  it('goes beyond the list on one board when its colours fit accepted words only, and says so', async () => {
    // "fjeld" is accepted but no answer of the 2022 list.
    const res = await next('dordle', played(['fjeld', 'cigar'], ['crane', 'field']));
    expect(res.status).toBe(200);
    expect(res.body.beyondList).toBe(true);
    expect(res.body.boards[0]).toMatchObject({ beyondList: true, solved: false });
    expect(res.body.boards[1]!.beyondList).toBeUndefined();
  });
});

describe('seeded games played to the end through next', () => {
  /** Numbers in [0, 1) from a seed: the secrets of the sample. */
  function seeded(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
  }

  async function play(
    variant: string,
    boards: number,
    limit: number,
    games: number,
    seed: number,
  ): Promise<{ guesses: number[]; ms: number[] }> {
    const random = seeded(seed);
    const guesses: number[] = [];
    const ms: number[] = [];
    for (let n = 0; n < games; n++) {
      const secret: string[] = [];
      while (secret.length < boards) {
        const word = answers[Math.floor(random() * answers.length)]!;
        if (!secret.includes(word)) secret.push(word);
      }
      const history: Step[] = [];
      for (;;) {
        const started = performance.now();
        const { status, body } = await next(variant, history);
        const took = performance.now() - started;
        expect(status, `${secret.join(',')} after ${JSON.stringify(history)}: ${body.message}`).toBe(200);
        if (body.solved) break;
        ms.push(took);
        expect(history.length, `${variant} ${secret.join(',')}`).toBeLessThan(limit);
        history.push({ guess: body.guess!, feedback: feedback(secret, history, body.guess!) });
      }
      guesses.push(history.length);
    }
    return { guesses, ms };
  }

  /** The median of some numbers. */
  const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

  it('boots the live thread first (one game, not timed)', async () => {
    const { guesses } = await play('quordle', 4, 9, 1, 99);
    expect(guesses[0]).toBeLessThanOrEqual(9);
  });

  for (const [variant, boards, limit, games, seed] of [
    ['quordle', 4, 9, 16, 1],
    ['dordle', 2, 7, 8, 2],
    ['octordle', 8, 13, 4, 3],
  ] as const) {
    it(`${variant}: ${games} games within ${limit} guesses, each answer well under a second`, async () => {
      const { guesses, ms } = await play(variant, boards, limit, games, seed);
      expect(Math.max(...guesses)).toBeLessThanOrEqual(limit);
      for (const t of ms) expect(t).toBeLessThan(1000);
      expect(median(ms)).toBeLessThan(250);
    });
  }
});
