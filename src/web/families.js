// @ts-check
// The page's registration of the game families it has pages of their own for: each family's page
// parts (its views at their own addresses, the modes of its boards, how its boards' ids read and
// how their rules are made, its ways in on the landing). The generic modules (app.js, play.js,
// landing.js, explore.js) ask this list and never name a family; a family's parts live in the folder
// named after it (wordle/, nerdle/, quordle/). The only other place a family is named is its own folder.

import { tileBoardId, tileFamily } from './board-id.js';
import { readWordlePath, wordleAddressOfPlay, wordlePath, wordlePathOfMode } from './wordle/address.js';
import { DEFAULT_WORDLE, wordleListsName, wordleName } from './wordle/board-id.js';
import { WORDLE_MAX_GUESSES } from '/lib/core/games/wordle/grammar.js';
import { faceOf } from './tiles/face.js';
import { WORDLE_FACE } from './wordle/face.js';
import { HIGH_CONTRAST } from './wordle/contrast.js';
import { WORDLE_LANDING } from './wordle/landing.js';
import { addWordleRules, wordleGameOfLists } from './wordle/load.js';
import { WORDLE_MODES } from './wordle/modes/index.js';
import { tileRow } from './tiles/tiles.js';
import { renderWordle } from './wordle/view.js';
import { nerdleName } from './nerdle/board-id.js';
import { nerdleFace } from './nerdle/face.js';
import { nerdleLanding } from './nerdle/landing.js';
import { addNerdleRules } from './nerdle/load.js';
import { readQuordlePath } from './quordle/address.js';
import { quordleLanding } from './quordle/landing.js';
import { renderQuordle } from './quordle/view.js';

/** The games played on the tile board's view (Wordle's, which Nerdle's boards share), the first the view's default. @type {import('./family.js').TileGame[]} */
export const TILE_GAMES = [
  { family: 'wordle', title: 'Wordle', name: wordleName, face: () => WORDLE_FACE, rulesFromLists: addWordleRules },
  { family: 'nerdle', title: 'Nerdle', name: nerdleName, face: (variant) => nerdleFace(variant.symbols), rulesFromSpec: addNerdleRules },
];

/** The families whose boards' addresses the tile board's view reads (`/wordle-hard/assist`, `/nerdle`). */
const TILE_PREFIXES = TILE_GAMES.map((g) => g.family);

/** The game each board of a game of several boards at once plays: Wordle's, on the lists its description names. @type {import('./family.js').BoardsGame} */
const BOARDS_GAME = { title: 'Wordle', face: WORDLE_FACE, gameOfLists: wordleGameOfLists, contrast: HIGH_CONTRAST };

/** The tile board's parts the generic sections use: its modes (Play's picker), the address of a mode's view, and a game's row of coloured tiles (the explorer). */
export const TILE_BOARD = {
  modes: WORDLE_MODES,
  pathOfMode: wordlePathOfMode,
  faceOf: (/** @type {import('./games.js').Variant} */ variant) => faceOf(variant, TILE_GAMES),
  tileRow,
};

/**
 * The game of word lists that the board form of the sections offers ("Another board…"): its name
 * in the form, its editions (the latest first, the page's default) named by their lists and date,
 * and its classic number of guesses.
 */
export const LISTS_BOARD = {
  value: 'wordle',
  label: 'Wordle (the New York Times lists)',
  editions: [DEFAULT_WORDLE, 'wordle'],
  listsName: wordleListsName,
  maxGuesses: WORDLE_MAX_GUESSES,
};

/** The class the page's body takes while a view of `PAGE_VIEWS` is shown (the tile board's full-screen layout). */
export const PAGE_VIEW_CLASS = 'tiles-route';

/** The views at addresses of their own, in the order the page tries their paths. @type {import('./family.js').PageView[]} */
export const PAGE_VIEWS = [
  {
    name: 'quordle',
    read: readQuordlePath,
    render: (root) => renderQuordle(root, BOARDS_GAME),
    nav: () => 'quordle',
  },
  {
    name: 'wordle',
    read: (pathname) => readWordlePath(pathname, TILE_PREFIXES),
    render: (root, ctx) => renderWordle(root, ctx, TILE_GAMES),
    nav: (at) => tileFamily(at.board, TILE_GAMES) ?? 'wordle',
    fromPlay: (params) => wordleAddressOfPlay(params, (id) => tileBoardId(id, TILE_GAMES)),
  },
];

/** The families' ways in on the landing, in its order (before the other games of the catalogue). @type {import('./family.js').LandingGroup[]} */
export const LANDING_GROUPS = [WORDLE_LANDING, nerdleLanding(wordlePath), quordleLanding(BOARDS_GAME.title)];

/** The navigation's links to the families' pages, before the sections': each landing group's first way, by the group's name. */
export const NAV_LINKS = LANDING_GROUPS.map((g) => ({
  href: /** @type {import('./family.js').LandingWay} */ (g.ways[0])[0],
  label: g.label,
}));

/** The page's title at its landing, naming the game most visitors come for. */
export const HOME_TITLE = 'Codebreaker: Wordle, Mastermind and other code-breaking games';

/** What Codebreaker is, in two sentences (the landing's lead). */
export const LANDING_TEXT = [
  'Codebreaker plays code-breaking games (Wordle, Mastermind, Bulls and Cows and their relatives) with strategies worked out in advance as decision trees, each checked against every possible secret.',
  'Play a game against it, let it help you with a puzzle you are playing elsewhere, or see how its strategies decide.',
];
