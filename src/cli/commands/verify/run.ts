/**
 * Verifies the tree files in data/ (or only those named, or those of some variants and
 * strategies): checks each file's sha256 against data/manifest.json, decodes it, plays every
 * secret of its variant through the tree with the core's scorer, and checks each game ends within
 * the board limit and the header's stats equal what was measured. Names the file and the problem,
 * and exits 1, on any failure. With --json, one JSON document (docs/cli-json.schema.json, "verify").
 *
 *   codebreaker verify                                   (npm run verify-trees)
 *   codebreaker verify mastermind.minimax.msgpack
 *   codebreaker verify --variant mastermind --strategy minimax --json
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_DATA_DIR, defaultCacheDir } from '../../../store/paths.ts';
import { checkTreeBytes, loadTrees } from '../../../store/load-trees.ts';
import { USER_LISTS_DIR, UserListStore } from '../../../store/user-lists.ts';
import { command } from '../../command.ts';
import type { Runner } from '../../spec.ts';
import { spec } from './spec.ts';
import { CliError, EXIT } from '../../errors.ts';
import { pickIds, pickVariants, strategyIds } from '../../pick.ts';
import { alignColumns } from '../../columns.ts';

/** Runs codebreaker verify. */
export const run: Runner = command(spec, async ({ values, positionals, out }) => {
  const dataDir = values['data-dir'] ?? DEFAULT_DATA_DIR;
  // A data directory that is not there is the caller's mistake: one line, never a stack trace.
  const dir = await stat(dataDir).catch(() => undefined);
  if (dir?.isDirectory() !== true) throw new CliError(`${dataDir} is not a directory of tree files (--data-dir)`, EXIT.failed);
  const variants = values.variant === undefined ? undefined : pickVariants(values.variant);
  const strategies = values.strategy === undefined ? undefined : pickIds(values.strategy, strategyIds, 'strategy');
  // A tree file is named <variant>.<strategy>.msgpack.
  const wanted = (file: string): boolean => {
    const [variant = '', strategy = ''] = file.replace(/\.msgpack$/, '').split('.');
    return (
      (positionals.length === 0 || positionals.includes(file)) &&
      (variants === undefined || variants.includes(variant)) &&
      (strategies === undefined || strategies.includes(strategy))
    );
  };
  const started = performance.now();
  // Word games read their lists from the data directory's words/ (else the package's), users' boards from the cache directory's word-lists/.
  const lists = new UserListStore({ dir: join(values['cache-dir'] ?? defaultCacheDir(), USER_LISTS_DIR), inMemory: 1 }).lists(dataDir);
  const check = (file: string, bytes: Uint8Array, sha256?: string) => checkTreeBytes(file, bytes, sha256, { dataDir, lists });
  const { trees, problems } = await loadTrees(dataDir, check, { strategies: 'all', files: wanted });
  for (const name of positionals) {
    if (!trees.some((t) => t.file === name) && !problems.some((p) => p.file === name))
      problems.push({ file: name, reason: 'no such tree file' });
  }
  const seconds = (performance.now() - started) / 1000;
  const ok = problems.length === 0 && trees.length > 0;
  if (values.json) {
    out.json({
      command: 'verify',
      ok,
      checked: trees.length,
      failed: problems.length,
      seconds: Number(seconds.toFixed(3)),
      files: trees.map(({ file, header }) => ({ file, variant: header.variant.id, strategy: header.strategy.id, ...header.stats })),
      failures: problems,
    });
  }
  const rows = trees.map(({ file, header: { stats: s } }) => [
    'ok  ',
    file,
    String(s.secrets),
    'secrets, total',
    `${s.total},`,
    'average',
    `${s.average.toFixed(4)},`,
    'max',
    String(s.max),
  ]);
  if (!values.json) for (const line of alignColumns(rows, [false, false, true, false, true, false, true, false, true])) out.note(line);
  for (const p of problems) out.error(`FAIL ${p.file}: ${p.reason}`);
  const summary = `${trees.length} file(s) verified against every secret, ${problems.length} failed (${seconds.toFixed(1)} s)`;
  // Under --json the summary is a line on stderr, for a person watching (none with --quiet).
  if (values.json) out.note(summary);
  else out.result(summary);
  return ok ? EXIT.ok : EXIT.failed;
});
