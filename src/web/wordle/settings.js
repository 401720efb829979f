// @ts-check
// The settings of a tile board's view, in a dialog the bar's Settings button opens, so that the
// board and its keyboard keep the screen: the lists (the 2023 edition, or 2022's) and hard mode on a
// Wordle board (a board of another tile game may have neither), the strategy that suggests and grades, and the
// high-contrast colours; and the way to the board's trees.

import { h, replace, wholeTextPicker } from '../dom.js';
import { DEFAULT_WORDLE, wordleLists, wordleListsName, wordleModeId } from './board-id.js';
import { bestStrategy, strategyLabel, usableStrategies } from '../strategies.js';
import { applyHighContrast, highContrast, setHighContrast } from './contrast.js';

/** The editions a player picks from, the page's default first. */
const EDITIONS = [DEFAULT_WORDLE, 'wordle'];

/**
 * @typedef {object} SettingsOptions
 * @property {(listsId: string) => void} onLists another edition picked: the plain board on its lists (`wordle`)
 * @property {() => void} onStrategy another strategy picked
 */

/**
 * The Settings dialog; `show(variant, onHard)` fills it for the board shown and the game on it.
 * @param {SettingsOptions} opts
 */
export function settingsDialog(opts) {
  const lists = /** @type {HTMLSelectElement} */ (h('select', { id: 'wordle-lists-choice' }));
  const hard = /** @type {HTMLInputElement} */ (h('input', { type: 'checkbox', role: 'switch', id: 'wordle-hard' }));
  const strategy = /** @type {HTMLSelectElement} */ (h('select', { id: 'wordle-strategy' }));
  const contrast = /** @type {HTMLInputElement} */ (
    h('input', { type: 'checkbox', role: 'switch', id: 'wordle-contrast', checked: highContrast() })
  );
  const said = h('p', { class: 'input-problem', role: 'status', id: 'wordle-settings-said' });
  const listsRow = h('label', { for: 'wordle-lists-choice', class: 'setting' }, h('span', {}, 'Lists'), wholeTextPicker(lists));
  const hardRow = h('label', { for: 'wordle-hard', class: 'setting switch' }, h('span', {}, 'Hard mode'), hard);
  const explore = /** @type {HTMLAnchorElement} */ (h('a', { href: '/#explore' }, "Explore this board's trees"));
  const compare = /** @type {HTMLAnchorElement} */ (h('a', { href: '/#compare' }, 'Compare its strategies'));
  const close = h('button', { type: 'button', class: 'dialog-close', 'aria-label': 'Close', onclick: () => dialog.close() }, '✕');
  const dialog = /** @type {HTMLDialogElement} */ (
    h(
      'dialog',
      { class: 'wordle-dialog', id: 'wordle-settings', 'aria-labelledby': 'wordle-settings-h' },
      h('div', { class: 'dialog-head' }, h('h2', { id: 'wordle-settings-h' }, 'Settings'), close),
      h(
        'div',
        { class: 'settings-rows' },
        listsRow,
        hardRow,
        h('label', { for: 'wordle-strategy', class: 'setting' }, h('span', {}, 'Strategy'), wholeTextPicker(strategy)),
        h('label', { for: 'wordle-contrast', class: 'setting switch' }, h('span', {}, 'High-contrast colours'), contrast),
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
  contrast.addEventListener('change', () => setHighContrast(contrast.checked));
  lists.addEventListener('change', () => opts.onLists(lists.value));
  strategy.addEventListener('change', () => {
    links();
    opts.onStrategy();
  });
  applyHighContrast();

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
      // Lists and hard mode are Wordle's: a board without them shows neither.
      listsRow.hidden = wordleLists(board.id) === null;
      hardRow.hidden = wordleModeId(board.id, true) === null;
      const own = wordleLists(board.id) ?? board.id;
      const ids = EDITIONS.includes(own) ? EDITIONS : [...EDITIONS, own];
      replace(lists, ...ids.map((id) => h('option', { value: id }, capitalized(wordleListsName(id) ?? id))));
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
      contrast.checked = highContrast();
      dialog.showModal();
    },
  };
}

/** A sentence's first letter in capitals. */
function capitalized(/** @type {string} */ text) {
  return `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
}
