// @ts-check
// A tile board's rules in the page: the core's own game (src/core/games/, served compiled under
// /lib/core/), so that the page scores guesses, checks them and checks hard mode exactly as the
// server does, without a rule of its own. Wordle's is built from the lists GET /v1/variants/:variant
// gives; another game's from its spec alone (its folder's rules.js, made by the core). The core's
// module is passed in (wordle/load.js imports it in the browser; the tests pass the TypeScript
// source), which keeps this module importable anywhere.

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

/**
 * What every tile game's rules read off the core's game alone: its guesses, its answers, the
 * colours of a guess against an answer and the labels it takes. `id` names the board in errors.
 * @param {import('/lib/core/game.js').Game} game
 * @param {string} id
 */
export function gameRules(game, id) {
  /** The core's number of a guess, or -1 when it is not accepted. */
  const guessOf = (/** @type {string} */ word) => {
    const g = game.parseGuess(word);
    return typeof g === 'number' ? g : -1;
  };
  /** The core's number of an answer, or -1. */
  const answerOf = (/** @type {string} */ word) => {
    const g = guessOf(word);
    return g < 0 ? -1 : (game.guessSecret[g] ?? -1);
  };
  return {
    game,
    guessOf,
    guessCount: game.guessCount,
    isGuess: (/** @type {string} */ word) => guessOf(word) >= 0,
    isAnswer: (/** @type {string} */ word) => answerOf(word) >= 0,
    score(/** @type {string} */ guess, /** @type {string} */ answer) {
      const g = guessOf(guess);
      const s = answerOf(answer);
      if (g < 0 || s < 0) throw new Error(`${id}: "${guess}" against "${answer}" is not a guess against an answer`);
      return game.feedbackLabel(game.score(g, s));
    },
    normalizeLabel(/** @type {string} */ text) {
      const f = game.parseFeedback(text);
      return f >= 0 ? game.feedbackLabel(f) : null;
    },
  };
}
