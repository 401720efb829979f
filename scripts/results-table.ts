/**
 * Prints the results table from data/manifest.json, or with --write puts it into README.md and
 * docs/results.md between their markers. A test checks that both files carry the current table.
 *
 *   npm run results-table -- --write
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readManifest, type Manifest } from '../src/store/manifest.ts';
import { DEFAULT_DATA_DIR, PROJECT_ROOT } from '../src/store/paths.ts';
import { parseScriptArgs } from '../src/cli/script-args.ts';

/** Markers around the generated table. */
export const RESULTS_BEGIN = '<!-- results:begin (npm run results-table -- --write) -->';
export const RESULTS_END = '<!-- results:end -->';

/**
 * The files, relative to the package root, that carry a generated table between the markers, and
 * which: the README the summary (a line a variant), docs/results.md every tree.
 */
export const RESULTS_FILES: ReadonlyArray<readonly [string, (manifest: Manifest) => string]> = [
  ['README.md', summaryTable],
  ['docs/results.md', resultsTable],
];

/** The markdown table of every tree in a manifest, in catalogue order. */
export function resultsTable(manifest: Manifest): string {
  const lines = ['| variant | strategy | total | average | max | histogram (1, 2, 3, ... guesses) |', '|---|---|---:|---:|---:|---|'];
  for (const e of manifest.files) {
    const s = e.stats;
    lines.push(`| ${e.variant} | ${e.strategy} | ${s.total} | ${s.average.toFixed(4)} | ${s.max} | ${s.histogram.slice(1).join(' / ')} |`);
  }
  return lines.join('\n');
}

/**
 * The summary of a manifest, a line a variant in catalogue order: its smallest total (and the
 * strategy of that tree), and its smallest worst case (and the strategy).
 */
export function summaryTable(manifest: Manifest): string {
  const lines = ['| variant | secrets | least total (strategy) | average | least worst case (strategy) |', '|---|---:|---|---:|---|'];
  const variants = [...new Set(manifest.files.map((e) => e.variant))];
  for (const variant of variants) {
    // Static trees play fixed guesses: they are in docs/results.md, not among the best.
    const trees = manifest.files.filter((e) => e.variant === variant && e.strategy !== 'static');
    const best = trees.reduce((a, b) => (b.stats.total < a.stats.total ? b : a));
    const shallow = trees.reduce((a, b) =>
      b.stats.max < a.stats.max || (b.stats.max === a.stats.max && b.stats.total < a.stats.total) ? b : a,
    );
    lines.push(
      `| ${variant} | ${best.stats.secrets} | ${best.stats.total} (${best.strategy}) | ${best.stats.average.toFixed(4)} | ${shallow.stats.max} (${shallow.strategy}) |`,
    );
  }
  return lines.join('\n');
}

/** A file's text with the block between the markers replaced by the table. */
export function withResults(text: string, table: string, name = 'README.md'): string {
  const a = text.indexOf(RESULTS_BEGIN);
  const b = text.indexOf(RESULTS_END);
  if (a < 0 || b < a) throw new Error(`${name} has no results markers`);
  return `${text.slice(0, a + RESULTS_BEGIN.length)}\n${table}\n${text.slice(b)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseScriptArgs({
    invocation: 'npm run results-table --',
    summary: 'prints the results table of data/manifest.json, or writes it into the documents that carry it',
    options: { write: { type: 'boolean', help: `write it into ${RESULTS_FILES.map(([path]) => path).join(', ')}` } },
  });
  const manifest = await readManifest(DEFAULT_DATA_DIR);
  if (values.write) {
    for (const [name, table] of RESULTS_FILES) {
      const path = join(PROJECT_ROOT, name);
      await writeFile(path, withResults(await readFile(path, 'utf8'), table(manifest), name));
      console.log(`${name}: results table updated`);
    }
  } else {
    console.log(resultsTable(manifest));
  }
}
