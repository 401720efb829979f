// @ts-check
// The addresses of a Quordle-family board's views: /quordle (play) and /quordle/assist, the same
// under /dordle, /octordle and any -g{N} of theirs, their state in the query (?seed=2024 or
// ?day=2025-07-08, and history=salet:BYBBG/BBBBB/GGGGG/BBBBY,...) so that a view can be bookmarked,
// shared and reloaded. Pure: the id is checked by the core's grammar where the page reads it.

/**
 * A view of a board of several at once: its id, the last segment of its address ('' for play), and
 * its name in the tabs and the title.
 * @typedef {{ id: 'play'|'assist', path: string, label: string, title: string }} QuordleView
 */

/** The views, in the tabs' order. @type {QuordleView[]} */
export const QUORDLE_VIEWS = [
  { id: 'play', path: '', label: 'Play', title: 'play' },
  { id: 'assist', path: 'assist', label: 'Assistant', title: 'assistant' },
];

/** The query parameters of a view's address, in the order they are written. */
const PARAMS = ['day', 'seed', 'history', 'strategy'];

/**
 * The board and view a path names (`/quordle`, `/octordle-g14/assist`), or null for a path that is
 * not one of these views; the id is only checked for its form here.
 * @param {string} pathname @returns {{ board: string, view: QuordleView } | null}
 */
export function readQuordlePath(pathname) {
  const m = /^\/((?:dordle|quordle|octordle)[a-z0-9-]*)(?:\/([a-z]+))?$/i.exec(pathname);
  if (!m) return null;
  const view = QUORDLE_VIEWS.find((v) => v.path === (m[2]?.toLowerCase() ?? ''));
  return view ? { board: /** @type {string} */ (m[1]).toLowerCase(), view } : null;
}

/**
 * The address of a view with its state: `quordlePath('quordle', 'assist', { history })`. Empty
 * values are left out; the parameters go in a fixed order, the characters of a history kept readable.
 * @param {string} board @param {QuordleView['id']} view @param {Record<string, string | undefined>} [params]
 */
export function quordlePath(board, view, params = {}) {
  const path = QUORDLE_VIEWS.find((v) => v.id === view)?.path ?? '';
  const query = PARAMS.filter((k) => params[k] !== undefined && params[k] !== '')
    .map(
      (k) =>
        `${k}=${encodeURIComponent(/** @type {string} */ (params[k]))
          .replace(/%3A/gi, ':')
          .replace(/%2C/gi, ',')
          .replace(/%2F/gi, '/')}`,
    )
    .join('&');
  return `/${board}${path ? `/${path}` : ''}${query ? `?${query}` : ''}`;
}
