/**
 * Worker thread of the exact search: builds its own game, scorer (on the main thread's shared
 * table) and search with its own memo, then executes the tasks it is sent (tasks.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { VariantSpec } from '../../game.ts';
import { createGame } from '../../games/catalogue.ts';
import { createScorer } from '../../scorer.ts';
import { createExactSearch } from './search.ts';
import { executeTask, type WorkerTask } from './tasks.ts';

/** What a worker is started with. */
export interface WorkerInput {
  spec: VariantSpec;
  memoLimit: number | undefined;
  /** The main thread's score table (shared memory), when the game has one. */
  table: Uint8Array | undefined;
  /** Int32 [best total, index of its first guess], shared with the main thread. */
  shared: SharedArrayBuffer;
}

if (parentPort !== null && workerData !== null && typeof workerData === 'object' && 'spec' in workerData) {
  const input = workerData as WorkerInput;
  const port = parentPort;
  const game = createGame(input.spec);
  const search = createExactSearch(createScorer(game, undefined, input.table), { memoLimit: input.memoLimit });
  const shared = new Int32Array(input.shared);
  const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
  port.on('message', (task: WorkerTask) => {
    port.postMessage(executeTask(search, all, task, shared, (note) => port.postMessage(note)));
  });
}
