// @ts-check
// What the page's registration of game families (families.js) lists of each family: types only, in
// a module of their own, so that the generic modules and the families' own name them without
// importing the registration that imports the families (an arrow each way would make a circle).

/**
 * A game played on the tile board's view at its own page (its boards' ids read by the core's grammar).
 * @typedef {object} TileGame
 * @property {string} family the family of its boards, as the core's grammar names it
 * @property {string} title its name, for a board of the family that the page cannot read
 * @property {(id: string) => string | null} name a board's short name, for its page's heading (null for another board)
 * @property {(variant: import('./games.js').Variant) => import('./tiles/face.js').Face} face how a board of the game reads before its rules are made (they carry the same)
 * @property {(variant: import('./games.js').Variant) => boolean} [rulesFromSpec] puts the board's rules on it from its id alone (no list); true when it did
 * @property {(variant: import('./games.js').Variant, detail: { answers?: import('./games.js').WordList & { entries: string[] }, accepted?: import('./games.js').WordList & { entries: string[] }, hard?: boolean }) => boolean} [rulesFromLists]
 *   puts the board's rules on it from its two lists, loaded; true when it did
 */

/**
 * The game each board of a game of several boards at once plays, as the page's registration gives
 * it to that game's view: its name (as "four <name> boards at once" says it), how its tiles read,
 * the core's game of a board from its lists, and the tile boards' high-contrast choice.
 * @typedef {object} BoardsGame
 * @property {string} title the game's name
 * @property {import('./tiles/face.js').Face} face how its tiles read: its words for a guess and its places, its keyboard
 * @property {(id: string, answers: import('./games.js').WordList & { entries: string[] }, accepted: import('./games.js').WordList & { entries: string[] }) => any} gameOfLists
 *   the core's game of the board `id` whose answers and accepted words are these lists (easy mode)
 * @property {import('./tiles/contrast.js').HighContrast} contrast the high-contrast choice every tile board's view shares
 */

/**
 * A view of the page at addresses of its own (not a section of the hash): it reads its paths, draws
 * itself once, and shows what each address names.
 * @typedef {object} PageView
 * @property {string} name the view's name: its section is `section-<name>`
 * @property {(pathname: string) => object | null} read what a path names in this view, or null for a path of another
 * @property {(root: HTMLElement, ctx: import('./context.js').Context) => { apply: (at: any, query: URLSearchParams) => unknown }} render draws the view into `root`
 * @property {(at: any) => string} nav the name of the navigation's link of what `at` shows (a family)
 * @property {(params: URLSearchParams) => string | null} [fromPlay] the address an older link of the Play section means in this view, or null
 */

/**
 * A way in on the landing: its address, its link's text, a line saying what is there, and whether
 * it is the landing's first way (drawn larger).
 * @typedef {[href: string, name: string, what: string, primary?: boolean]} LandingWay
 */

/**
 * A family's group of ways in on the landing: under a heading of its name (or only named, for the
 * first and largest), its ways.
 * @typedef {{ label: string, heading: boolean, ways: LandingWay[] }} LandingGroup
 */

export {};
