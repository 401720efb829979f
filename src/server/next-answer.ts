import { walkTree } from '../core/flat-tree.ts';
import type { Game } from '../core/game.ts';
import { consistentSecrets, contradictionMessage, isSolved, parseHistory, type Step, type TextStep } from '../core/history.ts';
import { HttpError } from './errors.ts';
import type { LiveService } from './live-service.ts';
import type { ServedTree } from './registry.ts';

/** The answer of the `next` routes (HTTP API, version 1). */
export interface NextAnswer {
  guess: string | null;
  remaining: number;
  solved: boolean;
  source: 'tree' | 'live' | 'live-fast';
  step: number;
}

/**
 * The next guess after a history: on the tree, one array read per step; off the tree, the
 * consistent secrets and a live choice. Bad histories throw a 400, impossible ones a 422.
 */
export async function answerNext(tree: ServedTree, raw: readonly TextStep[], live: LiveService): Promise<NextAnswer> {
  const game = tree.flat.game;
  const steps = parseOnBoard(game, raw);
  const step = steps.length + 1;
  const walk = walkTree(tree.flat, steps);
  switch (walk.kind) {
    case 'node':
      return { guess: tree.flat.guessText[walk.node]!, remaining: tree.flat.size[walk.node]!, solved: false, source: 'tree', step };
    case 'solved':
      return { guess: null, remaining: 1, solved: true, source: 'tree', step };
    case 'contradiction':
      throw new HttpError(422, 'inconsistent-history', contradictionMessage(game, steps, walk.at + 1));
    case 'off-tree':
      return liveNext(game, tree.strategy, steps, live);
  }
}

/**
 * The next guess computed from the consistent secrets with the strategy's objective: off the tree,
 * and for boards whose tree is being built or is too large to build (the lazy tree of the general
 * framework for guessing games).
 */
export async function answerLive(game: Game, strategy: string, raw: readonly TextStep[], live: LiveService): Promise<NextAnswer> {
  return liveNext(game, strategy, parseOnBoard(game, raw), live);
}

/**
 * The steps of a history that fits the board: a 400 for a malformed one, a 422 `board-full` for
 * one longer than the board, or as long without the winning feedback (the game is lost: there is
 * no next guess to give).
 */
export function parseOnBoard(game: Game, raw: readonly TextStep[]): Step[] {
  const limit = game.spec.maxGuesses;
  if (raw.length > limit) {
    throw new HttpError(422, 'board-full', `The history has ${raw.length} guesses; ${game.spec.title} allows ${limit}.`);
  }
  const parsed = parseHistory(game, raw);
  if (!parsed.ok) throw new HttpError(400, 'bad-history', parsed.error.message);
  const steps = parsed.steps;
  if (steps.length === limit && !isSolved(game, steps)) {
    throw new HttpError(
      422,
      'board-full',
      `The history fills the board (${limit} guesses) without the winning feedback ${game.feedbackLabel(game.winFeedback)}: the game is lost, there is no next guess.`,
    );
  }
  return steps;
}

async function liveNext(game: Game, strategy: string, steps: readonly Step[], live: LiveService): Promise<NextAnswer> {
  const step = steps.length + 1;
  const { secrets, contradiction } = consistentSecrets(game, steps);
  if (contradiction > 0) throw new HttpError(422, 'inconsistent-history', contradictionMessage(game, steps, contradiction));
  if (isSolved(game, steps)) return { guess: null, remaining: secrets.length, solved: true, source: 'live', step };
  const answer = await live.answer(game, strategy, steps, secrets);
  return {
    guess: game.formatGuess(answer.guess),
    remaining: secrets.length,
    solved: false,
    source: answer.fast ? 'live-fast' : 'live',
    step,
  };
}
