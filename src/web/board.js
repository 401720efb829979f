// @ts-check
// The board picker every section shows: the catalogue's games, boards opened before, and
// "Another board…", a small form for any board of the variant-id grammar (pegs, colours, repeats
// or distinct, board limit; or Bulls and Cows digits; or the game of word lists the page's
// registration names (families.js), its lists and its number of guesses). The server builds
// trees for such boards on demand and answers their next guesses live meanwhile.

import { h, replace, plural } from './dom.js';
import { readBoardId } from './board-id.js';
import { LISTS_BOARD } from './families.js';

const OTHER = '__other';

/** @typedef {import('./context.js').BoardContext} BoardContext */

/**
 * A board select with its "another board" form.
 * @param {BoardContext} ctx
 * @param {{ id: string, value: string, onChange: (id: string) => void }} opts
 */
export function boardPicker(ctx, opts) {
  let current = opts.value;
  const sel = /** @type {HTMLSelectElement} */ (h('select', { id: opts.id }));
  const fill = () => {
    const custom = [...ctx.boards.values()].filter((v) => !ctx.variants.includes(v));
    replace(
      sel,
      ...ctx.variants.map((v) => h('option', { value: v.id }, v.title)),
      custom.length ? h('optgroup', { label: 'Boards you opened' }, ...custom.map((v) => h('option', { value: v.id }, v.title))) : null,
      h('option', { value: OTHER }, 'Another board…'),
    );
    sel.value = current;
  };
  fill();
  ctx.onBoards(fill);

  const family = /** @type {HTMLSelectElement} */ (
    h(
      'select',
      { id: `${opts.id}-family` },
      h('option', { value: 'mm' }, 'Mastermind (colours)'),
      h('option', { value: 'bc' }, 'Bulls and Cows (digits)'),
      h('option', { value: LISTS_BOARD.value }, LISTS_BOARD.label),
    )
  );
  // The game's editions, the latest first (the page's default): each option names its lists and their date.
  const edition = /** @type {HTMLSelectElement} */ (
    h('select', { id: `${opts.id}-edition` }, ...LISTS_BOARD.editions.map((id) => h('option', { value: id }, LISTS_BOARD.listsName(id))))
  );
  const pegs = numberField(`${opts.id}-pegs`, 4, 1, 8);
  const symbols = numberField(`${opts.id}-symbols`, 6, 2, 16);
  const repeats = /** @type {HTMLSelectElement} */ (
    h(
      'select',
      { id: `${opts.id}-repeats` },
      h('option', { value: 'repeat' }, 'may repeat colours'),
      h('option', { value: 'distinct' }, 'all different colours'),
    )
  );
  const limit = numberField(`${opts.id}-limit`, 10, 1, 50);
  const symbolsLabel = h('span', {}, 'Colours');
  const repeatsLabel = h('label', { for: `${opts.id}-repeats` }, 'Secrets', repeats);
  const editionLabel = h('label', { for: `${opts.id}-edition` }, 'Lists', edition);
  const pegsLabel = h('label', { for: `${opts.id}-pegs` }, 'Pegs', pegs);
  const symbolsField = h('label', { for: `${opts.id}-symbols` }, symbolsLabel, symbols);
  const summary = h('p', { class: 'board-summary', role: 'status' });
  const open = /** @type {HTMLButtonElement} */ (h('button', { type: 'submit', class: 'primary' }, 'Open this board'));
  const cancel = h('button', { type: 'button', onclick: () => close(true) }, 'Cancel');

  /** The id the fields describe, and whether the page can play it. */
  const chosen = () => {
    const bc = family.value === 'bc';
    if (family.value === LISTS_BOARD.value) {
      // The lists decide the board's size: the server says it when the board opens.
      const id = `${edition.value}${limit.value === String(LISTS_BOARD.maxGuesses) ? '' : `-g${limit.value}`}`;
      const parsed = readBoardId(id);
      return parsed.ok ? { id: parsed.id, problem: null, size: undefined } : { id, problem: parsed.message };
    }
    const id = bc
      ? `bc-${pegs.value}x${symbols.value}${limit.value === '10' ? '' : `-g${limit.value}`}`
      : `mm-${pegs.value}x${symbols.value}${repeats.value === 'distinct' ? '-distinct' : ''}${limit.value === '10' ? '' : `-g${limit.value}`}`;
    const parsed = readBoardId(id);
    if (!parsed.ok) return { id, problem: parsed.message };
    const size = parsed.size;
    return { id, problem: null, size };
  };
  const update = () => {
    const bc = family.value === 'bc';
    symbolsLabel.textContent = bc ? 'Digits to choose from' : 'Colours';
    pegs.max = bc ? '10' : '8';
    symbols.max = bc ? '10' : '16';
    const lists = family.value === LISTS_BOARD.value;
    repeatsLabel.hidden = bc || lists;
    pegsLabel.hidden = lists;
    symbolsField.hidden = lists;
    editionLabel.hidden = !lists;
    const c = chosen();
    open.disabled = c.problem !== null;
    summary.textContent =
      c.problem ??
      (c.size === undefined
        ? `${c.id}: ${LISTS_BOARD.listsName(c.id)}, ${plural(Number(limit.value), 'guess', 'guesses')} allowed.`
        : `${c.id}: ${plural(c.size.secrets, 'secret')}, ${plural(Number(limit.value), 'guess', 'guesses')} allowed.`);
  };
  for (const f of [family, edition, pegs, symbols, repeats, limit]) f.addEventListener('input', update);
  // Each family starts from its classic board: 4 of 6 colours, 4 of 10 digits, the word lists' own guesses.
  family.addEventListener('change', () => {
    symbols.value = family.value === 'bc' ? '10' : '6';
    limit.value = family.value === LISTS_BOARD.value ? String(LISTS_BOARD.maxGuesses) : '10';
    if (Number(pegs.value) > (family.value === 'bc' ? 10 : 8)) pegs.value = '4';
    update();
  });

  const form = h(
    'form',
    {
      class: 'board-form',
      hidden: true,
      'aria-label': 'Another board',
      onsubmit: (/** @type {Event} */ e) => {
        e.preventDefault();
        void submit();
      },
    },
    h(
      'div',
      { class: 'board-fields' },
      h('label', { for: `${opts.id}-family` }, 'Kind of game', family),
      editionLabel,
      pegsLabel,
      symbolsField,
      repeatsLabel,
      h('label', { for: `${opts.id}-limit` }, 'Guesses allowed', limit),
    ),
    summary,
    h('div', { class: 'actions' }, open, cancel),
  );

  const submit = async () => {
    const c = chosen();
    if (c.problem !== null) return;
    open.setAttribute('aria-busy', 'true');
    const got = await ctx.openBoard(c.id);
    open.removeAttribute('aria-busy');
    if (!got.ok) {
      summary.textContent = got.message;
      return;
    }
    current = got.variant.id;
    fill();
    close(false);
    opts.onChange(current);
  };
  const close = (/** @type {boolean} */ cancelled) => {
    form.hidden = true;
    sel.value = current;
    if (cancelled) sel.focus();
  };

  sel.addEventListener('change', () => {
    if (sel.value === OTHER) {
      form.hidden = false;
      update();
      return;
    }
    form.hidden = true;
    current = sel.value;
    opts.onChange(current);
  });
  // Enter on "Another board…" opens the form and puts the focus in it.
  sel.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && sel.value === OTHER) {
      e.preventDefault();
      form.hidden = false;
      update();
      family.focus();
    }
  });
  update();
  return {
    select: sel,
    form,
    /** Shows a board (already known to ctx.boards). */
    set(/** @type {string} */ id) {
      current = id;
      fill();
    },
    value: () => current,
  };
}

function numberField(/** @type {string} */ id, /** @type {number} */ value, /** @type {number} */ min, /** @type {number} */ max) {
  return /** @type {HTMLInputElement} */ (h('input', { id, type: 'number', inputmode: 'numeric', min, max, value, required: true }));
}
