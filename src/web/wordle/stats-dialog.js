// @ts-check
// The Statistics dialog of a Wordle board, as the New York Times shows it after a game: games
// played, the share won, the current and the longest run of wins, and the guess distribution
// (the game just finished marked); then, for a finished game, Share (the result in squares, see
// share.js: copied, or shown to copy where the browser has no clipboard) and New game.

import { h, replace } from '../dom.js';
import { copyText } from './share.js';
import { winPercent } from './stats.js';
import { toaster } from '../tiles/toasts.js';

/**
 * A finished game as the dialog offers it.
 * @typedef {{ said: string, share: string, guesses: number | null, newGame: () => void, today: string | null }} Finished
 * `guesses`: the row of the distribution to mark (null for a game not won); `today`: the address of
 * today's puzzle when this game is another one.
 */

/** The dialog; `show` fills and opens it. */
export function statsDialog() {
  // Its own messages ("Copied results to clipboard"): the board's are under the open dialog.
  const toasts = toaster();
  const figures = h('div', { class: 'stats-figures' });
  const bars = h('ol', { class: 'stats-bars', 'aria-label': 'Guess distribution' });
  const end = h('div', { class: 'stats-end' });
  const close = h('button', { type: 'button', class: 'dialog-close', 'aria-label': 'Close', onclick: () => dialog.close() }, '✕');
  const dialog = /** @type {HTMLDialogElement} */ (
    h(
      'dialog',
      { class: 'tiles-dialog', id: 'wordle-stats', 'aria-labelledby': 'wordle-stats-h' },
      toasts.el,
      h('div', { class: 'dialog-head' }, h('h2', { id: 'wordle-stats-h' }, 'Statistics'), close),
      figures,
      h('h3', { class: 'stats-h' }, 'Guess distribution'),
      bars,
      end,
    )
  );
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog) dialog.close();
  });

  return {
    dialog,
    /**
     * Shows a board's statistics, and a finished game's result with Share and New game.
     * @param {import('./stats.js').Stats} stats @param {Finished | null} game
     */
    show(stats, game) {
      const figure = (/** @type {number} */ value, /** @type {string} */ label) =>
        h('div', { class: 'stat' }, h('span', { class: 'stat-value' }, String(value)), h('span', { class: 'stat-label' }, label));
      replace(
        figures,
        figure(stats.played, 'Played'),
        figure(winPercent(stats), 'Win %'),
        figure(stats.streak, 'Current streak'),
        figure(stats.maxStreak, 'Max streak'),
      );
      const most = Math.max(1, ...stats.guesses);
      replace(
        bars,
        ...stats.guesses.map((n, i) => {
          const bar = h('span', { class: 'stats-bar' }, String(n));
          bar.style.setProperty('--share', String(n / most));
          const mine = game?.guesses === i + 1;
          return h(
            'li',
            { class: mine ? 'stats-row stats-row-this' : 'stats-row', 'aria-current': mine ? 'true' : null },
            h('span', { class: 'stats-n' }, String(i + 1)),
            bar,
          );
        }),
      );
      replace(end);
      toasts.clear();
      if (game !== null) {
        const out = /** @type {HTMLTextAreaElement} */ (
          h('textarea', { readonly: true, rows: 8, 'aria-label': 'Your result', hidden: true })
        );
        const share = h(
          'button',
          {
            type: 'button',
            class: 'primary share-button',
            autofocus: true,
            onclick: async () => {
              if (await copyText(game.share)) {
                out.hidden = true;
                toasts.show('Copied results to clipboard');
                return;
              }
              // No clipboard here: the text is shown, selected, for the person to copy.
              out.value = game.share;
              out.hidden = false;
              out.focus();
              out.select();
              toasts.show('Copy your result from the box below');
            },
          },
          'Share',
        );
        replace(
          end,
          h('p', { class: 'stats-said' }, game.said),
          h(
            'div',
            { class: 'actions' },
            share,
            h(
              'button',
              {
                type: 'button',
                onclick: () => {
                  dialog.close();
                  game.newGame();
                },
              },
              'New game',
            ),
            game.today ? h('a', { href: game.today, class: 'button-link' }, "Today's puzzle") : null,
          ),
          out,
        );
      }
      if (!dialog.open) dialog.showModal();
    },
  };
}
