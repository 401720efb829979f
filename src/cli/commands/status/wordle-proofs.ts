/**
 * What codebreaker status says of the proofs over every first word of the Wordle boards
 * (data/proofs/<variant>.<strategy>.json, written by scripts/wordle-proof.ts): how many first
 * words are settled, the best total so far, and whether the proof is complete.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readWordleProof, WORDLE_PROOF_FORMAT } from '../../../builder/wordle-proof.ts';

/** One Wordle proof's state, as status prints it and its JSON gives it. */
export interface WordleProofReport {
  readonly file: string;
  readonly variant: string;
  readonly firstWords: number;
  readonly settled: number;
  readonly best: { readonly word: string; readonly total: number } | null;
  readonly complete: boolean;
  /** Wall-clock seconds spent, over every run. */
  readonly seconds: number;
}

/** The Wordle proofs of a data directory, in file name order (none when it has no proofs/). */
export async function wordleProofReports(dataDir: string): Promise<WordleProofReport[]> {
  const dir = join(dataDir, 'proofs');
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.json') && !f.endsWith('.proof.json')).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const reports: WordleProofReport[] = [];
  for (const file of files) {
    const proof = readWordleProof(join(dir, file));
    if (proof?.format !== WORDLE_PROOF_FORMAT) continue;
    reports.push({
      file,
      variant: proof.variant,
      firstWords: proof.firstWords,
      settled: proof.settled.length,
      best: proof.best,
      complete: proof.complete,
      seconds: proof.seconds,
    });
  }
  return reports;
}

/** The line status prints for a proof. */
export function proofLine(p: WordleProofReport): string {
  const n = (x: number): string => x.toLocaleString('en-US');
  const best = p.best === null ? 'no total yet' : `best ${p.best.word} ${n(p.best.total)}`;
  const state = p.complete
    ? `complete: no first word totals less (${n(p.firstWords)} settled)`
    : `under way: ${n(p.settled)} of ${n(p.firstWords)} first words settled; resume with node dist/scripts/wordle-proof.js --variant ${p.variant}`;
  return `${p.file}: Wordle proof over every first word, ${best}; ${state}; ${n(Math.round(p.seconds))} s so far`;
}
