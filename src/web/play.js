// @ts-check
// The Play section: a mode (modes/index.js lists them), a game and a strategy, and a game of that
// mode on the board below. Every move is written into the address (state.js), so a position can
// be shared and Back works; Back to an earlier point of the same game keeps its hidden secret.

import { h, replace, select, notice, wholeTextPicker } from './dom.js';
import { boardSection } from './section.js';
import { modesFor } from './modes/index.js';
import { hashOf, historyText, parseHistoryText } from './state.js';
import { isTileGame } from './games.js';
import { TILE_BOARD } from './families.js';

/**
 * Renders the Play section into `root`.
 * @param {HTMLElement} root
 * @param {import('./context.js').Context} ctx
 */
export function renderPlay(root, ctx) {
  const modeSel = select([], '', { id: 'play-mode' });
  /** The modes of the board shown (a tile board has its own). */
  let modes = modesFor(
    ctx.boards.get(ctx.selection.variant) ?? /** @type {import('./games.js').Variant} */ (ctx.variants[0]),
    TILE_BOARD.modes,
  );
  const mode = () => modes.find((m) => m.id === modeSel.value) ?? /** @type {import('./modes/mode.js').Mode} */ (modes[0]);
  /** Lists the modes of the board shown, keeping the mode chosen when the board has it. */
  const fillModes = () => {
    const keep = modeSel.value;
    modes = modesFor(variant(), TILE_BOARD.modes);
    replace(modeSel, ...modes.map((m) => h('option', { value: m.id }, m.label)));
    modeSel.value = modes.some((m) => m.id === keep) ? keep : /** @type {import('./modes/mode.js').Mode} */ (modes[0]).id;
  };
  const board = h('div', { class: 'board' });
  /** @type {import('./modes/mode.js').Game|null} */
  let game = null;
  /** The address of what the board shows now (a Back or a shared link to it changes nothing). */
  let shownHash = '';
  let shownVariant = '';
  let shownMode = '';

  const section = boardSection(root, ctx, {
    name: 'play',
    title: 'Play',
    body: board,
    strategies: { emptyText: 'no strategy on this server' },
    before: [h('label', { for: 'play-mode' }, 'Mode', wholeTextPicker(modeSel))],
    after: [h('button', { type: 'button', onclick: () => start({ push: true }), id: 'new-game' }, 'New game')],
    onBoard: () => {
      if (isTileGame(variant())) {
        toTileView(false);
        return;
      }
      fillModes();
      start({ push: true });
    },
  });
  const { variant, strategy: strategySel } = section;
  fillModes();
  /**
   * A tile board is played in its own view, at its own address (/<board>/assist): the page goes
   * there, in the view of the mode chosen. The choice shown stays the board before it.
   */
  const toTileView = (/** @type {boolean} */ replaceIt) => {
    const id = variant().id;
    if (shownVariant !== '') section.setBoard(shownVariant);
    ctx.go(TILE_BOARD.pathOfMode(id, modeSel.value), replaceIt);
  };
  const params = (/** @type {Record<string, string>} */ extra = {}) => ({
    variant: variant().id,
    strategy: strategySel.value,
    mode: modeSel.value,
    ...extra,
  });
  /** The address's parameters of a game's histories: the guesses, and the replies of a mode that keeps them. */
  const histories = (/** @type {import('./modes/mode.js').History} */ history, /** @type {import('./modes/mode.js').History} */ replies) =>
    params({ history: historyText(history), ...(mode().replies ? { replies: historyText(replies) } : {}) });

  /** The address's parameters the chosen mode keeps besides its histories (a tile game's seed). */
  const linkOf = (/** @type {URLSearchParams} */ p) =>
    Object.fromEntries(
      (mode().params ?? []).flatMap((name) => (p.get(name) === null ? [] : [[name, /** @type {string} */ (p.get(name))]])),
    );

  /**
   * Starts a game of the chosen mode, from a history (a shared link, or Back) or afresh.
   * @param {{ history?: import('./modes/mode.js').History, replies?: import('./modes/mode.js').History, link?: Record<string, string>, push?: boolean, keep?: boolean }} [from]
   */
  const start = (from = {}) => {
    section.remember();
    const previous = game;
    const sameBoard = shownVariant === variant().id && shownMode === modeSel.value;
    shownVariant = variant().id;
    shownMode = modeSel.value;
    /** @type {import('./modes/mode.js').Env} */
    const env = {
      variant: variant(),
      strategy: () => strategySel.value,
      onMove: (p) => {
        const hash = hashOf('play', params(p));
        shownHash = hash;
        ctx.setLocation('play', params(p), true);
      },
      newGame: () => start({ push: true }),
      switchBoard: (id, keep) => {
        void (async () => {
          const got = await ctx.openBoard(id);
          if (!got.ok) {
            replace(section.problem, notice('error', got.message));
            return;
          }
          section.setBoard(got.variant.id);
          fillModes();
          start({ history: keep.history, link: keep.link, push: true });
        })();
      },
    };
    // Back, Forward or a link to an earlier point of this game keep its secret (when it fits).
    const init = {
      history: from.history ?? [],
      replies: from.replies ?? [],
      secret: sameBoard && from.keep ? previous?.secret : undefined,
      link: from.link ?? {},
    };
    game = mode().start(board, env, init);
    const p = { ...histories(init.history, init.replies), ...game.link };
    shownHash = hashOf('play', p);
    ctx.setLocation('play', p, from.push ?? false);
  };

  strategySel.addEventListener('change', () => {
    // The game goes on: hints, the computer's guesses and the review use the new strategy.
    ctx.selection.strategy = strategySel.value;
    game?.strategyChanged?.();
    const p = new URLSearchParams(location.hash.slice(location.hash.indexOf('?') + 1));
    p.set('strategy', strategySel.value);
    shownHash = hashOf('play', Object.fromEntries(p));
    ctx.setLocation('play', Object.fromEntries(p), false);
  });
  modeSel.addEventListener('change', () => start({ push: true }));

  return {
    /** Shows the position an address names: its board, strategy, mode and history. */
    async apply(/** @type {URLSearchParams} */ p) {
      const read = await section.readLink(p, 'played');
      if (read === null) return;
      if (isTileGame(variant())) {
        toTileView(true);
        return;
      }
      fillModes();
      const linkMode = p.get('mode');
      if (linkMode !== null && modes.some((m) => m.id === linkMode)) modeSel.value = linkMode;
      const history = read.boardOk ? parseHistoryText(p.get('history')) : [];
      const replies = read.boardOk ? parseHistoryText(p.get('replies')) : [];
      if (history === null || replies === null) {
        replace(
          section.problem,
          notice('error', "This link's history could not be read (it should look like 1122:1B0W,3456:0B2W); a new game starts."),
        );
      }
      const link = linkOf(p);
      if (hashOf('play', { ...histories(history ?? [], replies ?? []), ...link }) === shownHash && game !== null) return;
      start({ history: history ?? [], replies: replies ?? [], link, keep: true });
    },
  };
}
