// @ts-check
// Today's game in progress, kept by the browser (localStorage) for each board, as the New York
// Times keeps it: the player who comes back to the board's address later that day finds the
// guesses already played.

/** The storage the game is kept in, or null when the browser refuses it. */
function storage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The key a board's game of the day is kept under. */
function key(/** @type {string} */ board) {
  return `codebreaker.wordle.today.${board}`;
}

/** Keeps the guesses of a board's puzzle of `day`. */
export function keepDay(
  /** @type {string} */ board,
  /** @type {string} */ day,
  /** @type {Array<{ guess: string, feedback: string }>} */ history,
) {
  try {
    storage()?.setItem(key(board), JSON.stringify({ day, history }));
  } catch {
    // Not kept: the address still holds the game.
  }
}

/**
 * The guesses kept for a board's puzzle of `day` (none when the day kept is another one).
 * @returns {Array<{ guess: string, feedback: string }>}
 */
export function keptDay(/** @type {string} */ board, /** @type {string} */ day) {
  try {
    const kept = JSON.parse(storage()?.getItem(key(board)) ?? 'null');
    if (kept?.day !== day || !Array.isArray(kept.history)) return [];
    return kept.history.filter((/** @type {any} */ st) => typeof st?.guess === 'string' && typeof st?.feedback === 'string');
  } catch {
    return [];
  }
}
