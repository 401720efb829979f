// The Mastermind family as a game (Bulls and Cows too): codes, blacks-and-whites feedback, the
// score table's rows, and candidate guesses cut by colour symmetry (Ville 2013).
import type { Game, PlayedState, VariantSpec } from '../../game.ts';
import { createMastermindKernel } from './kernel.ts';
import { popcount } from '../../bits.ts';
import { count } from '../../count.ts';

/**
 * The Mastermind family: codes of `pegs` symbols; feedback is blacks (right symbol, right place)
 * and whites (right symbol, wrong place). Covers repeats and distinct codes, so Bulls and Cows too
 * (bulls = blacks, cows = whites). With repeated symbols each symbol counts
 * min(times in guess, times in secret) matches (the Tsinghua Bulls-and-Cows paper: secret 5543,
 * guess 5255 gives 1A1B).
 */
export function createMastermindGame(spec: VariantSpec): Game {
  const { pegs, symbols } = spec;
  const k = symbols.length;
  // Eight 4-bit pegs fill the 32 bits of a packed code, and sixteen colours its nibbles.
  if (pegs < 1 || pegs > 8) throw new Error(`${spec.id}: pegs must be 1..8`);
  if (k < 1 || k > 16) throw new Error(`${spec.id}: symbols must be 1..16`);

  // Every code of the universe, in code order, filtered by the variant's rules, and the tables of
  // each guess, all in one pass, the codes' digits counted up like an odometer: 22 ms for the
  // 46,656 codes of mm-6x6, where a division per digit, a Map from code to guess and arrays filled
  // through callbacks took 48 ms (the server makes a new board's game on its event loop).
  const universe = k ** pegs;
  const repeatGuesses = spec.guesses === 'any';
  const repeatSecrets = spec.secrets === 'repeat';
  const guessCount = repeatGuesses ? universe : arrangements(k, pegs);
  const secretCount = repeatSecrets ? universe : arrangements(k, pegs);
  // Codes below k^pegs <= 2^32 (16 colours, 8 pegs), in increasing order: a guess's index is found by bisection.
  const guessCodes = new Uint32Array(guessCount);
  const secretGuess = new Int32Array(secretCount);
  const guessSecret = new Int32Array(guessCount).fill(-1);
  // Per guess: digits, packed nibbles (for blacks), colour mask, colour-multiset id (for totals).
  const guessDigits = new Uint8Array(guessCount * pegs);
  const packed = new Int32Array(guessCount);
  const colourMask = new Int32Array(guessCount);
  const multiset = new Int32Array(guessCount);
  // A multiset's key: its counts as the digits of a base-(pegs + 1) number (below 2^53 for 16 colours of 8 pegs).
  const weight = Float64Array.from({ length: k }, (_, c) => (pegs + 1) ** c);
  const multisetIds = new Map<number, number>();
  const multisetCounts: number[][] = [];
  const d = new Uint8Array(pegs); // the digits of code c, most significant first
  let g = 0;
  let s = 0;
  for (let c = 0; c < universe; c++) {
    let mask = 0;
    let distinct = true;
    for (let p = 0; p < pegs; p++) {
      const bit = 1 << d[p]!;
      if (mask & bit) distinct = false;
      mask |= bit;
    }
    const guess = repeatGuesses || distinct;
    if (repeatSecrets || distinct) {
      if (!guess) throw new Error(`${spec.id}: a secret is not an allowed guess`);
      secretGuess[s] = g;
      guessSecret[g] = s++;
    }
    if (guess) {
      let pk = 0;
      let key = 0;
      for (let p = 0; p < pegs; p++) {
        const x = d[p]!;
        guessDigits[g * pegs + p] = x;
        pk |= x << (4 * p); // a nibble per peg: the XOR of two codes has a zero nibble exactly where they match
        key += weight[x]!;
      }
      let id = multisetIds.get(key);
      if (id === undefined) {
        id = multisetCounts.length;
        multisetIds.set(key, id);
        const counts = new Array<number>(k).fill(0);
        for (let p = 0; p < pegs; p++) counts[d[p]!]!++;
        multisetCounts.push(counts);
      }
      guessCodes[g] = c;
      packed[g] = pk;
      colourMask[g] = mask;
      multiset[g] = id;
      g++;
    }
    // The next code: the last digit turns fastest.
    for (let p = pegs - 1; p >= 0 && ++d[p]! === k; p--) d[p] = 0;
  }
  /** The index of a guess by its code, or undefined when the code is not a guess. */
  const guessIndexOfCode = (code: number): number | undefined => {
    let lo = 0;
    let hi = guessCount;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (guessCodes[mid]! < code) lo = mid + 1;
      else hi = mid;
    }
    return lo < guessCount && guessCodes[lo] === code ? lo : undefined;
  };

  // Total matches (blacks + whites) depends only on the two colour multisets.
  // It is symmetric, so each pair is counted once (from flat counts: Super Mastermind has 792 multisets).
  const m = multisetCounts.length;
  const flatCounts = Uint8Array.from(multisetCounts.flat());
  const totalTable = new Uint8Array(m * m);
  for (let a = 0; a < m; a++) {
    for (let b = a; b < m; b++) {
      let t = 0;
      for (let c = 0; c < k; c++) t += Math.min(flatCounts[a * k + c]!, flatCounts[b * k + c]!);
      totalTable[a * m + b] = t;
      totalTable[b * m + a] = t;
    }
  }

  // Feedback (blacks, total) -> index; (pegs-1 blacks, 1 white) can never happen.
  const feedbackOf = new Int16Array((pegs + 1) * (pegs + 1)).fill(-1);
  const labels: string[] = [];
  const [bl, wl] = spec.feedbackStyle === 'AB' ? ['A', 'B'] : ['B', 'W'];
  for (let b = 0; b <= pegs; b++) {
    for (let w = 0; b + w <= pegs; w++) {
      if (b === pegs - 1 && w === 1) continue;
      feedbackOf[b * (pegs + 1) + b + w] = labels.length;
      labels.push(`${b}${bl}${w}${wl}`);
    }
  }
  const winFeedback = feedbackOf[pegs * (pegs + 1) + pegs]!;
  const labelIndex = new Map(labels.map((l, i) => [l.toUpperCase(), i]));

  // The low bit of each peg's nibble (all eight nibbles for 8 pegs, where 1 << 32 would wrap).
  const mask5 = pegs >= 8 ? 0x11111111 : 0x11111111 & ((1 << (4 * pegs)) - 1);
  const secretPacked = new Int32Array(secretCount);
  const secretMultiset = new Int32Array(secretCount);
  const secretMask = new Int32Array(secretCount);
  for (let s = 0; s < secretCount; s++) {
    const g = secretGuess[s]!;
    secretPacked[s] = packed[g]!;
    secretMultiset[s] = multiset[g]!;
    secretMask[s] = colourMask[g]!;
  }
  const stride = pegs + 1;

  /** Feedback index: blacks from zero nibbles of the XOR, total from the multiset table. */
  const score = (g: number, s: number): number => {
    let x = packed[g]! ^ secretPacked[s]!;
    x |= x >>> 1;
    x |= x >>> 2;
    x &= mask5; // one bit per non-matching peg
    const mismatches = (Math.imul(x, 0x11111111) >>> 28) & 0xf;
    const blacks = pegs - mismatches;
    const total = totalTable[multiset[g]! * m + secretMultiset[s]!]!;
    return feedbackOf[blacks * stride + total]!;
  };

  /**
   * A whole row of the score table: score's loop with the guess's side read once. Everything the
   * loop reads is copied to locals first: once several games exist, the engine no longer
   * specialises this closure to one game, and reading the closure's variables in the loop is slower.
   */
  const scoreRow = (g: number, out: Uint8Array): void => {
    const sPacked = secretPacked;
    const sMultiset = secretMultiset;
    const totals = totalTable;
    const feedback = feedbackOf;
    const n = secretCount;
    const p = pegs;
    const stride1 = stride;
    const ones = mask5;
    const pg = packed[g]!;
    const row = multiset[g]! * m;
    for (let s = 0; s < n; s++) {
      let x = pg ^ sPacked[s]!;
      x |= x >>> 1;
      x |= x >>> 2;
      x &= ones;
      const blacks = p - ((Math.imul(x, 0x11111111) >>> 28) & 0xf);
      out[s] = feedback[blacks * stride1 + totals[row + sMultiset[s]!]!]!;
    }
  };

  const symbolIndex = new Map<string, number>();
  for (let i = 0; i < k; i++) symbolIndex.set(symbols[i]!.toUpperCase(), i);

  const formatGuess = (g: number): string => {
    let out = '';
    for (let p = 0; p < pegs; p++) out += symbols[guessDigits[g * pegs + p]!]!;
    return out;
  };

  const parseGuess = (text: string): number | string => {
    const chars = [...text];
    if (chars.length !== pegs) {
      return `"${truncate(text)}" has ${count(chars.length, 'symbol')}; a code of ${spec.title} has ${pegs}`;
    }
    let code = 0;
    const seen = new Set<number>();
    for (const ch of chars) {
      const d = symbolIndex.get(ch.toUpperCase());
      if (d === undefined) {
        return `"${truncate(text)}" contains "${printable(ch)}", which is not one of the symbols ${symbols}`;
      }
      if (spec.guesses === 'distinct' && seen.has(d)) {
        return `"${text}" repeats the symbol "${ch}"; guesses in ${spec.title} use distinct symbols`;
      }
      seen.add(d);
      code = code * k + d;
    }
    const g = guessIndexOfCode(code);
    return g ?? `"${text}" is not an allowed guess in ${spec.title}`;
  };

  // Symmetry (the Tsinghua Bulls-and-Cows paper, section 2.4.2; Ville 2013's free and zero
  // colours): colours never played are interchangeable, and colours that no remaining secret
  // contains are all alike.
  // Each candidate list keeps exactly one guess per class: the smallest code of the class.
  const allColours = (1 << k) - 1;
  const allGuesses = new Int32Array(guessCount);
  for (let i = 0; i < guessCount; i++) allGuesses[i] = i;
  const candidateCache = new Map<number, Int32Array>();

  const isCanonical = (g: number, free: number, absent: number): boolean => {
    let seen = 0;
    const minAbsent = absent & -absent;
    for (let p = 0; p < pegs; p++) {
      const bit = 1 << guessDigits[g * pegs + p]!;
      if (bit & absent) {
        // Absent colours: with repeats allowed all collapse to the smallest absent colour;
        // with distinct guesses they must be the smallest unused absent colours, in order.
        const expected = repeatGuesses ? minAbsent : absent & ~seen & -(absent & ~seen);
        if (bit !== expected) return false;
      } else if (bit & free && !(bit & seen)) {
        // Free colours appear for the first time in increasing order.
        const unseenFree = free & ~seen;
        if (bit !== (unseenFree & -unseenFree)) return false;
      }
      seen |= bit;
    }
    return true;
  };

  const candidateGuesses = (played: PlayedState, remaining: Int32Array): Int32Array => {
    let present = 0;
    for (let i = 0; i < remaining.length; i++) present |= secretMask[remaining[i]!]!;
    const absent = allColours & ~present;
    const free = allColours & ~played & present;
    // Swapping never changes anything when fewer than two colours are alike.
    const freeCount = popcount(free);
    const absentCount = popcount(absent);
    if (freeCount < 2 && absentCount < 2) return allGuesses;
    const key = free * (1 << k) + absent;
    let list = candidateCache.get(key);
    if (list === undefined) {
      const out: number[] = [];
      for (let g = 0; g < guessCount; g++) if (isCanonical(g, free, absent)) out.push(g);
      list = Int32Array.from(out);
      candidateCache.set(key, list);
    }
    return list;
  };

  return {
    spec,
    guessCount,
    secretCount,
    secretGuess,
    guessSecret,
    feedbackCount: labels.length,
    winFeedback,
    score,
    scoreRow,
    // Equal counts mean both sides are the same code set (all codes, or all distinct ones).
    symmetricScore: guessCount === secretCount,
    symbolCodes: true,
    formatGuess,
    parseGuess,
    feedbackLabel: (f) => labels[f] ?? '?',
    parseFeedback: (label) => labelIndex.get(label.trim().toUpperCase()) ?? -1,
    candidateGuesses,
    play: (played, g) => played | colourMask[g]!,
    initialPlayed: 0,
    createPartKernel: (costs) =>
      createMastermindKernel(
        {
          pegs,
          lowBits: mask5,
          colours: k,
          feedbackCount: labels.length,
          guessPacked: packed,
          guessMultiset: multiset,
          secretPacked,
          secretMultiset,
          secretGuess,
          multisetColours: flatCounts,
          feedbackOf,
        },
        costs,
      ),
  };
}

/** The codes of `pegs` different symbols out of `k`: k! / (k - pegs)!. */
function arrangements(k: number, pegs: number): number {
  let n = pegs > k ? 0 : 1;
  for (let i = 0; i < pegs && n > 0; i++) n *= k - i;
  return n;
}

function truncate(text: string): string {
  const shown = text.length > 24 ? `${text.slice(0, 24)}…` : text;
  return [...shown].map(printable).join('');
}

function printable(ch: string): string {
  const cp = ch.codePointAt(0) ?? 0;
  return cp < 0x20 || cp === 0x7f ? `\\u${cp.toString(16).padStart(4, '0')}` : ch;
}
