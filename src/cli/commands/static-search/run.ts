/**
 * The Static Game's feasibility search on the command line: is there a set of k fixed guesses
 * whose feedbacks single out every secret? The search is exhaustive (src/core/strategies/static.ts):
 * it prints a separating set, or that there is none. A progress line every 10 s; the position is
 * checkpointed to a JSON file at the same pace, so a long run can stop and resume.
 *
 *   codebreaker static-search --variant mastermind --k 5                 (npm run static-search -- ...)
 *   codebreaker static-search --variant mastermind --k 5 --resume static-search.mastermind.k5.json
 *   codebreaker static-search --variant mastermind --k 6 --best-first     # find a set fast (proves nothing if none)
 *   codebreaker static-search --variant mastermind --k 5 --no-pair-stage  # a cross-check of the last two guesses
 *
 * --checkpoint names the file (default static-search.<variant>.k<k>.json in the current
 * directory; --resume reads it and goes on writing it); --max-minutes stops the run and keeps the
 * checkpoint; --progress sets the seconds between progress lines. --no-pair-stage and
 * --canon-depth (symmetry cuts on prefixes of up to d guesses, default 4) change how the search
 * works, not its answer: cross-checks. A search stopped by --max-minutes exits 1 (its checkpoint
 * kept), as does a set found that does not separate.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { getGame } from '../../../core/variants/games.ts';
import { createScorer } from '../../../core/scorer.ts';
import { createStaticSearch, separates, staticLowerBound, type StaticCheckpoint } from '../../../core/strategies/static.ts';
import { command } from '../../command.ts';
import type { Runner } from '../../spec.ts';
import { spec } from './spec.ts';
import { CliError, EXIT, UsageError } from '../../errors.ts';
import { pickVariants } from '../../pick.ts';
import { count } from '../../../core/count.ts';

/** What the checkpoint file holds. */
interface CheckpointFile {
  readonly format: 'codebreaker-static-search';
  readonly variant: string;
  readonly k: number;
  readonly noPairStage: boolean;
  /** The first two guesses of the branch to restart, as codes (for people) and indices. */
  readonly branch: string[];
  readonly checkpoint: StaticCheckpoint;
  /** Compute time of the runs so far, in milliseconds. */
  readonly elapsedMs: number;
}

/** Runs codebreaker static-search. */
export const run: Runner = command(spec, async ({ values, out }) => {
  const [variantId] = pickVariants(values.variant ?? 'mastermind');
  const k = values.k;
  if (k === undefined) throw new UsageError('name the number of fixed guesses (--k <guesses>)');
  const bestFirst = values['best-first'];
  const noPairStage = values['no-pair-stage'];
  const maxMinutes = values['max-minutes'] ?? Infinity;
  const progressSeconds = values.progress;
  const canonDepth = values['canon-depth'];

  const game = getGame(variantId!);
  const checkpointPath = values.checkpoint ?? values.resume ?? `static-search.${game.spec.id}.k${k}.json`;
  let resume: StaticCheckpoint | undefined;
  let elapsedBefore = 0;
  if (values.resume !== undefined) {
    if (bestFirst) throw new UsageError('a best-first search cannot resume');
    let saved: CheckpointFile;
    try {
      saved = JSON.parse(readFileSync(values.resume, 'utf8')) as CheckpointFile;
    } catch (err) {
      throw new CliError(`cannot read ${values.resume}: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a file's contents, unchecked until here
      saved.format !== 'codebreaker-static-search' ||
      saved.variant !== game.spec.id ||
      saved.k !== k ||
      saved.noPairStage !== noPairStage
    ) {
      throw new CliError(
        `${values.resume} is a checkpoint of ${saved.variant} with k = ${saved.k}${saved.noPairStage ? ' (no pair stage)' : ''}, not of this search`,
      );
    }
    resume = saved.checkpoint;
    elapsedBefore = saved.elapsedMs;
  }

  const format = (guesses: readonly number[]): string => guesses.map((g) => game.formatGuess(g)).join(' ');
  // What a test is: a pair of last two guesses tried (pair stage), or one last guess.
  const testsLabel = noPairStage ? 'last-guess tests' : 'pair tests';
  const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

  const tableStart = performance.now();
  const scorer = createScorer(game);
  const search = createStaticSearch(scorer);
  out.note(
    `${game.spec.title}: ${game.secretCount} secrets, ${game.guessCount} guesses, ${game.feedbackCount} feedbacks; ` +
      `counting bound ${count(staticLowerBound(game), 'guess', 'guesses')}; score table ${seconds(performance.now() - tableStart)}`,
  );
  out.note(
    `Searching for ${count(k, 'fixed guess', 'fixed guesses')}${bestFirst ? ', best first (finds a set; proves nothing if it finds none)' : ', exhaustively'}` +
      `${noPairStage ? ', last two guesses one by one' : ''}${canonDepth !== undefined ? `, symmetry cuts up to ${count(canonDepth, 'guess', 'guesses')}` : ''}${resume ? `, resuming at ${format(resume.prefix)} (${resume.nodes} nodes done)` : ''}`,
  );

  const started = performance.now();
  let lastProgress = started;
  const elapsed = (): number => elapsedBefore + performance.now() - started;

  /** Writes the checkpoint atomically (synchronously: the search runs on this thread). */
  const save = (checkpoint: StaticCheckpoint): void => {
    const file: CheckpointFile = {
      format: 'codebreaker-static-search',
      variant: game.spec.id,
      k,
      noPairStage,
      branch: checkpoint.prefix.map((g) => game.formatGuess(g)),
      checkpoint,
      elapsedMs: Math.round(elapsed()),
    };
    writeFileSync(`${checkpointPath}.tmp`, `${JSON.stringify(file, null, 2)}\n`);
    renameSync(`${checkpointPath}.tmp`, checkpointPath);
  };

  const result = search.feasible(k, {
    ...(resume !== undefined ? { resume } : {}),
    bestFirst,
    noPairStage,
    ...(canonDepth !== undefined ? { canonDepth } : {}),
    tickNodes: 256,
    onTick: (tick) => {
      const now = performance.now();
      if (now - lastProgress < progressSeconds * 1000) return false;
      lastProgress = now;
      out.note(
        `  ${seconds(elapsed()).padStart(9)}  ${String(tick.nodes).padStart(10)} nodes  ${String(tick.tests).padStart(13)} ${testsLabel}  at ${format(tick.path)}`,
      );
      if (!bestFirst) save(tick.checkpoint);
      return elapsed() >= maxMinutes * 60_000;
    },
  });

  const total = elapsed();
  if (result.status === 'found') {
    const ok = separates(game, result.guesses);
    out.result(
      `a separating set of ${count(result.guesses.length, 'guess', 'guesses')}: ${format(result.guesses)} (checked: ${ok ? 'every secret has its own feedbacks' : 'NOT SEPARATING'}; ${result.nodes} nodes, ${seconds(total)})`,
    );
    return ok ? EXIT.ok : EXIT.failed;
  }
  if (result.status === 'none') {
    if (bestFirst)
      out.result(
        `the best-first search found no set of ${count(k, 'guess', 'guesses')} (${result.nodes} nodes, ${seconds(total)}); this proves nothing`,
      );
    else
      out.result(
        `no separating set of ${count(k, 'guess', 'guesses')} (exhaustive, ${result.nodes} nodes, ${result.tests} ${testsLabel}, ${seconds(total)})`,
      );
    return EXIT.ok;
  }
  save(result.checkpoint);
  out.result(
    `stopped after ${seconds(total)} (${result.nodes} nodes, ${result.tests} ${testsLabel}): every branch before ${format(result.checkpoint.prefix)} is done; ` +
      `resume with --resume ${checkpointPath}`,
  );
  return EXIT.failed;
});
