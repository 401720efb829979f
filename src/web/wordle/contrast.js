// @ts-check
// The colour-blind palette of Wordle boards: orange for correct and blue for present instead of
// green and yellow, as the New York Times' high-contrast mode. A class on the root element
// switches it (styles.css), and the browser remembers the choice (localStorage).

/** The class that switches the palette. */
export const CONTRAST_CLASS = 'wordle-contrast';

/** The key the choice is kept under. */
export const CONTRAST_KEY = 'codebreaker.wordle.high-contrast';

/** The storage the choice is kept in, or null when the browser refuses it (private modes may). */
function storage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** True when the high-contrast palette was chosen (on this browser). */
export function highContrast() {
  try {
    return storage()?.getItem(CONTRAST_KEY) === '1';
  } catch {
    return false;
  }
}

/** Switches the palette on the page, and remembers it when the browser lets the page. */
export function setHighContrast(/** @type {boolean} */ on) {
  document.documentElement.classList.toggle(CONTRAST_CLASS, on);
  try {
    storage()?.setItem(CONTRAST_KEY, on ? '1' : '0');
  } catch {
    // Not remembered (storage full or refused): the palette still applies to this page.
  }
}

/** Applies the remembered choice to the page. */
export function applyHighContrast() {
  document.documentElement.classList.toggle(CONTRAST_CLASS, highContrast());
}
