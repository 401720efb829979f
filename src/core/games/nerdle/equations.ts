/**
 * Nerdle's equations (Richard Mann's game, nerdlegame.com): L symbols of `0123456789+-*\/=`, one
 * `=`, a whole number on its right, numbers and the four operators on its left, `*` and `/` before
 * `+` and `-`. The rules that give the classic game's 17,723 answers are those Jack Thomas wrote
 * down in "Nerdle search space" (2023), which Jacob Brazeal's essay asking whether Nerdle is harder
 * than the five-letter word game (2022) quotes the game for ("we have chosen 17,723 valid words"):
 *
 * - every number is a run of digits without a leading zero, and no number on the left is 0 (no
 *   "lone zeros": `0+12=12`, `5*0+3=3` are out); the right side may be 0 (`9-8-1=0` is in);
 * - an operator sits between two numbers: no sign in front of a number (`-5+9=4`), none doubled;
 * - the left side's value is computed exactly, `*` and `/` first, left to right: a division need
 *   not come out whole on its own as long as the value does (`3/2*4=6` is in), and an
 *   intermediate sum may be negative (`1-5+9=5`); the right side is that value, 0 or more;
 * - the left side has at least one operator (for 8 symbols none could match its right side anyway).
 *
 * The game's interface accepts more as guesses (Brazeal met `1----1=0` and `01++01=2`; over
 * 100,000 by the game's own count); this project's guesses are the answers, the equations of the
 * rules above.
 */

/** The symbols of Nerdle, in the order codes are sorted in (digits, then + - * /, then =). */
export const NERDLE_SYMBOLS = '0123456789+-*/=';

const OPERATORS = '+-*/';

function gcd(a: number, b: number): number {
  a = Math.abs(a);
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/**
 * The value of a left side given as numbers and the operators between them, exactly: a fraction
 * [numerator, denominator] in lowest terms with a positive denominator. Numbers are at most a few
 * digits, so every product stays far within a double's exact integers.
 */
export function evaluate(numbers: readonly number[], operators: string): [number, number] {
  let totalN = 0;
  let totalD = 1;
  let termN = numbers[0]!;
  let termD = 1;
  let sign = 1;
  const addTerm = (): void => {
    totalN = totalN * termD + sign * termN * totalD;
    totalD *= termD;
    const k = gcd(totalN, totalD);
    totalN /= k;
    totalD /= k;
  };
  for (let i = 0; i < operators.length; i++) {
    const op = operators[i]!;
    const x = numbers[i + 1]!;
    if (op === '*') termN *= x;
    else if (op === '/') termD *= x;
    else {
      addTerm();
      termN = x;
      termD = 1;
      sign = op === '+' ? 1 : -1;
    }
    const k = gcd(termN, termD);
    termN /= k;
    termD /= k;
  }
  addTerm();
  return [totalN, totalD];
}

/**
 * Why a text is not an equation of the rules above, as a clause ("its left side has a lone 0"),
 * or null when it is one. `length`: the symbols it must have.
 */
export function equationProblem(text: string, length: number): string | null {
  if (text.length !== length) return `it has ${text.length} symbol${text.length === 1 ? '' : 's'}; an equation of this board has ${length}`;
  for (const ch of text) if (!NERDLE_SYMBOLS.includes(ch)) return `${JSON.stringify(ch)} is not one of ${NERDLE_SYMBOLS}`;
  const sides = text.split('=');
  if (sides.length !== 2) return `it has ${sides.length - 1} "=" signs, not one`;
  const [left, right] = sides as [string, string];
  if (!/^\d+$/.test(right)) return 'its right side is not a number';
  if (right.length > 1 && right[0] === '0') return 'its right side has a leading zero';
  const parts = left.split(/([-+*/])/);
  const numbers: number[] = [];
  let operators = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (i % 2 === 1) {
      operators += part;
      continue;
    }
    if (part === '')
      return i === 0 ? 'its left side starts with an operator' : 'two operators follow each other, or one ends the left side';
    if (part === '0') return 'its left side has a lone 0';
    if (part[0] === '0') return `${part} has a leading zero`;
    numbers.push(Number(part));
  }
  if (operators === '') return 'its left side has no operator';
  const [n, d] = evaluate(numbers, operators);
  if (d !== 1 || n !== Number(right)) return `its left side is ${d === 1 ? n : `${n}/${d}`}, not ${right}`;
  return null;
}

/** The order of a text's symbols as a key that sorts like NERDLE_SYMBOLS (digits, + - * /, =). */
export function symbolKey(text: string): string {
  let key = '';
  for (const ch of text) key += String.fromCharCode(65 + NERDLE_SYMBOLS.indexOf(ch));
  return key;
}

// Every equation of a length, made once (the spec's size, the game and the tests all ask).
const made = new Map<number, readonly string[]>();

/**
 * Every equation of `length` symbols under the rules above, in symbol order (NERDLE_SYMBOLS). The
 * left sides are built a number at a time, each value kept exactly as it grows, so the whole of the
 * classic game (left sides of up to 6 symbols) takes a fraction of a second.
 */
export function equations(length: number): readonly string[] {
  let list = made.get(length);
  if (list !== undefined) return list;
  const found: string[] = [];
  // A left side of `left` symbols leaves length - 1 - left for the right side (at least one digit).
  for (let left = 3; left <= length - 2; left++) {
    const rightLength = length - 1 - left;
    const lo = rightLength === 1 ? 0 : 10 ** (rightLength - 1);
    const hi = 10 ** rightLength;
    // The value so far, exactly: the finished terms' sum sN/sD, and the term being multiplied, sign * tN/tD.
    const more = (
      text: string,
      used: number,
      ops: number,
      sN: number,
      sD: number,
      sign: number,
      tN: number,
      tD: number,
      op: string,
    ): void => {
      // A number of k digits (first digit 1-9), then an operator and more, or the end of the side.
      for (let k = 1; used + k <= left; k++) {
        const after = used + k;
        // The side ends on a number; an operator needs a number after it.
        if (after !== left && after + 2 > left) continue;
        for (let x = 10 ** (k - 1); x < 10 ** k; x++) {
          // The term with x: x itself after + or - (or at the start), else the term times or over x.
          let n = op === '*' ? tN * x : op === '/' ? tN : x;
          let d = op === '/' ? tD * x : op === '*' ? tD : 1;
          if (op === '*' || op === '/') {
            const g = gcd(n, d);
            n /= g;
            d /= g;
          }
          const s = op === '-' ? -1 : op === '+' || op === '' ? 1 : sign;
          const t = text + (op === '' ? '' : op) + String(x);
          if (after === left) {
            if (ops === 0) continue;
            // The whole side: the sum so far plus this term, a whole number within the right side's digits.
            const vN = sN * d + s * n * sD;
            const vD = sD * d;
            if (vN % vD !== 0) continue;
            const v = vN / vD;
            if (v >= lo && v < hi) found.push(`${t}=${v}`);
          } else {
            for (const next of OPERATORS) {
              if (next === '*' || next === '/') more(t, after + 1, ops + 1, sN, sD, s, n, d, next);
              else {
                // The term is finished: add it to the sum.
                let aN = sN * d + s * n * sD;
                let aD = sD * d;
                const g = gcd(aN, aD);
                aN /= g;
                aD /= g;
                more(t, after + 1, ops + 1, aN, aD, 1, 0, 1, next);
              }
            }
          }
        }
      }
    };
    more('', 0, 0, 0, 1, 1, 0, 1, '');
  }
  const keyed = found.map((text) => [symbolKey(text), text] as const);
  keyed.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  list = keyed.map(([, text]) => text);
  made.set(length, list);
  return list;
}
