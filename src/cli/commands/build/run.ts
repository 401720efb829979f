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
 * An exact search keeps a checkpoint in <data-dir>/checkpoints/<variant>.<strategy>.json (settled
 * first guesses, solved parts, the best tree; written at most every 2 s and when the search ends),
 * and removes it once the tree is written. A tree the board's limit does not allow (over the
 * limit, or no tree at all within it) is reported in one line, and the exit code is 1. With
 * --json, a summary as one JSON document (docs/cli-json.schema.json, "build"); every line for
 * people goes to stderr.
 */
import { dirname, join } from 'node:path';
import { DEFAULT_DATA_DIR } from '../../../store/paths.ts';
import { mkdir, rm } from 'node:fs/promises';
import { createGame } from '../../../core/variants/games.ts';
import { parseVariant, resolveVariant } from '../../../core/variants/parse.ts';
import { storeLists, WordListError } from '../../../store/word-lists.ts';
import { createScorer, type Scorer } from '../../../core/scorer.ts';
import type { Game } from '../../../core/game.ts';
import { STRATEGIES, findStrategy } from '../../../core/strategies/index.ts';
import { availableParallelism } from 'node:os';
import { PARALLEL_FROM_SECRETS } from '../../../builder/greedy-parallel.ts';
import { buildTreeFile, checkedTreeFile, type BuiltTree } from '../../../builder/build-tree-file.ts';
import { EXACT_PARALLEL_FROM_SECRETS } from '../../../builder/exact.ts';
import { checkpointPath } from '../../../builder/checkpoint.ts';
import { NoTreeWithinLimit } from '../../../builder/exact-stop.ts';
import { overLimitOf } from '../../../builder/tree-outcome.ts';
import { TaskPool } from '../../../workers/pool.ts';
import { readManifest, sha256, treeFileName, writeFileAtomic, writeManifest } from '../../../store/manifest.ts';
import { FleetConfigError, fleetUrl, redisOptions } from '../../../fleet/config.ts';
import type { FleetConnection } from '../../../fleet/connection.ts';
import type { FleetExactRunner } from '../../../fleet/exact-runner.ts';
import { command } from '../../command.ts';
import type { Runner } from '../../spec.ts';
import { spec } from './spec.ts';
import { CliError, EXIT } from '../../errors.ts';
import { pickIds, pickVariants, strategyIds } from '../../pick.ts';

/** One tree asked for. */
interface Job {
  readonly variantId: string;
  readonly strategyId: string;
}

/** What became of one tree, for the --json summary. */
type TreeOutcome =
  | {
      readonly variant: string;
      readonly strategy: string;
      readonly written: true;
      readonly file: string;
      readonly bytes: number;
      readonly sha256: string;
      readonly stats: BuiltTree['verification']['stats'];
      readonly seconds: number;
    }
  | { readonly variant: string; readonly strategy: string; readonly written: false; readonly reason: string };

/** Runs codebreaker build. */
export const run: Runner = command(spec, async ({ values, out }) => {
  const dataDir = values['data-dir'] ?? DEFAULT_DATA_DIR;
  // Progress bars only on a terminal: their library is loaded only then (a sixtieth of a second).
  const bars = out.bars ? (await import('cli-progress')).default : undefined;
  const variants = pickVariants(values.variant);
  const defaultStrategies = STRATEGIES.filter((s) => s.kind === 'greedy').map((s) => s.id);
  const strategies = values.strategy === undefined ? defaultStrategies : pickIds(values.strategy, strategyIds, 'strategy');
  const lanes = values.lanes;
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

  // Every variant's game, word games from the lists of the data directory.
  const games = new Map<string, Game>();
  for (const id of variants) {
    try {
      games.set(id, createGame(resolveVariant(id, storeLists(dataDir))));
    } catch (err) {
      if (!(err instanceof WordListError)) throw err;
      throw new CliError(`${id}: ${err.message}`);
    }
  }
  const getGame = (id: string): Game => games.get(id)!;

  let fleet: FleetConnection | undefined;
  if (url !== undefined) {
    // Loaded only here: the queue's client libraries add a tenth of a second to every other build's start.
    const { FleetConnection } = await import('../../../fleet/connection.ts');
    fleet = new FleetConnection(redisOptions(url));
  }

  // One scorer (score table) per variant, built when its first tree needs it.
  const scorers = new Map<string, Scorer>();
  const scorerOf = (game: Game): Scorer => {
    let scorer = scorers.get(game.spec.id);
    if (scorer === undefined) scorers.set(game.spec.id, (scorer = createScorer(game)));
    return scorer;
  };

  await mkdir(dataDir, { recursive: true });
  const manifest = await readManifest(dataDir);
  const outcomes: TreeOutcome[] = [];
  const skipped: Array<{ variant: string; strategy: string; reason: string }> = [];
  let failures = 0;

  const planned: Job[] = [];
  for (const variantId of variants) {
    for (const strategyId of strategies) {
      const strategy = findStrategy(strategyId)!;
      const why = strategy.kind === 'greedy' ? null : strategy.unsupported(variantId);
      if (why === null) planned.push({ variantId, strategyId });
      else {
        skipped.push({ variant: variantId, strategy: strategyId, reason: why });
        out.note(`${variantId}/${strategyId}: skipped: ${why}`);
      }
    }
  }

  // The greedy builds share one pool, started now, before any serial work, and only when some job
  // can use it: the forest of small greedy trees, or a large greedy tree. Each exact search on a game
  // large enough to repay threads gets a pool of its own (below); the static search runs on this
  // thread. The forest's threads make games from their ids, so word games (which need their list)
  // are built one by one on this thread instead.
  const isGreedy = (j: Job): boolean => findStrategy(j.strategyId)!.kind === 'greedy';
  const isSmallGreedy = (j: Job): boolean =>
    isGreedy(j) && getGame(j.variantId).secretCount < PARALLEL_FROM_SECRETS && parseVariant(j.variantId).lists.length === 0;
  const usesThreads = (j: Job): boolean => {
    const kind = findStrategy(j.strategyId)!.kind;
    const secrets = getGame(j.variantId).secretCount;
    if (kind === 'greedy') return secrets >= PARALLEL_FROM_SECRETS;
    if (kind === 'exact') return secrets >= EXACT_PARALLEL_FROM_SECRETS;
    return false;
  };
  const pool =
    workers >= 2 && (planned.filter(isSmallGreedy).length > 1 || planned.some((j) => isGreedy(j) && usesThreads(j)))
      ? new TaskPool({ size: workers }).start()
      : undefined;

  /** Where an exact search keeps its checkpoint (where the server's too-long messages say to copy theirs). */
  const checkpointOf = (job: Job): string => checkpointPath(dataDir, job.variantId, job.strategyId);
  /** Where a search on the queue appends every unit's answer (beside its checkpoint). */
  const partsPath = (job: Job): string => checkpointOf(job).replace(/\.json$/, '.parts.jsonl');

  /**
   * The coordinator of one exact search on the queue, with a progress line every 10 s (units
   * answered, waiting and running, workers seen); with no worker connected it says so and waits.
   */
  const openRunner = async (job: Job, log: (line: string) => void): Promise<{ runner: FleetExactRunner; close: () => Promise<void> }> => {
    const connection = fleet!;
    if (!(await connection.waitUp(10_000))) log(`waiting for the fleet's Redis (${connection.reason})`);
    await connection.waitUp(Infinity);
    const { FleetExactRunner } = await import('../../../fleet/exact-runner.ts');
    const runner = await FleetExactRunner.open({
      connection,
      search: `${job.variantId}.${job.strategyId}`,
      variant: job.variantId,
      ...(lanes !== undefined ? { lanes } : {}),
      partsFile: partsPath(job),
      log,
    });
    const tick = async (): Promise<void> => {
      const s = await runner.status().catch(() => undefined);
      const c = runner.counts;
      const done = `${c.answered} units answered by workers, ${c.reused} without a job`;
      if (s === undefined) log(`queue: ${done}; Redis unreachable (${connection.reason}), waiting for it`);
      else if (s.workers === 0)
        log(`queue: ${done}; ${s.waiting} waiting; no worker connected: start one (REDIS_URL=... codebreaker worker)`);
      else log(`queue: ${done}; ${s.waiting} waiting, ${s.active} running; ${s.workers} worker process(es) seen, ${s.threads} thread(s)`);
      // A long search writes its durations as it goes, so a run stopped early still leaves them.
      if (values.durations !== undefined) await writeDurations(job, runner);
    };
    const timer = setInterval(() => void tick(), 10_000);
    void tick();
    return {
      runner,
      close: async () => {
        clearInterval(timer);
        await runner.close();
      },
    };
  };

  /** Writes every unit's run time so far to the --durations file (for scripts/fleet-simulation.ts). */
  const writeDurations = async (job: Job, runner: FleetExactRunner): Promise<void> => {
    const text = `${JSON.stringify({ search: `${job.variantId}.${job.strategyId}`, lanes: runner.size, durations: runner.durations })}\n`;
    await writeFileAtomic(values.durations!, Buffer.from(text));
  };

  /** Writes a verified tree and its manifest entry, or reports the failure; logs one line. */
  const save = async (job: Job, built: BuiltTree, ms: number): Promise<void> => {
    const label = `${job.variantId}/${job.strategyId}`;
    const { verification, bytes } = built;
    if (bytes === undefined) {
      failures++;
      // A tree that finds every secret, some too late, is the board's limit, not a fault: one line says so.
      const over = overLimitOf(getGame(job.variantId), built.root);
      const reason =
        over?.kind === 'over-limit'
          ? `over the limit: the tree needs ${over.guesses} guesses for the secret ${over.secret}, and the board allows ${over.limit}`
          : `verification failed:\n  ${verification.problems.join('\n  ')}`;
      outcomes.push({ variant: job.variantId, strategy: job.strategyId, written: false, reason });
      out.error(`${label}: NOT WRITTEN, ${reason}`);
      return;
    }
    const file = treeFileName(job.variantId, job.strategyId);
    await writeFileAtomic(join(dataDir, file), bytes);
    const entry = {
      file,
      variant: job.variantId,
      strategy: job.strategyId,
      stats: verification.stats,
      bytes: bytes.length,
      sha256: sha256(bytes),
    };
    manifest.files = manifest.files.filter((e) => e.file !== file).concat(entry);
    await writeManifest(dataDir, manifest);
    outcomes.push({
      variant: entry.variant,
      strategy: entry.strategy,
      written: true,
      file,
      bytes: entry.bytes,
      sha256: entry.sha256,
      stats: entry.stats,
      seconds: Number((ms / 1000).toFixed(3)),
    });
    const s = verification.stats;
    out.result(
      `${label}: total ${s.total}, average ${s.average.toFixed(4)}, max ${s.max}, histogram ${s.histogram.slice(1).join('/')}; ` +
        `${(ms / 1000).toFixed(2)} s; ${file} ${bytes.length} bytes`,
    );
  };

  // The greedy trees of the smaller variants take well under a second each: they are built
  // together, every thread taking the next tree, costliest first (src/builder/forest.ts).
  const together = planned.filter(isSmallGreedy);
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
      together.map((j) => ({ variant: j.variantId, strategy: j.strategyId })),
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
      await save(job, checkedTreeFile(getGame(job.variantId), findStrategy(job.strategyId)!, tree.root), tree.ms);
    }
    const used = new Set(forest.trees.map((t) => t.thread)).size;
    out.note(
      `${together.length} greedy trees built in ${(wallMs / 1000).toFixed(2)} s by ${used} of ${threads} thread(s), score tables included`,
    );
  }

  for (const job of planned.filter((j) => !together.includes(j))) {
    const game = getGame(job.variantId);
    const strategy = findStrategy(job.strategyId)!;
    const scorer = scorerOf(game);
    const label = `${job.variantId}/${job.strategyId}`;
    const started = performance.now();
    // The static search has no secrets to count while it runs: it logs its stages instead.
    const bar =
      bars !== undefined && strategy.kind !== 'static'
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
    const checkpoint = strategy.kind === 'exact' ? { checkpoint: { path: checkpointOf(job), resume: values.resume } } : {};
    if (strategy.kind === 'exact') await mkdir(dirname(checkpointOf(job)), { recursive: true });
    // An exact search on threads gets fresh ones: threads that ran other searches before run it
    // slower (Bulls and Cows optimal took 58 s after four other exact builds, 45 s alone), since the
    // engine optimises the closures of a thread's first search best.
    const onQueue = strategy.kind === 'exact' && fleet !== undefined;
    const exactPool =
      strategy.kind === 'exact' && !onQueue && workers >= 2 && usesThreads(job) ? new TaskPool({ size: workers }).start() : undefined;
    const jobPool = exactPool ?? pool;
    const runner = onQueue ? await openRunner(job, log) : undefined;
    let built: BuiltTree;
    try {
      built = await buildTreeFile(
        game,
        strategy,
        scorer,
        runner !== undefined
          ? { exactRunner: runner.runner, onProgress, checkpoint: { path: checkpointOf(job), resume: true } }
          : usesThreads(job) && jobPool !== undefined
            ? { pool: jobPool, onProgress, ...checkpoint }
            : { onProgress, exactWorkers: 0, log, ...checkpoint },
      );
    } catch (err) {
      bar?.stop();
      failures++;
      const why =
        err instanceof NoTreeWithinLimit
          ? `impossible: ${err.message} (the exact search proved it)`
          : String(err instanceof Error ? err.message : err);
      outcomes.push({ variant: job.variantId, strategy: job.strategyId, written: false, reason: why });
      out.error(`${label}: ${err instanceof NoTreeWithinLimit ? 'NOT WRITTEN, ' : ''}${why}`);
      continue;
    } finally {
      await exactPool?.close();
      await runner?.close();
    }
    bar?.stop();
    await save(job, built, performance.now() - started);
    if (runner !== undefined) {
      const c = runner.runner.counts;
      out.note(
        `${label}: on the queue: ${c.sent} units sent to workers, ${c.reused} answered without a job (earlier runs, same unit twice), ` +
          `${c.requeued} queued again (their jobs had gone from Redis)`,
      );
      if (values.durations !== undefined) {
        await writeDurations(job, runner.runner);
        out.note(`${label}: ${runner.runner.durations.length} unit durations written to ${values.durations}`);
      }
    }
    if (built.bytes !== undefined && strategy.kind === 'exact') {
      await rm(checkpointOf(job), { force: true });
      await rm(partsPath(job), { force: true });
      if (runner !== undefined) await runner.runner.store.clear();
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
      skipped,
    });
  }
  if (failures > 0) {
    out.error(`${failures} tree(s) failed (see above)`);
    return EXIT.failed;
  }
  return EXIT.ok;
});
