// @ts-check
// Wordle's assistant: the person plays a puzzle elsewhere (today's, on another site) and gives
// each guess's colours; the strategy says what to play next and the page what is still possible.
// Colours that no answer of the list fits but some accepted words do (today's answer is new to the
// list) go on over those words, as the server's next does then (its beyondList), and say so.

import * as api from '../api.js';
import { BEYOND_LIST_NOTE } from '/lib/core/variants/parse.js';
import { h, replace, plural, notice } from '../dom.js';
import { contradictionMessage, normalizeLabel } from '../games.js';
import { historyText } from '../state.js';
import { wordsLeft } from '../wordle/beyond.js';
import { wordleBoard } from '../wordle/board.js';
import { announceText } from '../wordle/tiles.js';
import { failureNotice } from './retry.js';
import { hardSwitch, readWordleHistory, showEnd, solved, wordleGuessProblem, listsLine } from './wordle-game.js';

/** How many answers still possible the assistant lists by name. */
const LIST_LIMIT = 20;

/**
 * The assistant on a Wordle board: the strategy's next guess (`next`) is put in the row; the
 * person types the guess they played instead when it differs, clicks its tiles to the colours
 * they got (or types them, GYBBB), and presses Enter. Colours no word left could give are
 * refused in the page before anything is asked.
 * @type {import('./mode.js').Mode}
 */
export const wordleAssistMode = { id: 'assistant', label: 'I play a puzzle elsewhere, the page helps', start: wordleAssistGame };

/**
 * Starts an assisted Wordle game in the view's frame (`env.frame`).
 * @param {HTMLElement} _more @param {import('./mode.js').Env} env @param {import('./mode.js').Init} init
 * @returns {import('./mode.js').Game}
 */
function wordleAssistGame(_more, env, init) {
  const variant = env.variant;
  const read = readWordleHistory(variant, init.history);
  /** What the history leaves: the answers it allows, or the accepted words once no answer fits (`beyond`). */
  let fit = wordsLeft(variant, read.history);
  const { step } = fit;
  /** @type {import('./mode.js').History} */
  let history = step === 0 ? read.history : read.history.slice(0, step - 1);
  const problem = read.problem ?? (step > 0 ? `${contradictionMessage(variant, read.history, step)} The steps before it are kept.` : null);
  let asked = 0;
  let over = false;

  const beyondNote = notice('info', BEYOND_LIST_NOTE);
  beyondNote.id = 'wordle-beyond';
  const counter = h('p', { id: 'wordle-remaining', class: 'remaining', 'aria-live': 'polite' });
  const list = h('div', { class: 'secret-list-box' });
  const suggestion = h('p', { id: 'wordle-suggestion', class: 'wordle-suggestion', 'aria-live': 'polite' });
  const status = h('div', { class: 'wordle-status' });
  const reviewBox = h('div', { class: 'wordle-review-box' });
  const frame = /** @type {import('../wordle/view.js').WordleFrame} */ (env.frame);
  const wordle = wordleBoard(variant, { colours: true, onEnter: (guess, colours) => enter(guess, colours), say: frame.toast });
  const undo = h('button', { type: 'button', id: 'wordle-undo', 'aria-label': 'Undo last guess', onclick: () => removeLast() }, 'Undo');

  const enter = (/** @type {string} */ guess, /** @type {string} */ colours) => {
    if (over) return;
    const why = wordleGuessProblem(variant, history, guess);
    if (why) {
      wordle.say(why);
      return;
    }
    const feedback = normalizeLabel(variant, colours);
    if (feedback === null) {
      wordle.say(`${colours} never happens: when every letter but one is green, the last one cannot be yellow.`);
      return;
    }
    const next = wordsLeft(variant, [...history, { guess, feedback }]);
    if (next.step > 0) {
      wordle.say(
        `No ${fit.beyond ? 'accepted word' : 'answer'} still possible gives ${guess.toUpperCase()} these colours (${feedback}): check them${history.length ? ', or undo a guess above' : ''}.`,
      );
      return;
    }
    const wentBeyond = next.beyond && !fit.beyond;
    history = [...history, { guess, feedback }];
    fit = next;
    env.onMove({ history: historyText(history) });
    wordle.announce(announceText(history.length, guess, feedback, `${wentBeyond ? `${BEYOND_LIST_NOTE} ` : ''}${leftText()} left.`));
    if (wentBeyond) frame.toast(BEYOND_LIST_NOTE, 5000);
    update(true);
  };
  const removeLast = () => {
    history = history.slice(0, -1);
    fit = wordsLeft(variant, history);
    env.onMove({ history: historyText(history) });
    update(false);
  };

  /** "12 answers", or "3 accepted words" beyond the list. */
  const leftText = () => plural(fit.left.length, fit.beyond ? 'accepted word' : 'answer');

  /** Brings the board, the count, the list and the suggestion up to date with the history. */
  const update = (/** @type {boolean} */ focus) => {
    const left = fit.left;
    over = solved(variant, history) || history.length >= variant.maxGuesses;
    wordle.setHistory(history);
    wordle.lock(over);
    undo.hidden = history.length === 0;
    beyondNote.hidden = !fit.beyond;
    counter.textContent = `${leftText()} still possible${left.length <= LIST_LIMIT ? ' (below).' : '.'}`;
    counter.hidden = over;
    replace(
      list,
      left.length <= LIST_LIMIT
        ? h(
            'ul',
            { class: 'secret-list answer-list', 'aria-label': fit.beyond ? 'Accepted words still possible' : 'Answers still possible' },
            ...left.map((w) => h('li', {}, w.toUpperCase())),
          )
        : null,
    );
    replace(status);
    replace(reviewBox);
    if (over) {
      asked++;
      replace(suggestion);
      showEnd(
        { status, reviewBox, env, history, focus },
        solved(variant, history) ? 'ok' : 'info',
        solved(variant, history)
          ? [`Solved in ${plural(history.length, 'guess', 'guesses')}. `]
          : [`The board is full (${plural(variant.maxGuesses, 'guess', 'guesses')}) and the answer was not found. `],
      );
      return;
    }
    void ask();
  };

  /** Asks the strategy for the next guess (only for a history the page found consistent) and puts it in the row. */
  const ask = async () => {
    const ticket = ++asked;
    if (!env.strategy()) {
      replace(suggestion, `Guess ${history.length + 1}: this server has no strategy for this board; type the guess you played.`);
      return;
    }
    suggestion.setAttribute('aria-busy', 'true');
    replace(suggestion, h('span', { class: 'muted' }, `Guess ${history.length + 1}: asking ${env.strategy()}…`));
    let next;
    try {
      next = await api.next(variant.id, env.strategy(), history);
    } catch (err) {
      if (ticket !== asked) return;
      suggestion.removeAttribute('aria-busy');
      replace(
        suggestion,
        failureNotice(err, () => ask()),
      );
      return;
    }
    if (ticket !== asked) return;
    suggestion.removeAttribute('aria-busy');
    // The server goes beyond the list where the page does (its beyondList): said once, above the count.
    if (next.beyondList === true) beyondNote.hidden = false;
    const guess = next.guess ?? fit.left[0] ?? '';
    replace(
      suggestion,
      `Guess ${next.step}: play `,
      h('strong', { class: 'wordle-word', dataset: { guess } }, guess.toUpperCase()),
      next.source !== 'tree' ? h('span', { class: 'badge' }, 'computed live') : null,
    );
    // A guess the person started typing meanwhile stays.
    if (wordle.typed() === '') wordle.suggest(guess);
  };

  frame.mount({
    board: wordle,
    top: [suggestion, counter, status],
    under: [undo],
    more: [
      h(
        'p',
        { class: 'lead' },
        `Play a puzzle of ${variant.title} elsewhere (today's, say) with the page's help. The guess to play is put in the row; `,
        'type the one you played if it differs, click its tiles until they show the colours you got (or type them: G green, Y yellow, B grey), then press Enter.',
      ),
      listsLine(variant),
      beyondNote,
      list,
      reviewBox,
    ],
    onHard: hardSwitch(
      env,
      () => history,
      () => ({}),
    ),
  });
  frame.problem(problem);
  update(false);
  return {
    strategyChanged: () => {
      if (!over) void ask();
    },
  };
}
