import { parentPort } from 'node:worker_threads';
import { getGame } from '../core/games/catalogue.ts';
import { consistentSecrets, playedState, type Step } from '../core/history.ts';
import { chooseLive, liveObjective } from '../core/live.ts';
import { createScorer, type Scorer } from '../core/scorer.ts';

/**
 * A live-answer worker thread: the same pure computation as the inline path, off the event loop,
 * so tree lookups keep answering while live answers are computed.
 */

/** A request to the worker: the history as flat (guess, feedback) pairs. */
export interface LiveTask {
  readonly id: number;
  readonly variant: string;
  readonly strategy: string;
  readonly steps: Int32Array;
  readonly budget: number;
  readonly tableLimit: number;
}

/** The worker's reply. */
export type LiveReply = { readonly id: number; readonly guess: number; readonly fast: boolean } | { readonly id: number; readonly error: string };

const scorers = new Map<string, Scorer>();

/** Computes one live answer (exported for tests; the thread calls it per message). */
export function computeLive(task: LiveTask): LiveReply {
  const game = getGame(task.variant);
  let scorer = scorers.get(task.variant);
  if (scorer === undefined) scorers.set(task.variant, (scorer = createScorer(game, task.tableLimit)));
  const steps: Step[] = [];
  for (let i = 0; i + 1 < task.steps.length; i += 2) steps.push({ guess: task.steps[i]!, feedback: task.steps[i + 1]! });
  const { secrets } = consistentSecrets(game, steps);
  if (secrets.length === 0) return { id: task.id, error: 'no secret fits the history' };
  const choice = chooseLive(scorer, liveObjective(task.strategy), playedState(game, steps), secrets, task.budget);
  return { id: task.id, guess: choice.guess, fast: choice.fast };
}

parentPort?.on('message', (task: LiveTask) => {
  let reply: LiveReply;
  try {
    reply = computeLive(task);
  } catch (err) {
    reply = { id: task.id, error: (err as Error).message };
  }
  parentPort!.postMessage(reply);
});
