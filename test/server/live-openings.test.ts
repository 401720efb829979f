import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { WordleGame } from '../../src/core/games/wordle/game.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { createGreedyChooser } from '../../src/core/strategies/greedy.ts';
import { OBJECTIVES } from '../../src/core/strategies/objectives.ts';
import { OPENINGS_DIR } from '../../src/server/services/openings.ts';
import { treeFileName } from '../../src/store/manifest.ts';
import { decodeMsgpack, parseTreeFile } from '../../src/store/tree-file.ts';
import { colours, playedAgainst, wordsOf } from '../helpers/wordle-rule.ts';
import type { NextAnswer } from './helpers/answers.ts';
import { testApp } from './helpers/app.ts';

// The first two guesses of a Wordle board answered live are its lists' openings (the full rule,
// whatever the budget): read from data/openings/ for the project's lists, computed once (on a
// thread of their own) and kept in the cache directory for a user's.
const dataDir = join(import.meta.dirname, '..', '..', 'data');
const cacheDirs: string[] = [];
const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await Promise.all(cacheDirs.map((d) => rm(d, { recursive: true, force: true })));
});

/** A server with trees on demand over a cache directory (a new one unless given); no tree is built for boards above 100 answers. */
async function server(cacheDir?: string, live: { budget?: number } = {}): Promise<{ app: FastifyInstance; cacheDir: string }> {
  const dir = cacheDir ?? (await mkdtemp(join(tmpdir(), 'codebreaker-openings-')));
  if (cacheDir === undefined) cacheDirs.push(dir);
  const app = await testApp({ trees: [], onDemand: { cacheDir: dir, treeSecrets: 100, buildWaitMs: 0 }, live });
  apps.push(app);
  return { app, cacheDir: dir };
}

const next = async (app: FastifyInstance, board: string, strategy: string, history = ''): Promise<NextAnswer> => {
  const res = await app.inject({ url: `/v1/trees/${board}/${strategy}/next?history=${history}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NextAnswer>();
};
const historyText = (steps: ReadonlyArray<{ guess: string; feedback: string }>): string =>
  steps.map((s) => `${s.guess}:${s.feedback}`).join(',');

/** The root of a committed wordle tree: its guess, and the guess after each feedback. */
async function treeRoot(strategy: string): Promise<{ guess: string; next: Record<string, { guess: string }> }> {
  const bytes = await readFile(join(dataDir, treeFileName('wordle', strategy)));
  return parseTreeFile(decodeMsgpack(new Uint8Array(bytes))).root;
}

describe('live answers on Wordle boards: the openings', () => {
  it("answer wordle-g7's and wordle-hard's first guess (the wordle trees') from data/openings/, computing none", async () => {
    const { app } = await server();
    for (const { id } of OBJECTIVES) {
      const root = await treeRoot(id);
      for (const board of ['wordle-g7', 'wordle-hard']) {
        expect(await next(app, board, id), `${board} ${id}`).toMatchObject({ guess: root.guess, source: 'live', step: 1, remaining: 2309 });
      }
      // In normal mode, the second guess is the tree's too.
      const steps = playedAgainst('caulk', [root.guess]);
      const second = await next(app, 'wordle-g7', id, historyText(steps));
      expect(second, id).toMatchObject({ guess: root.next[steps[0]!.feedback]!.guess, source: 'live' });
    }
    expect(app.codebreaker.live.openings.computed).toBe(0);
  });

  it('answer second guesses in hard mode that hard mode allows', async () => {
    const { app } = await server();
    const { guess: first } = await next(app, 'wordle-hard', 'minimax');
    for (const answer of wordsOf('wordle-answers.txt').filter((_, i) => i % 150 === 0)) {
      const steps = playedAgainst(answer, [first!]);
      const { guess, source } = await next(app, 'wordle-hard', 'minimax', historyText(steps));
      expect(source).toBe('live');
      const fb = steps[0]!.feedback;
      for (let p = 0; p < 5; p++) {
        if (fb[p] === 'G') expect(guess![p], `${answer}: ${guess}`).toBe(first![p]);
        if (fb[p] === 'Y') expect(guess, `${answer}: ${guess}`).toContain(first![p]);
      }
    }
  });

  // Three-letter words of the project's list: 60 answers among 200 guesses.
  const words = wordsOf('words-3.txt');
  const lists = { answers: words.slice(0, 60), guesses: words.slice(0, 200) };
  const board = `wordle-u${createHash('sha256')
    .update(`${lists.answers.join('\n')}\n\n${lists.guesses.join('\n')}\n`)
    .digest('hex')
    .slice(0, 12)}`;

  it("of a user's lists are computed once when they are posted, kept, and read back after a restart", async () => {
    const { app, cacheDir } = await server();
    const posted = await app.inject({ method: 'POST', url: '/v1/word-lists', payload: lists });
    expect(posted.json<{ variant: string }>().variant).toBe(board);
    const { trees, live } = app.codebreaker;
    const game = trees.game(trees.spec(board)) as WordleGame;
    await live.openings.of(game).all;
    expect(live.openings.computed).toBe(1);
    expect(readdirSync(join(cacheDir, OPENINGS_DIR))).toHaveLength(1);
    // The greedy chooser's first guesses, over a score table.
    const scorer = createScorer(game);
    const all = Int32Array.from({ length: game.secretCount }, (_, s) => s);
    const firsts: Record<string, string | null> = {};
    for (const objective of OBJECTIVES) {
      const answer = await next(app, board, objective.id);
      expect(answer.guess, objective.id).toBe(game.formatGuess(createGreedyChooser(scorer, objective).choose(0, all)));
      firsts[objective.id] = answer.guess;
    }
    // The same lists again, and another mode of the board: nothing more to compute.
    await app.inject({ method: 'POST', url: '/v1/word-lists', payload: lists });
    await next(app, `${board}-hard`, 'entropy');
    expect(live.openings.computed).toBe(1);

    const restarted = (await server(cacheDir)).app;
    for (const objective of OBJECTIVES) expect((await next(restarted, board, objective.id)).guess).toBe(firsts[objective.id]);
    expect(restarted.codebreaker.live.openings.computed).toBe(0);
  });

  it('give the first two guesses by the full rule whatever the budget; the budget rule answers after them', async () => {
    // A budget of one evaluation: every other live answer takes the cheaper rule.
    const { app } = await server(undefined, { budget: 1 });
    await app.inject({ method: 'POST', url: '/v1/word-lists', payload: lists });
    const { trees } = app.codebreaker;
    const game = trees.game(trees.spec(board)) as WordleGame;
    const scorer = createScorer(game);
    const answer = lists.answers[17]!;
    const first = await next(app, board, 'expected-size');
    const steps = playedAgainst(answer, [first.guess!]);
    // Asked at once: the openings may not be whole yet (the full rule then computes it live).
    const second = await next(app, board, 'expected-size', historyText(steps));
    await app.codebreaker.live.openings.of(game).all;
    const part = Int32Array.from(lists.answers.flatMap((a, s) => (colours(first.guess!, a) === steps[0]!.feedback ? [s] : [])));
    const want = game.formatGuess(
      createGreedyChooser(
        scorer,
        OBJECTIVES.find((o) => o.id === 'expected-size')!,
      ).choose(0, part),
    );
    expect([first.source, second.source, second.guess]).toEqual(['live', 'live', want]);
    // After two guesses (another second guess, leaving more than two answers), the cheaper rule.
    const left = (w: string): number => [...part].filter((s) => colours(w, lists.answers[s]!) === colours(w, answer)).length;
    const other = words.find((w) => w !== second.guess && left(w) > 2)!;
    const third = await next(app, board, 'expected-size', historyText(playedAgainst(answer, [first.guess!, other])));
    expect(third).toMatchObject({ remaining: left(other), source: 'live-fast' });
  });
});
