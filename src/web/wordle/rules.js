// @ts-check
// A Wordle board's rules in the page: the core's own game (src/core/games/wordle/, served compiled
// under /lib/core/), built from the lists GET /v1/variants/:variant gives, so that the page scores
// guesses, checks them and checks hard mode exactly as the server does, without a rule of its own.
// The core's module is passed in (wordle/load.js imports it in the browser; the tests pass the
// TypeScript source), which keeps this module importable anywhere.

import { gameRules } from '../tiles/rules.js';
import { WORDLE_FACE } from './face.js';

/**
 * @typedef {{ list: string, count: number, sha256: string, entries: string[] }} WordList
 * @typedef {{ id: string, title: string, maxGuesses: number, answers: WordList, accepted: WordList, hard?: boolean, beyondId?: string | undefined }} WordleBoard
 * A board's `beyondId` is the id of its `-all` twin (every accepted word an answer) where that is
 * wider than its answers (the core's beyondListId), else absent.
 * @typedef {Array<{ guess: string, feedback: string }>} History
 */

/** What the page needs of a game played on tiles (games.js). @typedef {import('../games.js').TileRules} WordleRules */

/**
 * The rules of a Wordle board, from the core's module `games/wordle` and the board's lists.
 * @param {{ wordleSpec: (o: any) => any, createWordleGame: (spec: any) => any, hardModeBreach: (game: any, steps: any) => { step: number, message: string } | null }} core
 * @param {WordleBoard} board
 * @returns {WordleRules}
 */
export function wordleRules(core, board) {
  const hard = board.hard === true;
  const spec = core.wordleSpec({
    id: board.id,
    title: board.title,
    answers: board.answers,
    accepted: board.accepted,
    hard,
    maxGuesses: board.maxGuesses,
  });
  const game = core.createWordleGame(spec);
  /** @type {WordleRules | undefined} */
  let wider;
  const played = gameRules(game, board.id);
  return {
    ...played,
    family: 'wordle',
    face: WORDLE_FACE,
    hard,
    answers: [...board.answers.entries],
    guessProblem: (word) => (played.isGuess(word) ? null : `"${word}" is not a word this game accepts.`),
    beyondId: board.beyondId ?? null,
    beyond() {
      if (board.beyondId === undefined) throw new Error(`${board.id} has no board beyond its answers`);
      // The twin's answers are the accepted words, as the server's -all board (which holds the answers).
      wider ??= wordleRules(core, { ...board, id: board.beyondId, answers: board.accepted, beyondId: undefined });
      return wider;
    },
    hardBreach(history) {
      const steps = [];
      for (const st of history) {
        const guess = played.guessOf(st.guess);
        const feedback = game.parseFeedback(st.feedback);
        if (guess < 0 || feedback < 0) break;
        steps.push({ guess, feedback });
      }
      const breach = core.hardModeBreach(game, steps);
      return breach === null ? null : { step: breach.step + 1, message: breach.message };
    },
  };
}
