// @ts-check
// The player's side of a game against a codemaker, shared by the codebreaker and adversary modes:
// the rows, the guess input, Hint, and the end of the game with a review. The mode supplies the
// codemaker: how a guess is answered and what the end reveals.

import { h, replace, notice, plural } from '../dom.js';
import { winLabel } from '../games.js';
import { codeInput, codeView, howToGuess } from '../pegs.js';
import { reviewView } from '../review.js';
import { historyText } from '../state.js';
import { hintButton } from './next-guess.js';
import { rowView } from './rows.js';

/**
 * @typedef {object} Codemaker The side of the game a mode plays.
 * @property {any[]} lead what the lead sentence says first
 * @property {string} giveUp the text of the button that ends the game early (Show the secret, Give up)
 * @property {(guess: string) => string} answer the feedback of a guess
 * @property {() => number} [left] how many secrets still fit every answer, said after each answer when given
 * @property {(won: boolean) => any[]} reveal what the end of the game shows of the secret
 */

/**
 * Draws the player's side of a game against `rules` on `board`, replaying the history it starts from.
 * @param {HTMLElement} board @param {import('./mode.js').Env} env
 * @param {{ history: import('./mode.js').History }} init @param {Codemaker} rules
 */
export function guesserGame(board, env, init, rules) {
  const variant = env.variant;
  /** @type {import('./mode.js').History} */
  const history = [];
  let over = false;
  const rows = h('ol', { class: 'rows', 'aria-label': 'Your guesses' });
  const hintBox = h('div', { class: 'hint', 'aria-live': 'polite' });
  const status = h('div', { class: 'status', 'aria-live': 'polite' });
  const reviewBox = h('div', {});
  const input = codeInput(variant, {
    onSubmit: (code) => play(code, true),
    marks: () => new Map(history.map((st) => [st.guess, st.feedback])),
    scope: () => board,
  });
  const hintBtn = hintButton({
    env,
    history: () => history,
    over: () => over,
    box: hintBox,
    show: (answer) => {
      const guess = answer.guess;
      const use = h('button', { type: 'button', class: 'primary', id: 'use-hint', onclick: () => input.set(guess) }, 'Use it');
      replace(
        hintBox,
        notice(
          'info',
          `${env.strategy()} plays `,
          codeView(variant, guess),
          ` as guess ${answer.step}. `,
          `${plural(answer.remaining, 'secret')} ${answer.remaining === 1 ? 'is' : 'are'} still possible`,
          answer.source !== 'tree' ? ' (your guesses left the precomputed tree, so this one was computed now). ' : '. ',
          use,
        ),
      );
      // Enter still plays the player's own guess: the focus goes to Guess, not to "Use it".
      input.focusSubmit();
    },
  });
  const giveUp = h('button', { type: 'button', onclick: () => finish(false, true) }, rules.giveUp);
  const actions = h('div', { class: 'actions' }, hintBtn, giveUp);

  const play = (/** @type {string} */ guess, /** @type {boolean} */ live) => {
    if (over) {
      input.say('The game is over: start a new one with New game.');
      return;
    }
    const feedback = rules.answer(guess);
    history.push({ guess, feedback });
    replace(hintBox);
    rows.append(rowView(variant, history.length, guess, feedback));
    if (live) env.onMove({ history: historyText(history) });
    if (feedback === winLabel(variant)) finish(true, live);
    else if (history.length >= variant.maxGuesses) finish(false, live);
    else {
      const left = variant.maxGuesses - history.length;
      status.textContent = `${plural(left, 'guess', 'guesses')} left on the board.${rules.left ? ` ${plural(rules.left(), 'secret')} still ${rules.left() === 1 ? 'fits' : 'fit'} every answer.` : ''}`;
    }
  };
  const finish = (/** @type {boolean} */ won, /** @type {boolean} */ focus) => {
    over = true;
    input.el.hidden = true;
    actions.hidden = true;
    replace(hintBox);
    const again = h('button', { type: 'button', class: 'primary', id: 'play-again', onclick: env.newGame }, 'New game');
    replace(
      status,
      won
        ? notice('ok', `Solved in ${plural(history.length, 'guess', 'guesses')}. `, ...rules.reveal(true))
        : notice('info', history.length >= variant.maxGuesses ? 'No guesses left. ' : '', ...rules.reveal(false)),
      h('div', { class: 'actions' }, again),
    );
    if (history.length > 0) replace(reviewBox, reviewView(variant, env.strategy(), history));
    if (focus) again.focus();
  };
  replace(
    board,
    h('p', { class: 'lead' }, ...rules.lead, howToGuess(variant), `You have ${plural(variant.maxGuesses, 'guess', 'guesses')}.`),
    rows,
    input.el,
    actions,
    hintBox,
    status,
    reviewBox,
  );
  for (const st of init.history) {
    if (over) break;
    play(st.guess, false);
  }
}
