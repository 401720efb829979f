// @ts-check
// The page a player of a tile game opens: one tile board's view (play, the assistant, the review)
// at its own address (/wordle-nyt2023, /wordle-nyt2023/assist, /wordle-nyt2023/review...;
// address.js),
// its state in the query so that Back, Forward, bookmarks and shared links all work. One screen,
// as the New York Times lays out its Wordle: a bar (the way home, the board's name, Settings),
// the views' tabs, the mode's line, the board's rows sized to the room left, messages over them,
// and the keyboard at the foot; what a player reads once (how to play, the lists, the review of a
// finished game) follows below. The view draws the game of its mode (modes/*.js) into this
// frame and writes each move into the address. The tile games the page registers (families.js)
// share it: what sets them apart (their keys and words) comes from the board's face (tiles/face.js), and
// their names from the games the view is given.

import { h, replace } from '../dom.js';
import { tileBoardId, tileBoardName, tileFamily } from '../board-id.js';
import { DEFAULT_WORDLE, wordleLists, wordleListsName, wordleModeId, wordleOnLists } from './board-id.js';
import { WORDLE_MODES } from './modes/index.js';
import { historyText } from '../state.js';
import { WORDLE_VIEWS, readWordleQuery, wordlePath } from './address.js';
import { faceOf } from '../tiles/face.js';
import { routeKeysToBoard } from '../tiles/keys.js';
import { settingsDialog } from '../tiles/settings.js';
import { HIGH_CONTRAST } from './contrast.js';
import { loadStats, recordGame, saveStats, statsKey } from './stats.js';
import { statsDialog } from './stats-dialog.js';
import { barButton, settingsIcon, statsIcon, tileScreen } from '../tiles/bar.js';

/** @typedef {import('./frame.js').WordleFrame} WordleFrame */

/** The lists and modes of Wordle's boards, as the Settings dialog offers them: the editions, the page's default first. @type {import('../tiles/settings.js').BoardLists} */
const WORDLE_LISTS = { editions: [DEFAULT_WORDLE, 'wordle'], listsOf: wordleLists, listsName: wordleListsName, modeId: wordleModeId };

/**
 * Renders the view of a tile board into `root`; `apply` shows the board and view an address names.
 * `games` are the tile games played on it (the first one names a board that is none of them).
 * @param {HTMLElement} root @param {import('../context.js').Context} ctx @param {readonly import('../family.js').TileGame[]} games
 */
export function renderWordle(root, ctx, games) {
  const settings = settingsDialog({
    contrast: HIGH_CONTRAST,
    lists: WORDLE_LISTS,
    onLists: (lists) => {
      settings.dialog.close();
      const id = wordleOnLists(variant?.id ?? lists, lists) ?? lists;
      ctx.go(wordlePath(id, view.id));
    },
    onStrategy: () => {
      // The game goes on: hints, suggestions and the review use the new strategy.
      game?.strategyChanged?.();
      const query = new URLSearchParams(location.search);
      write(wordlePath(variant?.id ?? '', view.id, { ...Object.fromEntries(query), strategy: strategyParam() }), false);
    },
  });
  const settingsButton = barButton('wordle-settings-open', 'Settings', settingsIcon(), () => settings.open());
  const stats = statsDialog();
  /** The game of the play view that has ended, as the Statistics dialog offers it (Share, New game). */
  /** @type {import('./stats-dialog.js').Finished | null} */
  let finished = null;
  /** The key of the board's statistics: hard mode and easy share them. */
  const boardStats = () => {
    const v = /** @type {import('../games.js').Variant} */ (variant);
    return { key: statsKey(wordleModeId(v.id, false) ?? v.id), maxGuesses: v.maxGuesses };
  };
  const statsButton = barButton('wordle-stats-open', 'Statistics', statsIcon(), () => {
    if (variant === null) return;
    const { key, maxGuesses } = boardStats();
    stats.show(loadStats(key, maxGuesses), finished);
  });
  const { heading, tabs, tabLinks, toasts, top, stage, under, keys, more, problem, app, moreBox } = tileScreen({
    title: 'Wordle',
    titleId: 'wordle-title',
    views: WORDLE_VIEWS,
    viewsLabel: 'Wordle views',
    stageClass: 'tiles-stage',
    appClass: 'tiles-app',
    actions: [statsButton, settingsButton],
  });
  replace(root, app, moreBox, settings.dialog, stats.dialog);

  /** The address the view shows now: a Back or a link to it changes nothing. */
  let shown = '';
  let reading = 0;
  /** @type {import('../games.js').Variant | null} */
  let variant = null;
  /** @type {import('./address.js').WordleView} */
  let view = /** @type {import('./address.js').WordleView} */ (WORDLE_VIEWS[0]);
  /** @type {import('../modes/mode.js').Game | null} */
  let game = null;
  /** @type {import('./board.js').WordleBoard | null} */
  let board = null;

  /** The query's strategy, when it is not the board's default. */
  const strategyParam = () => {
    const s = settings.strategy();
    return s && s !== settings.defaultStrategy() ? s : undefined;
  };

  /** Writes an address and remembers it as the one shown. */
  const write = (/** @type {string} */ url, /** @type {boolean} */ push) => {
    shown = url;
    if (url === location.pathname + location.search) return;
    if (push) history.pushState(null, '', url);
    else history.replaceState(null, '', url);
  };

  // Keys typed anywhere while the view is shown go to the board, whatever was clicked last.
  routeKeysToBoard({ shown: () => !root.hidden, target: () => board });

  /** @type {WordleFrame} */
  const frame = {
    mount(parts) {
      board = parts.board;
      app.style.setProperty('--rows', String(board.size.rows));
      app.style.setProperty('--cols', String(board.size.cols));
      app.classList.toggle('tiles-app-colours', board.givesColours);
      // The messages sit over the rows, near their top.
      replace(stage, h('div', { class: 'tiles-board' }, toasts.el, parts.board.grid));
      replace(top, ...(parts.top ?? []));
      replace(under, parts.board.coloursBox, ...(parts.under ?? []));
      replace(keys, parts.board.keyboard, parts.board.live);
      replace(more, ...(parts.more ?? []));
      settings.setHardSwitch(parts.onHard ?? null);
    },
    toast: (text, ms) => toasts.show(text, ms),
    boardName: (id) => tileBoardName(id, games),
    problem(text) {
      replace(problem);
      if (!text) return;
      problem.append(h('p', { class: 'notice notice-error', role: 'alert' }, text));
      toasts.show(text, 6000);
    },
    finished(game) {
      const { key, maxGuesses } = boardStats();
      let kept = loadStats(key, maxGuesses);
      if (game.counts) {
        kept = recordGame(kept, { puzzle: game.puzzle, won: game.won, guesses: game.guesses });
        saveStats(key, kept);
      }
      const id = /** @type {import('../games.js').Variant} */ (variant).id;
      finished = {
        said: game.said,
        share: game.share,
        guesses: game.won ? game.guesses : null,
        newGame: newGame,
        today: game.today ? null : wordlePath(id, 'play'),
      };
      if (game.counts) stats.show(kept, finished);
    },
    reveal(el) {
      el.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    },
  };

  /**
   * Starts a game of the view's mode on the board shown, from a history and the query's state.
   * @param {{ history: import('../modes/mode.js').History, seed?: string | undefined, day?: string | undefined }} from
   */
  const start = (from) => {
    const v = /** @type {import('../games.js').Variant} */ (variant);
    const mode = WORDLE_MODES.find((m) => m.id === view.mode) ?? /** @type {import('../modes/mode.js').Mode} */ (WORDLE_MODES[0]);
    const id = v.id;
    toasts.clear();
    replace(problem);
    finished = null;
    /** @type {import('../modes/mode.js').Env} */
    const env = {
      variant: v,
      strategy: () => settings.strategy(),
      onMove: (p) => write(wordlePath(id, view.id, { ...p, strategy: strategyParam() }), true),
      newGame: () => newGame(),
      // The other board is opened before the address changes, so that nothing typed meanwhile is lost.
      switchBoard: (other, keep) =>
        void ctx.openBoard(other).then((got) => {
          if (!got.ok) frame.toast(got.message);
          else ctx.go(wordlePath(got.variant.id, view.id, { ...keep.link, history: historyText(keep.history), strategy: strategyParam() }));
        }),
      frame,
    };
    /** @type {Record<string, string>} */
    const link = {};
    if (from.seed !== undefined) link.seed = from.seed;
    if (from.day !== undefined) link.day = from.day;
    game = mode.start(more, env, { history: from.history, replies: [], link });
    write(wordlePath(id, view.id, { ...game.link, history: historyText(game.history ?? from.history), strategy: strategyParam() }), false);
  };
  /** A new game of the view: in play, a new puzzle (a seed drawn at random); elsewhere, an empty board. */
  const newGame = () => {
    const id = /** @type {import('../games.js').Variant} */ (variant).id;
    const seed = view.id === 'play' ? String(1 + Math.floor(Math.random() * (2 ** 31 - 2))) : undefined;
    write(wordlePath(id, view.id, { seed, strategy: strategyParam() }), true);
    start({ history: [], seed });
  };

  /** Shows that the board cannot be shown, and why. */
  const fail = (/** @type {string} */ text) => {
    game = null;
    board = null;
    for (const el of [top, under, keys, more]) replace(el);
    replace(stage, h('div', { class: 'tiles-board' }, toasts.el));
    frame.problem(text);
  };

  return {
    /**
     * Shows the board and view an address names, with the state of its query.
     * @param {{ board: string, view: import('./address.js').WordleView }} at @param {URLSearchParams} query
     */
    async apply(at, query) {
      if (location.pathname + location.search === shown && game !== null) return;
      const ticket = ++reading;
      for (const d of [settings.dialog, stats.dialog]) if (d.open) d.close();
      const id = tileBoardId(at.board, games);
      view = at.view;
      const named = /** @type {import('../family.js').TileGame} */ (games.find((g) => at.board.startsWith(g.family)) ?? games[0]).title;
      const title = `${(id === null ? null : tileBoardName(id, games)) ?? named} — ${view.title} · Codebreaker`;
      // The game's name at once, before its board is ready.
      heading.textContent = (id === null ? null : tileBoardName(id, games)) ?? named;
      tabs.setAttribute('aria-label', `${named} views`);
      if (id === null) {
        document.title = title;
        fail(`"${at.board}" is not a ${named} board of this page.`);
        return;
      }
      // A board of the catalogue too: its lists are loaded now, the first time it is shown. The
      // title changes once the board is drawn, so that it says the board is ready for keys.
      const got = await ctx.openBoard(id);
      if (ticket !== reading) return;
      if (!got.ok) {
        document.title = title;
        fail(`This board cannot be played: ${got.message}`);
        return;
      }
      variant = got.variant;
      const face = faceOf(variant);
      heading.textContent = tileBoardName(variant.id, games) ?? variant.title;
      document.title = `${heading.textContent} — ${view.title} · Codebreaker`;
      tabs.setAttribute('aria-label', `${face.game} views`);
      app.dataset.game = tileFamily(variant.id, games) ?? face.family;
      for (const [vid, a] of tabLinks) {
        a.href = wordlePath(variant.id, /** @type {import('./address.js').WordleView['id']} */ (vid));
        if (vid === view.id) a.setAttribute('aria-current', 'page');
        else a.removeAttribute('aria-current');
      }
      const q = readWordleQuery(query);
      settings.setBoard(variant, q.strategy);
      start({ history: q.history ?? [], seed: q.seed, day: q.day });
      if (q.history === null)
        frame.problem(`This link's history could not be read (it should look like ${face.example}); a new game starts.`);
    },
  };
}
