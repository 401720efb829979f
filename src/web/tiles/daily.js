// @ts-check
// The puzzle of the day: the same answer for everyone on a calendar day (the player's own date,
// as the New York Times' daily word puzzle changes at local midnight), chosen from the date by a fixed rule
// over the board's answers. The answers are put in a fixed shuffled order once (by a hash of each
// word), and day n of the count takes the n-th of them, so no answer comes back before every other
// one has had its day.

/** The first day of the count: 19 June 2021, the day Josh Wardle's daily word puzzle numbers as puzzle 0. */
const DAY_ZERO = Date.UTC(2021, 5, 19);
const DAY_MS = 86_400_000;

/** A day as the address writes it, YYYY-MM-DD, in the calendar of the clock given (the player's). */
export function dayOf(/** @type {Date} */ date) {
  const two = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** A day read from the address (YYYY-MM-DD, a real date from the first day of the count on), or null. */
export function readDay(/** @type {string | null | undefined} */ text) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? '');
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || t < DAY_ZERO) return null;
  return /** @type {string} */ (text);
}

/** How many days after the first day of the count a day is. */
export function dayNumber(/** @type {string} */ day) {
  const [y, m, d] = day.split('-').map(Number);
  return Math.round((Date.UTC(/** @type {number} */ (y), /** @type {number} */ (m) - 1, d) - DAY_ZERO) / DAY_MS);
}

/**
 * A word's place in the day order: a 32-bit hash (FNV-1a over its letters, then the finalizer
 * of Austin Appleby's MurmurHash3 to spread neighbouring words apart).
 */
function wordHash(/** @type {string} */ word) {
  let x = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) x = Math.imul(x ^ word.charCodeAt(i), 0x01000193) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

/** @type {WeakMap<string[], string[]>} */
const orders = new WeakMap();

/** The answers in the order of their days: by their hash, then alphabetically. */
export function dayOrder(/** @type {string[]} */ answers) {
  let order = orders.get(answers);
  if (order === undefined) {
    const keyed = answers.map((w) => ({ w, k: wordHash(w) }));
    keyed.sort((a, b) => a.k - b.k || (a.w < b.w ? -1 : a.w > b.w ? 1 : 0));
    order = keyed.map((e) => e.w);
    orders.set(answers, order);
  }
  return order;
}

/** The answer of a day's puzzle on a board whose answers are `answers`. */
export function dailyAnswer(/** @type {string} */ day, /** @type {string[]} */ answers) {
  const order = dayOrder(answers);
  const n = order.length;
  return /** @type {string} */ (order[((dayNumber(day) % n) + n) % n]);
}
