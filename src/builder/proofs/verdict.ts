/**
 * What check-proof is asked and what it answers, for every kind of proof it reads: a proof log of
 * an exact tree (check.ts), or a proof of a family's own format (FamilyProofs, families.ts, with
 * what else the server, the fleet and the command line ask of such proofs).
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { TaskTable } from '../../workers/task-table.ts';
import type { FirstWordUnits } from './units.ts';

/** How far to check. */
export interface ProofCheckOptions {
  /** Where the tree file (and the word lists) are read (default data/). */
  readonly dataDir?: string;
  /** Accept a proof of another engine version (its search's claims are that engine's; reported as a note). */
  readonly anyEngine?: boolean;
  /**
   * Search again `count` figures the proof has from the search, picked at random by `seed`: parts of
   * at most `maxSize` secrets (proof logs), or first words whose search took at most `maxSeconds`
   * (proofs over every first word; default 2).
   */
  readonly resolve?: { readonly count: number; readonly maxSize: number; readonly seed: number; readonly maxSeconds?: number };
  /** Proofs over every first word: how many cuts by the parts bound to recompute, at random (default 20; the counting cuts are all recomputed). */
  readonly cuts?: number;
  /** Proofs over every first word: the seed of the cuts' sample (default 1). */
  readonly seed?: number;
  /**
   * Proofs over every first word: a proof still under way (complete: false) holds as far as it goes, a note saying
   * how far, rather than a problem; what it has settled is checked as in a whole proof.
   */
  readonly partial?: boolean;
}

/** The verdict: ok when nothing is wrong; what is wrong; what was checked and what rests on claims. */
export interface ProofCheck {
  readonly ok: boolean;
  readonly problems: string[];
  readonly notes: string[];
}

/** The checker of a family's own proof format, as check-proof uses it. */
export interface ProofChecker {
  /** The tree file (in the data directory) a parsed proof is checked against, or undefined when it names none. */
  treeFile(value: unknown): string | undefined;
  /** Checks a parsed proof against the bytes of its tree (undefined: not found). */
  check(value: unknown, treeBytes: Uint8Array | undefined, options: ProofCheckOptions): ProofCheck;
}

/**
 * What a game family's proofs of its own format bring to the generic code (families.ts lists
 * them): the format check-proof tells them by, their checker, and the tasks of their units on a
 * thread (the builder's task table adds them).
 */
export interface FamilyProofs {
  /** The `format` field of its proof files. */
  readonly format: string;
  /** Its checker, loaded when a proof of the format is read (threads, which load the tasks, never need it). */
  checker(): Promise<ProofChecker>;
  /** Its tasks on a thread, by kind. */
  readonly tasks: TaskTable;
  /**
   * Reads the proof over every first word of a board's optimal tree under a data directory
   * (data/proofs/<variant>.optimal.json), or undefined when there is none; throws when the file is
   * not such a proof.
   */
  readonly readFirstWordProof?: (dataDir: string, variant: string) => FirstWordProof | undefined;
  /** Its units on the fleet, when its proofs send first words to the fleet's workers (a queue of its own). */
  readonly units?: FirstWordUnits;
  /** What codebreaker status says of a proof file of its format. */
  readonly status?: ProofStatus;
}

/**
 * What codebreaker status says of the proof at `path` (`file` in data/proofs/): its report, as
 * status --json gives it, and the line status prints.
 */
export type ProofStatus = (path: string, file: string) => { readonly report: object; readonly line: string };

/** What a review needs of a proof over every first word: its board, whether it is complete, and the least total found. */
export interface FirstWordProof {
  readonly variant: string;
  readonly complete: boolean;
  readonly best: { readonly word: string; readonly total: number } | null;
}

/** Shuffles `items` in place by a seeded generator (mulberry32), so that a sample can be drawn again; returns it. */
export function seededShuffle<T>(items: T[], seed: number): T[] {
  let a = seed >>> 0;
  const random = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** The complaints of the JSON Schema at `path` about a value, as problems; the schema is compiled at the first call. */
export function schemaProblems(path: string): (value: unknown) => string[] {
  let validator: ReturnType<Ajv2020['compile']> | undefined;
  return (value) => {
    validator ??= new Ajv2020({ allErrors: true, strictTuples: false }).compile(JSON.parse(readFileSync(path, 'utf8')) as object);
    if (validator(value)) return [];
    return (validator.errors ?? []).map((e) => `schema: ${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
  };
}
