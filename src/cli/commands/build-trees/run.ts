/**
 * Builds decision trees into data/: every (variant, strategy) pair, or those named by
 * --variant and --strategy (comma lists). Each tree is verified against every secret before it is
 * written; files and data/manifest.json are written atomically, and the bytes are deterministic.
 *
 *   codebreaker build                                 # every greedy tree (npm run build-trees)
 *   codebreaker build --variant mastermind            # one variant, every greedy strategy
 *   codebreaker build --strategy optimal              # an exact strategy for every variant it can do
 *   codebreaker build --strategy static --variant mastermind   # the Static Game (minutes: its proof)
 *   codebreaker build --variant mm-5x6 --strategy optimal --resume   # carry on a stopped exact search
 *   REDIS_URL=redis://host:6379/0 codebreaker build --variant bulls-and-cows --strategy optimal --queue
 *                                                     # the exact search's units on the fleet's workers
 *
 * An exact search on a board large enough to repay threads keeps a checkpoint in
 * <data-dir>/checkpoints/<variant>.<strategy>.json (settled first guesses, solved parts, the best
 * tree; written at most every 2 s and when the search ends), and removes it once the tree is
 * written; on a smaller board (its search takes about a second) only to resume one, or to
 * refuse one found without --resume (build-plan.ts's keepsCheckpoint). A tree the board's limit does not allow (over the
 * limit, or no tree at all within it) is reported in one line, and the exit code is 1. With
 * --json, a summary as one JSON document (docs/cli-json.schema.json, "build"); every line for
 * people goes to stderr.
 *
 * Which trees to build and how (src/builder/build-plan.ts) and the writing of files and manifest
 * (src/builder/save-trees.ts) are the builder's: this body reads the options, calls them and prints.
 */
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_DATA_DIR, defaultCacheDir } from '../../../store/paths.ts';
import { USER_LISTS_DIR, UserListStore } from '../../../store/user-lists.ts';
import { createGame } from '../../../core/variants/games.ts';
import { parseVariant, resolveVariant } from '../../../core/variants/parse.ts';
import { WordListError } from '../../../store/word-lists.ts';
import { createLazyScorer, type Scorer } from '../../../core/scorer.ts';
import type { Game } from '../../../core/game.ts';
import { findStrategy } from '../../../core/strategies/index.ts';
import { buildTreeFile, checkedTreeFile, type BuiltTree } from '../../../builder/build-tree/file.ts';
import {
  countsProgress,
  defaultStrategies,
  inForest,
  keepsCheckpoint,
  needsSharedPool,
  planBuilds,
  usesThreads,
  type BuildJob,
} from '../../../builder/build-plan.ts';
import { checkpointPath } from '../../../builder/checkpoints/checkpoint.ts';
import { NoTreeWithinLimit } from '../../../builder/exact-stop.ts';
import { partsPath, removeCheckpoint, TreeWriter, unbuiltTree, type SavedTree } from '../../../builder/save-trees.ts';
import { TaskPool } from '../../../workers/pool.ts';
import { FleetConfigError, fleetUrl, redisOptions } from '../../../fleet/config.ts';
import type { FleetConnection } from '../../../fleet/connection.ts';
import { command } from '../../command.ts';
import type { Runner } from '../../spec.ts';
import { spec } from './spec.ts';
import { CliError, EXIT, UsageError } from '../../errors.ts';
import { pickIds, pickVariants, strategyIds } from '../../pick.ts';
import { openQueueRunner, writeDurations, type QueueRunner } from './queue.ts';
import { count } from '../../../core/count.ts';

/** The line a written tree gets: its stats, time, file and size. */
function writtenLine(label: string, saved: SavedTree & { written: true }): string {
  const s = saved.stats;
  return (
    `${label}: total ${s.total}, average ${s.average.toFixed(4)}, max ${s.max}, histogram ${s.histogram.slice(1).join('/')}; ` +
    `${saved.seconds.toFixed(2)} s; ${saved.file} ${saved.bytes} bytes`
  );
}

/** Runs codebreaker build. */
export const run: Runner = command(spec, async ({ values, out }) => {
  const dataDir = values['data-dir'] ?? DEFAULT_DATA_DIR;
  // Progress bars only on a terminal: their library is loaded only then (a sixtieth of a second).
  const bars = out.bars ? (await import('cli-progress')).default : undefined;
  const variants = pickVariants(values.variant);
  const strategies =
    values.strategy === undefined ? defaultStrategies() : pickIds(values.strategy, strategyIds, 'strategy').map((id) => findStrategy(id)!);
  const workers = values.workers ?? availableParallelism();

  // With --queue the exact searches' units go to the fleet's workers (src/fleet/exact-runner.ts).
  let url: string | undefined;
  if (values.queue) {
    try {
      url = fleetUrl();
    } catch (err) {
      if (!(err instanceof FleetConfigError)) throw err;
      throw new CliError(err.message);
    }
    if (url === undefined)
      throw new CliError("--queue needs REDIS_URL, the fleet's Redis (for example REDIS_URL=redis://127.0.0.1:6379/0)");
  }

  // Every variant's game, word games from the lists of the data directory (else the package's), and users' lists
  // (kept by codebreaker word-lists or a server) from the cache directory's word-lists/.
  const userLists = new UserListStore({ dir: join(values['cache-dir'] ?? defaultCacheDir(), USER_LISTS_DIR), inMemory: 1 });
  const lists = userLists.lists(dataDir);
  const games: { game: Game; needsLists: boolean }[] = [];
  for (const id of variants) {
    try {
      games.push({ game: createGame(resolveVariant(id, lists)), needsLists: parseVariant(id).lists.length > 0 });
    } catch (err) {
      if (!(err instanceof WordListError)) throw err;
      throw new CliError(`${id}: ${err.message}`);
    }
  }
  // --first: one first guess, valid on every variant named, for exact strategies only.
  const firsts = new Map<string, number>();
  if (values.first !== undefined) {
    const notExact = strategies.filter((s) => !s.resumable).map((s) => s.id);
    if (notExact.length > 0) throw new UsageError(`--first needs exact strategies (optimal, optimal-worst), not ${notExact.join(', ')}`);
    for (const { game } of games) {
      const guess = game.parseGuess(values.first);
      if (typeof guess === 'string') throw new UsageError(`--first ${values.first} is not a guess of ${game.spec.id}: ${guess}`);
      firsts.set(game.spec.id, guess);
    }
  }
  const plan = planBuilds(games, strategies);
  for (const s of plan.skipped) out.note(`${s.variant}/${s.strategy}: skipped: ${s.reason}`);

  let fleet: FleetConnection | undefined;
  if (url !== undefined) {
    // Loaded only here: the queue's client libraries add a tenth of a second to every other build's start.
    const { FleetConnection } = await import('../../../fleet/connection.ts');
    fleet = new FleetConnection(redisOptions(url));
  }

  // One scorer (score table) per variant, its table made when a tree's engine first reads it.
  const scorers = new Map<string, Scorer>();
  const scorerOf = (game: Game): Scorer => {
    let scorer = scorers.get(game.spec.id);
    if (scorer === undefined) scorers.set(game.spec.id, (scorer = createLazyScorer(game)));
    return scorer;
  };

  await mkdir(dataDir, { recursive: true });
  const writer = await TreeWriter.open(dataDir);
  const outcomes: SavedTree[] = [];
  let failures = 0;
  const report = (label: string, saved: SavedTree): void => {
    outcomes.push(saved);
    if (saved.written) out.result(writtenLine(label, saved));
    else if ('kept' in saved) out.result(`${label}: total ${saved.stats.total}, max ${saved.stats.max}; not written: ${saved.reason}`);
    else {
      failures++;
      out.error(`${label}: NOT WRITTEN, ${saved.reason}`);
    }
  };

  // The greedy builds share one pool, started now, before any serial work, and only when some job
  // can use it: the forest of small greedy trees, or a large greedy tree. Each exact search on a game
  // large enough to repay threads gets a pool of its own (below); the static search runs on this thread.
  const pool = needsSharedPool(plan.jobs, workers) ? new TaskPool({ size: workers }).start() : undefined;
  const checkpointOf = (job: BuildJob): string => checkpointPath(dataDir, job.game.spec.id, job.strategy.id);

  // The greedy trees of the smaller variants take well under a second each: they are built
  // together, every thread taking the next tree, costliest first (src/builder/forest.ts).
  const together = plan.jobs.filter(inForest);
  if (together.length > 0) {
    const threads = Math.max(1, Math.min(workers, together.length));
    const started = performance.now();
    const bar =
      bars !== undefined
        ? new bars.SingleBar(
            { format: `${'greedy trees'.padEnd(34)} [{bar}] {value}/{total} trees | ETA {eta_formatted}` },
            bars.Presets.shades_classic,
          )
        : undefined;
    bar?.start(together.length, 0);
    const { buildForest } = await import('../../../builder/forest.ts');
    const forest = await buildForest(
      together.map((j) => ({ variant: j.game.spec.id, strategy: j.strategy.id })),
      {
        threads,
        ...(pool !== undefined ? { pool } : {}),
        onTree: () => bar?.increment(),
      },
    );
    bar?.stop();
    const wallMs = performance.now() - started;
    for (const [i, job] of together.entries()) {
      const tree = forest.trees[i]!;
      const saved = await writer.save(job.game, job.strategy, checkedTreeFile(job.game, job.strategy, tree.root), tree.ms);
      report(`${job.game.spec.id}/${job.strategy.id}`, saved);
    }
    const used = new Set(forest.trees.map((t) => t.thread)).size;
    out.note(
      `${together.length} greedy trees built in ${(wallMs / 1000).toFixed(2)} s by ${used} of ${threads} thread(s), score tables included`,
    );
  }

  for (const job of plan.jobs.filter((j) => !together.includes(j))) {
    const { game, strategy } = job;
    const variant = game.spec.id;
    const scorer = scorerOf(game);
    const label = `${variant}/${strategy.id}`;
    const started = performance.now();
    // The static search has no secrets to count while it runs: it logs its stages instead.
    const bar =
      bars !== undefined && countsProgress(job)
        ? new bars.SingleBar(
            { format: `${label.padEnd(34)} [{bar}] {percentage}% | {value}/{total} secrets | ETA {eta_formatted}`, etaBuffer: 200 },
            bars.Presets.shades_classic,
          )
        : undefined;
    bar?.start(game.secretCount, 0);
    let nextLog = 0.25;
    const onProgress = (done: number, total: number): void => {
      bar?.update(done);
      if (bar === undefined && done / total >= nextLog) {
        out.note(
          `${label}: ${Math.round((100 * done) / total)}% of secrets placed (${((performance.now() - started) / 1000).toFixed(1)} s)`,
        );
        nextLog = (Math.floor((4 * done) / total) + 1) / 4;
      }
    };
    const log = (line: string): void => {
      out.note(`${label}: ${line} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    };
    // Threads only from the pool: with --workers 1, or for a small game, everything runs on this thread.
    const first = firsts.get(variant);
    // A small board's search keeps a checkpoint only to carry one on (--resume), to refuse one
    // found without --resume, as every exact search does (it holds work), or on the fleet's queue
    // (--queue), whose answers it carries on from.
    const existing = values.resume || values.queue || existsSync(checkpointOf(job));
    const resumable = keepsCheckpoint(job, existing) && first === undefined;
    const checkpoint = resumable ? { checkpoint: { path: checkpointOf(job), resume: values.resume } } : {};
    if (resumable) await mkdir(dirname(checkpointOf(job)), { recursive: true });
    // An exact search on threads gets fresh ones: threads that ran other searches before run it
    // slower (Bulls and Cows optimal took 58 s after four other exact builds, 45 s alone), since the
    // engine optimises the closures of a thread's first search best.
    const onQueue = resumable && fleet !== undefined;
    const ownPool = resumable && !onQueue && workers >= 2 && usesThreads(job) ? new TaskPool({ size: workers }).start() : undefined;
    const jobPool = ownPool ?? pool;
    const queue: QueueRunner | undefined = onQueue
      ? await openQueueRunner(fleet!, {
          variant,
          strategy: strategy.id,
          partsFile: partsPath(dataDir, variant, strategy.id),
          lanes: values.lanes,
          durations: values.durations,
          log,
        })
      : undefined;
    let built: BuiltTree;
    try {
      built = await buildTreeFile(
        game,
        strategy,
        scorer,
        first !== undefined
          ? { onProgress, first }
          : queue !== undefined
            ? { exactRunner: queue.runner, onProgress, checkpoint: { path: checkpointOf(job), resume: true } }
            : usesThreads(job) && jobPool !== undefined
              ? { pool: jobPool, onProgress, ...checkpoint }
              : { onProgress, exactWorkers: 0, log, ...checkpoint },
      );
    } catch (err) {
      bar?.stop();
      const saved = unbuiltTree(variant, strategy.id, err);
      failures++;
      outcomes.push(saved);
      out.error(`${label}: ${err instanceof NoTreeWithinLimit ? 'NOT WRITTEN, ' : ''}${saved.reason}`);
      continue;
    } finally {
      await ownPool?.close();
      await queue?.close();
    }
    bar?.stop();
    // A tree with a given first guess is not written over a better one of the strategy (a proved
    // optimum), unless --force: the summary still gives its total, which is what --first asks.
    const keepBetter = first !== undefined && !values.force;
    const saved = await writer.save(game, strategy, built, performance.now() - started, { keepBetter });
    report(label, saved);
    if (queue !== undefined) {
      const c = queue.runner.counts;
      out.note(
        `${label}: on the queue: ${count(c.sent, 'unit')} sent to workers, ${c.reused} answered without a job (earlier runs, same unit twice), ` +
          `${c.requeued} queued again (their jobs had gone from Redis)`,
      );
      if (values.durations !== undefined) {
        await writeDurations(values.durations, `${variant}.${strategy.id}`, queue.runner);
        out.note(`${label}: ${count(queue.runner.durations.length, 'unit duration')} written to ${values.durations}`);
      }
    }
    if (saved.written && resumable) {
      await removeCheckpoint(dataDir, variant, strategy.id);
      if (queue !== undefined) await queue.runner.store.clear();
    }
  }
  await pool?.close();
  await fleet?.close();
  if (values.json) {
    out.json({
      command: 'build',
      ok: failures === 0,
      written: outcomes.filter((o) => o.written).length,
      failed: failures,
      trees: outcomes,
      skipped: plan.skipped,
    });
  }
  if (failures > 0) {
    out.error(`${failures} tree(s) failed (see above)`);
    return EXIT.failed;
  }
  return EXIT.ok;
});
