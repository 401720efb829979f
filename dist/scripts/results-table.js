/**
 * Prints the README's results table from data/manifest.json, or with --write puts it into
 * README.md between its markers. A test checks the README's table is current.
 *
 *   npm run results-table -- --write
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readManifest } from "../src/store/manifest.js";
/** Markers around the generated table in README.md. */
export const RESULTS_BEGIN = '<!-- results:begin (npm run results-table -- --write) -->';
export const RESULTS_END = '<!-- results:end -->';
/** The markdown table of every tree in a manifest, in catalogue order. */
export function resultsTable(manifest) {
    const lines = ['| variant | strategy | total | average | max | histogram (1, 2, 3, ... guesses) |', '|---|---|---:|---:|---:|---|'];
    for (const e of manifest.files) {
        const s = e.stats;
        lines.push(`| ${e.variant} | ${e.strategy} | ${s.total} | ${s.average.toFixed(4)} | ${s.max} | ${s.histogram.slice(1).join(' / ')} |`);
    }
    return lines.join('\n');
}
/** README text with the block between the markers replaced by the table. */
export function withResults(readme, table) {
    const a = readme.indexOf(RESULTS_BEGIN);
    const b = readme.indexOf(RESULTS_END);
    if (a < 0 || b < a)
        throw new Error('README.md has no results markers');
    return `${readme.slice(0, a + RESULTS_BEGIN.length)}\n${table}\n${readme.slice(b)}`;
}
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
    const root = join(import.meta.dirname, '..');
    const table = resultsTable(await readManifest(join(root, 'data')));
    if (process.argv.includes('--write')) {
        const path = join(root, 'README.md');
        await writeFile(path, withResults(await readFile(path, 'utf8'), table));
        console.log('README.md results table updated');
    }
    else {
        console.log(table);
    }
}
//# sourceMappingURL=results-table.js.map