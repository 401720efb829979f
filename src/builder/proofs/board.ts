/**
 * A board as the proof checker sees it, written apart from the game and the exact search so that
 * a proof log is checked against the rules, not against the code that wrote it: the codes, the
 * feedback by the rules (blacks: right symbol in the right place; whites: the common symbols
 * counted min(times in the guess, times in the secret), less the blacks), the first-guess classes
 * and the counting bounds.
 *
 * The classes: permuting the positions, or the symbols, of every code changes no feedback and
 * maps the codes of a board onto themselves (all codes, or all codes of distinct symbols), so two
 * first guesses with the same pattern of repeated symbols (the multiset of how often each symbol
 * appears: 11223 is 2+2+1) have the same optimum, and two with different patterns are not mapped
 * onto each other. The counting bound is Koyama and Lai's (1993): a node has at most F - 1
 * non-winning children, F the number of possible feedbacks, so at most (F - 1)^(k - 1) secrets
 * are found with exactly k guesses; filling those levels from the top gives the least total of n
 * secrets, and their sum over d levels the most secrets d guesses can tell apart.
 */
import type { VariantSpec } from '../../core/game.ts';
import { familyOfSpec } from '../../core/variants/families.ts';

/** The families whose proofs the checker knows: codes of symbols with blacks and whites (or bulls and cows). */
export function proofBoardUnsupported(spec: VariantSpec): string | null {
  if (familyOfSpec(spec)?.symbolCodes !== true) return `the proof checker knows the Mastermind family's boards only, not ${spec.family}`;
  if (spec.feedbackStyle !== 'BW' && spec.feedbackStyle !== 'AB')
    return `the proof checker does not know the feedback ${spec.feedbackStyle}`;
  return null;
}

/** A board of symbol codes, from its rules alone. */
export interface ProofBoard {
  readonly pegs: number;
  readonly colours: number;
  /** Allowed guesses and secrets, as text, in code order. */
  readonly guesses: readonly string[];
  readonly secrets: readonly string[];
  /** Possible feedbacks (blacks + whites at most pegs, never pegs - 1 blacks and one white). */
  readonly feedbacks: number;
  /** A feedback as a number: blacks * (pegs + 1) + whites. */
  feedback(guess: number, secret: number): number;
  /** A feedback number as the board writes it ("1B2W", or "1A2B" for bulls and cows). */
  label(feedback: number): string;
  /** The winning feedback's number. */
  readonly win: number;
  /** The guess index of a code, or -1. */
  guessIndex(code: string): number;
  /** The least total of any tree that finds n secrets. */
  countingBound(n: number): number;
  /** The most secrets d guesses can tell apart. */
  capacity(d: number): number;
  /** A guess's class: its pattern of repeated symbols ("2+2+1"). */
  classOf(guess: number): string;
}

/** The board of a spec of symbol codes (see proofBoardUnsupported). */
export function proofBoard(spec: VariantSpec): ProofBoard {
  const why = proofBoardUnsupported(spec);
  if (why !== null) throw new Error(why);
  const pegs = spec.pegs;
  const symbols = [...spec.symbols];
  const k = symbols.length;
  const guesses: string[] = [];
  const secrets: string[] = [];
  const digits: number[] = new Array<number>(pegs).fill(0);
  for (let code = 0; code < k ** pegs; code++) {
    let c = code;
    for (let p = pegs - 1; p >= 0; p--) {
      digits[p] = c % k;
      c = Math.floor(c / k);
    }
    const text = digits.map((x) => symbols[x]!).join('');
    const distinct = new Set(digits).size === pegs;
    if (spec.guesses === 'any' || distinct) guesses.push(text);
    if (spec.secrets === 'repeat' || distinct) secrets.push(text);
  }
  const index = new Map(guesses.map((g, i) => [g, i]));
  const secretAsGuess = secrets.map((s) => index.get(s) ?? -1);
  if (secretAsGuess.includes(-1)) throw new Error(`${spec.id}: a secret is not an allowed guess`);
  // Each guess's symbols, and how often each symbol appears in it.
  const at = new Uint8Array(guesses.length * pegs);
  const counts = new Uint8Array(guesses.length * k);
  guesses.forEach((g, i) => {
    [...g].forEach((ch, p) => {
      const x = symbols.indexOf(ch);
      at[i * pegs + p] = x;
      counts[i * k + x]!++;
    });
  });
  const feedback = (g: number, sIndex: number): number => {
    const s = secretAsGuess[sIndex]!;
    let blacks = 0;
    for (let p = 0; p < pegs; p++) if (at[g * pegs + p] === at[s * pegs + p]) blacks++;
    let common = 0;
    for (let x = 0; x < k; x++) common += Math.min(counts[g * k + x]!, counts[s * k + x]!);
    return blacks * (pegs + 1) + (common - blacks);
  };
  const [bl, wl] = spec.feedbackStyle === 'AB' ? ['A', 'B'] : ['B', 'W'];
  let feedbacks = 0;
  for (let b = 0; b <= pegs; b++) for (let w = 0; b + w <= pegs; w++) if (!(b === pegs - 1 && w === 1)) feedbacks++;
  const branching = Math.max(1, feedbacks - 1);
  // Level k (k guesses) holds branching^(k-1) secrets; the cheapest levels fill first.
  const fill = (n: number): number => {
    let total = 0;
    let left = n;
    let width = 1;
    for (let level = 1; left > 0; level++) {
      const here = Math.min(left, width);
      total += here * level;
      left -= here;
      width *= branching;
    }
    return total;
  };
  const bounds = Int32Array.from({ length: secrets.length + 1 }, (_, n) => fill(n));
  return {
    pegs,
    colours: k,
    guesses,
    secrets,
    feedbacks,
    feedback,
    label: (f) => `${Math.floor(f / (pegs + 1))}${bl}${f % (pegs + 1)}${wl}`,
    win: pegs * (pegs + 1),
    guessIndex: (code) => index.get(code) ?? -1,
    countingBound: (n) => bounds[n] ?? fill(n),
    capacity(d) {
      let sum = 0;
      let width = 1;
      for (let level = 1; level <= d; level++) {
        sum += width;
        width *= branching;
      }
      return sum;
    },
    classOf(g) {
      const pattern: number[] = [];
      for (let x = 0; x < k; x++) if (counts[g * k + x]! > 0) pattern.push(counts[g * k + x]!);
      return pattern.sort((a, b) => b - a).join('+');
    },
  };
}

/** The secrets of a board split by their feedback to a guess (the winning feedback included), as lists of secret indices. */
export function partsByFeedback(board: ProofBoard, guess: number, secrets?: readonly number[]): Map<number, number[]> {
  const parts = new Map<number, number[]>();
  const all = secrets ?? board.secrets.map((_, s) => s);
  for (const s of all) {
    const f = board.feedback(guess, s);
    let part = parts.get(f);
    if (part === undefined) parts.set(f, (part = []));
    part.push(s);
  }
  return parts;
}

/**
 * The least counting bound of one guess on a set of secrets with `depth` guesses left: over
 * every allowed guess that splits it (no single non-winning part holds them all) and whose parts
 * fit the guesses left after it, the set's size plus the counting bound of each non-winning part;
 * Infinity when no guess qualifies. No tree of the set totals less: its first guess is one of them.
 */
export function bestGuessBound(board: ProofBoard, secrets: readonly number[], depth: number): number {
  const n = secrets.length;
  const room = board.capacity(depth - 1);
  const sizes = new Int32Array((board.pegs + 1) * (board.pegs + 1));
  let best = Infinity;
  for (let g = 0; g < board.guesses.length; g++) {
    sizes.fill(0);
    for (const s of secrets) sizes[board.feedback(g, s)]!++;
    let bound = n;
    let fits = true;
    for (let f = 0; f < sizes.length; f++) {
      const m = sizes[f]!;
      if (m === 0 || f === board.win) continue;
      if (m === n || m > room) fits = false;
      bound += board.countingBound(m);
    }
    if (fits && bound < best) best = bound;
  }
  return best;
}
