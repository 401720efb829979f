// @ts-check
// The strategy's next guess asked of the server (`next`), as every mode asks it: the Hint of a game
// the person plays against the page (modes/guesser.js, Mastermind's; a tile board's play mode),
// and the suggestion of an assistant (modes/assistant.js, a tile board's assistant). What
// each mode does with the answer is its own.

import * as api from '../api.js';
import { errorText } from '../api.js';
import { h, notice, replace } from '../dom.js';
import { failureNotice } from './retry.js';

/**
 * @typedef {Awaited<ReturnType<typeof api.next>>} Next the server's answer
 */

/**
 * The Hint button: asks the strategy's guess for the history so far, marked busy meanwhile, and
 * hands it to `show` unless the game ended in between; a failure is said in `box` (and to `say`).
 * Hidden when the server has no strategy for the board.
 * @param {{ env: import('./mode.js').Env, history: () => import('./mode.js').History, over: () => boolean,
 *   box: HTMLElement, show: (next: Next & { guess: string }) => void, say?: (text: string) => void }} opts
 */
export function hintButton(opts) {
  const { env } = opts;
  const button = h('button', { type: 'button', id: 'hint', onclick: () => hint() }, 'Hint');
  const hint = async () => {
    button.setAttribute('aria-busy', 'true');
    try {
      const next = await api.next(env.variant.id, env.strategy(), opts.history());
      if (next.guess === null || opts.over()) return;
      opts.show(/** @type {Next & { guess: string }} */ (next));
    } catch (err) {
      opts.say?.(errorText(err));
      replace(opts.box, notice('error', errorText(err)));
    } finally {
      button.removeAttribute('aria-busy');
    }
  };
  if (!env.strategy()) button.hidden = true;
  return button;
}

/**
 * An assistant's question for the next guess of the history shown: one answer counts, that of the
 * last question asked (the history or the strategy may change while one is on its way), and
 * `cancel` drops the one on its way. `box` says that the page is asking, or why it failed (with Try
 * again); `busy` is marked busy meanwhile. Without a strategy nothing is asked: `noStrategy` says so.
 * @param {{ env: import('./mode.js').Env, history: () => import('./mode.js').History, box: HTMLElement, busy: HTMLElement,
 *   noStrategy: () => void, answer: (next: Next) => void }} opts
 */
export function nextGuessAsker(opts) {
  const { env, box, busy } = opts;
  let asked = 0;
  const ask = async () => {
    const ticket = ++asked;
    if (!env.strategy()) {
      opts.noStrategy();
      return;
    }
    busy.setAttribute('aria-busy', 'true');
    replace(box, h('span', { class: 'muted' }, `Guess ${opts.history().length + 1}: asking ${env.strategy()}…`));
    let next;
    try {
      next = await api.next(env.variant.id, env.strategy(), opts.history());
    } catch (err) {
      if (ticket !== asked) return;
      busy.removeAttribute('aria-busy');
      replace(
        box,
        failureNotice(err, () => ask()),
      );
      return;
    }
    if (ticket !== asked) return;
    busy.removeAttribute('aria-busy');
    opts.answer(next);
  };
  return {
    ask,
    /** Drops the answer on its way, if any. */
    cancel() {
      asked++;
    },
  };
}
