/**
 * What the exact search proves of one first-guess class, part by part, for a proof log
 * (log.ts): that no tree starting with the guess totals less than a bound (a cut), or the
 * exact total of each part (the optimum's class, searched again). It drives the search the way
 * the search drives itself (solve.ts's costOf), and keeps every figure the cut rests on:
 *
 * - each part counts at first at its counting bound, and a part of 150 secrets or more at the
 *   least counting bound of any guess on it (`best-guess`, the look-ahead of costOf);
 * - the parts of more than two secrets are then solved smallest first, each under the slack the
 *   others leave (the bound less the sum so far): its exact total, or, when the search finds no
 *   tree below that, the slack is a lower bound of it and the sum reaches the bound: the cut.
 *
 * A part of one or two secrets costs exactly its counting bound (1 and 3), as in the search.
 */
import type { Game } from '../../core/game.ts';
import type { Scorer } from '../../core/scorer.ts';
import { FAIL, type ExactSearch } from '../../core/strategies/exact/search.ts';
import { splitByFeedback } from '../../core/strategies/greedy.ts';
import type { ProofClass, ProofPart } from './log.ts';
import { count } from '../../core/count.ts';

/** Parts from this size on count at their best guess's bound before any is solved (solve.ts's LOOKAHEAD_FROM). */
const LOOKAHEAD_FROM = 150;

/** A bound above every total, for listing every candidate. */
const NO_BOUND = 1 << 30;

/** One part settled, as the run reports it while it goes. */
export interface PartNote {
  readonly guess: string;
  readonly part: ProofPart;
  /** Seconds its search took. */
  readonly seconds: number;
}

/**
 * What to prove of a class: a cut below `below`, or (`known`: feedback -> total) the total of
 * each part listed again (the others stay at their counting bound: parts split over threads).
 */
export type ClassGoal = { readonly below: number } | { readonly known: ReadonlyMap<number, number> };

/** A first-guess class's proof, without its size (the caller counts the class). */
export type ClassProof = Omit<ProofClass, 'size'>;

/** Thrown when the search does not give what the run expected of a class (it beats the bound, or a part's total differs). */
export class ProofDisagreement extends Error {}

/**
 * Proves the goal for first guess g with `depth` guesses allowed: a cut (the sum of the parts'
 * figures reaches `below`) or each part's exact total (`known`, checked against it). Throws
 * ProofDisagreement when the search says otherwise.
 */
export function proveClass(
  scorer: Scorer,
  search: ExactSearch,
  g: number,
  depth: number,
  goal: ClassGoal,
  onPart?: (note: PartNote) => void,
): ClassProof {
  const game = scorer.game;
  const started = performance.now();
  const N = game.secretCount;
  const LB = search.bounds.lowerBound;
  const room = search.bounds.capacity[depth - 1]!;
  const all = Int32Array.from({ length: N }, (_, s) => s);
  const parts: PartState[] = splitByFeedback(scorer, g, all).map(([f, P]) => ({
    f,
    P: P.slice(),
    lower: LB[P.length]!,
    by: 'counting',
    exact: false,
    noTree: false,
  }));
  const countingBound = parts.reduce((sum, p) => sum + p.lower, N);
  const guess = game.formatGuess(g);
  const proof = (outcome: ClassProof['outcome']): ClassProof => ({
    guess,
    countingBound,
    outcome,
    sum: parts.some((p) => p.noTree) ? null : parts.reduce((sum, p) => sum + p.lower, N),
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    parts: parts.map((p) => partEntry(game, p, LB)),
  });
  const note = (p: PartState, from: number): void =>
    onPart?.({ guess, part: partEntry(game, p, LB), seconds: Number(((performance.now() - from) / 1000).toFixed(1)) });
  // Parts of one or two secrets: their counting bound is their total.
  for (const p of parts) p.exact = p.P.length <= 2;

  if ('known' in goal) {
    for (const p of parts) {
      if (p.exact) continue;
      const known = goal.known.get(p.f);
      if (known === undefined) continue; // another task's part
      const from = performance.now();
      const c = search.solve([g], p.P, depth - 1, known + 1);
      if (c !== known) {
        throw new ProofDisagreement(
          `${guess}: its part ${game.feedbackLabel(p.f)} (${count(p.P.length, 'secret')}) totals ${c === FAIL ? `more than ${known}` : c} by the search, not ${known}`,
        );
      }
      Object.assign(p, { lower: c, by: 'search', exact: true });
      note(p, from);
    }
    return proof('optimum');
  }

  const below = goal.below;
  const tooBig = parts.find((p) => p.P.length > room);
  if (tooBig !== undefined) {
    tooBig.noTree = true;
    return proof('cut');
  }
  let total = countingBound;
  if (total >= below) return proof('cut');
  for (const p of parts) {
    if (p.P.length < LOOKAHEAD_FROM) continue;
    const from = performance.now();
    const first = search.choices([g], p.P, depth - 1, NO_BOUND)[0];
    if (first === undefined) {
      Object.assign(p, { noTree: true, by: 'best-guess' });
      note(p, from);
      return proof('cut');
    }
    if (first.bound > p.lower) {
      total += first.bound - p.lower;
      Object.assign(p, { lower: first.bound, by: 'best-guess' });
      note(p, from);
    }
    if (total >= below) return proof('cut');
  }
  const order = parts.filter((p) => !p.exact).sort((a, b) => a.P.length - b.P.length || a.f - b.f);
  for (const p of order) {
    const slack = below - total;
    if (slack <= 0) return proof('cut');
    const from = performance.now();
    const c = search.solve([g], p.P, depth - 1, p.lower + slack);
    if (c === FAIL) {
      // No tree of the part totals less than this: with it the sum reaches the bound.
      Object.assign(p, { lower: p.lower + slack, by: 'search' });
      note(p, from);
      return proof('cut');
    }
    total += c - p.lower;
    Object.assign(p, { lower: c, by: 'search', exact: true });
    note(p, from);
  }
  throw new ProofDisagreement(`${guess}: the search gives ${total}, below ${below}`);
}

/** A part while its class is proved: its least figure so far (exact once solved), and how it is known. */
interface PartState {
  readonly f: number;
  readonly P: Int32Array;
  lower: number;
  by: ProofPart['by'];
  exact: boolean;
  noTree: boolean;
}

/** A part as the log writes it. */
function partEntry(game: Game, p: PartState, LB: Int32Array): ProofPart {
  const base = { feedback: game.feedbackLabel(p.f), size: p.P.length, countingBound: LB[p.P.length]!, by: p.by };
  if (p.noTree) return { ...base, noTree: true };
  return p.exact ? { ...base, total: p.lower } : { ...base, lowerBound: p.lower };
}

/**
 * Why no tree of `depth` guesses starts with g: its first part (largest first, as the feasibility
 * search goes) that does not fit the guesses left, by counting (more secrets than they can tell
 * apart) or by the search; null when every part fits.
 */
export function depthCut(
  scorer: Scorer,
  search: ExactSearch,
  g: number,
  depth: number,
): { feedback: string; size: number; by: 'counting' | 'search' } | null {
  const game = scorer.game;
  const all = Int32Array.from({ length: game.secretCount }, (_, s) => s);
  const parts = splitByFeedback(scorer, g, all).sort(([fa, a], [fb, b]) => b.length - a.length || fa - fb);
  for (const [f, P] of parts) {
    const part = { feedback: game.feedbackLabel(f), size: P.length };
    if (P.length > search.bounds.capacity[depth - 1]!) return { ...part, by: 'counting' };
    if (!search.feasible([g], P.slice(), depth - 1)) return { ...part, by: 'search' };
  }
  return null;
}
