// Word Mastermind as a game (a Bulls-and-Cows variant of the Tsinghua paper): words of one list
// as secrets and guesses, with bulls-and-cows feedback ("1A2B").
import type { Game, PlayedState, VariantSpec } from '../../game.ts';
import { count } from '../../count.ts';

/** The file name of the word list of L-letter words (in the data directory's words/). */
export function wordListName(length: number): string {
  return `words-${length}.txt`;
}

/**
 * Word Mastermind, one of the Bulls-and-Cows variants of the Tsinghua Bulls-and-Cows paper: the
 * secret is a word of an L-letter word list and so is every guess; the feedback is bulls (right
 * letter, right place) and cows (letters in common, each counted min(times in guess, times in
 * secret) as Mastermind counts colours, minus the bulls), written "1A2B". Words are numbered in
 * the list's (alphabetical) order; guesses and secrets are the same words.
 */
export function createWordsGame(spec: VariantSpec): Game {
  const words = spec.words;
  if (spec.family !== 'words' || words === undefined) throw new Error(`${spec.id}: a word game needs its word list`);
  const L = spec.pegs;
  // Six 5-bit letters fill 30 bits of a packed word.
  if (L < 1 || L > 6) throw new Error(`${spec.id}: words must have 1 to 6 letters`);
  const entries = words.entries;
  const n = entries.length;
  if (n === 0 || n !== words.count) throw new Error(`${spec.id}: the list has ${count(n, 'word')}, its header says ${words.count}`);
  const listName = words.list.replace(/\.txt$/, '');

  // Per word: packed letters (5 bits a place, for bulls) and, for each k, the mask of letters it
  // has at least k times (min(a, b) = the number of k with a >= k and b >= k, so common letters
  // are the popcounts of the level masks ANDed).
  const packed = new Int32Array(n);
  const levels = new Int32Array(n * L);
  const depth = new Uint8Array(n); // the largest count of one letter in the word
  const indexOf = new Map<string, number>();
  const counts = new Uint8Array(26);
  for (let w = 0; w < n; w++) {
    const word = entries[w]!;
    if (word.length !== L || !/^[a-z]+$/.test(word)) throw new Error(`${spec.id}: "${word}" is not a word of ${L} letters a-z`);
    if (w > 0 && entries[w - 1]! >= word) throw new Error(`${spec.id}: the list is not sorted and unique at "${word}"`);
    indexOf.set(word, w);
    counts.fill(0);
    let pk = 0;
    for (let p = 0; p < L; p++) {
      const c = word.charCodeAt(p) - 97;
      pk |= c << (5 * p);
      const k = counts[c]!++;
      levels[w * L + k] = levels[w * L + k]! | (1 << c);
      if (k + 1 > depth[w]!) depth[w] = k + 1;
    }
    packed[w] = pk;
  }

  // Feedback (bulls, bulls + cows) -> index, numbered as Mastermind numbers them; (L-1 bulls, 1 cow) never happens.
  const stride = L + 1;
  const feedbackOf = new Int16Array(stride * stride).fill(-1);
  const labels: string[] = [];
  for (let b = 0; b <= L; b++) {
    for (let c = 0; b + c <= L; c++) {
      if (b === L - 1 && c === 1) continue;
      feedbackOf[b * stride + b + c] = labels.length;
      labels.push(`${b}A${c}B`);
    }
  }
  const winFeedback = feedbackOf[L * stride + L]!;
  const labelIndex = new Map(labels.map((l, i) => [l, i]));

  // The low bit of each place's 5 bits.
  const lowBits = 0x02108421 & ((1 << (5 * L)) - 1);

  const score = (g: number, s: number): number => {
    let x = packed[g]! ^ packed[s]!;
    x |= x >>> 1;
    x |= x >>> 2;
    x |= x >>> 1;
    x &= lowBits; // one bit per place that differs
    const bulls = L - ((Math.imul(x, 0x02108421) >>> 25) & 31);
    let total = 0;
    for (let k = 0, d = Math.min(depth[g]!, depth[s]!); k < d; k++) total += popcount(levels[g * L + k]! & levels[s * L + k]!);
    return feedbackOf[bulls * stride + total]!;
  };

  /** A whole row: the guess's side read once, everything the loop reads in locals (see mastermind/game.ts). */
  const scoreRow = (g: number, out: Uint8Array): void => {
    const sPacked = packed;
    const sLevels = levels;
    const feedback = feedbackOf;
    const count = n;
    const len = L;
    const stride1 = stride;
    const ones = lowBits;
    const pg = packed[g]!;
    const g1 = levels[g * L]!;
    const gd = depth[g]!;
    for (let s = 0; s < count; s++) {
      let x = pg ^ sPacked[s]!;
      x |= x >>> 1;
      x |= x >>> 2;
      x |= x >>> 1;
      x &= ones;
      const bulls = len - ((Math.imul(x, 0x02108421) >>> 25) & 31);
      let total = popcount(g1 & sLevels[s * len]!);
      // Only guesses with a repeated letter need the higher levels (a level the secret lacks is 0).
      for (let k = 1; k < gd; k++) total += popcount(sLevels[g * len + k]! & sLevels[s * len + k]!);
      out[s] = feedback[bulls * stride1 + total]!;
    }
  };

  const identity = Int32Array.from({ length: n }, (_, i) => i);

  const parseGuess = (text: string): number | string => {
    const shown = text.length > 24 ? `${text.slice(0, 24)}…` : text;
    const chars = [...text];
    if (chars.length !== L) return `"${printable(shown)}" has ${count(chars.length, 'letter')}; a word of the ${listName} list has ${L}`;
    const bad = chars.find((ch) => !/^[a-z]$/i.test(ch));
    if (bad !== undefined) return `"${printable(shown)}" contains "${printable(bad)}", which is not a letter a-z`;
    const w = indexOf.get(text.toLowerCase());
    return w ?? `"${text}" is not a word of the ${listName} list`;
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
    scoreRow,
    symmetricScore: true, // bulls and min(count, count) do not care which side is the guess
    formatGuess: (g) => entries[g] ?? '?',
    parseGuess,
    feedbackLabel: (f) => labels[f] ?? '?',
    parseFeedback: (label) => labelIndex.get(label.trim().toUpperCase()) ?? -1,
    // Words have no symmetry to exploit: every guess is worth trying.
    candidateGuesses: () => identity,
    play: (played: PlayedState) => played,
    initialPlayed: 0,
  };
}

// bits.ts's popcount, kept here: score called the imported one some 3% slower.
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

function printable(text: string): string {
  return [...text]
    .map((ch) => {
      const cp = ch.codePointAt(0) ?? 0;
      return cp < 0x20 || cp === 0x7f ? `\\u${cp.toString(16).padStart(4, '0')}` : ch;
    })
    .join('');
}
