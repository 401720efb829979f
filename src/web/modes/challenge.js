// @ts-check
// Challenge mode: the person and the computer each hide a secret and guess in turns.

import * as api from '../api.js';
import { h, replace, notice, plural } from '../dom.js';
import { allSecrets, firstContradiction, randomSecret, score, winLabel } from '../games.js';
import { codeInput, codeView, howToGuess } from '../pegs.js';
import { reviewView } from '../review.js';
import { historyText } from '../state.js';
import { feedbackPicker } from './feedback-picker.js';
import { linkProblem, readHistory } from './link.js';
import { failureNotice } from './retry.js';
import { rowView } from './rows.js';

/**
 * Challenge mode (the Tsinghua Bulls-and-Cows paper's Challenge): the person and the computer
 * each hold a secret and guess in turns, the person first; the first to find the other's secret
 * wins, and finding both in the same round is a draw. The person answers the computer's guesses;
 * only answers some secret could give are offered, so the computer's guesses stay meaningful.
 * The address keeps both histories: the person's guesses and the computer's (replies).
 * @type {import('./mode.js').Mode}
 */
export const challengeMode = {
  id: 'challenge',
  label: 'Challenge: we each hide a secret, turn by turn',
  replies: true,
  start: challengeGame,
};

/**
 * Starts a Challenge game on `board`.
 * @param {HTMLElement} board @param {import('./mode.js').Env} env @param {import('./mode.js').Init} init
 * @returns {import('./mode.js').Game}
 */
function challengeGame(board, env, init) {
  const variant = env.variant;
  const win = winLabel(variant);
  const all = allSecrets(variant);
  const read = readHistory(variant, init.history);
  const readReplies = readHistory(variant, init.replies);
  const mine = firstContradiction(variant, read.history, all);
  const theirs = firstContradiction(variant, readReplies.history, all);
  const ok =
    mine.step === 0 &&
    theirs.step === 0 &&
    readReplies.history.length <= read.history.length &&
    readReplies.history.length >= read.history.length - 1;
  /** @type {import('./mode.js').History} */
  const history = ok ? read.history : [];
  /** @type {import('./mode.js').History} */
  const replies = ok ? readReplies.history : [];
  const left = ok ? mine.secrets : all;
  const secret = init.secret !== undefined && left.includes(init.secret) ? init.secret : randomSecret(variant, left);
  let over = false;

  const yourRows = h('ol', { class: 'rows', 'aria-label': 'Your guesses at my secret' });
  const myRows = h('ol', { class: 'rows', 'aria-label': 'My guesses at your secret' });
  const turn = h('div', { class: 'turn', 'aria-live': 'polite' });
  const status = h('div', { class: 'status', 'aria-live': 'polite' });
  const reviewBox = h('div', {});
  const input = codeInput(variant, { onSubmit: (code) => guess(code), scope: () => board });
  const answerForm = h('form', { class: 'pending-form', hidden: true });
  const picker = feedbackPicker(variant, 'challenge-feedback', 'Your answer');
  let asked = 0;

  const consistent = () => firstContradiction(variant, replies, all).secrets;
  const guess = (/** @type {string} */ code) => {
    if (over) {
      input.say('The game is over: start a new one with New game.');
      return;
    }
    const feedback = score(variant, code, secret);
    history.push({ guess: code, feedback });
    yourRows.append(rowView(variant, history.length, code, feedback));
    env.onMove({ history: historyText(history), replies: historyText(replies) });
    void computerTurn(true);
  };
  /** The computer's guess of this round, then the person's answer to it. */
  const computerTurn = async (/** @type {boolean} */ focus) => {
    input.el.hidden = true;
    replace(turn, h('p', { class: 'muted' }, 'My turn: thinking…'));
    const ticket = ++asked;
    let answer;
    try {
      answer = await api.next(variant.id, env.strategy(), replies);
    } catch (err) {
      if (ticket !== asked) return;
      replace(
        turn,
        failureNotice(err, () => computerTurn(true)),
      );
      return;
    }
    if (ticket !== asked || over) return;
    const mine = /** @type {string} */ (answer.guess ?? consistent()[0]);
    picker.set(mine, consistent(), '', true);
    const problem = h('div', { class: 'input-problem', role: 'status' });
    replace(
      answerForm,
      h('div', { class: 'suggestion' }, h('span', {}, `My guess ${replies.length + 1}: `), codeView(variant, mine)),
      h(
        'div',
        { class: 'pending-fields' },
        h('label', { for: 'challenge-feedback' }, 'Its feedback against your secret', picker.el),
        h('button', { type: 'submit', class: 'primary', id: 'challenge-answer' }, 'Answer'),
      ),
      problem,
    );
    answerForm.onsubmit = (e) => {
      e.preventDefault();
      const fb = picker.el.value;
      if (!fb) {
        problem.textContent = 'Pick the feedback my guess gets from your secret.';
        return;
      }
      replies.push({ guess: mine, feedback: fb });
      myRows.append(rowView(variant, replies.length, mine, fb));
      answerForm.hidden = true;
      env.onMove({ history: historyText(history), replies: historyText(replies) });
      roundEnd(true);
    };
    picker.el.onkeydown = (e) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      /** @type {HTMLFormElement} */ (answerForm).requestSubmit();
    };
    answerForm.hidden = false;
    replace(turn, h('p', {}, 'My turn: answer my guess honestly. Only answers some secret could still give are offered.'));
    if (focus) picker.el.focus();
  };
  const roundEnd = (/** @type {boolean} */ focus) => {
    const youFound = history.at(-1)?.feedback === win;
    const iFound = replies.at(-1)?.feedback === win;
    if (youFound || iFound || history.length >= variant.maxGuesses) {
      over = true;
      input.el.hidden = true;
      replace(turn);
      const again = h('button', { type: 'button', class: 'primary', id: 'play-again', onclick: env.newGame }, 'New game');
      const reveal = ['My secret was ', codeView(variant, secret), '. '];
      replace(
        status,
        youFound && iFound
          ? notice('info', `A draw: we both found the other's secret in ${plural(history.length, 'guess', 'guesses')}. `, ...reveal)
          : youFound
            ? notice('ok', `You win: my secret in ${plural(history.length, 'guess', 'guesses')}, before I found yours. `, ...reveal)
            : iFound
              ? notice('info', `I win: your secret ${replies.at(-1)?.guess} in ${plural(replies.length, 'guess', 'guesses')}. `, ...reveal)
              : notice('info', 'A draw: the board is full and neither secret was found. ', ...reveal),
        h('div', { class: 'actions' }, again),
      );
      replace(reviewBox, reviewView(variant, env.strategy(), history));
      if (focus) again.focus();
      return;
    }
    input.el.hidden = false;
    replace(turn, h('p', {}, `Your turn: guess ${history.length + 1} of ${variant.maxGuesses}.`));
    // On Guess: typed symbols go into the guess and Enter plays it.
    if (focus) input.focusSubmit();
  };

  replace(
    board,
    h(
      'p',
      { class: 'lead' },
      `Challenge (the Tsinghua Bulls-and-Cows paper's game against the computer): think of a secret of ${variant.title} and keep it to yourself; I have picked mine. `,
      `We guess in turns, you first; whoever finds the other's secret first wins, and both in the same round is a draw. ${howToGuess(variant)}`,
    ),
    h('div', { class: 'duel' }, h('div', {}, h('h3', {}, 'Your guesses'), yourRows), h('div', {}, h('h3', {}, 'My guesses'), myRows)),
    turn,
    input.el,
    answerForm,
    status,
    reviewBox,
  );
  for (const [i, st] of history.entries()) yourRows.append(rowView(variant, i + 1, st.guess, st.feedback));
  for (const [i, st] of replies.entries()) myRows.append(rowView(variant, i + 1, st.guess, st.feedback));
  if (replies.length < history.length) void computerTurn(false);
  else roundEnd(false);
  const problem =
    read.problem ?? readReplies.problem ?? (ok ? null : "This link's two histories do not fit one challenge game; a new game starts.");
  linkProblem(board, problem);
  return {
    secret,
    strategyChanged: () => {
      if (!over && replies.length < history.length) void computerTurn(false);
    },
  };
}
