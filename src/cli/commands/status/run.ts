/**
 * How far the unfinished exact searches have got: for each checkpoint in <data-dir>/checkpoints/,
 * its state (src/builder/checkpoints/report.ts). With --write-best, the best tree each holds is
 * verified against every secret and written beside it as a tree file
 * (<variant>.<strategy>.best.msgpack). With --json, one JSON document (docs/cli-json.schema.json,
 * "status").
 *
 *   codebreaker status [--data-dir dir] [--write-best] [--json]     (npm run checkpoint-status)
 */
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bestTreeFile, bestTreeFileName } from '../../../builder/checkpoints/best.ts';
import { checkpointDir, readCheckpoint } from '../../../builder/checkpoints/checkpoint.ts';
import { createGame } from '../../../core/variants/games.ts';
import { DEFAULT_DATA_DIR } from '../../../store/paths.ts';
import { encodeTreeFile } from '../../../store/tree-file.ts';
import { resolveVariant } from '../../../core/variants/parse.ts';
import { storeLists } from '../../../store/word-lists.ts';
import { checkpointReport, reportLines, type CheckpointReport } from '../../../builder/checkpoints/report.ts';
import { command } from '../../command.ts';
import { firstWordProofReports } from './first-word-proofs.ts';
import type { Runner } from '../../spec.ts';
import { spec } from './spec.ts';
import { EXIT } from '../../errors.ts';

/** What --write-best did for a checkpoint. */
type BestWritten =
  | { readonly written: true; readonly path: string; readonly total: number; readonly max: number }
  | { readonly written: false; readonly reason: string };

/** Runs codebreaker status. */
export const run: Runner = command(spec, async ({ values, out }) => {
  const dataDir = values['data-dir'] ?? DEFAULT_DATA_DIR;
  const dir = checkpointDir(dataDir);
  let files: string[] = [];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  // Under --json the document says it all: the lines for people are not printed.
  const say = (line: string): void => {
    if (!values.json) out.result(line);
  };
  if (files.length === 0) say(`no checkpoints in ${dir}`);
  const reports: Array<CheckpointReport & { bestFile?: BestWritten }> = [];
  let failed = 0;
  for (const file of files) {
    const cp = (await readCheckpoint(join(dir, file)))!;
    const game = createGame(resolveVariant(cp.variant, storeLists(dataDir)));
    const report = checkpointReport(file, cp, game);
    for (const line of reportLines(report)) say(line);
    if (!values['write-best']) {
      reports.push(report);
      continue;
    }
    let bestFile: BestWritten;
    try {
      const tree = bestTreeFile(game, report.strategy, cp);
      if (tree === null) bestFile = { written: false, reason: 'no best tree held' };
      else {
        const path = join(dir, bestTreeFileName(file));
        await writeFile(path, encodeTreeFile(tree));
        bestFile = { written: true, path, total: tree.stats.total, max: tree.stats.max };
      }
    } catch (err) {
      // A held tree that does not verify is a damaged checkpoint: said, and the exit status is 1.
      if (!(err instanceof Error)) throw err;
      failed++;
      bestFile = { written: false, reason: err.message };
      out.error(`${file}: ${err.message}`);
    }
    say(
      bestFile.written
        ? `  best tree held written to ${bestFile.path}: verified against every secret, total ${bestFile.total}, max ${bestFile.max}`
        : `  ${bestFile.reason}: nothing written`,
    );
    reports.push({ ...report, bestFile });
  }
  // The proofs over every first word (data/proofs/), complete or under way.
  const proofs = await firstWordProofReports(dataDir);
  for (const p of proofs) say(p.line);
  if (values.json) out.json({ command: 'status', checkpoints: reports, proofs: proofs.map((p) => p.report) });
  return failed > 0 ? EXIT.failed : EXIT.ok;
});
