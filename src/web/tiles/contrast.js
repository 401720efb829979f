// @ts-check
// The colour-blind palette of tile boards: orange for correct and blue for present instead of
// green and yellow, as the New York Times' high-contrast mode. A class on the root element
// switches it (styles.css), and the browser remembers the choice (localStorage) under the key the
// page's registration gives, so that every tile board's view reads the same choice.

/** The class that switches the palette. */
export const CONTRAST_CLASS = 'tiles-contrast';

/**
 * The high-contrast choice: whether it was made, switching it, and applying it to the page.
 * @typedef {{ on: () => boolean, set: (on: boolean) => void, apply: () => void }} HighContrast
 */

/** The storage the choice is kept in, or null when the browser refuses it (private modes may). */
function storage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The high-contrast choice kept under `key`.
 * @param {string} key @returns {HighContrast}
 */
export function highContrastChoice(key) {
  /** True when the high-contrast palette was chosen (on this browser). */
  const on = () => {
    try {
      return storage()?.getItem(key) === '1';
    } catch {
      return false;
    }
  };
  return {
    on,
    /** Switches the palette on the page, and remembers it when the browser lets the page. */
    set(value) {
      document.documentElement.classList.toggle(CONTRAST_CLASS, value);
      try {
        storage()?.setItem(key, value ? '1' : '0');
      } catch {
        // Not remembered (storage full or refused): the palette still applies to this page.
      }
    },
    /** Applies the remembered choice to the page. */
    apply() {
      document.documentElement.classList.toggle(CONTRAST_CLASS, on());
    },
  };
}
