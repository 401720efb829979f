// The answer of the next routes: on the tree one array read a step, off it a live choice over the
// consistent secrets; bad histories a 400, impossible ones a 422.
import { walkTree, type Walk } from '../../core/flat-tree.ts';
import type { Game } from '../../core/game.ts';
import { consistentSecrets, judgeHistory, type Consistency, type Step, type TextStep } from '../../core/history.ts';
import { HttpError } from '../errors/http-error.ts';
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
 * consistent secrets and a live choice. Bad histories throw a 400, impossible ones (and those
 * breaking hard mode) a 422, in the order of judgeHistory.
 */
export async function answerNext(tree: ServedTree, raw: readonly TextStep[], live: LiveService): Promise<NextAnswer> {
  const game = tree.flat.game;
  // The walk finds a contradiction on the tree; off it, the secrets are filtered.
  const on: { walk?: Walk } = {};
  const history = checkHistory(game, raw, (steps) => {
    const walk = (on.walk = walkTree(tree.flat, steps));
    if (walk.kind === 'contradiction') return { contradiction: walk.at + 1 };
    return walk.kind === 'off-tree' ? consistentSecrets(game, steps) : { contradiction: 0 };
  });
  const step = history.steps.length + 1;
  const walk = on.walk;
  if (walk?.kind === 'node') {
    return { guess: tree.flat.guessText[walk.node]!, remaining: tree.flat.size[walk.node]!, solved: false, source: 'tree', step };
  }
  if (walk?.kind === 'solved') return { guess: null, remaining: 1, solved: true, source: 'tree', step };
  return liveNext(game, tree.strategy, history, live);
}

/**
 * The next guess computed from the consistent secrets with the strategy's objective: off the tree,
 * and for boards whose tree is being built or is too large to build (the lazy tree of the general
 * framework for guessing games).
 */
export async function answerLive(game: Game, strategy: string, raw: readonly TextStep[], live: LiveService): Promise<NextAnswer> {
  return liveNext(game, strategy, checkHistory(game, raw), live);
}

/**
 * A history every route reads the same way (judgeHistory): its steps and, when they were
 * computed, its consistent secrets; or the HTTP error it deserves.
 */
export function checkHistory(
  game: Game,
  raw: readonly TextStep[],
  consistency?: (steps: readonly Step[]) => Consistency,
  limit?: number,
): { steps: Step[]; secrets: Int32Array | undefined; solved: boolean } {
  const verdict = judgeHistory(game, raw, consistency, limit);
  switch (verdict.kind) {
    case 'malformed':
      throw new HttpError(400, 'bad-history', verdict.error.message);
    case 'contradiction':
      throw new HttpError(422, 'inconsistent-history', verdict.message);
    case 'hard-mode':
      throw new HttpError(422, 'hard-mode', verdict.message);
    case 'board-full':
      throw new HttpError(422, 'board-full', verdict.message);
    default:
      return { steps: verdict.steps, secrets: verdict.secrets, solved: verdict.kind === 'solved' };
  }
}

async function liveNext(
  game: Game,
  strategy: string,
  { steps, secrets: known, solved }: ReturnType<typeof checkHistory>,
  live: LiveService,
): Promise<NextAnswer> {
  const step = steps.length + 1;
  const secrets = known ?? consistentSecrets(game, steps).secrets;
  if (solved) return { guess: null, remaining: secrets.length, solved: true, source: 'live', step };
  const answer = await live.answer(game, strategy, steps, secrets);
  return {
    guess: game.formatGuess(answer.guess),
    remaining: secrets.length,
    solved: false,
    source: answer.fast ? 'live-fast' : 'live',
    step,
  };
}
