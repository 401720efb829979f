import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkProofFile } from '../../src/builder/proof-check.ts';

const dataDir = join(import.meta.dirname, '..', '..', 'data');
const proofDir = join(dataDir, 'proofs');
const files = existsSync(proofDir) ? readdirSync(proofDir).filter((f) => f.endsWith('.proof.json')) : [];

/**
 * Every committed proof log holds: its schema, classes, parts, counting bounds, sums and tree are
 * checked by the rules (npm run check-proof), and a few of its smallest searched parts are searched
 * again. A log of another engine version fails here: it has to be proved again.
 */
describe('committed proof logs', () => {
  it('each stands beside the tree file it proves', () => {
    const orphans = files.filter((f) => !existsSync(join(dataDir, f.replace(/\.proof\.json$/, '.msgpack'))));
    expect(orphans).toEqual([]);
  });
  it("mm-5x6's optimum and least worst case have their proof logs", () => {
    expect(files).toContain('mm-5x6.optimal.proof.json');
    expect(files).toContain('mm-5x6.optimal-worst.proof.json');
  });

  it.skipIf(files.length === 0).each(files)('%s holds', async (file) => {
    const check = await checkProofFile(join(proofDir, file), { dataDir, resolve: { count: 5, maxSize: 40, seed: 1 } });
    expect(check.problems).toEqual([]);
    expect(check.ok).toBe(true);
  });
});
