// @ts-check
// A Wordle board's rules in the page: the core's own game (src/core/games/wordle.ts, served
// compiled under /lib/core/), built from the lists GET /v1/variants/:variant gives, so that the
// page scores guesses, checks words and hard mode exactly as the server does, without a rule of
// its own. The core's module is passed in (wordle/load.js imports it in the browser; the tests
// pass the TypeScript source), which keeps this module importable anywhere.

/**
 * @typedef {{ list: string, count: number, sha256: string, entries: string[] }} WordList
 * @typedef {{ id: string, title: string, maxGuesses: number, answers: WordList, accepted: WordList, hard?: boolean, beyondId?: string | undefined }} WordleBoard
 * A board's `beyondId` is the id of its `-all` twin (every accepted word an answer) where that is
 * wider than its answers (the core's beyondListId), else absent.
 * @typedef {Array<{ guess: string, feedback: string }>} History
 */

/**
 * What the page needs of a Wordle game. Words are lower case, labels a letter per place: G green,
 * Y yellow, B grey (`BYBBG`).
 * @typedef {object} WordleRules
 * @property {boolean} hard the board plays hard mode
 * @property {string[]} answers the answers (the secrets), sorted
 * @property {number} guessCount how many words are accepted as guesses (the answers included)
 * @property {(word: string) => boolean} isGuess true for a word accepted as a guess
 * @property {(word: string) => boolean} isAnswer true for an answer
 * @property {(guess: string, answer: string) => string} score the colours of a guess against an answer
 * @property {(text: string) => string | null} normalizeLabel a label as typed (any case, or the squares 🟩 🟨 ⬛ ⬜) in its canonical form, or null
 * @property {(history: History) => { step: number, message: string } | null} hardBreach the first step (1-based) that breaks hard mode, with the core's sentence, whatever the board's own mode
 * @property {string | null} beyondId the id of the board's wider twin (`wordle-all` for `wordle`), or null when it has none
 * @property {() => WordleRules} beyond the rules of that twin, where every accepted word is an answer (built when first asked; an error when there is none)
 */

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
  /** The core's number of a word, or -1 when it is not accepted. */
  const guessOf = (/** @type {string} */ word) => {
    const g = game.parseGuess(word);
    return typeof g === 'number' ? g : -1;
  };
  /** The core's number of an answer, or -1. */
  const answerOf = (/** @type {string} */ word) => {
    const g = guessOf(word);
    return g < 0 ? -1 : game.guessSecret[g];
  };
  return {
    hard,
    answers: [...board.answers.entries],
    guessCount: game.guessCount,
    isGuess: (word) => guessOf(word) >= 0,
    isAnswer: (word) => answerOf(word) >= 0,
    score(guess, answer) {
      const g = guessOf(guess);
      const s = answerOf(answer);
      if (g < 0 || s < 0) throw new Error(`${board.id}: "${guess}" against "${answer}" is not a guess against an answer`);
      return game.feedbackLabel(game.score(g, s));
    },
    normalizeLabel(text) {
      const f = game.parseFeedback(text);
      return f >= 0 ? game.feedbackLabel(f) : null;
    },
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
        const guess = guessOf(st.guess);
        const feedback = game.parseFeedback(st.feedback);
        if (guess < 0 || feedback < 0) break;
        steps.push({ guess, feedback });
      }
      const breach = core.hardModeBreach(game, steps);
      return breach === null ? null : { step: breach.step + 1, message: breach.message };
    },
  };
}
