/**
 * How far the unfinished exact searches have got: for each checkpoint in <data-dir>/checkpoints/,
 * the first guesses settled, the parts solved of those under way (with the total they reach when
 * the other parts cost their counting bound), the best tree so far, the proven lower bound and the
 * search time spent. With --write-best, the best tree each holds is verified against every secret
 * and written beside it as a tree file (<variant>.<strategy>.best.msgpack).
 *
 *   node dist/scripts/checkpoint-status.js [--data-dir dir] [--write-best]
 */
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { bestTreeFile, bestTreeFileName } from '../src/builder/checkpoint-best.ts';
import { readCheckpoint } from '../src/builder/checkpoint.ts';
import { encodeTreeFile } from '../src/store/tree-file.ts';
import { createGame } from '../src/core/games/catalogue.ts';
import { createScorer } from '../src/core/scorer.ts';
import { createExactSearch } from '../src/core/strategies/exact/search.ts';
import { splitByFeedback } from '../src/core/strategies/greedy.ts';
import { DEFAULT_DATA_DIR } from '../src/store/paths.ts';
import { resolveAnyVariant } from '../src/store/word-lists.ts';

const { values } = parseArgs({
  options: { 'data-dir': { type: 'string' }, 'write-best': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log('Usage: node dist/scripts/checkpoint-status.js [--data-dir dir] [--write-best]');
  process.exit(0);
}
const dataDir = values['data-dir'] ?? DEFAULT_DATA_DIR;
const dir = join(dataDir, 'checkpoints');
let files: string[] = [];
try {
  files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
} catch (err) {
  if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
}
if (files.length === 0) console.log(`no checkpoints in ${dir}`);
for (const file of files) {
  const cp = (await readCheckpoint(join(dir, file)))!;
  const hours = (cp.seconds / 3600).toFixed(2);
  console.log(
    `${file}: ${cp.variant}, ${cp.objective === 'total' ? 'smallest total' : 'smallest depth, then total'} within ${cp.depth} guesses; ${hours} h searched`,
  );
  console.log(`  first guesses in visiting order: ${cp.firstGuesses.join(', ')}`);
  for (const s of cp.settled) {
    console.log(`  ${s.guess}: ${s.total === null ? `cannot beat ${s.below}` : `total ${s.total}`}`);
  }
  // Each first guess's counting bound, raised by its parts solved: its total once all are solved.
  const game = createGame(await resolveAnyVariant(cp.variant, dataDir));
  const scorer = createScorer(game);
  const search = createExactSearch(scorer);
  const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
  const LB = search.bounds.lowerBound;
  const bounds = new Map(
    search.choices([], all, cp.depth, Infinity).map((c) => [game.formatGuess(c.guess), { guess: c.guess, bound: c.bound }]),
  );
  // A first guess whose every part is solved is a finished tree, though the checkpoint does not hold it.
  let best = cp.best === null ? null : { total: cp.best.total, guess: cp.firstGuesses[cp.best.index]!, held: true };
  for (const p of cp.partial) {
    const solved = p.parts.reduce((a, [, size]) => a + size, 0);
    const first = bounds.get(p.guess);
    if (first === undefined) {
      console.log(`  ${p.guess}: under way, ${p.parts.length} parts solved (${solved} secrets)`);
      continue;
    }
    const total = first.bound + p.parts.reduce((a, [, size, cost]) => a + cost - LB[size]!, 0);
    // Parts of one or two secrets cost their bound and are never listed.
    const searched = splitByFeedback(scorer, first.guess, all).filter(([, P]) => P.length > 2).length;
    const finished = p.parts.length === searched;
    console.log(
      finished
        ? `  ${p.guess}: every part solved, total ${total} (${p.parts.every((part) => part.length === 4) ? 'every part keeps its tree: resuming needs no search' : 'a resumed search settles it by this total without a search, and first rebuilds the subtrees it lacks if it is the best'})`
        : `  ${p.guess}: under way, ${p.parts.length} of ${searched} parts solved (${solved} secrets), at least ${total}`,
    );
    if (finished && (best === null || total < best.total)) best = { total, guess: p.guess, held: false };
  }
  console.log(
    `  best tree so far: ${best === null ? 'none finished (the greedy trees bound it)' : `total ${best.total} (${best.guess}${best.held ? '' : ', every part solved'})`}`,
  );
  console.log(`  proven: no tree totals less than ${cp.lowerBound}`);
  if (values['write-best'] === true) {
    const tree = bestTreeFile(game, file.split('.')[1]!, cp);
    if (tree === null) console.log('  no best tree held: nothing written');
    else {
      const path = join(dir, bestTreeFileName(file));
      await writeFile(path, encodeTreeFile(tree));
      console.log(`  best tree held written to ${path}: verified against every secret, total ${tree.stats.total}, max ${tree.stats.max}`);
    }
  }
}
