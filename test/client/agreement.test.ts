import { describe, expect, it } from 'vitest';
import {
  CodebreakerError,
  openTree,
  type ErrorBody,
  type NextAnswer,
  type PathAnswer,
  type Step,
  type TreeWalker,
  type WalkerNext,
} from '../../src/client/index.ts';
import { answerNext } from '../../src/server/services/next-answer.ts';
import { sharedApp } from '../server/helpers/app.ts';
import { loadDataVariant } from '../server/helpers/trees.ts';
import { seeded } from '../reference/cases.ts';

/**
 * The walker and the server agree on every secret of Mastermind, Bulls and Cows and Word
 * Mastermind (words-5, whose list the walker rebuilds from the tree), for every committed tree: the path of every secret (the server's HTTP answer, through app.inject), and the
 * next answer at every step of every path (the server's own answerNext, the function its next
 * routes call, in-process for speed; a sample of them over HTTP too). Off the tree, on
 * contradictions and on malformed histories, a seeded sample of mutated histories gets the same
 * status, code and message from both, and the same remaining count as the server's live answer.
 */

/** The variants, and the strategies of their committed trees in catalogue order. */
const ALL = [
  'minimax',
  'expected-size',
  'entropy',
  'most-parts',
  'expected-steps',
  'entropy-lookahead',
  'optimal',
  'optimal-worst',
  'static',
];
const STRATEGIES_OF = { mastermind: ALL, 'bulls-and-cows': ALL, 'words-5': ALL.slice(0, 6) } as const;
const VARIANTS = Object.keys(STRATEGIES_OF) as Array<keyof typeof STRATEGIES_OF>;
const loaded = (await Promise.all(VARIANTS.map((v) => loadDataVariant(v)))).flat();
const app = await sharedApp({ trees: loaded });

/** The walker's answer in the server's terms: the next answer on the tree, the off-tree facts, or the error. */
type Outcome =
  | { kind: 'tree'; answer: Omit<NextAnswer, 'source'> }
  | { kind: 'off-tree'; remaining: number | null; solved: boolean; step: number }
  | { kind: 'error'; status: number; code: string; message: string };

function walkerOutcome(walker: TreeWalker, history: readonly Step[]): Outcome {
  let r: WalkerNext;
  try {
    r = walker.next(history);
  } catch (err) {
    if (!(err instanceof CodebreakerError)) throw err;
    return { kind: 'error', status: err.status, code: err.code, message: err.message };
  }
  if (r.offTree) return { kind: 'off-tree', remaining: r.remaining, solved: r.solved, step: r.step };
  return { kind: 'tree', answer: { guess: r.guess, remaining: r.remaining, solved: r.solved, step: r.step } };
}

/** The server's answer over HTTP, in the same terms. */
async function serverOutcome(variant: string, strategy: string, history: readonly Step[]): Promise<Outcome> {
  const res = await app.inject({ method: 'POST', url: `/v1/trees/${variant}/${strategy}/next`, payload: { history } });
  if (res.statusCode !== 200) {
    const body = res.json<ErrorBody>();
    return { kind: 'error', status: res.statusCode, code: body.error, message: body.message };
  }
  const { source, ...answer } = res.json<NextAnswer>();
  return source === 'tree'
    ? { kind: 'tree', answer }
    : { kind: 'off-tree', remaining: answer.remaining, solved: answer.solved, step: answer.step };
}

describe('the walker and the server agree on every secret of mastermind, bulls-and-cows and words-5 for every strategy', () => {
  it('covers every committed tree of the three variants', () => {
    expect(loaded.map((t) => `${t.header.variant.id}/${t.header.strategy.id}`)).toEqual(
      VARIANTS.flatMap((v) => STRATEGIES_OF[v].map((s) => `${v}/${s}`)),
    );
  });

  for (const tree of loaded) {
    const variant = tree.header.variant.id;
    const strategy = tree.header.strategy.id;
    it(`${variant}/${strategy}`, async () => {
      const walker = openTree(tree.bytes);
      const served = app.codebreaker.registry.find(variant, strategy)!;
      const { live } = app.codebreaker;
      const game = served.flat.game;
      expect(walker.header).toEqual(tree.header);
      expect(walker.nodeCount).toBe(served.flat.nodeCount);

      const httpSample = new Set<number>();
      const rand = seeded(game.secretCount * 31 + strategy.length);
      while (httpSample.size < 25) httpSample.add(Math.floor(rand() * game.secretCount));

      let nexts = 0;
      for (let s = 0; s < game.secretCount; s++) {
        const secret = game.formatGuess(game.secretGuess[s]!);
        const res = await app.inject({ url: `/v1/trees/${variant}/${strategy}/path/${secret}` });
        const path = walker.path(secret);
        const expected = res.json<PathAnswer>();
        if (
          path.steps.length !== expected.steps.length ||
          path.steps.some((st, i) => st.guess !== expected.steps[i]!.guess || st.feedback !== expected.steps[i]!.feedback)
        ) {
          expect(path, `path of ${secret}`).toEqual(expected);
        }
        // next after every prefix of the path, the empty one and the whole (solved) game included.
        for (let n = 0; n <= path.steps.length; n++) {
          const history = path.steps.slice(0, n);
          const mine = walker.next(history);
          const theirs = await answerNext(served, history, live);
          nexts++;
          if (
            mine.offTree ||
            mine.guess !== theirs.guess ||
            mine.remaining !== theirs.remaining ||
            mine.solved !== theirs.solved ||
            mine.step !== theirs.step ||
            theirs.source !== 'tree'
          ) {
            expect({ history, mine }).toEqual({
              history,
              mine: { offTree: false, guess: theirs.guess, remaining: theirs.remaining, solved: theirs.solved, step: theirs.step },
            });
          }
          if (httpSample.has(s)) expect(walkerOutcome(walker, history)).toEqual(await serverOutcome(variant, strategy, history));
        }
      }
      expect(nexts).toBe(tree.header.stats.total + tree.header.stats.secrets);

      // The worst cases, and the same limit on both sides.
      const worst = await app.inject({ url: `/v1/trees/${variant}/${strategy}/worst-case?limit=1000` });
      expect(walker.worstCase(1000)).toEqual(worst.json());
      expect(walker.worstCase()).toEqual((await app.inject({ url: `/v1/trees/${variant}/${strategy}/worst-case` })).json());
      expect(walker.stats).toEqual(served.header.stats);

      // Mutated histories: a wrong feedback (a sibling branch or a contradiction), another guess
      // (with the feedback the secret gives it: off the tree, at step 3 or later so the live answer is quick), malformed text, a win too early.
      // Every other wrong feedback is at the first step, where most labels are a sibling branch: deeper
      // most are contradictions (a static tree's classes are small there).
      const kinds = new Set<Outcome['kind']>();
      const labels = Array.from({ length: game.feedbackCount }, (_, f) => game.feedbackLabel(f));
      for (let i = 0; i < 24; i++) {
        const s = Math.floor(rand() * game.secretCount);
        const secret = game.formatGuess(game.secretGuess[s]!);
        const steps = walker.path(secret).steps;
        const deep = Math.min(steps.length - 1, 2 + Math.floor(rand() * (steps.length - 2)));
        const at = i % 8 === 0 ? 0 : deep;
        const history = steps.slice(0, at + 1).map((st) => ({ ...st }));
        const kind = i % 4;
        if (kind === 0) history[at]!.feedback = labels[Math.floor(rand() * labels.length)]!;
        else if (kind === 1) {
          // Another guess, with the feedback the secret gives it: off the tree, yet consistent.
          const g = Math.floor(rand() * game.guessCount);
          history[at] = { guess: game.formatGuess(g), feedback: labels[game.score(g, s)]! };
        } else if (kind === 2) history[at]!.guess = `${history[at]!.guess}9`;
        else history[0]!.feedback = labels[game.winFeedback]!;
        const mine = walkerOutcome(walker, history);
        kinds.add(mine.kind);
        expect(mine, JSON.stringify(history)).toEqual(await serverOutcome(variant, strategy, history));
      }
      expect([...kinds].sort()).toEqual(['error', 'off-tree', 'tree']);
    });
  }
});
