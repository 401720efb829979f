// @ts-check
// A tile game, played: the page hides one of the answers, the person guesses on the board. The
// board's bare address is the puzzle of the day (the same answer for everyone that day, taken up
// again where the player left it); New game draws another puzzle, named by a seed. A link whose
// colours fit no answer of the list but some accepted words (a game of today's answer, new to the
// list) goes on with one of those words hidden, and says so. A game that ends is counted in the
// player's statistics and can be shared, as squares.

import { BEYOND_LIST_NOTE } from '/lib/core/variants/parse.js';
import { h, replace, notice, plural } from '../../dom.js';
import { wordleModeId } from '../board-id.js';
import { contradictionMessage, score } from '../../games.js';
import { historyText } from '../../state.js';
import { beyondVariant, wordsLeft } from '../beyond.js';
import { wordleBoard } from '../board.js';
import { faceOf } from '../../tiles/face.js';
import { HIGH_CONTRAST } from '../contrast.js';
import { dailyAnswer, dayNumber, dayOf, readDay } from '../../tiles/daily.js';
import { keepDay, keptDay } from '../kept.js';
import { answerOfSeed, readSeed, seedFor } from '../../tiles/seed.js';
import { shareText } from '../share.js';
import { announceText } from '../../tiles/tiles.js';
import { hintButton } from '../../modes/next-guess.js';
import { hardSwitch, readWordleHistory, showEnd, solved, playAgainst, listsLine } from './game.js';

/**
 * A tile board's own game (Wordle's, or another tile game's): the answer is the day's (`day=2025-07-08`, or the
 * bare address: today), or one drawn by a seed (`seed=2024`), kept in the address (the same link is
 * the same puzzle), and scored in the page by the core's game, so the answer never leaves the browser.
 * @type {import('../../modes/mode.js').Mode}
 */
export const wordlePlayMode = {
  id: 'codebreaker',
  label: 'I guess, the page hides an answer',
  params: ['seed', 'day'],
  start: wordlePlayGame,
};

/**
 * Starts a Wordle game in the view's frame (`env.frame`).
 * @param {HTMLElement} _more @param {import('../../modes/mode.js').Env} env @param {import('../../modes/mode.js').Init} init
 * @returns {import('../../modes/mode.js').Game}
 */
function wordlePlayGame(_more, env, init) {
  const variant = env.variant;
  const answers = /** @type {import('../rules.js').WordleRules} */ (variant.rules).answers;
  /** The board's id without hard mode: today's game is kept under it, so that switching mode keeps it. */
  const easyId = wordleModeId(variant.id, false) ?? variant.id;
  const today = dayOf(new Date());
  let seed = readSeed(init.link.seed);
  let day = seed === null ? readDay(init.link.day) : null;
  // A day to come has no puzzle yet (the dates as written compare as strings).
  const early = day !== null && day > today;
  if (early) day = today;
  // The bare address: today's puzzle, where the player left it today.
  if (seed === null && day === null && init.history.length === 0) day = today;
  const read = readWordleHistory(variant, day === today && (init.history.length === 0 || early) ? keptDay(easyId, today) : init.history);
  let problem = early ? "That day's puzzle is not out yet: here is today's." : read.problem;
  /** @type {import('../../modes/mode.js').History} */
  let history = [];
  // What the link's colours leave: answers of the list, or only accepted words (`beyond`).
  const fit = wordsLeft(variant, read.history);
  /** The board the answer is one of: this one, or beyond its list its twin, whose answers are every accepted word. */
  let on = variant;
  /** The answers of a board. */
  const answersOf = (/** @type {import('../../games.js').Variant} */ v) =>
    /** @type {import('../rules.js').WordleRules} */ (v.rules).answers;
  if (day !== null) {
    // The puzzle of a day: one of the list's answers, the guesses scored again against it.
    const of = dailyAnswer(day, answers);
    if (read.history.every((st) => score(variant, st.guess, of) === st.feedback)) history = read.history;
    else problem ??= "This link's colours are not those of its puzzle: the puzzle starts again.";
  } else if (seed !== null) {
    // A link to a puzzle: its guesses are scored again against the seed's answer (beyond the list
    // when its colours fit no answer of it, as the game the seed was drawn for).
    const twin = fit.beyond ? beyondVariant(variant) : null;
    const fits = (/** @type {import('../../games.js').Variant} */ v, /** @type {number} */ s) =>
      read.history.every((st) => score(v, st.guess, answerOfSeed(s, answersOf(v))) === st.feedback);
    if (fits(variant, seed)) history = read.history;
    else if (twin !== null && fits(twin, seed)) {
      history = read.history;
      on = twin;
    } else problem ??= "This link's colours are not those of its puzzle: the puzzle starts again.";
  } else {
    // A link without its puzzle: an answer its colours allow, beyond the list if none of its answers does.
    if (fit.step === 0) history = read.history;
    else problem ??= `${contradictionMessage(variant, read.history, fit.step)} A new game starts.`;
    if (fit.step === 0 && fit.beyond) on = fit.on;
    seed = seedFor(answersOf(on), fit.step === 0 ? fit.left : answers);
  }
  const beyond = on !== variant;
  const answer = day !== null ? dailyAnswer(day, answers) : answerOfSeed(/** @type {number} */ (seed), answersOf(on));
  /** The puzzle as the address names it: today's bare address stays bare until a guess is played. */
  const link = () =>
    day === null ? { seed: String(seed) } : history.length > 0 || day !== today ? { day } : /** @type {Record<string, string>} */ ({});
  /** The puzzle as the statistics name it: each is counted once. */
  const puzzle = day !== null ? `day:${day}` : `seed${beyond ? '-all' : ''}:${seed}`;
  let over = false;

  const frame = /** @type {import('../frame.js').WordleFrame} */ (env.frame);
  const face = faceOf(variant);
  const status = h('div', { class: 'tiles-status' });
  const hintBox = h('div', { class: 'hint', 'aria-live': 'polite' });
  const reviewBox = h('div', { class: 'wordle-review-box' });
  const wordle = wordleBoard(variant, { onEnter: (guess) => play(guess), say: frame.toast });
  const hintBtn = hintButton({
    env,
    history: () => history,
    over: () => over,
    box: hintBox,
    say: (text) => frame.toast(text),
    show: (next) => {
      wordle.suggest(next.guess);
      // Enter plays it: the focus goes to the on-screen Enter key.
      wordle.focusEnter();
      const sentence = `${env.strategy()} plays ${next.guess.toUpperCase()} as guess ${next.step} (now in the row: Enter plays it, a ${face.symbol} typed replaces it). ${plural(next.remaining, next.beyondList === true ? 'accepted word' : 'answer')} ${next.remaining === 1 ? 'is' : 'are'} still possible.`;
      frame.toast(sentence, 5000);
      replace(hintBox, notice('info', sentence));
    },
  });
  const giveUp = h('button', { type: 'button', id: 'give-up', onclick: () => finish(true) }, 'Show the answer');
  const actions = h('div', { class: 'actions' }, hintBtn, giveUp);

  const play = (/** @type {string} */ guess) => {
    if (over) return;
    const next = playAgainst(variant, history, guess, answer, wordle);
    if (!next) return;
    history = next;
    const { feedback } = next[next.length - 1];
    wordle.setHistory(history);
    replace(hintBox);
    env.onMove({ history: historyText(history), ...link() });
    if (day === today) keepDay(easyId, today, history);
    const left = variant.maxGuesses - history.length;
    wordle.announce(
      announceText(history.length, guess, feedback, solved(variant, history) ? 'Solved.' : `${plural(left, 'guess', 'guesses')} left.`),
    );
    if (solved(variant, history) || left === 0) finish(true);
  };
  const finish = (/** @type {boolean} */ focus) => {
    over = true;
    wordle.lock();
    actions.hidden = true;
    replace(hintBox);
    const won = solved(variant, history);
    const said = won ? `Solved in ${plural(history.length, 'guess', 'guesses')}.` : `The answer was ${answer.toUpperCase()}.`;
    // Once the last row has been revealed: what happened, then the statistics and Share.
    wordle.afterReveal(() => {
      showEnd(
        { status, reviewBox, env, history, focus, answer },
        won ? 'ok' : 'info',
        won ? [`${said} `] : [`The answer was `, h('strong', { class: 'wordle-answer' }, answer.toUpperCase()), '. '],
      );
      frame.finished({
        puzzle,
        won,
        guesses: history.length,
        said,
        share: shareText({
          title: `Codebreaker ${frame.boardName(easyId) ?? variant.title}`,
          number: day !== null ? dayNumber(day) : null,
          history,
          maxGuesses: variant.maxGuesses,
          won,
          hard: variant.rules?.hard === true,
          contrast: HIGH_CONTRAST.on(),
        }),
        counts: focus,
        today: day === today,
      });
    });
  };
  frame.mount({
    board: wordle,
    top: [actions, status],
    more: [
      h(
        'p',
        { class: 'lead' },
        beyond
          ? `The page has picked one of the ${answersOf(on).length.toLocaleString('en-US')} words ${variant.title} accepts: this link's colours fit none of its answers. `
          : `The page has picked one of the ${answers.length.toLocaleString('en-US')} answers of ${variant.title}. `,
        `Type ${face.aGuess} of ${variant.pegs} ${face.symbol}s${face.rule ? ` (${face.rule})` : ''}, or use the keys, and press Enter. ${face.colours} `,
        `You have ${plural(variant.maxGuesses, 'guess', 'guesses')}.`,
      ),
      listsLine(variant),
      beyond ? notice('info', BEYOND_LIST_NOTE) : null,
      hintBox,
      reviewBox,
    ],
    onHard: hardSwitch(env, () => history, link),
  });
  if (beyond) frame.toast(BEYOND_LIST_NOTE, 5000);
  wordle.setHistory(history);
  if (solved(variant, history) || history.length >= variant.maxGuesses) finish(false);
  frame.problem(problem);
  return { link: link(), secret: answer, history };
}
