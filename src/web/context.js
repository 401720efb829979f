// @ts-check
// What the page's views share, as types only: app.js makes the context and every view (play.js,
// explore.js, compare.js, landing.js, section.js, the families' views) takes it. In a module of their own,
// so that the views name the type without importing app.js, which imports them.

/**
 * What a board picker (board.js) needs: the catalogue, the boards opened so far, and a way to open one.
 * @typedef {{ variants: import('./games.js').Variant[], boards: Map<string, import('./games.js').Variant>,
 *   openBoard: (id: string) => Promise<{ ok: true, variant: import('./games.js').Variant } | { ok: false, message: string }>,
 *   onBoards: (listener: () => void) => void }} BoardContext
 */

/**
 * What every section shares: the catalogue, the boards opened so far, the current choice, and
 * the address.
 * @typedef {BoardContext & {
 *   selection: { variant: string, strategy: string },
 *   setLocation: (section: string, params: Record<string, string|undefined>, push?: boolean) => void,
 *   go: (url: string, replace?: boolean) => void,
 * }} Context
 * @typedef {{ apply?: (params: URLSearchParams) => void }} View
 */

export {};
