// @ts-check
// The addresses of a tile board's views (Wordle's, and the other tile games' boards): /wordle-nyt2023
// (play), /wordle-nyt2023/assist and /wordle-nyt2023/review,
// their state in the query (?history=salet:BYBBG,...&seed=2024), so that a view can be bookmarked,
// shared and reloaded; and the older #play addresses read as these. Pure: the board id is checked
// by the core's grammar where the page reads it (board-id.js).

import { parseHistoryText } from '../state.js';

/**
 * A view of a tile board: its id, the last segment of its address ('' for play), the mode of
 * Play it shows (modes/index.js), and its name in the tabs and the title.
 * @typedef {{ id: 'play'|'assist'|'review', path: string, mode: string, label: string, title: string }} WordleView
 */

/** The views of a tile board, in the tabs' order. @type {WordleView[]} */
export const WORDLE_VIEWS = [
  { id: 'play', path: '', mode: 'codebreaker', label: 'Play', title: 'play' },
  { id: 'assist', path: 'assist', mode: 'assistant', label: 'Assistant', title: 'assistant' },
  { id: 'review', path: 'review', mode: 'review', label: 'Review', title: 'review' },
];

/** The query parameters of a view's address, in the order they are written. */
const PARAMS = ['day', 'seed', 'history', 'strategy'];

/**
 * The board and view an address's path names (`/wordle-hard/assist`, `/wordle/review`), or null for
 * a path that is not a tile board's view. The id is only checked for its form here: a segment
 * starting with one of `prefixes`, the families of the tile games the view plays (the page's
 * registration names them; Wordle's alone when none are given).
 * @param {string} pathname @param {readonly string[]} [prefixes]
 * @returns {{ board: string, view: WordleView } | null}
 */
export function readWordlePath(pathname, prefixes = ['wordle']) {
  const m = /^\/([a-z][a-z0-9-]*)(?:\/([a-z]+))?$/i.exec(pathname);
  if (!m) return null;
  const board = /** @type {string} */ (m[1]).toLowerCase();
  if (!prefixes.some((p) => board.startsWith(p))) return null;
  const view = WORDLE_VIEWS.find((v) => v.path === (m[2]?.toLowerCase() ?? ''));
  return view ? { board, view } : null;
}

/** Encodes a value, keeping the characters histories are made of (: , -) readable. */
function encode(/** @type {string} */ value) {
  return encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%2C/gi, ',');
}

/**
 * The address of a view of a board, with its state: `wordlePath('wordle', 'assist', { history })`
 * is /wordle/assist?history=salet:BYBBG. Empty values are left out; the parameters go in a fixed order.
 * @param {string} board @param {WordleView['id']} view @param {Record<string, string | undefined>} [params]
 */
export function wordlePath(board, view, params = {}) {
  const path = WORDLE_VIEWS.find((v) => v.id === view)?.path ?? '';
  const keys = [...PARAMS, ...Object.keys(params).filter((k) => !PARAMS.includes(k))];
  const query = keys
    .filter((k) => params[k] !== undefined && params[k] !== '')
    .map((k) => `${k}=${encode(/** @type {string} */ (params[k]))}`)
    .join('&');
  return `/${board}${path ? `/${path}` : ''}${query ? `?${query}` : ''}`;
}

/**
 * The address an older link of the Play section means on a tile board's page
 * (`#play?variant=wordle&mode=assistant&history=...`, `#play?variant=wordle-hard`), or null when its
 * board is not a tile board (`tileId` says, by the core's grammar).
 * @param {URLSearchParams} params the Play section's parameters @param {(id: string) => string | null} tileId the canonical id of a tile board, else null
 */
export function wordleAddressOfPlay(params, tileId) {
  const variant = params.get('variant');
  const board = variant === null ? null : tileId(variant);
  if (board === null) return null;
  const view = WORDLE_VIEWS.find((v) => v.mode === params.get('mode')) ?? /** @type {WordleView} */ (WORDLE_VIEWS[0]);
  /** @type {Record<string, string | undefined>} */
  const keep = {};
  for (const k of PARAMS) keep[k] = params.get(k) ?? undefined;
  return wordlePath(board, view.id, keep);
}

/**
 * What a view's query holds: the history (null when it cannot be read), the seed, the day and the
 * strategy, as written.
 * @param {URLSearchParams} query
 */
export function readWordleQuery(query) {
  return {
    history: parseHistoryText(query.get('history')),
    seed: query.get('seed') ?? undefined,
    day: query.get('day') ?? undefined,
    strategy: query.get('strategy')?.toLowerCase() ?? undefined,
  };
}

/** The address of the view of a tile board that shows a mode of Play (`assistant`: its assist view; a mode it has not: play). */
export function wordlePathOfMode(/** @type {string} */ board, /** @type {string} */ mode) {
  return wordlePath(board, WORDLE_VIEWS.find((v) => v.mode === mode)?.id ?? 'play');
}
