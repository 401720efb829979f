// @ts-check
// The Play section, in four modes:
// - codebreaker: the page hides a secret, the person guesses, hints come from the strategy;
// - adversary: the person guesses against a codemaker that never commits to a secret and answers
//   so as to keep as many secrets as possible (rule 3 of the Tsinghua Bulls-and-Cows paper);
// - challenge: the person and the computer each hold a secret and guess in turns, the first to
//   find the other's wins (the Challenge mode of the same paper);
// - assistant: the strategy guesses on a physical board, the person types the feedback they got.
// Every move is written into the address (state.js), so a position can be shared and Back works.

import * as api from './api.js';
import { canRetry, errorText } from './api.js';
import { h, replace, select, notice, plural } from './dom.js';
import {
  feedbackStyle,
  isWordGame,
  allSecrets,
  possibleLabels,
  randomSecret,
  score,
  winLabel,
  describeLabel,
  normalizeLabel,
  guessProblem,
  normalizeCode,
  firstContradiction,
  contradictionMessage,
  singleFixes,
  adversaryAnswer,
} from './games.js';
import { codeInput, codeView, feedbackView, usesColours } from './pegs.js';
import { boardPicker } from './board.js';
import { reviewView } from './review.js';
import { bestStrategy, strategyLabel, usableStrategies } from './strategies.js';
import { hashOf, historyText, parseHistoryText } from './state.js';

/** How many remaining secrets the assistant lists by name. */
const LIST_LIMIT = 20;

/** @type {Array<[string, string]>} */
const MODES = [
  ['codebreaker', 'I guess, the page hides a secret'],
  ['adversary', 'I guess against a codemaker who never commits'],
  ['challenge', 'Challenge: we each hide a secret, turn by turn'],
  ['assistant', 'The page guesses for my board game'],
];

/**
 * @typedef {Array<{guess: string, feedback: string}>} History
 * @typedef {{ variant: import('./games.js').Variant, strategy: () => string, onMove: (params: Record<string, string>) => void,
 *   newGame: () => void }} Env
 * @typedef {{ secret?: string | undefined, strategyChanged?: () => void }} Game
 */

/**
 * Renders the Play section into `root`.
 * @param {HTMLElement} root
 * @param {import('./app.js').Context} ctx
 */
export function renderPlay(root, ctx) {
  const modeSel = select(MODES, 'codebreaker', { id: 'play-mode' });
  const strategySel = select([], '', { id: 'play-strategy' });
  const board = h('div', { class: 'board' });
  /** @type {Game|null} */
  let game = null;
  /** The address of what the board shows now (a Back or a shared link to it changes nothing). */
  let shownHash = '';
  let shownVariant = '';
  let shownMode = '';

  const variant = () => /** @type {import('./games.js').Variant} */ (ctx.boards.get(picker.value()) ?? ctx.variants[0]);
  const fillStrategies = () => {
    const list = usableStrategies(variant());
    replace(strategySel, ...list.map((s) => h('option', { value: s.id }, strategyLabel(s))));
    if (list.length === 0) strategySel.append(h('option', { value: '' }, 'no strategy on this server'));
    const ids = list.map((s) => s.id);
    strategySel.value = ids.includes(ctx.selection.strategy) ? ctx.selection.strategy : bestStrategy(list);
    strategySel.disabled = list.length === 0;
  };
  const params = (/** @type {Record<string, string>} */ extra = {}) => ({
    variant: variant().id,
    strategy: strategySel.value,
    mode: modeSel.value,
    ...extra,
  });

  /**
   * Starts a game of the chosen mode, from a history (a shared link, or Back) or afresh.
   * @param {{ history?: History, replies?: History, push?: boolean, keep?: boolean }} [from]
   */
  const start = (from = {}) => {
    ctx.selection.variant = variant().id;
    ctx.selection.strategy = strategySel.value;
    const previous = game;
    const sameBoard = shownVariant === variant().id && shownMode === modeSel.value;
    shownVariant = variant().id;
    shownMode = modeSel.value;
    /** @type {Env} */
    const env = {
      variant: variant(),
      strategy: () => strategySel.value,
      onMove: (p) => {
        const hash = hashOf('play', params(p));
        shownHash = hash;
        ctx.setLocation('play', params(p), true);
      },
      newGame: () => start({ push: true }),
    };
    // Back, Forward or a link to an earlier point of this game keep its secret (when it fits).
    const init = {
      history: from.history ?? [],
      replies: from.replies ?? [],
      secret: sameBoard && from.keep ? previous?.secret : undefined,
    };
    const run = { assistant: assistantGame, adversary: adversaryGame, challenge: challengeGame }[modeSel.value] ?? codebreakerGame;
    game = run(board, env, init);
    const p = params({
      history: historyText(init.history),
      ...(modeSel.value === 'challenge' ? { replies: historyText(init.replies) } : {}),
    });
    shownHash = hashOf('play', p);
    ctx.setLocation('play', p, from.push ?? false);
  };

  const picker = boardPicker(ctx, {
    id: 'play-variant',
    value: ctx.selection.variant,
    onChange: () => {
      fillStrategies();
      start({ push: true });
    },
  });
  strategySel.addEventListener('change', () => {
    // The game goes on: hints, the computer's guesses and the review use the new strategy.
    ctx.selection.strategy = strategySel.value;
    game?.strategyChanged?.();
    const p = new URLSearchParams(location.hash.slice(location.hash.indexOf('?') + 1));
    p.set('strategy', strategySel.value);
    shownHash = hashOf('play', Object.fromEntries(p));
    ctx.setLocation('play', Object.fromEntries(p), false);
  });
  modeSel.addEventListener('change', () => start({ push: true }));
  fillStrategies();

  const problem = h('div', { class: 'link-problem' });
  replace(
    root,
    h('h2', {}, 'Play'),
    h(
      'div',
      { class: 'controls' },
      h('label', { for: 'play-mode' }, 'Mode', modeSel),
      h('label', { for: 'play-variant' }, 'Game', picker.select),
      h('label', { for: 'play-strategy' }, 'Strategy', strategySel),
      h('button', { type: 'button', onclick: () => start({ push: true }), id: 'new-game' }, 'New game'),
    ),
    picker.form,
    problem,
    board,
  );

  let applying = 0;
  return {
    /** Shows the position an address names: its board, strategy, mode and history. */
    async apply(/** @type {URLSearchParams} */ p) {
      const ticket = ++applying;
      replace(problem);
      const id = p.get('variant') ?? ctx.selection.variant;
      let boardOk = true;
      if (!ctx.boards.has(id)) {
        const got = await ctx.openBoard(id);
        if (ticket !== applying) return;
        if (!got.ok) {
          boardOk = false;
          replace(problem, notice('error', `This link's board cannot be played: ${got.message}`));
        } else picker.set(got.variant.id);
      } else picker.set(/** @type {import('./games.js').Variant} */ (ctx.boards.get(id)).id);
      fillStrategies();
      // Strategy ids in any case, as the API takes them (MINIMAX is minimax).
      const strategy = p.get('strategy')?.toLowerCase() ?? null;
      if (strategy !== null && [...strategySel.options].some((o) => o.value === strategy)) strategySel.value = strategy;
      const mode = p.get('mode');
      if (mode !== null && MODES.some(([m]) => m === mode)) modeSel.value = mode;
      const history = boardOk ? parseHistoryText(p.get('history')) : [];
      const replies = boardOk ? parseHistoryText(p.get('replies')) : [];
      if (history === null || replies === null) {
        replace(
          problem,
          notice('error', "This link's history could not be read (it should look like 1122:1B0W,3456:0B2W); a new game starts."),
        );
      }
      const wanted = params({
        history: historyText(history ?? []),
        ...(modeSel.value === 'challenge' ? { replies: historyText(replies ?? []) } : {}),
      });
      if (hashOf('play', wanted) === shownHash && game !== null) return;
      start({ history: history ?? [], replies: replies ?? [], keep: true });
    },
  };
}

/** A row of the board: step number, code, feedback, and extras. */
function rowView(
  /** @type {import('./games.js').Variant} */ variant,
  /** @type {number} */ n,
  /** @type {string} */ guess,
  /** @type {string} */ feedback,
  /** @type {any[]} */ ...extra
) {
  return h(
    'li',
    { class: 'row' },
    h('span', { class: 'step' }, String(n)),
    codeView(variant, guess),
    feedbackView(variant, feedback),
    ...extra,
  );
}

/**
 * Reads a history from a link against a variant: every guess allowed and every label a feedback.
 * @returns {{ history: History, problem: string|null }}
 */
function readHistory(/** @type {import('./games.js').Variant} */ variant, /** @type {History} */ raw) {
  /** @type {History} */
  const history = [];
  for (const [i, st] of raw.entries()) {
    const guess = normalizeCode(variant, st.guess);
    const why = guessProblem(variant, guess);
    const feedback = normalizeLabel(variant, st.feedback);
    if (why || feedback === null)
      return {
        history,
        problem: `Step ${i + 1} of the link cannot be read: ${why ?? `"${st.feedback}" is not a feedback of ${variant.title}.`}`,
      };
    if (i > 0 && history[i - 1]?.feedback === winLabel(variant))
      return { history, problem: `Step ${i + 1} of the link comes after the secret was found.` };
    history.push({ guess, feedback });
  }
  if (history.length > variant.maxGuesses)
    return {
      history: history.slice(0, variant.maxGuesses),
      problem: `The link has more guesses than the board allows (${variant.maxGuesses}).`,
    };
  return { history, problem: null };
}

/** The lead sentence on how to enter a guess. */
function howToGuess(/** @type {import('./games.js').Variant} */ variant) {
  return feedbackStyle(variant) === 'LGE'
    ? 'Click a point of the grid (or type its two coordinates), then press Guess or Enter. L: the secret is at or below-left of your guess in both coordinates; G: at or above-right; neither: beside it. '
    : isWordGame(variant)
      ? `Type a word of ${variant.pegs} letters from the game's list (or click the letters), then press Guess or Enter. `
      : `Click the ${usesColours(variant) ? 'colours' : 'digits'} (or type them) to build a guess, then press Guess or Enter. `;
}

/**
 * The player's side of a game against a codemaker (codebreaker and adversary modes): rows,
 * the guess input, Hint, the end of the game with a review.
 * @param {HTMLElement} board @param {Env} env
 * @param {{ history: History, secret?: string | undefined }} init
 * @param {{ mode: 'codebreaker'|'adversary', lead: any[], answer: (guess: string) => string, left: () => number, secret: () => string|undefined, reveal: (won: boolean) => any[] }} rules
 */
function guesserGame(board, env, init, rules) {
  const variant = env.variant;
  /** @type {History} */
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
  const hintBtn = h('button', { type: 'button', id: 'hint', onclick: () => hint() }, 'Hint');
  const giveUp = h(
    'button',
    { type: 'button', onclick: () => finish(false, true) },
    rules.mode === 'adversary' ? 'Give up' : 'Show the secret',
  );
  const actions = h('div', { class: 'actions' }, hintBtn, giveUp);
  if (!env.strategy()) hintBtn.hidden = true;

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
      status.textContent = `${plural(left, 'guess', 'guesses')} left on the board.${rules.mode === 'adversary' ? ` ${plural(rules.left(), 'secret')} still ${rules.left() === 1 ? 'fits' : 'fit'} every answer.` : ''}`;
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
  const hint = async () => {
    hintBtn.setAttribute('aria-busy', 'true');
    try {
      const answer = await api.next(variant.id, env.strategy(), history);
      if (answer.guess === null || over) return;
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
    } catch (err) {
      replace(hintBox, notice('error', errorText(err)));
    } finally {
      hintBtn.removeAttribute('aria-busy');
    }
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
  return { history, finished: () => over };
}

/**
 * Codebreaker mode: a hidden random secret (drawn among the secrets a shared history allows);
 * feedback is scored in the page; Hint asks the strategy.
 * @param {HTMLElement} board @param {Env} env @param {{ history: History, secret?: string | undefined }} init
 * @returns {Game}
 */
function codebreakerGame(board, env, init) {
  const variant = env.variant;
  const read = readHistory(variant, init.history);
  const { step, secrets } = firstContradiction(variant, read.history);
  const history = step === 0 ? read.history : [];
  const left = step === 0 ? secrets : allSecrets(variant);
  // The secret stays the same when Back or a link shows an earlier point of this very game.
  const secret = init.secret !== undefined && left.includes(init.secret) ? init.secret : randomSecret(variant, left);
  guesserGame(
    board,
    env,
    { history },
    {
      mode: 'codebreaker',
      lead: [`The page has picked a secret of ${variant.title}. `],
      answer: (guess) => score(variant, guess, secret),
      left: () => 0,
      secret: () => secret,
      reveal: (won) => (won ? [] : ['The secret was ', codeView(variant, secret), '. ']),
    },
  );
  linkProblem(board, read.problem ?? (step > 0 ? `${contradictionMessage(variant, read.history, step)} A new game starts.` : null));
  return { secret };
}

/**
 * Adversary mode: the codemaker never commits to a secret and answers each guess with the
 * feedback that keeps the most secrets possible (the Tsinghua Bulls-and-Cows paper's rule 3).
 * A guess wins only when it is the one secret left: the worst case, played out.
 * @param {HTMLElement} board @param {Env} env @param {{ history: History }} init
 * @returns {Game}
 */
function adversaryGame(board, env, init) {
  const variant = env.variant;
  const read = readHistory(variant, init.history);
  const { step } = firstContradiction(variant, read.history);
  let left = allSecrets(variant);
  const strategies = (variant.strategies ?? []).filter((s) => s.max !== undefined);
  const bestMax = Math.min(...strategies.map((s) => s.max ?? Infinity));
  const best = strategies.find((s) => s.max === bestMax);
  const guarantee = best
    ? ` ${best.id} never needs more than ${plural(bestMax, 'guess', 'guesses')}, whatever the answers: the most this codemaker can make it take.`
    : '';
  guesserGame(
    board,
    env,
    { history: step === 0 ? read.history : [] },
    {
      mode: 'adversary',
      lead: [
        'This codemaker cheats within the rules: it never picks a secret, and answers each guess so that as many secrets as possible still fit every answer ',
        '(rule 3 of the Tsinghua Bulls-and-Cows paper). Your guess wins only when it is the one secret left, so this is the worst case, played out.',
        guarantee,
        ' ',
      ],
      answer: (guess) => {
        const a = adversaryAnswer(variant, guess, left);
        left = a.secrets;
        return a.feedback;
      },
      left: () => left.length,
      secret: () => undefined,
      reveal: (won) =>
        won
          ? ['Only that secret was left: you forced the codemaker to give in.', ' ']
          : left.length === 1
            ? ['The codemaker never chose, but only ', codeView(variant, /** @type {string} */ (left[0])), ' still fits every answer. ']
            : [
                `The codemaker never chose: ${plural(left.length, 'secret')} still fit every answer, for example `,
                codeView(variant, /** @type {string} */ (left[0])),
                '. ',
              ],
    },
  );
  linkProblem(board, read.problem ?? (step > 0 ? `${contradictionMessage(variant, read.history, step)} A new game starts.` : null));
  return {};
}

/** Shows why a shared link's history was not (fully) used, above the board. */
function linkProblem(/** @type {HTMLElement} */ board, /** @type {string|null} */ text) {
  if (text) board.prepend(notice('error', text));
}

/**
 * A feedback picker: every label the guess can get on this board, those no remaining secret can
 * give disabled. Enter in it submits the form it is in.
 * @param {import('./games.js').Variant} variant @param {string} id @param {string} label
 */
function feedbackPicker(variant, id, label) {
  const sel = /** @type {HTMLSelectElement} */ (h('select', { id, 'aria-label': label }));
  /** @type {Map<string, string[]>} labels of a guess over every secret, remembered per guess */
  const labelsOf = new Map();
  const all = allSecrets(variant);
  return {
    el: sel,
    /**
     * Lists the labels of `guess`, disabling those no secret of `left` gives; keeps `value`.
     * @param {string|null} guess @param {string[]} left @param {string} value @param {boolean} [placeholder]
     */
    set(guess, left, value, placeholder = false) {
      if (guess === null) {
        replace(sel, h('option', { value: '' }, 'type a guess first'));
        return;
      }
      let labels = labelsOf.get(guess);
      if (!labels) labelsOf.set(guess, (labels = possibleLabels(variant, guess, all)));
      const possible = new Set(left.length ? possibleLabels(variant, guess, left) : labels);
      replace(
        sel,
        placeholder ? h('option', { value: '' }, 'pick the feedback') : null,
        ...labels.map((l) =>
          h(
            'option',
            { value: l, disabled: !possible.has(l) },
            `${l} — ${describeLabel(variant, l)}${possible.has(l) ? '' : ' (no secret left gives this)'}`,
          ),
        ),
      );
      sel.value = labels.includes(value) ? value : placeholder ? '' : (labels.find((l) => possible.has(l)) ?? '');
    },
  };
}

/**
 * Challenge mode (the Tsinghua Bulls-and-Cows paper's Challenge): the person and the computer
 * each hold a secret and guess in turns, the person first; the first to find the other's secret
 * wins, and finding both in the same round is a draw. The person answers the computer's guesses;
 * only answers some secret could give are offered, so the computer's guesses stay meaningful.
 * @param {HTMLElement} board @param {Env} env @param {{ history: History, replies: History, secret?: string | undefined }} init
 * @returns {Game}
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
  /** @type {History} */
  const history = ok ? read.history : [];
  /** @type {History} */
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
        notice(
          'error',
          errorText(err),
          ' ',
          canRetry(err) ? h('button', { type: 'button', class: 'linklike', onclick: () => computerTurn(true) }, 'Try again') : '',
        ),
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

/**
 * Assistant mode: the strategy proposes, the person reports the feedback from their physical
 * board. Every answer is checked in the page first: feedbacks no remaining secret can give are
 * disabled, every row stays editable in place (the focus stays where it is), and a contradiction
 * names the first step that contradicts the ones before it, with the single corrections that fit.
 * @param {HTMLElement} board @param {Env} env @param {{ history: History }} init
 * @returns {Game}
 */
function assistantGame(board, env, init) {
  const variant = env.variant;
  const all = allSecrets(variant);
  const read = readHistory(variant, init.history);
  /** @type {History} */
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
  let asked = 0;
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
      asked++;
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
      asked++;
      const again = h('button', { type: 'button', class: 'linklike', id: 'assist-again', onclick: env.newGame }, 'Start another game');
      replace(end, notice('ok', `Solved in ${plural(history.length, 'guess', 'guesses')}. `, again));
      if (focusPicker) again.focus();
      focusPicker = false;
      return;
    }
    if (history.length >= variant.maxGuesses) {
      pending.hidden = true;
      asked++;
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
  const ask = async () => {
    const ticket = ++asked;
    pending.setAttribute('aria-busy', 'true');
    replace(suggestion, h('span', { class: 'muted' }, `Guess ${history.length + 1}: asking ${env.strategy() || 'the server'}…`));
    if (!env.strategy()) {
      replace(
        suggestion,
        h('span', {}, `Guess ${history.length + 1}: this server has no strategy for this board; type the guess you played.`),
      );
      suggested = '';
      picker.set(typedGuess(), left, '', true);
      pending.removeAttribute('aria-busy');
      return;
    }
    let answer;
    try {
      answer = await api.next(variant.id, env.strategy(), history);
    } catch (err) {
      if (ticket !== asked) return;
      pending.removeAttribute('aria-busy');
      replace(
        suggestion,
        notice(
          'error',
          errorText(err),
          ' ',
          canRetry(err) ? h('button', { type: 'button', class: 'linklike', onclick: () => ask() }, 'Try again') : '',
        ),
      );
      return;
    }
    if (ticket !== asked) return;
    pending.removeAttribute('aria-busy');
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
  };

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
