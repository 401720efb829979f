// @ts-check
// Messages over a tile board, as the New York Times shows them: a short line on a dark label at
// the top of the board that goes away by itself ("Not in word list"), or stays while it still
// holds (the answer of a lost game). One live region, so a screen reader hears each message once.

import { h } from '../dom.js';

/** How long a message stays, in milliseconds: long enough to read a sentence. */
export const TOAST_MS = 2500;

/**
 * A place for toasts: `show(text)` adds one (replacing the passing ones shown), gone after `ms`
 * (Infinity: it stays until `clear`).
 */
export function toaster() {
  const el = h('div', { class: 'toasts', role: 'status', 'aria-live': 'polite', 'aria-label': 'Messages' });
  /** Removes a toast (at once when motion is reduced, else after it fades). */
  const drop = (/** @type {HTMLElement} */ t) => {
    t.classList.add('toast-out');
    setTimeout(() => t.remove(), matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 300);
  };
  return {
    el,
    /** Shows a message; a passing one is dropped when another comes. */
    show(/** @type {string} */ text, ms = TOAST_MS) {
      for (const t of el.querySelectorAll('.toast:not(.toast-stays)')) t.remove();
      const t = h('div', { class: ms === Infinity ? 'toast toast-stays' : 'toast' }, text);
      el.append(t);
      if (ms !== Infinity) setTimeout(() => drop(t), ms);
    },
    /** Takes every message away (a new game). */
    clear() {
      el.replaceChildren();
    },
  };
}
