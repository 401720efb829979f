// @ts-check
// The Play section: a mode (modes/index.js lists them), a game and a strategy, and a game of that
// mode on the board below. Every move is written into the address (state.js), so a position can
// be shared and Back works; Back to an earlier point of the same game keeps its hidden secret.

import { h, replace, select, notice } from './dom.js';
import { boardSection } from './section.js';
import { MODES } from './modes/index.js';
import { hashOf, historyText, parseHistoryText } from './state.js';

/**
 * Renders the Play section into `root`.
 * @param {HTMLElement} root
 * @param {import('./app.js').Context} ctx
 */
export function renderPlay(root, ctx) {
  const first = /** @type {import('./modes/mode.js').Mode} */ (MODES[0]);
  const modeSel = select(
    MODES.map((m) => /** @type {[string, string]} */ ([m.id, m.label])),
    first.id,
    { id: 'play-mode' },
  );
  const mode = () => MODES.find((m) => m.id === modeSel.value) ?? first;
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
    before: [h('label', { for: 'play-mode' }, 'Mode', modeSel)],
    after: [h('button', { type: 'button', onclick: () => start({ push: true }), id: 'new-game' }, 'New game')],
    onBoard: () => start({ push: true }),
  });
  const { variant, strategy: strategySel } = section;
  const params = (/** @type {Record<string, string>} */ extra = {}) => ({
    variant: variant().id,
    strategy: strategySel.value,
    mode: modeSel.value,
    ...extra,
  });
  /** The address's parameters of a game's histories: the guesses, and the replies of a mode that keeps them. */
  const histories = (/** @type {import('./modes/mode.js').History} */ history, /** @type {import('./modes/mode.js').History} */ replies) =>
    params({ history: historyText(history), ...(mode().replies ? { replies: historyText(replies) } : {}) });

  /**
   * Starts a game of the chosen mode, from a history (a shared link, or Back) or afresh.
   * @param {{ history?: import('./modes/mode.js').History, replies?: import('./modes/mode.js').History, push?: boolean, keep?: boolean }} [from]
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
    };
    // Back, Forward or a link to an earlier point of this game keep its secret (when it fits).
    const init = {
      history: from.history ?? [],
      replies: from.replies ?? [],
      secret: sameBoard && from.keep ? previous?.secret : undefined,
    };
    game = mode().start(board, env, init);
    const p = histories(init.history, init.replies);
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
      const linkMode = p.get('mode');
      if (linkMode !== null && MODES.some((m) => m.id === linkMode)) modeSel.value = linkMode;
      const history = read.boardOk ? parseHistoryText(p.get('history')) : [];
      const replies = read.boardOk ? parseHistoryText(p.get('replies')) : [];
      if (history === null || replies === null) {
        replace(
          section.problem,
          notice('error', "This link's history could not be read (it should look like 1122:1B0W,3456:0B2W); a new game starts."),
        );
      }
      if (hashOf('play', histories(history ?? [], replies ?? [])) === shownHash && game !== null) return;
      start({ history: history ?? [], replies: replies ?? [], keep: true });
    },
  };
}
