import { parentPort } from 'node:worker_threads';
import type { Game } from '../core/game.ts';
import { getGame } from '../core/games/catalogue.ts';
import { createScorer, type Scorer } from '../core/scorer.ts';
import { buildSubtree, createGreedyChooser } from '../core/strategies/greedy.ts';
import { findObjective } from '../core/strategies/objectives.ts';
import type { SubtreeJob, WorkerReply } from './messages.ts';

// A build worker: builds greedy subtrees with the core, one job at a time.
const scorers = new Map<string, Scorer>();
const port = parentPort!;

function scorerFor(game: Game, table: Uint8Array | undefined): Scorer {
  let scorer = scorers.get(game.spec.id);
  if (scorer === undefined) {
    scorer = createScorer(game, undefined, table);
    scorers.set(game.spec.id, scorer);
  }
  return scorer;
}

port.on('message', (job: SubtreeJob) => {
  const reply = (message: WorkerReply): void => port.postMessage(message);
  try {
    const game = getGame(job.variant);
    const objective = findObjective(job.strategy);
    if (objective === undefined) throw new Error(`${job.strategy} is not a greedy strategy`);
    const scorer = scorerFor(game, job.table);
    let last = 0;
    const node = buildSubtree(scorer, createGreedyChooser(scorer, objective), job.played, Int32Array.from(job.history), job.remaining, (done) => {
      // Report about every 1% of this part, not every secret.
      if (done - last >= Math.max(1, job.remaining.length / 100)) {
        last = done;
        reply({ type: 'progress', id: job.id, done });
      }
    });
    reply({ type: 'done', id: job.id, node });
  } catch (err) {
    reply({ type: 'error', id: job.id, message: (err as Error).message });
  }
});
