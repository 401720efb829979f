// @ts-check
// A finished game as the New York Times lets a player share it: a title line naming the puzzle
// and the score (`4/6`, or `X/6` when the answer was not found; `*` in hard mode), a blank line,
// then one line of squares per guess, 🟩 🟨 ⬛ (🟧 🟦 ⬛ in the high-contrast colours). No letter
// is given away.

/** The squares of each state, in the usual colours and in the high-contrast ones. */
const SQUARES = { G: '🟩', Y: '🟨', B: '⬛' };
const CONTRAST_SQUARES = { G: '🟧', Y: '🟦', B: '⬛' };

/**
 * The text to share. `title` names the board (`Codebreaker Wordle`); `number`, the puzzle of the
 * day's number, is written as the New York Times writes it (1,480); a free game has none.
 * @param {{ title: string, number: number | null, history: Array<{ guess: string, feedback: string }>, maxGuesses: number,
 *   won: boolean, hard: boolean, contrast: boolean }} game
 */
export function shareText(game) {
  const squares = game.contrast ? CONTRAST_SQUARES : SQUARES;
  const score = `${game.won ? game.history.length : 'X'}/${game.maxGuesses}${game.hard ? '*' : ''}`;
  const title = [game.title, game.number === null ? null : game.number.toLocaleString('en-US'), score].filter((s) => s !== null);
  const rows = game.history.map((st) => [...st.feedback].map((c) => squares[/** @type {'G'|'Y'|'B'} */ (c)] ?? '⬛').join(''));
  // A game given up before any guess is its title alone.
  return [title.join(' '), ...(rows.length > 0 ? ['', ...rows] : [])].join('\n');
}

/**
 * Copies the text with the browser's clipboard. Resolves to true once copied, false where the
 * browser has no clipboard for the page (an address that is not https or localhost) or refuses
 * it: the page then shows the text, for the person to copy.
 * @param {string} text @returns {Promise<boolean>}
 */
export async function copyText(text) {
  const clipboard = /** @type {Clipboard | undefined} */ (navigator.clipboard);
  if (typeof clipboard?.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
