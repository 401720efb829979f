// @ts-check
// The rules of a board of several boards at once in the page: the core's own games (served
// compiled under /lib/core/, in the bundle): each board's game of words, made from the lists the
// server names, its twin whose answers are every accepted word, and the family's live game on them,
// which judges a history exactly as the server's `next` does (each board's words left, a board
// beyond its list, a contradiction named by step and board). The core's modules are passed in
// (quordle/load.js imports them in the browser, and the page's registration gives the game of each
// board), which keeps this module importable anywhere.

/**
 * @typedef {{ list: string, count: number, sha256: string, entries: string[] }} WordList
 * @typedef {{ guess: string, feedback: string }} Step a guess and each board's colours joined by /
 * @typedef {{ solved: boolean, remaining: number, beyondList: boolean }} BoardLeft
 * @typedef {{ ok: true, solved: boolean, boards: BoardLeft[] } | { ok: false, step: number, message: string }} Judged
 */

/**
 * What the page needs of a board of several at once.
 * @typedef {object} QuordleRules
 * @property {string} id the board's canonical id (`quordle`, `dordle-g8`)
 * @property {string} name the game's name (Dordle, Quordle, Octordle)
 * @property {number} boards how many boards are played at once
 * @property {number} maxGuesses the guesses allowed for all of them
 * @property {number} length the letters of a word
 * @property {string[]} answers the answers of each board (the list's, in order)
 * @property {(word: string) => string | null} guessProblem null for a word the game accepts as a guess, else why not
 * @property {(guess: string, answer: string) => string} colours the colours of a guess against an answer (BYBBG)
 * @property {(history: Step[]) => Judged} judge what a history leaves on each board, or the step that cannot be
 */

/**
 * The rules of the board `id` from the core's modules and the lists of its boards' game.
 * @param {{ gameOfLists: import('../family.js').BoardsGame['gameOfLists'],
 *   createQuordleGame: (board: any, game: any, all: any) => any, parseQuordleId: (id: string) => any, QUORDLE_GAMES: Record<string, { title: string }> }} core
 * @param {string} id @param {WordList} answers @param {WordList} accepted
 * @returns {QuordleRules}
 */
export function quordleRules(core, id, answers, accepted) {
  const board = core.parseQuordleId(id.toLowerCase());
  if (board === undefined || typeof board === 'string')
    throw new Error(`"${id}" is not a board of several at once${board ? `: ${board}` : ''}`);
  const game = core.gameOfLists(board.games[0], answers, accepted);
  // The twin of every accepted word an answer: a board whose colours fit no answer of the list goes on there.
  const all = core.gameOfLists(board.games[1], accepted, accepted);
  const live = core.createQuordleGame(board, game, all);
  /** The core's number of a guess, or -1 when the game does not accept the word. */
  const guessOf = (/** @type {string} */ word) => {
    const g = game.parseGuess(word);
    return typeof g === 'number' ? g : -1;
  };
  return {
    id: board.id,
    name: core.QUORDLE_GAMES[board.name]?.title ?? board.name,
    boards: board.boards,
    maxGuesses: board.maxGuesses,
    length: game.length,
    answers: [...answers.entries],
    guessProblem: (word) => (guessOf(word) >= 0 ? null : `"${word}" is not a word this game accepts.`),
    colours(guess, answer) {
      const g = guessOf(guess);
      const s = guessOf(answer);
      if (g < 0 || s < 0) throw new Error(`${board.id}: "${guess}" against "${answer}" is not a guess against a word`);
      return game.feedbackLabel(all.score(g, s));
    },
    judge(history) {
      const verdict = live.judge(history);
      if (verdict.kind === 'malformed' || verdict.kind === 'contradiction')
        return { ok: false, step: verdict.step, message: verdict.message };
      if (verdict.kind === 'board-full') return { ok: false, step: history.length, message: verdict.message };
      return {
        ok: true,
        solved: verdict.kind === 'solved',
        boards: verdict.boards.map((/** @type {{ solved: boolean, remaining: Int32Array, beyondList: boolean }} */ b) => ({
          solved: b.solved,
          remaining: b.remaining.length,
          beyondList: b.beyondList,
        })),
      };
    },
  };
}
