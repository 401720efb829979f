// @ts-check
// The assistant of a tile board (Wordle's, or another tile game's): the person plays a puzzle elsewhere (today's,
// on another site) and gives each guess's colours; the strategy says what to play next and the page
// what is still possible.
// Colours that no answer of the list fits but some accepted words do (today's answer is new to the
// list) go on over those words, as the server's next does then (its beyondList), and say so.

import * as api from '../../api.js';
import { BEYOND_LIST_NOTE } from '/lib/core/variants/parse.js';
import { h, replace, plural, notice } from '../../dom.js';
import { contradictionMessage, normalizeLabel } from '../../games.js';
import { historyText } from '../../state.js';
import { wordsLeft } from '../beyond.js';
import { wordleBoard } from '../board.js';
import { faceOf } from '../../tiles/face.js';
import { announceText } from '../../tiles/tiles.js';
import { failureNotice } from '../../modes/retry.js';
import { nextGuessAsker } from '../../modes/next-guess.js';
import { hardSwitch, readWordleHistory, showEnd, solved, wordleGuessProblem, listsLine } from './game.js';

/** Answers still possible listed a page at a time (every one reachable by Next and Previous). */
const PAGE_SIZE = 50;
/** Suggestions asked of the server after each step. */
const SUGGESTIONS = 5;

/**
 * The assistant on a tile board: the strategy's next guess (`next`) is put in the row; the
 * person types the guess they played instead when it differs, clicks its tiles to the colours
 * they got (or types them, GYBBB), and presses Enter. Colours no word left could give are
 * refused in the page before anything is asked.
 * @type {import('../../modes/mode.js').Mode}
 */
export const wordleAssistMode = { id: 'assistant', label: 'I play a puzzle elsewhere, the page helps', start: wordleAssistGame };

/**
 * Starts an assisted Wordle game in the view's frame (`env.frame`).
 * @param {HTMLElement} _more @param {import('../../modes/mode.js').Env} env @param {import('../../modes/mode.js').Init} init
 * @returns {import('../../modes/mode.js').Game}
 */
function wordleAssistGame(_more, env, init) {
  const variant = env.variant;
  const read = readWordleHistory(variant, init.history);
  /** What the history leaves: the answers it allows, or the accepted words once no answer fits (`beyond`). */
  let fit = wordsLeft(variant, read.history);
  const { step } = fit;
  /** @type {import('../../modes/mode.js').History} */
  let history = step === 0 ? read.history : read.history.slice(0, step - 1);
  const problem = read.problem ?? (step > 0 ? `${contradictionMessage(variant, read.history, step)} The steps before it are kept.` : null);
  let over = false;

  const beyondNote = notice('info', BEYOND_LIST_NOTE);
  beyondNote.id = 'wordle-beyond';
  const counter = h('p', { id: 'wordle-remaining', class: 'remaining', 'aria-live': 'polite' });
  const list = h('div', { class: 'secret-list-box', id: 'wordle-answers' });
  /** The page of the answers still possible shown (0-based). */
  let page = 0;
  const ranked = h('div', { class: 'suggestion-box', 'aria-live': 'polite' });
  const onlyAnswers = /** @type {HTMLInputElement} */ (
    h('input', { type: 'checkbox', role: 'switch', id: 'wordle-answers-only', onchange: () => void askSuggestions() })
  );
  let suggested = 0;
  const suggestionsSection = h(
    'section',
    { id: 'wordle-suggestions', class: 'wordle-suggestions', 'aria-labelledby': 'wordle-suggestions-title' },
    h('h2', { id: 'wordle-suggestions-title' }, 'Suggestions'),
    h('label', { for: 'wordle-answers-only', class: 'switch' }, h('span', {}, 'Only possible answers'), onlyAnswers),
    ranked,
  );
  const suggestion = h('p', { id: 'wordle-suggestion', class: 'tiles-suggestion', 'aria-live': 'polite' });
  const status = h('div', { class: 'tiles-status' });
  const reviewBox = h('div', { class: 'wordle-review-box' });
  const frame = /** @type {import('../frame.js').WordleFrame} */ (env.frame);
  const wordle = wordleBoard(variant, { colours: true, onEnter: (guess, colours) => enter(guess, colours), say: frame.toast });
  const undo = h('button', { type: 'button', id: 'wordle-undo', 'aria-label': 'Undo last guess', onclick: () => removeLast() }, 'Undo');

  const enter = (/** @type {string} */ guess, /** @type {string} */ colours) => {
    if (over) return;
    const why = wordleGuessProblem(variant, history, guess);
    if (why) {
      wordle.refuse(why);
      return;
    }
    const feedback = normalizeLabel(variant, colours);
    if (feedback === null) {
      wordle.refuse(`${colours} never happens: when every ${faceOf(variant).symbol} but one is green, the last one cannot be yellow.`);
      return;
    }
    const next = wordsLeft(variant, [...history, { guess, feedback }]);
    if (next.step > 0) {
      wordle.refuse(
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
    over = solved(variant, history) || history.length >= variant.maxGuesses;
    wordle.setHistory(history);
    wordle.lock(over);
    undo.hidden = history.length === 0;
    beyondNote.hidden = !fit.beyond;
    counter.replaceChildren(`${leftText()} still possible (`, h('a', { href: '#wordle-answers' }, 'listed below'), ').');
    counter.hidden = over;
    page = 0;
    drawList();
    replace(status);
    replace(reviewBox);
    if (over) {
      asker.cancel();
      suggested++;
      replace(suggestion);
      replace(ranked);
      suggestionsSection.hidden = true;
      showEnd(
        { status, reviewBox, env, history, focus },
        solved(variant, history) ? 'ok' : 'info',
        solved(variant, history)
          ? [`Solved in ${plural(history.length, 'guess', 'guesses')}. `]
          : [`The board is full (${plural(variant.maxGuesses, 'guess', 'guesses')}) and the answer was not found. `],
      );
      return;
    }
    suggestionsSection.hidden = false;
    void ask();
    void askSuggestions();
  };

  /** The answers still possible, a page of PAGE_SIZE at a time, with Previous and Next when there are more. */
  const drawList = () => {
    const left = fit.left;
    const pages = Math.max(1, Math.ceil(left.length / PAGE_SIZE));
    page = Math.min(Math.max(0, page), pages - 1);
    const from = page * PAGE_SIZE;
    const shown = left.slice(from, from + PAGE_SIZE);
    const what = fit.beyond ? 'Accepted words still possible' : 'Answers still possible';
    const turn = (/** @type {number} */ by) => {
      page += by;
      drawList();
      /** @type {HTMLElement | null} */ (list.querySelector(by > 0 ? '[data-page="next"]' : '[data-page="previous"]'))?.focus();
    };
    replace(
      list,
      left.length === 0 || over
        ? null
        : [
            h('h2', {}, what),
            h(
              'ul',
              { class: 'secret-list answer-list', 'aria-label': pages > 1 ? `${what}, ${from + 1} to ${from + shown.length}` : what },
              ...shown.map((w) => h('li', {}, w.toUpperCase())),
            ),
            pages > 1
              ? h(
                  'p',
                  { class: 'actions pager' },
                  h('button', { type: 'button', dataset: { page: 'previous' }, disabled: page === 0, onclick: () => turn(-1) }, 'Previous'),
                  h(
                    'span',
                    { 'aria-live': 'polite' },
                    `${(from + 1).toLocaleString('en-US')}–${(from + shown.length).toLocaleString('en-US')} of ${left.length.toLocaleString('en-US')}`,
                  ),
                  h('button', { type: 'button', dataset: { page: 'next' }, disabled: page === pages - 1, onclick: () => turn(1) }, 'Next'),
                )
              : null,
          ],
    );
  };

  /** Asks the server for the ranked suggestions (only for a history the page found consistent) and lists them. */
  const askSuggestions = async () => {
    if (over) return;
    const ticket = ++suggested;
    ranked.setAttribute('aria-busy', 'true');
    replace(ranked, h('p', { class: 'muted' }, `Ranking guesses for guess ${history.length + 1}…`));
    let found;
    try {
      found = await api.suggestions(variant.id, history, {
        limit: SUGGESTIONS,
        answersOnly: onlyAnswers.checked,
        ...(env.strategy() ? { strategy: env.strategy() } : {}),
      });
    } catch (err) {
      if (ticket !== suggested) return;
      ranked.removeAttribute('aria-busy');
      replace(
        ranked,
        failureNotice(err, () => askSuggestions()),
      );
      return;
    }
    if (ticket !== suggested) return;
    ranked.removeAttribute('aria-busy');
    replace(
      ranked,
      h(
        'ol',
        { class: 'suggestion-list', 'aria-label': `Suggested guesses for guess ${found.step}` },
        ...found.suggestions.map((s) =>
          h(
            'li',
            {},
            h(
              'button',
              { type: 'button', class: 'suggestion', dataset: { guess: s.guess }, onclick: () => pick(s.guess) },
              h('strong', { class: 'tiles-word' }, s.guess.toUpperCase()),
              ' ',
              h('span', {}, `${s.expected.toFixed(2)} guesses (${s.exact ? 'exact' : 'estimate'})`),
              ' · ',
              h('span', {}, worstText(s)),
              ' · ',
              h('span', {}, s.canWin ? 'can be the answer' : 'cannot be the answer'),
              s.choice ? h('span', { class: 'badge' }, found.strategy) : null,
            ),
          ),
        ),
      ),
      h(
        'p',
        { class: 'muted small' },
        'Expected guesses from here, this one included, when the rest is played well: exact where the server could prove it, else an estimate (at least the best figure). ',
        `${plural(found.screen.candidates, 'guess', 'guesses')} screened, ${plural(found.screen.graded, 'guess', 'guesses')} graded.`,
      ),
    );
  };
  /** The worst case of a suggestion: the most guesses its tree takes when known, else the largest group it can leave. */
  const worstText = (/** @type {import('../../api.js').Suggestion} */ s) =>
    s.worst.guesses !== undefined && !s.fast
      ? `at most ${plural(s.worst.guesses, 'guess', 'guesses')}`
      : `worst: ${plural(s.worst.largestPart, 'answer')} left`;
  /** Puts a suggestion in the row (the person then gives its colours, or types another word). */
  const pick = (/** @type {string} */ guess) => {
    if (over) return;
    wordle.suggest(guess);
    frame.toast(`${guess.toUpperCase()} is in the row: set its colours, then press Enter.`);
  };

  /** Asks the strategy for the next guess (only for a history the page found consistent) and puts it in the row. */
  const asker = nextGuessAsker({
    env,
    history: () => history,
    box: suggestion,
    busy: suggestion,
    noStrategy: () =>
      replace(suggestion, `Guess ${history.length + 1}: this server has no strategy for this board; type the guess you played.`),
    answer: (next) => {
      // The server goes beyond the list where the page does (its beyondList): said once, above the count.
      if (next.beyondList === true) beyondNote.hidden = false;
      const guess = next.guess ?? fit.left[0] ?? '';
      replace(
        suggestion,
        `Guess ${next.step}: play `,
        h('strong', { class: 'tiles-word', dataset: { guess } }, guess.toUpperCase()),
        next.source !== 'tree' ? h('span', { class: 'badge' }, 'computed live') : null,
        ' · ',
        h('a', { href: '#wordle-suggestions' }, 'more suggestions'),
      );
      // A guess the person started typing meanwhile stays.
      if (wordle.typed() === '') wordle.suggest(guess);
    },
  });
  const ask = asker.ask;

  frame.mount({
    board: wordle,
    top: [suggestion, counter, status],
    under: [undo],
    more: [
      h(
        'p',
        { class: 'lead' },
        `Play a puzzle of ${variant.title} elsewhere (today's, say) with the page's help. The suggested guess is put in the row (its tiles dashed until you give their colours); `,
        'type the one you played if it differs, click its tiles until they show the colours you got (or type them: G green, Y yellow, B grey), then press Enter.',
      ),
      suggestionsSection,
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
      if (over) return;
      void ask();
      // The strategy's guess is marked among the suggestions: ranked again for the new one.
      void askSuggestions();
    },
  };
}
