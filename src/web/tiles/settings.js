// @ts-check
// The settings of a tile board's view, in a dialog the bar's Settings button opens, so that the
// board and its keyboard keep the screen: the lists (an edition of them) and hard mode on a board of
// a game that has them (the view's `lists`; a board of another tile game may have neither), the
// strategy that suggests and grades, and the high-contrast colours; and the way to the board's trees.

import { h, replace, wholeTextPicker } from '../dom.js';
import { bestStrategy, strategyLabel, usableStrategies } from '../strategies.js';

/**
 * The lists and modes of the boards of a game of word lists, as the Settings dialog offers them.
 * @typedef {object} BoardLists
 * @property {readonly string[]} editions the plain boards of the editions a player picks from, the page's default first
 * @property {(id: string) => string | null} listsOf the plain board on a board's lists, or null for a board of no such game
 * @property {(id: string) => string | null} listsName what a board's lists are, in words (null for a board of no such game)
 * @property {(id: string, hard: boolean) => string | null} modeId the same board in the other mode, or null for a board without hard mode
 */

/**
 * @typedef {object} SettingsOptions
 * @property {(listsId: string) => void} onLists another edition picked: the plain board on its lists
 * @property {() => void} onStrategy another strategy picked
 * @property {import('./contrast.js').HighContrast} contrast the high-contrast choice the dialog switches
 * @property {BoardLists} [lists] the lists and modes a board may be switched to (none: the dialog offers neither)
 */

/**
 * The Settings dialog; `show(variant, onHard)` fills it for the board shown and the game on it.
 * @param {SettingsOptions} opts
 */
export function settingsDialog(opts) {
  const lists = /** @type {HTMLSelectElement} */ (h('select', { id: 'tiles-lists-choice' }));
  const hard = /** @type {HTMLInputElement} */ (h('input', { type: 'checkbox', role: 'switch', id: 'tiles-hard' }));
  const strategy = /** @type {HTMLSelectElement} */ (h('select', { id: 'tiles-strategy' }));
  const contrast = /** @type {HTMLInputElement} */ (
    h('input', { type: 'checkbox', role: 'switch', id: 'tiles-contrast', checked: opts.contrast.on() })
  );
  const said = h('p', { class: 'input-problem', role: 'status', id: 'tiles-settings-said' });
  const listsRow = h('label', { for: 'tiles-lists-choice', class: 'setting' }, h('span', {}, 'Lists'), wholeTextPicker(lists));
  const hardRow = h('label', { for: 'tiles-hard', class: 'setting switch' }, h('span', {}, 'Hard mode'), hard);
  const explore = /** @type {HTMLAnchorElement} */ (h('a', { href: '/#explore' }, "Explore this board's trees"));
  const compare = /** @type {HTMLAnchorElement} */ (h('a', { href: '/#compare' }, 'Compare its strategies'));
  const close = h('button', { type: 'button', class: 'dialog-close', 'aria-label': 'Close', onclick: () => dialog.close() }, '✕');
  const dialog = /** @type {HTMLDialogElement} */ (
    h(
      'dialog',
      { class: 'tiles-dialog', id: 'tiles-settings', 'aria-labelledby': 'tiles-settings-h' },
      h('div', { class: 'dialog-head' }, h('h2', { id: 'tiles-settings-h' }, 'Settings'), close),
      h(
        'div',
        { class: 'settings-rows' },
        listsRow,
        hardRow,
        h('label', { for: 'tiles-strategy', class: 'setting' }, h('span', {}, 'Strategy'), wholeTextPicker(strategy)),
        h('label', { for: 'tiles-contrast', class: 'setting switch' }, h('span', {}, 'High-contrast colours'), contrast),
      ),
      said,
      h('p', { class: 'settings-links' }, explore, ' · ', compare),
    )
  );
  // A click on the backdrop (outside the dialog's box) closes it.
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog) dialog.close();
  });
  /** @type {((on: boolean) => string | null) | null} */
  let onHard = null;
  hard.addEventListener('change', () => {
    const why = onHard?.(hard.checked) ?? null;
    said.textContent = why ?? '';
    if (why !== null) hard.checked = !hard.checked;
  });
  contrast.addEventListener('change', () => opts.contrast.set(contrast.checked));
  lists.addEventListener('change', () => opts.onLists(lists.value));
  strategy.addEventListener('change', () => {
    links();
    opts.onStrategy();
  });
  opts.contrast.apply();

  /** @type {import('../games.js').Variant | null} */
  let variant = null;
  const links = () => {
    if (!variant) return;
    explore.href = `/#explore?variant=${variant.id}${strategy.value ? `&strategy=${strategy.value}` : ''}`;
    compare.href = `/#compare?variant=${variant.id}`;
  };

  return {
    dialog,
    /** The strategy chosen ('' when the server has none for the board). */
    strategy: () => strategy.value,
    /** The strategy a board opens with (its best: fewest guesses in all). */
    defaultStrategy: () => bestStrategy(usableStrategies(/** @type {import('../games.js').Variant} */ (variant))),
    /**
     * Fills the dialog for a board, its strategy (the query's, when the board has it) and its game's hard-mode switch.
     * @param {import('../games.js').Variant} board @param {string | undefined} chosen
     */
    setBoard(board, chosen) {
      variant = board;
      // Lists and hard mode are a game of word lists' (opts.lists): a board without them shows neither.
      const of = opts.lists;
      listsRow.hidden = (of?.listsOf(board.id) ?? null) === null;
      hardRow.hidden = (of?.modeId(board.id, true) ?? null) === null;
      const own = of?.listsOf(board.id) ?? board.id;
      const editions = of?.editions ?? [];
      const ids = editions.includes(own) ? editions : [...editions, own];
      replace(lists, ...ids.map((id) => h('option', { value: id }, capitalized(of?.listsName(id) ?? id))));
      lists.value = own;
      const list = usableStrategies(board);
      replace(strategy, ...list.map((s) => h('option', { value: s.id }, strategyLabel(s))));
      if (list.length === 0) strategy.append(h('option', { value: '' }, 'no strategy on this server'));
      strategy.disabled = list.length === 0;
      strategy.value = chosen !== undefined && list.some((s) => s.id === chosen) ? chosen : bestStrategy(list);
      hard.checked = board.rules?.hard === true;
      said.textContent = '';
      links();
    },
    /** The hard-mode switch of the game shown: switches, or answers why it cannot (null: no switch). */
    setHardSwitch(/** @type {((on: boolean) => string | null) | null} */ fn) {
      onHard = fn;
      hard.disabled = fn === null;
    },
    /** Opens the dialog. */
    open() {
      said.textContent = '';
      contrast.checked = opts.contrast.on();
      dialog.showModal();
    },
  };
}

/** A sentence's first letter in capitals. */
function capitalized(/** @type {string} */ text) {
  return `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
}
