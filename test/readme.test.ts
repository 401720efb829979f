import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { readManifest } from '../src/store/manifest.ts';
import { resultsTable, withResults } from '../scripts/results-table.ts';

it("README's results table is the one data/manifest.json gives", async () => {
  const root = join(import.meta.dirname, '..');
  const readme = await readFile(join(root, 'README.md'), 'utf8');
  const table = resultsTable(await readManifest(join(root, 'data')));
  expect(withResults(readme, table), 'run: npm run results-table -- --write').toBe(readme);
});
