// @ts-check
// What the page's views share, as types only: app.js makes the context and every view (play.js,
// explore.js, compare.js, landing.js, section.js, tile-view.js) takes it. In a module of their own,
// so that the views name the type without importing app.js, which imports them.

/**
 * What every section shares: the catalogue, the boards opened so far, the current choice, and
 * the address.
 * @typedef {import('./board.js').BoardContext & {
 *   selection: { variant: string, strategy: string },
 *   setLocation: (section: string, params: Record<string, string|undefined>, push?: boolean) => void,
 *   go: (url: string, replace?: boolean) => void,
 * }} Context
 * @typedef {{ apply?: (params: URLSearchParams) => void }} View
 */

export {};
