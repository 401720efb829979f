import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { Game } from '../core/game.ts';
import type { Scorer } from '../core/scorer.ts';
import { buildSubtree, createGreedyChooser, splitByFeedback, type Progress } from '../core/strategies/greedy.ts';
import { findObjective } from '../core/strategies/objectives.ts';
import type { Strategy } from '../core/strategies/index.ts';
import type { TreeNode } from '../core/tree.ts';
import type { SubtreeJob, WorkerReply } from './messages.ts';

/** Greedy trees of games with this many secrets or more are worth building on worker threads; smaller ones build faster than a worker starts. */
export const PARALLEL_FROM_SECRETS = 10_000;

/** Parts smaller than this are built on the main thread: posting them costs more than building. */
const MIN_PARALLEL_PART = 64;

/**
 * A pool of build workers. Greedy trees are split at the root: the main thread chooses the first
 * guess, and the subtrees of its feedback parts (largest first) are built by the workers; the
 * result is the same tree the single-threaded builder gives, since subtrees are independent.
 */
export class BuildPool {
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly waiting: Array<(w: Worker) => void> = [];
  private nextId = 0;

  /** Starts `size` workers (default: one per core). */
  constructor(size = availableParallelism()) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), {
        workerData: { entry: new URL('./worker.ts', import.meta.url).href },
      });
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  /** Builds a strategy's whole tree; greedy strategies in parallel, others as they build themselves. */
  async build(strategy: Strategy, scorer: Scorer, onProgress?: Progress): Promise<TreeNode> {
    const objective = findObjective(strategy.id);
    if (objective === undefined || strategy.kind !== 'greedy') return strategy.build(scorer, onProgress);
    const game = scorer.game;
    const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
    const chooser = createGreedyChooser(scorer, objective);
    const guess = chooser.choose(game.initialPlayed, all);
    const played = game.play(game.initialPlayed, guess);
    const parts = splitByFeedback(scorer, guess, all);
    const placed = new Map<number, number>();
    let base = game.guessSecret[guess]! >= 0 ? 1 : 0;
    const report = (): void => onProgress?.(base + [...placed.values()].reduce((a, b) => a + b, 0), game.secretCount);
    report();
    const order = parts.map((_, i) => i).sort((a, b) => parts[b]![1].length - parts[a]![1].length);
    const children = new Array<TreeNode>(parts.length);
    await Promise.all(order.map(async (i) => {
      const [, remaining] = parts[i]!;
      if (remaining.length < MIN_PARALLEL_PART) {
        children[i] = buildSubtree(scorer, chooser, played, Int32Array.of(guess), remaining);
        base += remaining.length;
        report();
        return;
      }
      children[i] = await this.run(game, strategy.id, played, guess, remaining, scorer.table, (done) => {
        placed.set(i, done);
        report();
      });
      placed.set(i, remaining.length);
      report();
    }));
    return { guess, next: parts.map(([f], i) => [f, children[i]!] as const) };
  }

  /** Stops every worker. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private async run(
    game: Game, strategy: string, played: number, first: number, remaining: Int32Array, table: Uint8Array | undefined,
    onDone: (done: number) => void,
  ): Promise<TreeNode> {
    const worker = this.idle.pop() ?? (await new Promise<Worker>((resolve) => this.waiting.push(resolve)));
    const id = this.nextId++;
    try {
      return await new Promise<TreeNode>((resolve, reject) => {
        const onMessage = (reply: WorkerReply): void => {
          if (reply.id !== id) return;
          if (reply.type === 'progress') onDone(reply.done);
          else {
            worker.off('message', onMessage);
            worker.off('error', onError);
            if (reply.type === 'done') resolve(reply.node);
            else reject(new Error(reply.message));
          }
        };
        const onError = (err: Error): void => reject(err);
        worker.on('message', onMessage);
        worker.on('error', onError);
        const job: SubtreeJob = { type: 'subtree', id, variant: game.spec.id, strategy, played, history: [first], remaining, table };
        worker.postMessage(job);
      });
    } finally {
      const next = this.waiting.shift();
      if (next) next(worker);
      else this.idle.push(worker);
    }
  }
}
