// Nerdle (Richard Mann's game) as a game: the secrets and guesses are equations, and the feedback
// colours each symbol by the word games' rule for repeats (colour-feedback.ts).
import { colourFeedbacks } from '../../colour-feedback.ts';
import type { Game, PlayedState } from '../../game.ts';
import type { NerdleSpec } from './spec.ts';
import type { FeedbackArray } from '../../feedback-array.ts';
import { equationProblem, equations, NERDLE_SYMBOLS } from './equations.ts';

export type { NerdleSpec } from './spec.ts';

/**
 * Nerdle's game: the secret is an equation (equations.ts), a guess is an equation too, and the
 * feedback colours each symbol as a word game colours letters: green (right symbol, right place),
 * yellow (Nerdle draws it purple), or grey; repeated symbols follow the word games' rule (greens
 * first, then, left to right, a symbol not green is yellow while the secret still has an unmatched
 * copy of it). Feedbacks are the L-digit base-3 numbers (first place most significant, grey 0,
 * yellow 1, green 2) that can happen, numbered in that order: all 3^L but the L with L - 1 greens
 * and one yellow (6,553 of 6,561 for the classic 8 symbols: more than a byte, so tables take two).
 */

/** How the squares of a shared result (Nerdle's purple among them) read as labels. */
const SQUARES: ReadonlyMap<string, string> = new Map([
  ['🟩', 'G'],
  ['🟨', 'Y'],
  ['🟪', 'Y'],
  ['⬛', 'B'],
  ['⬜', 'B'],
]);

/** Symbols a person may type for the game's own (the multiplication and division signs as printed). */
const TYPED: ReadonlyMap<string, string> = new Map([
  ['×', '*'],
  ['x', '*'],
  ['X', '*'],
  ['÷', '/'],
]);

/** Builds the game of a Nerdle spec: its equations are enumerated from the rules, once per length. */
export function createNerdleGame(spec: NerdleSpec): Game {
  const L = spec.pegs;
  const list = equations(L);
  const n = list.length;
  if (n === 0) throw new Error(`${spec.id}: no equation has ${L} symbols`);
  const indexOf = new Map(list.map((e, i) => [e, i]));
  const identity = Int32Array.from({ length: n }, (_, i) => i);

  // The symbols of each equation by place (indices into NERDLE_SYMBOLS).
  const K = NERDLE_SYMBOLS.length;
  const sym = new Uint8Array(n * L);
  for (let e = 0; e < n; e++) for (let p = 0; p < L; p++) sym[e * L + p] = NERDLE_SYMBOLS.indexOf(list[e]![p]!);

  // Feedback numbering: the possible base-3 codes in order, as a word game's.
  const { labels, indexOfCode, winFeedback } = colourFeedbacks(L);
  const labelIndex = new Map(labels.map((l, i) => [l, i]));

  // Per equation, the set of its symbols (a bit each): a guess symbol the secret lacks is grey
  // without counting. Scratch for one score: the secret's unmatched copies of each symbol.
  const present = new Int32Array(n);
  for (let e = 0; e < n; e++) for (let p = 0; p < L; p++) present[e] = present[e]! | (1 << sym[e * L + p]!);
  const unmatched = new Int32Array(K);
  const score = (g: number, s: number): number => {
    const gi = g * L;
    const si = s * L;
    const has = present[s]!;
    let greens = 0;
    for (let p = 0; p < L; p++) {
      const b = sym[si + p]!;
      if (sym[gi + p] === b) greens |= 1 << p;
      else unmatched[b]!++;
    }
    let code = 0;
    for (let p = 0; p < L; p++) {
      let d = 0;
      if ((greens >> p) & 1) d = 2;
      else {
        const a = sym[gi + p]!;
        if ((has >> a) & 1) {
          const u = unmatched[a]!;
          if (u > 0) {
            unmatched[a] = u - 1;
            d = 1;
          }
        }
      }
      code = code * 3 + d;
    }
    for (let p = 0; p < L; p++) unmatched[sym[si + p]!] = 0;
    return indexOfCode[code]!;
  };

  return {
    spec,
    guessCount: n,
    secretCount: n,
    secretGuess: identity,
    guessSecret: identity,
    feedbackCount: labels.length,
    winFeedback,
    score,
    scoreRow(g: number, out: FeedbackArray): void {
      for (let s = 0; s < n; s++) out[s] = score(g, s);
    },
    symmetricScore: false,
    formatGuess: (g) => list[g]!,
    parseGuess(text: string): number | string {
      let typed = '';
      for (const ch of text.trim()) typed += TYPED.get(ch) ?? ch;
      const g = indexOf.get(typed);
      if (g !== undefined) return g;
      const why = equationProblem(typed, L);
      return `${JSON.stringify(text)} is not an equation of the game: ${why ?? 'it is not among the answers'}`;
    },
    feedbackLabel: (f) => labels[f]!,
    parseFeedback(label: string): number {
      let text = '';
      for (const ch of label.trim()) text += SQUARES.get(ch) ?? ch.toUpperCase();
      return labelIndex.get(text) ?? -1;
    },
    // No symmetry: the places and the symbols each play their own part in an equation.
    candidateGuesses: () => identity,
    play: (played: PlayedState) => played,
    initialPlayed: 0,
  };
}
