/**
 * What codebreaker status says of a Wordle proof over every first word
 * (data/proofs/<variant>.<strategy>.json, written by scripts/wordle-proof.ts): how many first
 * words are settled, the best total so far, and whether the proof is complete.
 */
import type { ProofStatus } from '../verdict.ts';
import { proofStrategy, proofWithin, readWordleProof, type WordleProofStrategy } from './proof.ts';

/** One Wordle proof's state, as status prints it and its JSON gives it. */
export interface WordleProofReport {
  readonly file: string;
  readonly variant: string;
  /** optimal (the least total) or optimal-worst (the least worst case, then the least total within it). */
  readonly strategy: WordleProofStrategy;
  /** The guesses its searches allow. */
  readonly within: number;
  readonly firstWords: number;
  readonly settled: number;
  readonly best: { readonly word: string; readonly total: number } | null;
  readonly complete: boolean;
  /** optimal-worst, once complete: the least worst case proved. */
  readonly depth?: number;
  /** optimal-worst with no first word within `within`: the least total within `depth`, from the proof it names. */
  readonly least?: { readonly word: string; readonly total: number; readonly from: string };
  /** Wall-clock seconds spent, over every run. */
  readonly seconds: number;
}

/** The report of the Wordle proof at `path` (`file` in data/proofs/), as status --json gives it, and the line status prints. */
export const wordleProofStatus: ProofStatus = (path, file) => {
  const proof = readWordleProof(path)!;
  const report: WordleProofReport = {
    file,
    variant: proof.variant,
    strategy: proofStrategy(proof),
    within: proofWithin(proof),
    firstWords: proof.firstWords,
    settled: proof.settled.length,
    best: proof.best,
    complete: proof.complete,
    ...(proof.depth === undefined ? {} : { depth: proof.depth }),
    ...(proof.least === undefined ? {} : { least: proof.least }),
    seconds: proof.seconds,
  };
  return { report, line: proofLine(report) };
};

/** The line status prints for a proof. */
function proofLine(p: WordleProofReport): string {
  const n = (x: number): string => x.toLocaleString('en-US');
  const worst = p.strategy === 'optimal-worst';
  const what = worst ? `least worst case, searched within ${p.within} guesses` : 'least total';
  const best =
    p.best !== null
      ? `, best ${p.best.word} ${n(p.best.total)}`
      : !worst
        ? ', no total yet'
        : p.complete
          ? ''
          : `, none within ${p.within} so far`;
  const state = p.complete
    ? `complete (${n(p.firstWords)} settled): ${completeVerdict(p)}`
    : `under way: ${n(p.settled)} of ${n(p.firstWords)} first words settled; resume with node dist/scripts/wordle-proof.js --variant ${p.variant}${worst ? ' --strategy optimal-worst' : ''}`;
  return `${p.file}: Wordle proof over every first word (${what})${best}; ${state}; ${n(Math.round(p.seconds))} s so far`;
}

/** What a complete proof proves, in words. */
function completeVerdict(p: WordleProofReport): string {
  const n = (x: number): string => x.toLocaleString('en-US');
  if (p.strategy === 'optimal') return 'no first word totals less';
  if (p.best !== null) return `the least worst case is ${p.depth ?? p.within}, and no first word totals less within it`;
  const least =
    p.least === undefined
      ? ''
      : `; within ${p.depth ?? p.within + 1}, the least total is ${p.least.word}'s ${n(p.least.total)} (${p.least.from})`;
  return `no first word finds every answer within ${p.within}${least}`;
}
