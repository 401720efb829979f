import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { checkProofFile, isProofFile } from '../../src/builder/proofs/check.ts';
import { PROOF_SCHEMA_PATH } from '../../src/builder/proofs/log.ts';
import { WORDLE_PROOF_FORMAT, WORDLE_PROOF_SCHEMA_PATH } from '../../src/builder/proofs/wordle/proof.ts';

const dataDir = join(import.meta.dirname, '..', '..', 'data');
const proofDir = join(dataDir, 'proofs');
const files = existsSync(proofDir) ? readdirSync(proofDir).filter(isProofFile) : [];
const read = (file: string): { format?: string; $schema?: string } =>
  JSON.parse(readFileSync(join(proofDir, file), 'utf8')) as { format?: string; $schema?: string };
const ajv = new Ajv2020({ allErrors: true, strictTuples: false });
const schemas = {
  log: ajv.compile(JSON.parse(readFileSync(PROOF_SCHEMA_PATH, 'utf8')) as object),
  wordle: ajv.compile(JSON.parse(readFileSync(WORDLE_PROOF_SCHEMA_PATH, 'utf8')) as object),
};

/**
 * Every committed proof holds (npm run check-proof): a proof log of an exact tree, its schema,
 * classes, parts, counting bounds, sums and tree checked by the rules, and a few of its smallest
 * searched parts searched again; a Wordle proof over every first word, its schema, every accepted
 * word settled once, its bounds against the best, a sample of them recomputed, its tree, and two
 * of its quick searches searched again. A proof of another engine version fails here: it has to
 * be proved again.
 */
describe('committed proofs', () => {
  it('each proof log stands beside the tree file it proves', () => {
    const orphans = files
      .filter((f) => f.endsWith('.proof.json'))
      .filter((f) => !existsSync(join(dataDir, f.replace(/\.proof\.json$/, '.msgpack'))));
    expect(orphans).toEqual([]);
  });
  it("mm-5x6's optimum and least worst case, and wordle's least total over every first word, have their proofs", () => {
    expect(files).toContain('mm-5x6.optimal.proof.json');
    expect(files).toContain('mm-5x6.optimal-worst.proof.json');
    expect(files).toContain('wordle.optimal.json');
  });

  it.skipIf(files.length === 0).each(files)('%s validates against its JSON Schema, which its $schema names', (file) => {
    const value = read(file);
    const wordle = value.format === WORDLE_PROOF_FORMAT;
    const validate = wordle ? schemas.wordle : schemas.log;
    expect(validate(value) ? [] : validate.errors).toEqual([]);
    expect(value.$schema).toBe(wordle ? '../../docs/wordle-proof.schema.json' : '../../docs/proof-log.schema.json');
  });

  it.skipIf(files.length === 0).each(files)('%s holds', async (file) => {
    const check = await checkProofFile(join(proofDir, file), {
      dataDir,
      resolve: { count: read(file).format === WORDLE_PROOF_FORMAT ? 2 : 5, maxSize: 40, maxSeconds: 1.5, seed: 1 },
      // A Wordle proof still under way (committed as it grows) holds as far as it goes.
      partial: (read(file) as { complete?: boolean }).complete === false,
    });
    expect(check.problems).toEqual([]);
    expect(check.ok).toBe(true);
    // The best's total is searched again: tarse on the lists of 2023 is 20 s of CPU alone, minutes on a busy machine.
  }, 600_000);
});
