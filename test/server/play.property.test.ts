import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/core/variants/games.ts';
import type { NextAnswer, PathAnswer } from './helpers/answers.ts';
import { sharedApp } from './helpers/app.ts';
import { TEST_TREES } from './helpers/trees.ts';

const app = await sharedApp({ trees: TEST_TREES });

interface Step {
  guess: string;
  feedback: string;
}

/** Plays a whole game through the next routes (alternating GET and POST), scoring with the game's rules. */
async function playThroughNext(variant: string, strategy: string, secret: number, opening: Step[] = []): Promise<Step[]> {
  const game = getGame(variant);
  const history: Step[] = [...opening];
  const url = `/v1/trees/${variant}/${strategy}/next`;
  for (let turn = 0; turn < 20; turn++) {
    const res =
      turn % 2 === 0
        ? await app.inject({ method: 'GET', url: `${url}?history=${history.map((s) => `${s.guess}:${s.feedback}`).join(',')}` })
        : await app.inject({ method: 'POST', url, payload: { history } });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<NextAnswer>();
    expect(answer.step).toBe(history.length + 1);
    expect(answer.remaining).toBeGreaterThanOrEqual(1);
    if (answer.solved) return history;
    const g = game.parseGuess(answer.guess!) as number;
    history.push({ guess: answer.guess!, feedback: game.feedbackLabel(game.score(g, secret)) });
  }
  throw new Error('no win in 20 guesses');
}

describe('playing through next', () => {
  for (const [variant, strategy] of TEST_TREES) {
    const game = getGame(variant);
    it(`${variant}/${strategy}: finds every sampled secret within the board limit, as path says`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: game.secretCount - 1 }), async (s) => {
          const steps = await playThroughNext(variant, strategy, s);
          expect(steps.length).toBeLessThanOrEqual(game.spec.maxGuesses);
          expect(steps.at(-1)!.feedback).toBe(game.feedbackLabel(game.winFeedback));
          const path = (
            await app.inject(`/v1/trees/${variant}/${strategy}/path/${game.formatGuess(game.secretGuess[s]!)}`)
          ).json<PathAnswer>();
          expect(path.steps).toEqual(steps);
        }),
        { numRuns: 25, seed: 42 },
      );
    });
  }

  it('off the tree (a random opening guess), live answers still find the secret within the board limit', async () => {
    const game = getGame('mastermind');
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 1295 }), fc.integer({ min: 0, max: 1295 }), async (s, g) => {
        const opening = [{ guess: game.formatGuess(g), feedback: game.feedbackLabel(game.score(g, s)) }];
        const steps = await playThroughNext('mastermind', 'entropy', s, opening);
        expect(steps.length).toBeLessThanOrEqual(game.spec.maxGuesses);
      }),
      { numRuns: 30, seed: 7 },
    );
  });
});
