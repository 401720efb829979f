// @ts-check
// The answers of a game of several boards at once, one a board and all different: the puzzle of
// the day (the same count of days and the same fixed order of the answers as a tile board's, the
// day's boards taking the next answers of that order, so no answer comes back before every other
// one has had its day) or a free puzzle named by a seed (a tile board's hash of it, the boards
// taking the seed's answer and those of seeds mixed from it, skipping an answer drawn twice).

import { dayNumber, dayOrder } from '../tiles/daily.js';
import { answerOfSeed } from '../tiles/seed.js';

/** The answers of day `day`'s puzzle on `boards` boards (fewer boards than answers). */
export function dailyAnswers(/** @type {string} */ day, /** @type {string[]} */ answers, /** @type {number} */ boards) {
  const order = dayOrder(answers);
  const n = order.length;
  const first = (((dayNumber(day) * boards) % n) + n) % n;
  return Array.from({ length: boards }, (_, b) => /** @type {string} */ (order[(first + b) % n]));
}

/** The answers a seed names on `boards` boards: the seed's own answer first (a tile board's), then those of the seed mixed with 1, 2...; none twice. */
export function answersOfSeed(/** @type {number} */ seed, /** @type {string[]} */ answers, /** @type {number} */ boards) {
  /** @type {string[]} */
  const out = [];
  // The golden ratio's 32 bits (Knuth's multiplicative hashing) set the mixed seeds far apart.
  for (let i = 0; out.length < boards; i++) {
    const word = answerOfSeed((seed ^ Math.imul(i, 0x9e3779b9)) >>> 0, answers);
    if (!out.includes(word)) out.push(word);
  }
  return out;
}
