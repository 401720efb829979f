/**
 * What codebreaker status says of the proofs over every first word (data/proofs/<variant>.<strategy>.json,
 * each in its family's format): each family's proofs say it (FamilyProofs.status), in file name order.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { familyProofsOf } from '../../../builder/proofs/families.ts';

/** A proof's state: its report (as status --json gives it) and the line status prints. */
export interface FirstWordProofReport {
  readonly report: object;
  readonly line: string;
}

/** The proofs over every first word of a data directory, in file name order (none when it has no proofs/). */
export async function firstWordProofReports(dataDir: string): Promise<FirstWordProofReport[]> {
  const dir = join(dataDir, 'proofs');
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.json') && !f.endsWith('.proof.json')).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const reports: FirstWordProofReport[] = [];
  for (const file of files) {
    const path = join(dir, file);
    const value = JSON.parse(await readFile(path, 'utf8')) as unknown;
    const family = familyProofsOf(value);
    if (family === undefined) {
      const format = (value as { format?: unknown } | null)?.format;
      throw new Error(`${path} is not a proof over every first word (format ${String(format)})`);
    }
    if (family.status !== undefined) reports.push(family.status(path, file));
  }
  return reports;
}
