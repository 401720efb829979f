// @ts-check
// The page a Wordle player opens: one board's view (play, the assistant, the review) at its own
// address (/wordle-nyt2023, /wordle-nyt2023/assist, /wordle-nyt2023/review; wordle/address.js),
// its state in the query so that Back, Forward, bookmarks and shared links all work. The view
// draws the game of its mode (modes/wordle-*.js) and writes each move into the address.

import { h, replace, notice, select } from '../dom.js';
import { wordleId, wordleName } from '../board-id.js';
import { WORDLE_MODES } from '../modes/index.js';
import { bestStrategy, strategyLabel, usableStrategies } from '../strategies.js';
import { historyText } from '../state.js';
import { WORDLE_VIEWS, readWordleQuery, wordlePath } from './address.js';

/**
 * Renders the Wordle view into `root`; `apply` shows the board and view an address names.
 * @param {HTMLElement} root @param {import('../app.js').Context} ctx
 */
export function renderWordle(root, ctx) {
  const heading = h('h1', { id: 'wordle-title', class: 'wordle-title' }, 'Wordle');
  const home = h(
    'a',
    { href: '/', class: 'wordle-home' },
    h('span', { class: 'logo', 'aria-hidden': 'true' }, h('span', {}), h('span', {}), h('span', {}), h('span', {})),
    h('span', { class: 'wordle-home-text' }, 'Codebreaker'),
  );
  /** @type {Map<string, HTMLAnchorElement>} */
  const tabLinks = new Map(WORDLE_VIEWS.map((v) => [v.id, /** @type {HTMLAnchorElement} */ (h('a', { href: '#' }, v.label))]));
  const tabs = h(
    'nav',
    { class: 'wordle-tabs', 'aria-label': 'Wordle views' },
    h('ul', {}, ...[...tabLinks.values()].map((a) => h('li', {}, a))),
  );
  const strategySel = select([], '', { id: 'wordle-strategy' });
  const controls = h('div', { class: 'controls' }, h('label', { for: 'wordle-strategy' }, 'Strategy', strategySel));
  const problem = h('div', { class: 'link-problem' });
  const board = h('div', { class: 'board' });
  replace(root, h('header', { class: 'wordle-bar' }, home, heading), tabs, controls, problem, board);

  /** The address the view shows now: a Back or a link to it changes nothing. */
  let shown = '';
  let reading = 0;
  /** @type {import('../games.js').Variant | null} */
  let variant = null;
  /** @type {import('./address.js').WordleView} */
  let view = /** @type {import('./address.js').WordleView} */ (WORDLE_VIEWS[0]);
  /** @type {import('../modes/mode.js').Game | null} */
  let game = null;
  /** The strategy a board opens with: the query names another one only when it differs. */
  let defaultStrategy = '';

  /** The query's strategy, when it is not the board's default. */
  const strategyParam = () => (strategySel.value && strategySel.value !== defaultStrategy ? strategySel.value : undefined);

  /** Writes an address and remembers it as the one shown. */
  const write = (/** @type {string} */ url, /** @type {boolean} */ push) => {
    shown = url;
    if (url === location.pathname + location.search) return;
    if (push) history.pushState(null, '', url);
    else history.replaceState(null, '', url);
  };

  /**
   * Starts a game of the view's mode on the board shown, from a history and the query's state.
   * @param {{ history: import('../modes/mode.js').History, seed?: string | undefined }} from
   */
  const start = (from) => {
    const v = /** @type {import('../games.js').Variant} */ (variant);
    const mode = WORDLE_MODES.find((m) => m.id === view.mode) ?? /** @type {import('../modes/mode.js').Mode} */ (WORDLE_MODES[0]);
    const id = v.id;
    /** @type {import('../modes/mode.js').Env} */
    const env = {
      variant: v,
      strategy: () => strategySel.value,
      onMove: (p) => write(wordlePath(id, view.id, { ...p, strategy: strategyParam() }), true),
      newGame: () => {
        write(wordlePath(id, view.id, { strategy: strategyParam() }), true);
        start({ history: [] });
      },
      // The other board is opened before the address changes, so that nothing typed meanwhile is lost.
      switchBoard: (other, keep) =>
        void ctx.openBoard(other).then((got) => {
          if (!got.ok) replace(problem, notice('error', got.message));
          else ctx.go(wordlePath(got.variant.id, view.id, { ...keep.link, history: historyText(keep.history), strategy: strategyParam() }));
        }),
    };
    /** @type {Record<string, string>} */
    const link = {};
    if (from.seed !== undefined) link.seed = from.seed;
    game = mode.start(board, env, { history: from.history, replies: [], link });
    write(wordlePath(id, view.id, { ...game.link, history: historyText(from.history), strategy: strategyParam() }), false);
  };

  strategySel.addEventListener('change', () => {
    // The game goes on: hints, suggestions and the review use the new strategy.
    game?.strategyChanged?.();
    const query = new URLSearchParams(location.search);
    const at = readWordleQuery(query);
    write(wordlePath(variant?.id ?? '', view.id, { ...at, history: query.get('history') ?? undefined, strategy: strategyParam() }), false);
  });

  return {
    /**
     * Shows the board and view an address names, with the state of its query.
     * @param {{ board: string, view: import('./address.js').WordleView }} at @param {URLSearchParams} query
     */
    async apply(at, query) {
      if (location.pathname + location.search === shown && game !== null) return;
      const ticket = ++reading;
      replace(problem);
      const id = wordleId(at.board);
      view = at.view;
      document.title = `${wordleName(id ?? 'wordle') ?? 'Wordle'} — ${view.title} · Codebreaker`;
      if (id === null) {
        game = null;
        replace(board);
        replace(problem, notice('error', `"${at.board}" is not a Wordle board of this page.`));
        return;
      }
      const known = ctx.boards.get(id);
      const got = known ? { ok: /** @type {const} */ (true), variant: known } : await ctx.openBoard(id);
      if (ticket !== reading) return;
      if (!got.ok) {
        game = null;
        replace(board);
        replace(problem, notice('error', `This board cannot be played: ${got.message}`));
        return;
      }
      variant = got.variant;
      heading.textContent = wordleName(variant.id) ?? variant.title;
      document.title = `${heading.textContent} — ${view.title} · Codebreaker`;
      for (const [vid, a] of tabLinks) {
        a.href = wordlePath(variant.id, /** @type {import('./address.js').WordleView['id']} */ (vid));
        if (vid === view.id) a.setAttribute('aria-current', 'page');
        else a.removeAttribute('aria-current');
      }
      const list = usableStrategies(variant);
      defaultStrategy = bestStrategy(list);
      replace(strategySel, ...list.map((s) => h('option', { value: s.id }, strategyLabel(s))));
      if (list.length === 0) strategySel.append(h('option', { value: '' }, 'no strategy on this server'));
      strategySel.disabled = list.length === 0;
      const q = readWordleQuery(query);
      strategySel.value = q.strategy !== undefined && list.some((s) => s.id === q.strategy) ? q.strategy : defaultStrategy;
      if (q.history === null)
        replace(
          problem,
          notice('error', "This link's history could not be read (it should look like salet:BYBBG,crony:BGBBB); a new game starts."),
        );
      start({ history: q.history ?? [], seed: q.seed });
    },
  };
}
