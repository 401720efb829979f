/**
 * Proof logs: what an exact search proved about a board's optimum, first-guess class by
 * first-guess class, as a JSON file beside the tree (data/proofs/<variant>.<strategy>.proof.json)
 * that a checker can go over without searching (check.ts). The format is
 * docs/proof-log.schema.json's; docs/algorithms.md says what each figure proves.
 *
 * The argument: every first guess is in one class of guesses that a symmetry of the board maps
 * onto each other (same colours pattern), and all guesses of a class have the same optimum. The
 * optimum of the board is the least over the classes. One class holds the tree's first guess: its
 * total is the tree's. Every other class is cut: the sum of its parts' exact totals and lower
 * bounds, plus one guess for each secret, reaches the optimum, so no tree that starts with it
 * totals less.
 */
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../store/paths.ts';

/** The format name and version of a proof log. */
export const PROOF_FORMAT = 'codebreaker-proof-log';
export const PROOF_VERSION = 1;

/** Where the JSON Schema of proof logs is. */
export const PROOF_SCHEMA_PATH = join(PROJECT_ROOT, 'docs', 'proof-log.schema.json');

/** Where the proof log of a tree is kept, relative to the data directory. */
export function proofLogFile(variant: string, strategy: string): string {
  return `proofs/${variant}.${strategy}.proof.json`;
}

/**
 * How a figure of a part is known: `counting` (the counting bound of its size: for one or two
 * secrets also its exact total), `best-guess` (the least counting bound of any guess on the part
 * that makes progress and fits the depth: one guess, then the counting bound of what it leaves),
 * `search` (the exact search: its optimum, or a bound it proved no tree beats), `tree` (the total
 * of the part's subtree in the committed tree, whose optimum an earlier run proved).
 */
export type ProofSource = 'counting' | 'best-guess' | 'search' | 'tree';

/**
 * One part of a first guess (the secrets that give one non-winning feedback): its exact total, a
 * lower bound of it, or `noTree` when no tree finds all its secrets within the guesses left.
 */
export type ProofPart = {
  /** The feedback, as the board writes it ("1B2W"). */
  readonly feedback: string;
  readonly size: number;
  /** The counting bound of its size. */
  readonly countingBound: number;
  readonly by: ProofSource;
} & ({ readonly total: number } | { readonly lowerBound: number } | { readonly noTree: true });

/** A first-guess class and what was proved of it. */
export interface ProofClass {
  /** The class's representative (the first guess searched). */
  readonly guess: string;
  /** Guesses in the class. */
  readonly size: number;
  /** Every secret's first guess plus the counting bound of each part. */
  readonly countingBound: number;
  /** `optimum`: the tree's first guess, `sum` is its total; `cut`: `sum` reaches the optimum, no tree below it. */
  readonly outcome: 'optimum' | 'cut';
  /** Every secret's first guess plus each part's total or lower bound; null when a part has no tree within the depth. */
  readonly sum: number | null;
  /** Wall time of its search in this run, in seconds (0: no search). */
  readonly seconds: number;
  /** The non-winning parts, in feedback order. */
  readonly parts: readonly ProofPart[];
}

/** Why no tree fits in one guess less (optimal-worst): a part of each class that no search fits. */
export interface ProofDepthClass {
  readonly guess: string;
  readonly size: number;
  /** A part that does not fit the guesses left: by `counting` (more secrets than they can tell apart) or by `search`. */
  readonly part: { readonly feedback: string; readonly size: number; readonly by: 'counting' | 'search' };
}

/** A proof log (docs/proof-log.schema.json). */
export interface ProofLog {
  readonly format: typeof PROOF_FORMAT;
  readonly version: typeof PROOF_VERSION;
  readonly variant: string;
  readonly strategy: string;
  /** `total`: the least total; `worst`: the least depth, then the least total within it. */
  readonly objective: 'total' | 'worst';
  /** The guesses the totals are within: the board's limit, or (worst) the least depth. */
  readonly depth: number;
  /** The exact engine that proved it (core/strategies/exact/version.ts). */
  readonly engine: number;
  /** The tree file it proves optimal (in the data directory) and its sha256. */
  readonly tree: { readonly file: string; readonly sha256: string };
  readonly optimum: { readonly total: number; readonly max: number; readonly firstGuess: string };
  readonly run: {
    /** When the run ended (ISO 8601). */
    readonly date: string;
    /** Wall time of the run, in seconds, with that of the earlier runs it carried on from. */
    readonly wallSeconds: number;
    /** The command, after those of the earlier runs it carried on from ("; " between them). */
    readonly command: string;
    readonly machine: { readonly cpu: string; readonly threads: number; readonly node: string };
  };
  /** Worst only: no tree of depth - 1. */
  readonly smallerDepth?: { readonly depth: number; readonly classes: readonly ProofDepthClass[] };
  readonly classes: readonly ProofClass[];
}
