// @ts-check
// What every tile board's rules in the page read off the core's own game (src/core/games/, served
// compiled under /lib/core/): its guesses, its answers, the colours of a guess against an answer
// and the labels it takes, so that the page plays each game exactly as the server does. Each
// family's folder adds the rest (its lists, its hard mode, how its tiles read) in its rules.js.

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
