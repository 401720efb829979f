// @ts-check
// What the modes of a tile board share (Wordle's and the other tile games'): the check of a guess (a word or an
// equation the game accepts, and in Wordle's hard mode the hints kept), a shared link's history
// read for the board, the hard-mode switch, and the end of a game (what happened, the review when
// it ended on the answer, New game).

import { h, replace, plural } from '../../dom.js';
import { guessProblem, isSecret, score, winLabel } from '../../games.js';
import { wordleListsName, wordleModeId } from '../board-id.js';
import { beyondVariant } from '../beyond.js';
import { faceOf } from '../../tiles/face.js';
import { wordleReviewView } from '../review.js';
import { readHistory } from '../../modes/link.js';

/**
 * Null when `guess` can be played after `history`, else a sentence saying why not: not a word
 * the game accepts, or, in hard mode, a hint of an earlier guess left out (the core's words).
 * @param {import('../../games.js').Variant} variant @param {import('../../modes/mode.js').History} history @param {string} guess
 */
export function wordleGuessProblem(variant, history, guess) {
  const why = guessProblem(variant, guess);
  if (why) return why;
  const rules = variant.rules;
  if (rules?.hard) {
    // The colours of the guess itself do not matter to its own check.
    const breach = rules.hardBreach([...history, { guess, feedback: 'B'.repeat(variant.pegs) }]);
    if (breach && breach.step === history.length + 1) return `${breach.message[0]?.toUpperCase()}${breach.message.slice(1)}.`;
  }
  return null;
}

/**
 * The history after `guess` is played against an answer the page knows, or null when the guess
 * cannot be played (its reason then said on the board): the step Play and Review both take. An
 * answer not in the board's list (an accepted word, today's answer new to the list) is scored on
 * the board's wider twin, where every accepted word is an answer.
 * @param {import('../../games.js').Variant} variant @param {import('../../modes/mode.js').History} history
 * @param {string} guess @param {string} answer @param {{ refuse: (text: string) => void }} board
 * @returns {import('../../modes/mode.js').History | null}
 */
export function playAgainst(variant, history, guess, answer, board) {
  const why = wordleGuessProblem(variant, history, guess);
  if (why) {
    board.refuse(why);
    return null;
  }
  const on = isSecret(variant, answer) ? variant : (beyondVariant(variant) ?? variant);
  return [...history, { guess, feedback: score(on, guess, answer) }];
}

/**
 * The line naming a Wordle board's lists, their date and their sizes, under each mode's lead:
 * "The New York Times lists of 2023: 3,158 answers, 14,855 accepted words."; on a board of equations its
 * equations, counted by the core: "17,723 equations of 8 symbols, each an answer and a guess."
 * @param {import('../../games.js').Variant} variant
 */
export function listsLine(variant) {
  const name = wordleListsName(variant.id);
  const rules = /** @type {import('../rules.js').WordleRules} */ (variant.rules);
  return h(
    'p',
    { class: 'muted', id: 'wordle-lists' },
    name === null
      ? `${plural(rules.answers.length, faceOf(variant).guess)} of ${variant.pegs} ${faceOf(variant).symbol}s, each an answer and a guess.`
      : `${name[0]?.toUpperCase()}${name.slice(1)}: ${plural(rules.answers.length, 'answer')}, ${plural(rules.guessCount, 'accepted word')}.`,
  );
}

/**
 * A shared link's history read for a Wordle board: every guess a word, every label colours, and
 * in hard mode every guess keeping the hints before it (else the steps before the first that
 * does not, and why).
 * @param {import('../../games.js').Variant} variant @param {import('../../modes/mode.js').History} raw
 */
export function readWordleHistory(variant, raw) {
  const read = readHistory(variant, raw);
  const breach = variant.rules?.hard ? variant.rules.hardBreach(read.history) : null;
  if (breach === null) return read;
  return { history: read.history.slice(0, breach.step - 1), problem: read.problem ?? `The link's ${breach.message}.` };
}

/**
 * The hard-mode switch of a game: the same game on the board of the other mode (`wordle`,
 * `wordle-hard`), refused with a sentence when hard mode would be switched on after a guess that
 * breaks it.
 * @param {import('../../modes/mode.js').Env} env
 * @param {() => import('../../modes/mode.js').History} history @param {() => Record<string, string>} link
 * @returns {((on: boolean) => string | null) | null}
 */
export function hardSwitch(env, history, link) {
  if (wordleModeId(env.variant.id, true) === null) return null;
  return (on) => {
    const id = /** @type {string} */ (wordleModeId(env.variant.id, on));
    const breach = on ? (env.variant.rules?.hardBreach(history()) ?? null) : null;
    if (breach) return `Hard mode cannot be switched on in this game: ${breach.message}.`;
    env.switchBoard(id, { history: history(), link: link() });
    return null;
  };
}

/** True when the last guess of a history found the answer. */
export function solved(
  /** @type {import('../../games.js').Variant} */ variant,
  /** @type {import('../../modes/mode.js').History} */ history,
) {
  return history.at(-1)?.feedback === winLabel(variant);
}

/**
 * Shows the end of a game: what happened, in `status` (the mode's line above the board) and over
 * the board when the person just played; New game (focused then); and the review of a game that
 * ended on the answer, or was lost with a known `answer`, in `reviewBox` (below the board), with a
 * button that brings it into view.
 * @param {{ status: HTMLElement, reviewBox: HTMLElement, env: import('../../modes/mode.js').Env, history: import('../../modes/mode.js').History, focus: boolean, answer?: string }} at
 * @param {'ok'|'info'} kind @param {any[]} said
 */
export function showEnd(at, kind, said) {
  const frame = /** @type {import('../frame.js').WordleFrame} */ (at.env.frame);
  const again = h('button', { type: 'button', class: 'primary', id: 'play-again', onclick: at.env.newGame }, 'New game');
  // The review grades games that end on the answer, and those lost whose answer the page knows.
  const review =
    solved(at.env.variant, at.history) || at.answer !== undefined ? wordleReviewView(at.env.variant, at.history, at.answer) : null;
  const see = review ? h('button', { type: 'button', onclick: () => frame.reveal(at.reviewBox) }, 'See the review') : null;
  const line = h('p', { class: `tiles-end tiles-end-${kind}`, role: 'status' }, ...said);
  replace(at.status, line, h('span', { class: 'actions' }, again, see));
  replace(at.reviewBox, review);
  // A lost game's answer stays over the board, as the New York Times leaves it.
  if (at.focus) frame.toast(line.textContent.trim(), kind === 'ok' ? undefined : Infinity);
  if (at.focus) again.focus();
}
