// @ts-check
// The Play section: codebreaker mode (the page hides a secret, the person guesses, hints come
// from the strategy) and assistant mode (the strategy guesses on a physical board, the person
// types the feedback they got).

import * as api from './api.js';
import { errorText } from './api.js';
import { h, replace, select, notice } from './dom.js';
import { feedbackStyle, allSecrets, consistentSecrets, possibleLabels, randomSecret, score, winLabel, describeLabel, normalizeLabel, guessProblem } from './games.js';
import { codeInput, codeView, feedbackView, usesColours } from './pegs.js';

/** How many remaining secrets the assistant lists by name. */
const LIST_LIMIT = 20;

/**
 * Renders the Play section into `root`.
 * @param {HTMLElement} root
 * @param {{ variants: import('./games.js').Variant[], selection: { variant: string, strategy: string } }} ctx
 */
export function renderPlay(root, ctx) {
  const modeSel = select([['codebreaker', 'I guess, the page hides a secret'], ['assistant', 'The page guesses for my board game']], 'codebreaker', { id: 'play-mode' });
  const variantSel = select(ctx.variants.map((v) => [v.id, v.title]), ctx.selection.variant, { id: 'play-variant' });
  const strategySel = select([], '', { id: 'play-strategy' });
  const board = h('div', { class: 'board' });

  const fillStrategies = () => {
    const v = currentVariant();
    replace(strategySel, ...(v.strategies ?? []).map((s) => h('option', { value: s.id }, `${s.id} (average ${s.average.toFixed(3)}, max ${s.max})`)));
    const ids = (v.strategies ?? []).map((s) => s.id);
    strategySel.value = ids.includes(ctx.selection.strategy) ? ctx.selection.strategy : ids[0] ?? '';
  };
  const currentVariant = () => ctx.variants.find((v) => v.id === variantSel.value) ?? /** @type {import('./games.js').Variant} */ (ctx.variants[0]);
  const start = () => {
    ctx.selection.variant = variantSel.value;
    ctx.selection.strategy = strategySel.value;
    const run = modeSel.value === 'assistant' ? assistantGame : codebreakerGame;
    run(board, currentVariant(), () => strategySel.value);
  };
  variantSel.addEventListener('change', () => { fillStrategies(); start(); });
  strategySel.addEventListener('change', () => { ctx.selection.strategy = strategySel.value; if (modeSel.value === 'assistant') start(); });
  modeSel.addEventListener('change', start);
  fillStrategies();

  replace(root,
    h('h2', {}, 'Play'),
    h('div', { class: 'controls' },
      h('label', { for: 'play-mode' }, 'Mode', modeSel),
      h('label', { for: 'play-variant' }, 'Game', variantSel),
      h('label', { for: 'play-strategy' }, 'Strategy', strategySel),
      h('button', { type: 'button', onclick: start, id: 'new-game' }, 'New game')),
    board);
  start();
  // No refresh: a game in progress survives a visit to the other sections.
  return {};
}

/**
 * Codebreaker mode: a hidden random secret; feedback is scored in the page; Hint asks the
 * strategy, which also works after the person's own guesses left the tree.
 * @param {HTMLElement} board @param {import('./games.js').Variant} variant @param {() => string} strategy
 */
function codebreakerGame(board, variant, strategy) {
  const secret = randomSecret(variant);
  /** @type {Array<{ guess: string, feedback: string, hinted: boolean }>} */
  const history = [];
  /** @type {string|null} */
  let lastHint = null;
  let over = false;
  const rows = h('ol', { class: 'rows', 'aria-label': 'Your guesses' });
  const hintBox = h('div', { class: 'hint', 'aria-live': 'polite' });
  const status = h('div', { class: 'status', 'aria-live': 'polite' });
  const input = codeInput(variant, {
    onSubmit: (code) => play(code),
    marks: () => new Map(history.map((st) => [st.guess, st.feedback])),
  });
  const hintBtn = h('button', { type: 'button', id: 'hint', onclick: () => hint() }, 'Hint');
  const giveUp = h('button', { type: 'button', onclick: () => finish(false) }, 'Show the secret');

  const play = (/** @type {string} */ guess) => {
    if (over) return;
    const feedback = score(variant, guess, secret);
    history.push({ guess, feedback, hinted: guess === lastHint });
    lastHint = null;
    replace(hintBox);
    rows.append(h('li', { class: 'row' }, h('span', { class: 'step' }, String(history.length)), codeView(variant, guess), feedbackView(variant, feedback),
      history.at(-1)?.hinted ? h('span', { class: 'badge' }, 'hint') : null));
    if (feedback === winLabel(variant)) finish(true);
    else if (history.length >= variant.maxGuesses) finish(false);
    else status.textContent = `${variant.maxGuesses - history.length} guesses left on the board.`;
  };
  const finish = (/** @type {boolean} */ won) => {
    over = true;
    input.el.hidden = true;
    hintBtn.hidden = true;
    giveUp.hidden = true;
    replace(status, won
      ? notice('ok', `Solved in ${history.length} guess${history.length === 1 ? '' : 'es'}. `, h('button', { type: 'button', class: 'linklike', onclick: () => codebreakerGame(board, variant, strategy) }, 'Play again'))
      : notice('info', 'The secret was ', codeView(variant, secret), '. ', h('button', { type: 'button', class: 'linklike', onclick: () => codebreakerGame(board, variant, strategy) }, 'Play again')));
  };
  const hint = async () => {
    hintBtn.setAttribute('aria-busy', 'true');
    try {
      const answer = await api.next(variant.id, strategy(), history.map(({ guess, feedback }) => ({ guess, feedback })));
      if (answer.guess === null) return;
      lastHint = answer.guess;
      const use = h('button', { type: 'button', class: 'primary', id: 'use-hint', onclick: () => input.set(/** @type {string} */ (answer.guess)) }, 'Use it');
      replace(hintBox, notice('info',
        `${strategy()} plays `, codeView(variant, answer.guess), ` as guess ${answer.step}. `,
        `${answer.remaining} secret${answer.remaining === 1 ? ' is' : 's are'} still possible`,
        answer.source !== 'tree' ? ' (your guesses left the precomputed tree, so this one was computed now). ' : '. ', use));
      /** @type {HTMLElement} */ (use).focus();
    } catch (err) {
      replace(hintBox, notice('error', errorText(err)));
    } finally {
      hintBtn.removeAttribute('aria-busy');
    }
  };

  replace(board,
    h('p', { class: 'lead' }, `The page has picked a secret of ${variant.title}. `,
      feedbackStyle(variant) === 'LGE'
        ? 'Click a point of the grid (or type its two coordinates), then press Guess or Enter. L: the secret is at or below-left of your guess in both coordinates; G: at or above-right; neither: beside it. '
        : `Click the ${usesColours(variant) ? 'colours' : 'digits'} (or type them) to build a guess, then press Guess or Enter. `,
      `You have ${variant.maxGuesses} guesses.`),
    rows, input.el, h('div', { class: 'actions' }, hintBtn, giveUp), hintBox, status);
}

/**
 * Assistant mode: the strategy proposes, the person reports the feedback from their physical
 * board; every row stays editable so a mistyped feedback can be corrected.
 * @param {HTMLElement} board @param {import('./games.js').Variant} variant @param {() => string} strategy
 */
function assistantGame(board, variant, strategy) {
  const secrets = allSecrets(variant);
  /** @type {Array<{ guess: string, feedback: string }>} */
  const history = [];
  const rows = h('ol', { class: 'rows', 'aria-label': 'Guesses played' });
  const pending = h('div', { class: 'pending' });
  const info = h('div', { class: 'status', 'aria-live': 'polite' });
  let asked = 0;

  /** A feedback picker for a guess: every label some secret could give it. */
  const feedbackPicker = (/** @type {string} */ guess, /** @type {string} */ value, /** @type {string} */ id) => {
    const labels = guessProblem(variant, guess) === null ? possibleLabels(variant, guess, secrets) : [];
    return select(labels.map((l) => [l, `${l} — ${describeLabel(variant, l)}`]), value || (labels[0] ?? ''), { id, 'aria-label': `Feedback for ${guess}` });
  };

  const renderRows = (/** @type {number} */ bad = -1) => {
    replace(rows, ...history.map((st, i) => {
      const sel = feedbackPicker(st.guess, st.feedback, `fb-row-${i + 1}`);
      sel.addEventListener('change', () => { st.feedback = sel.value; ask(); });
      const remove = i === history.length - 1
        ? h('button', { type: 'button', class: 'linklike', onclick: () => { history.pop(); ask(); } }, 'Remove')
        : null;
      return h('li', { class: i === bad ? 'row row-bad' : 'row' }, h('span', { class: 'step' }, String(i + 1)), codeView(variant, st.guess), sel, remove);
    }));
  };

  const ask = async () => {
    const ticket = ++asked;
    replace(pending, h('span', { class: 'muted' }, 'Asking the strategy…'));
    try {
      const answer = await api.next(variant.id, strategy(), history);
      if (ticket !== asked) return;
      renderRows();
      showAnswer(answer);
    } catch (err) {
      if (ticket !== asked) return;
      // A 422 names the step that contradicts; a 400 names the step that cannot be read.
      const bad = err instanceof api.ApiError && (err.status === 422 || err.status === 400) ? contradictingRow(err.message, history.length) : -1;
      renderRows(bad);
      replace(pending);
      const contradiction = err instanceof api.ApiError && err.status === 422;
      replace(info, notice('error', contradiction ? h('strong', {}, 'These answers contradict each other. ') : null, errorText(err),
        bad >= 0 ? ` Check the feedback of guess ${bad + 1} (marked in red) and correct it in its row, or remove the last row.` : ''));
      /** @type {HTMLElement|null} */ (rows.querySelector(`#fb-row-${bad + 1}`))?.focus();
    }
  };

  const showAnswer = (/** @type {Awaited<ReturnType<typeof api.next>>} */ answer) => {
    if (answer.solved) {
      replace(pending);
      replace(info, notice('ok', `Solved in ${history.length} guess${history.length === 1 ? '' : 'es'}. `,
        h('button', { type: 'button', class: 'linklike', onclick: () => assistantGame(board, variant, strategy) }, 'Start another game')));
      return;
    }
    const suggested = /** @type {string} */ (answer.guess);
    const guessField = /** @type {HTMLInputElement} */ (h('input', { id: 'assist-guess', value: suggested, size: 8, autocomplete: 'off', spellcheck: 'false', 'aria-label': 'Guess you play' }));
    const pickerSlot = h('span', {});
    let picker = feedbackPicker(suggested, '', 'assist-feedback');
    pickerSlot.append(picker);
    const problem = h('div', { class: 'input-problem', role: 'status' });
    guessField.addEventListener('input', () => {
      const g = guessField.value.trim().toUpperCase();
      const why = guessProblem(variant, g);
      problem.textContent = why ?? '';
      picker = feedbackPicker(g, picker.value, 'assist-feedback');
      replace(pickerSlot, picker);
    });
    const enter = () => {
      const guess = guessField.value.trim().toUpperCase();
      const why = guessProblem(variant, guess);
      const feedback = normalizeLabel(variant, picker.value);
      if (why || feedback === null) {
        problem.textContent = why ?? 'Pick the feedback you got.';
        return;
      }
      history.push({ guess, feedback });
      ask();
    };
    const form = h('form', { class: 'pending-form', onsubmit: (/** @type {Event} */ e) => { e.preventDefault(); enter(); } },
      h('div', { class: 'suggestion' }, h('span', {}, `Guess ${answer.step}: play `), codeView(variant, suggested),
        answer.source !== 'tree' ? h('span', { class: 'badge' }, 'computed live') : null),
      h('div', { class: 'pending-fields' },
        h('label', { for: 'assist-guess' }, 'You played', guessField),
        h('label', { for: 'assist-feedback' }, 'Feedback you got', pickerSlot),
        h('button', { type: 'submit', class: 'primary', id: 'assist-enter' }, 'Enter feedback')),
      problem);
    replace(pending, form);
    const remaining = answer.remaining;
    const list = remaining <= LIST_LIMIT ? consistentSecrets(variant, history, secrets) : [];
    replace(info, h('p', { id: 'remaining' }, `${remaining} secret${remaining === 1 ? '' : 's'} still possible`, list.length ? ':' : '.'),
      list.length ? h('ul', { class: 'secret-list' }, ...list.map((s) => h('li', {}, codeView(variant, s)))) : null);
    picker.focus();
  };

  replace(board,
    h('p', { class: 'lead' }, `Play ${variant.title} on your own board. Play the guess shown, then enter the feedback your opponent gives. A wrong answer can be corrected in its row at any time.`),
    rows, pending, info);
  ask();
}

/** The index of the history row a 422 message names ("step 3", "guess 3"), else the last row. */
export function contradictingRow(/** @type {string} */ message, /** @type {number} */ rows) {
  const m = /\b(?:step|guess)\s+(\d+)/i.exec(message);
  const n = m ? Number(m[1]) - 1 : rows - 1;
  return n >= 0 && n < rows ? n : rows - 1;
}
