// @ts-check
// What a tile board's view (view.js) gives the game of its mode (modes/*.js): types
// only, in a module of their own, so that the modes name them without importing the view that
// imports them (an arrow each way would make a circle of the page's modules).

/**
 * What a Wordle view gives the game of its mode: where the game's parts go, and its messages.
 * @typedef {object} WordleFrame
 * @property {(parts: FrameParts) => void} mount places a game's board and lines on the screen
 * @property {(text: string, ms?: number) => void} toast a message over the board (gone after `ms`; Infinity: it stays)
 * @property {(id: string) => string | null} boardName a tile board's short name, as its game writes it (null for another board)
 * @property {(text: string | null) => void} problem what a link could not give: said over the board, and kept below it
 * @property {(el: HTMLElement) => void} reveal scrolls a part below the board (the review) into view
 * @property {(game: FinishedGame) => void} finished a game of the play view has ended: counted in the
 *   statistics when it ended in the page (`counts`), which are then shown with its Share
 */

/**
 * @typedef {object} FinishedGame
 * @property {string} puzzle the puzzle's name in the statistics (`day:2025-07-08`, `seed:2024`): each counts once
 * @property {boolean} won the answer was found
 * @property {number} guesses the guesses played
 * @property {string} said what happened, in a sentence
 * @property {string} share the result to share (share.js)
 * @property {boolean} counts the game ended in the page now (not reopened finished from a link)
 * @property {boolean} today the game is today's puzzle
 */

/**
 * @typedef {object} FrameParts
 * @property {import('./board.js').WordleBoard} board the board: its grid and keyboard
 * @property {any[]} [top] the mode's line above the board (a suggestion, a field, the game's buttons)
 * @property {any[]} [under] the line between the board and the keyboard (the assistant's colours)
 * @property {any[]} [more] what follows below the keyboard (how to play, the lists, the review)
 * @property {((on: boolean) => string | null) | null} [onHard] the game's hard-mode switch (null: none)
 */

export {};
