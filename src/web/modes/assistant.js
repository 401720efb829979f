// @ts-check
// Assistant mode: the strategy guesses on a physical board, the person types the feedback they got.

import { h, replace, notice, plural } from '../dom.js';
import {
  allSecrets,
  contradictionMessage,
  firstContradiction,
  guessProblem,
  normalizeCode,
  score,
  singleFixes,
  winLabel,
} from '../games.js';
import { codeView } from '../pegs.js';
import { historyText } from '../state.js';
import { feedbackPicker } from './feedback-picker.js';
import { linkProblem, readHistory } from './link.js';
import { nextGuessAsker } from './next-guess.js';

/** How many remaining secrets the assistant lists by name. */
const LIST_LIMIT = 20;

/**
 * Assistant mode: the strategy proposes, the person reports the feedback from their physical
 * board. Every answer is checked in the page first: feedbacks no remaining secret can give are
 * disabled, every row stays editable in place (the focus stays where it is), and a contradiction
 * names the first step that contradicts the ones before it, with the single corrections that fit.
 * @type {import('./mode.js').Mode}
 */
export const assistantMode = { id: 'assistant', label: 'The page guesses for my board game', start: assistantGame };

/**
 * Starts an assisted game on `board`.
 * @param {HTMLElement} board @param {import('./mode.js').Env} env @param {import('./mode.js').Init} init
 * @returns {import('./mode.js').Game}
 */
function assistantGame(board, env, init) {
  const variant = env.variant;
  const all = allSecrets(variant);
  const read = readHistory(variant, init.history);
  /** @type {import('./mode.js').History} */
  const history = read.history;
  const win = winLabel(variant);
  const counter = h('p', { id: 'remaining', class: 'remaining', 'aria-live': 'polite' });
  const list = h('div', { class: 'secret-list-box' });
  const rows = h('ol', { class: 'rows', 'aria-label': 'Guesses played' });
  /** @type {Array<{ li: HTMLElement, picker: ReturnType<typeof feedbackPicker>, guess: string }>} */
  const rowEls = [];
  const alert = h('div', {});
  const end = h('div', { class: 'status' });

  // The pending guess: the strategy's suggestion, the guess played (it may differ) and its feedback.
  const suggestion = h('div', { class: 'suggestion' });
  const guessField = /** @type {HTMLInputElement} */ (
    h('input', { id: 'assist-guess', size: 8, autocomplete: 'off', spellcheck: 'false', 'aria-label': 'Guess you played' })
  );
  const picker = feedbackPicker(variant, 'assist-feedback', 'Feedback you got');
  const problem = h('div', { class: 'input-problem', role: 'status' });
  const undo = h('button', { type: 'button', id: 'assist-undo', onclick: () => removeLast() }, 'Undo last answer');
  const pending = h(
    'form',
    {
      class: 'pending-form',
      onsubmit: (/** @type {Event} */ e) => {
        e.preventDefault();
        enter();
      },
    },
    suggestion,
    h(
      'div',
      { class: 'pending-fields' },
      h('label', { for: 'assist-guess' }, 'You played', guessField),
      h('label', { for: 'assist-feedback' }, 'Feedback you got', picker.el),
      h('button', { type: 'submit', class: 'primary', id: 'assist-enter' }, 'Enter feedback'),
    ),
    problem,
  );
  let suggested = '';
  let focusPicker = false;
  /** The secrets the consistent history allows (after update). */
  let left = all;

  const typedGuess = () => {
    const g = normalizeCode(variant, guessField.value);
    return guessProblem(variant, g) === null ? g : null;
  };
  guessField.addEventListener('input', () => {
    const g = normalizeCode(variant, guessField.value);
    problem.textContent =
      guessProblem(variant, g) ??
      (g !== suggested ? `You played ${g} instead of the suggestion: its feedback, then the next guess is computed for it.` : '');
    picker.set(typedGuess(), left, picker.el.value, true);
  });
  const enter = () => {
    const guess = typedGuess();
    const feedback = picker.el.value;
    if (guess === null) {
      problem.textContent = guessProblem(variant, normalizeCode(variant, guessField.value)) ?? '';
      guessField.focus();
      return;
    }
    if (!feedback) {
      problem.textContent = 'Pick the feedback you got.';
      picker.el.focus();
      return;
    }
    history.push({ guess, feedback });
    focusPicker = true;
    update();
  };
  const removeLast = () => {
    history.pop();
    update();
    if (undo.hidden) picker.el.focus();
  };

  const addRow = (/** @type {number} */ i) => {
    const st = /** @type {{guess: string, feedback: string}} */ (history[i]);
    const p = feedbackPicker(variant, `fb-row-${i + 1}`, `Feedback for guess ${i + 1}, ${st.guess}`);
    p.el.addEventListener('change', () => {
      const row = history[i];
      if (row) row.feedback = p.el.value;
      update();
    });
    const li = h('li', { class: 'row' }, h('span', { class: 'step' }, String(i + 1)), codeView(variant, st.guess), p.el);
    rows.append(li);
    rowEls.push({ li, picker: p, guess: st.guess });
  };

  /** Brings rows, counter, alert and the pending guess up to date with the history; the focus stays where it is. */
  const update = () => {
    while (rowEls.length > history.length) rowEls.pop()?.li.remove();
    for (let i = 0; i < history.length; i++) {
      if (rowEls[i]?.guess !== history[i]?.guess) {
        while (rowEls.length > i) rowEls.pop()?.li.remove();
      }
      if (!rowEls[i]) addRow(i);
    }
    const { step, secrets } = firstContradiction(variant, history, all);
    // Each row offers the feedbacks the rows above it allow.
    let before = all;
    history.forEach((st, i) => {
      const r = /** @type {(typeof rowEls)[number]} */ (rowEls[i]);
      r.picker.set(st.guess, before, st.feedback);
      r.li.className = step === i + 1 ? 'row row-bad' : step > 0 && i + 1 < step ? 'row row-suspect' : 'row';
      const next = before.filter((s) => score(variant, st.guess, s) === st.feedback);
      if (next.length) before = next;
    });
    undo.hidden = history.length === 0;
    replace(end);
    replace(alert);
    if (step > 0) {
      left = [];
      counter.textContent = 'No secret fits these answers.';
      replace(list);
      // Trying every single correction costs a pass over the secrets per feedback: small boards only.
      const fixes = all.length <= 20_000 ? singleFixes(variant, history, all) : [];
      replace(
        alert,
        notice(
          'error',
          h('strong', {}, 'These answers contradict each other. '),
          contradictionMessage(variant, history, step),
          ` One of the answers to guesses 1 to ${step} is wrong (marked); correct it in its row${step === history.length ? ', or undo the last answer' : ''}.`,
          fixes.length
            ? h(
                'span',
                { class: 'fixes' },
                ' A single change that fits: ',
                ...fixes.flatMap((f, k) => [
                  k ? ', ' : '',
                  h('button', { type: 'button', class: 'linklike', onclick: () => applyFix(f) }, `guess ${f.step} got ${f.feedback}`),
                ]),
                '.',
              )
            : null,
        ),
      );
      pending.hidden = true;
      asker.cancel();
      return;
    }
    left = secrets;
    counter.textContent = `${plural(secrets.length, 'secret')} still possible${secrets.length <= LIST_LIMIT ? ':' : '.'}`;
    replace(
      list,
      secrets.length <= LIST_LIMIT
        ? h(
            'ul',
            { class: 'secret-list', 'aria-label': 'Secrets still possible' },
            ...secrets.map((s) => h('li', {}, codeView(variant, s))),
          )
        : null,
    );
    if (history.at(-1)?.feedback === win) {
      pending.hidden = true;
      asker.cancel();
      const again = h('button', { type: 'button', class: 'linklike', id: 'assist-again', onclick: env.newGame }, 'Start another game');
      replace(end, notice('ok', `Solved in ${plural(history.length, 'guess', 'guesses')}. `, again));
      if (focusPicker) again.focus();
      focusPicker = false;
      return;
    }
    if (history.length >= variant.maxGuesses) {
      pending.hidden = true;
      asker.cancel();
      replace(
        end,
        notice(
          'info',
          `The board is full (${plural(variant.maxGuesses, 'guess', 'guesses')}) and the secret was not found. `,
          h('button', { type: 'button', class: 'linklike', onclick: env.newGame }, 'Start another game'),
        ),
      );
      return;
    }
    pending.hidden = false;
    void ask();
  };

  const applyFix = (/** @type {{ step: number, feedback: string }} */ f) => {
    const row = history[f.step - 1];
    if (!row) return;
    row.feedback = f.feedback;
    update();
    env.onMove({ history: historyText(history) });
    rowEls[f.step - 1]?.picker.el.focus();
  };

  /** Asks the strategy for the next guess (only ever for a history the page found consistent). */
  const asker = nextGuessAsker({
    env,
    history: () => history,
    box: suggestion,
    busy: pending,
    noStrategy: () => {
      replace(
        suggestion,
        h('span', {}, `Guess ${history.length + 1}: this server has no strategy for this board; type the guess you played.`),
      );
      suggested = '';
      picker.set(typedGuess(), left, '', true);
      pending.removeAttribute('aria-busy');
    },
    answer: (answer) => {
      suggested = answer.guess ?? left[0] ?? '';
      replace(
        suggestion,
        h('span', {}, `Guess ${answer.step}: play `),
        codeView(variant, suggested),
        answer.source !== 'tree' ? h('span', { class: 'badge' }, 'computed live') : null,
      );
      guessField.value = suggested;
      problem.textContent = '';
      picker.set(suggested, left, '', true);
      if (focusPicker) picker.el.focus();
      focusPicker = false;
    },
  });
  const ask = asker.ask;

  picker.el.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      enter();
    }
  });
  pending.addEventListener('submit', () => env.onMove({ history: historyText(history) }));
  rows.addEventListener('change', () => env.onMove({ history: historyText(history) }));
  undo.addEventListener('click', () => env.onMove({ history: historyText(history) }));
  picker.el.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') env.onMove({ history: historyText(history) });
  });

  replace(
    board,
    h(
      'p',
      { class: 'lead' },
      `Play ${variant.title} on your own board: play the guess shown (or any other, typed in "You played"), then enter the feedback your opponent gives. Feedbacks no remaining secret can give are disabled; a wrong answer can be corrected in its row at any time.`,
    ),
    counter,
    list,
    rows,
    alert,
    pending,
    h('div', { class: 'actions' }, undo),
    end,
  );
  linkProblem(board, read.problem);
  update();
  return {
    strategyChanged: () => {
      if (!pending.hidden) void ask();
    },
  };
}
