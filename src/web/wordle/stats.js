// @ts-check
// A player's statistics on a Wordle board, kept by the browser (localStorage) as the New York
// Times keeps them: games played, games won, the current and the longest run of wins, and how
// many games were won in 1, 2, ... guesses. A game counts once, when it ends in the page (a puzzle
// reopened from a link, finished or not, is not counted again). Hard mode and easy share them.

/**
 * @typedef {object} Stats
 * @property {number} played games finished
 * @property {number} won of them, found
 * @property {number} streak wins in a row, up to the last game
 * @property {number} maxStreak the longest such run
 * @property {number[]} guesses games won in 1, 2, ... guesses (as many places as the board allows guesses)
 * @property {string[]} counted the puzzles counted last (`day:2025-07-08`, `seed:2024`), latest last
 * @property {string} [lastDay] the date of the last puzzle of the day counted (`2025-07-08`)
 */

/** How many puzzles are remembered as counted. */
const REMEMBERED = 100;

/** Statistics of a player who has not played yet. */
export function emptyStats(/** @type {number} */ maxGuesses) {
  return /** @type {Stats} */ ({ played: 0, won: 0, streak: 0, maxStreak: 0, guesses: Array(maxGuesses).fill(0), counted: [] });
}

/**
 * The statistics after a game ends: won in `guesses` guesses, or lost (`won` false). A puzzle
 * already counted changes nothing.
 * @param {Stats} stats @param {{ puzzle: string, won: boolean, guesses: number }} game
 * @returns {Stats}
 */
export function recordGame(stats, game) {
  if (stats.counted.includes(game.puzzle)) return stats;
  const guesses = [...stats.guesses];
  if (game.won) guesses[game.guesses - 1] = (guesses[game.guesses - 1] ?? 0) + 1;
  // As the New York Times counts it: a puzzle of the day won after a day without one starts a new
  // streak (free puzzles have no date, and only their result counts).
  const day = game.puzzle.startsWith('day:') ? game.puzzle.slice(4) : undefined;
  const missed = day !== undefined && stats.lastDay !== undefined && dayAfter(stats.lastDay) !== day;
  const streak = game.won ? (missed ? 1 : stats.streak + 1) : 0;
  return {
    played: stats.played + 1,
    won: stats.won + (game.won ? 1 : 0),
    streak,
    maxStreak: Math.max(stats.maxStreak, streak),
    guesses,
    counted: [...stats.counted, game.puzzle].slice(-REMEMBERED),
    ...((day ?? stats.lastDay) ? { lastDay: day ?? stats.lastDay } : {}),
  };
}

/** The date after a date (`2025-07-08` after `2025-07-07`), on the calendar. */
export function dayAfter(/** @type {string} */ day) {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The share of games won, in whole percent (0 before any game). */
export function winPercent(/** @type {Stats} */ stats) {
  return stats.played === 0 ? 0 : Math.round((100 * stats.won) / stats.played);
}

/** The storage the statistics are kept in, or null when the browser refuses it. */
function storage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The key a board's statistics are kept under: its id without hard mode (`wordle-nyt2023`). */
export function statsKey(/** @type {string} */ easyId) {
  return `codebreaker.wordle.stats.${easyId}`;
}

/** The statistics kept for a board (empty when none are, or what is kept cannot be read). */
export function loadStats(/** @type {string} */ key, /** @type {number} */ maxGuesses) {
  try {
    const kept = JSON.parse(storage()?.getItem(key) ?? 'null');
    const empty = emptyStats(maxGuesses);
    if (kept === null || typeof kept !== 'object' || !Array.isArray(kept.guesses)) return empty;
    return /** @type {Stats} */ ({ ...empty, ...kept, guesses: empty.guesses.map((_, i) => Number(kept.guesses[i]) || 0) });
  } catch {
    return emptyStats(maxGuesses);
  }
}

/** Keeps a board's statistics (silently not, when the browser refuses). */
export function saveStats(/** @type {string} */ key, /** @type {Stats} */ stats) {
  try {
    storage()?.setItem(key, JSON.stringify(stats));
  } catch {
    // Not kept: the game was still played.
  }
}
