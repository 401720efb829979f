// @ts-check
// The review of a game of a tile board (Wordle's, or another tile game's) played elsewhere: the person types its answer, then its guesses (the
// page colours them), and the server grades the game once it reaches the answer. An answer new to
// the board's list (an accepted word) is taken too: the server grades it over every accepted word.

import { h, replace, plural } from '../../dom.js';
import { guessProblem, isSecret, normalizeCode } from '../../games.js';
import { beyondVariant } from '../beyond.js';
import { historyText } from '../../state.js';
import { wordleBoard } from '../board.js';
import { announceText } from '../../tiles/tiles.js';
import { hardSwitch, readWordleHistory, showEnd, solved, playAgainst, listsLine } from './game.js';

/**
 * Review mode: a finished game typed in (its answer first, so that its colours need not be), or
 * reopened from a link that ends on the answer, graded guess by guess by the review route.
 * @type {import('../../modes/mode.js').Mode}
 */
export const wordleReviewMode = { id: 'review', label: 'Review a game I finished', start: wordleReviewGame };

/**
 * Starts a review in the view's frame (`env.frame`).
 * @param {HTMLElement} _more @param {import('../../modes/mode.js').Env} env @param {import('../../modes/mode.js').Init} init
 * @returns {import('../../modes/mode.js').Game}
 */
function wordleReviewGame(_more, env, init) {
  const variant = env.variant;
  const read = readWordleHistory(variant, init.history);
  /** @type {import('../../modes/mode.js').History} */
  let history = [];
  let problem = read.problem;
  // The answer of a linked game is its last guess once it is found; before that, any answer its colours allow.
  const last = read.history.at(-1);
  let answer = last && solved(variant, read.history) ? last.guess : '';
  if (answer !== '' || read.history.length === 0) history = read.history;
  else problem ??= 'The review needs the answer: type it, then the guesses again.';

  const frame = /** @type {import('../frame.js').WordleFrame} */ (env.frame);
  const status = h('div', { class: 'tiles-status' });
  const reviewBox = h('div', { class: 'wordle-review-box' });
  const answerField = /** @type {HTMLInputElement} */ (
    h('input', { id: 'wordle-answer', autocomplete: 'off', spellcheck: 'false', size: variant.pegs + 3, value: answer })
  );
  const answerProblem = h('span', { class: 'input-problem', role: 'status' });
  const answerNote = h('span', { class: 'muted', id: 'wordle-answer-note', role: 'status' });
  const wordle = wordleBoard(variant, { onEnter: (guess) => play(guess), say: frame.toast });

  /** The answer typed, or '' while it is not an answer of the game (said beside the field once it is whole, or when `now`). */
  const readAnswer = (now = false) => {
    const typed = normalizeCode(variant, answerField.value);
    answerProblem.textContent = '';
    answerNote.textContent = '';
    if (typed === '' || (typed.length < variant.pegs && !now)) return '';
    const twin = beyondVariant(variant);
    const answerOf = isSecret(variant, typed) || (twin !== null && isSecret(twin, typed));
    const why = guessProblem(variant, typed) ?? (answerOf ? null : `"${typed}" is not one of the answers of ${variant.title}.`);
    answerProblem.textContent = why ?? '';
    // A word the game accepts but not among its answers: today's answer is new to the list.
    answerNote.textContent =
      why !== null || isSecret(variant, typed)
        ? ''
        : `${typed.toUpperCase()} is not in this list: the review grades over every accepted word.`;
    return why ? '' : typed;
  };
  answerField.addEventListener('input', () => {
    answer = readAnswer();
  });
  answerField.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    answer = readAnswer(true);
    // The focus goes back to the page, where letters go into the board's row.
    if (answer) answerField.blur();
  });

  const play = (/** @type {string} */ guess) => {
    if (!answer) {
      wordle.refuse('Type the answer of your game first (above the board).');
      answerField.focus();
      return;
    }
    const next = playAgainst(variant, history, guess, answer, wordle);
    if (!next) return;
    history = next;
    const { feedback } = next[next.length - 1];
    answerField.disabled = true;
    env.onMove({ history: historyText(history) });
    wordle.announce(announceText(history.length, guess, feedback));
    update(true);
  };
  const update = (/** @type {boolean} */ focus) => {
    wordle.setHistory(history);
    answerField.disabled = history.length > 0;
    const over = solved(variant, history) || history.length >= variant.maxGuesses;
    wordle.lock(over);
    replace(status);
    replace(reviewBox);
    if (!over) return;
    showEnd(
      { status, reviewBox, env, history, focus, answer },
      solved(variant, history) ? 'ok' : 'info',
      solved(variant, history)
        ? [`${answer.toUpperCase()} in ${plural(history.length, 'guess', 'guesses')}. `]
        : [`The board is full and ${answer.toUpperCase()} was not found: the review grades the guesses all the same. `],
    );
  };

  frame.mount({
    board: wordle,
    top: [
      h('div', { class: 'tiles-answer-line' }, h('label', { for: 'wordle-answer' }, 'The answer'), answerField),
      answerProblem,
      answerNote,
      status,
    ],
    more: [
      h(
        'p',
        { class: 'lead' },
        `Review a game of ${variant.title} you finished: type its answer, then your guesses in order (the page gives them their colours). `,
        'Each guess is then graded against the best guess at the same point. A link to a finished game opens its review at once.',
      ),
      listsLine(variant),
      reviewBox,
    ],
    onHard: hardSwitch(
      env,
      () => history,
      () => ({}),
    ),
  });
  // A linked game's answer new to the list is said beside it.
  if (answer !== '') readAnswer(true);
  update(false);
  frame.problem(problem);
  return {};
}
