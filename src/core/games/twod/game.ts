// The "twoD" game of the Stack Overflow question on a general framework for guessing games: a
// secret point of a grid, found by guessing points and reading less, greater and equal flags.
import type { Game, VariantSpec } from '../../game.ts';
import { noun } from '../../count.ts';

/**
 * The "twoD" game of the Stack Overflow question on a general framework for guessing games: the
 * secret is a point (x, y) of a grid, a guess is a point, and the feedback is three flags, the
 * fields of its `Comparison(less, greater, equal)`: L when the secret is no greater than the guess
 * in every coordinate, G when it is no less, E when they are equal.
 * Labels write each flag or "-", e.g. "L--", "-G-", "---", "LGE" (the win).
 */
export function createTwodGame(spec: VariantSpec): Game {
  const { pegs, symbols } = spec;
  const k = symbols.length;
  const count = k ** pegs;
  const coords = new Uint8Array(count * pegs);
  for (let c = 0; c < count; c++) {
    let v = c;
    for (let p = pegs - 1; p >= 0; p--) {
      coords[c * pegs + p] = v % k;
      v = Math.floor(v / k);
    }
  }
  // Flags L=1, G=2, E=4 make 0,1,2,7; compact them to 0..3.
  const labels = ['---', 'L--', '-G-', 'LGE'];
  const compact = [0, 1, 2, -1, -1, -1, -1, 3];
  const score = (g: number, s: number): number => {
    let less = 1;
    let greater = 2;
    for (let p = 0; p < pegs; p++) {
      const a = coords[s * pegs + p]!;
      const b = coords[g * pegs + p]!;
      if (a > b) less = 0;
      if (a < b) greater = 0;
    }
    const equal = less && greater ? 4 : 0;
    return compact[less | greater | equal]!;
  };
  const identity = Int32Array.from({ length: count }, (_, i) => i);
  const symbolIndex = new Map([...symbols].map((ch, i) => [ch.toUpperCase(), i]));
  return {
    spec,
    guessCount: count,
    secretCount: count,
    secretGuess: identity,
    guessSecret: identity,
    feedbackCount: labels.length,
    winFeedback: 3,
    score,
    scoreRow: (g, out) => {
      for (let s = 0; s < count; s++) out[s] = score(g, s);
    },
    symmetricScore: false, // "no less" and "no greater" swap when guess and secret do
    formatGuess: (g) => {
      let out = '';
      for (let p = 0; p < pegs; p++) out += symbols[coords[g * pegs + p]!]!;
      return out;
    },
    parseGuess: (text) => {
      const chars = [...text];
      if (chars.length !== pegs) {
        return `"${text.slice(0, 24)}" has ${chars.length} ${noun(chars.length, 'symbol')}; a point of ${spec.title} has ${pegs} coordinates`;
      }
      let code = 0;
      for (const ch of chars) {
        const d = symbolIndex.get(ch.toUpperCase());
        if (d === undefined) return `"${text}" contains "${ch}", which is not one of the coordinates ${symbols}`;
        code = code * k + d;
      }
      return code;
    },
    feedbackLabel: (f) => labels[f] ?? '?',
    parseFeedback: (label) => labels.indexOf(label.trim().toUpperCase()),
    candidateGuesses: () => identity,
    play: (played) => played,
    initialPlayed: 0,
  };
}
