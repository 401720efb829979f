// @ts-check
// What a mode of the Play section is, and what Play gives it. A mode draws its game on the board
// element, writes each move into the address through `onMove`, and returns the game it started.

/**
 * @typedef {Array<{guess: string, feedback: string}>} History
 * A game's steps, as the address writes them: 1122:1B0W,3456:0B2W.
 */

/**
 * @typedef {object} Env What Play gives a game.
 * @property {import('../games.js').Variant} variant the board
 * @property {() => string} strategy the strategy picked now (it may change during the game)
 * @property {(params: Record<string, string>) => void} onMove writes a move into the address, as a step of Back
 * @property {() => void} newGame starts a new game of the same mode
 * @property {(id: string, keep: { history: History, link: Record<string, string> }) => void} switchBoard
 *   goes on with the same game on another board (a tile board's hard-mode switch): the board is opened, and
 *   a game of the same mode starts there from `keep`
 * @property {unknown} [frame] where a tile game's parts go (a tile board's view gives it to its mode, which reads it by the view's own type)
 */

/**
 * @typedef {object} Init Where a game starts.
 * @property {History} history the person's guesses, from a link or Back (not yet checked)
 * @property {History} replies the computer's guesses at the person's secret (modes that keep them)
 * @property {string} [secret] the hidden secret of the game shown before, when this is the same game (Back)
 * @property {Record<string, string>} link the address's parameters the mode keeps (its `params`), as they are there
 */

/**
 * @typedef {object} Game A game started by a mode.
 * @property {string} [secret] its hidden secret, kept when Back shows an earlier point of the game
 * @property {() => void} [strategyChanged] called when the person picks another strategy mid-game
 * @property {Record<string, string>} [link] the parameters the address keeps for this game (its `params`: a tile game's seed)
 * @property {History} [history] the history the game shows, when it is not the link's (a puzzle of the day taken up again)
 */

/**
 * @typedef {object} Mode A mode of the Play section.
 * @property {string} id its name in the address (mode=assistant)
 * @property {string} label its text in the Mode picker
 * @property {boolean} [replies] the address keeps the computer's guesses too, as `replies` (Challenge)
 * @property {string[]} [params] other parameters of the address the mode keeps (a tile board's play keeps `seed`, which fixes its answer)
 * @property {(board: HTMLElement, env: Env, init: Init) => Game} start draws a game on `board`
 */

export {};
