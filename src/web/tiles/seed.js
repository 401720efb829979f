// @ts-check
// The hidden answer of a tile game, fixed by a number in the address (`seed=`): the same
// link is the same puzzle, for a friend or after a reload, and the answer is not spelt out in it.

/** The largest seed the page draws (seeds are whole numbers from 1 to it). */
const MAX_SEED = 2 ** 31 - 1;

/**
 * The answer a seed names: one of `answers`, spread evenly (a 32-bit integer hash, the
 * finalizer of MurmurHash3 by Austin Appleby, so that neighbouring seeds name unrelated answers).
 * @param {number} seed @param {string[]} answers
 */
export function answerOfSeed(seed, answers) {
  let x = seed >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  x = (x ^ (x >>> 16)) >>> 0;
  return /** @type {string} */ (answers[x % answers.length]);
}

/** A seed read from the address: a whole number from 1 to MAX_SEED, else null. */
export function readSeed(/** @type {string | null | undefined} */ text) {
  if (text === null || text === undefined || !/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_SEED ? n : null;
}

/**
 * A random seed whose answer is one of `allowed` (the answers a shared history leaves), drawn
 * with `random` (0 <= r < 1). Each draw names an allowed answer at least once in answers.length
 * tries on average; after 100 times that, the first seed that does is searched in order.
 * @param {string[]} answers @param {string[]} allowed @param {() => number} [random]
 */
export function seedFor(answers, allowed, random = Math.random) {
  const ok = new Set(allowed);
  if (![...ok].some((a) => answers.includes(a))) throw new Error('none of the answers allowed is an answer');
  for (let i = 0; i < 100 * answers.length; i++) {
    const seed = 1 + Math.floor(random() * MAX_SEED);
    if (ok.has(answerOfSeed(seed, answers))) return seed;
  }
  for (let seed = 1; seed <= MAX_SEED; seed++) if (ok.has(answerOfSeed(seed, answers))) return seed;
  throw new Error('no seed names any of the answers allowed');
}
