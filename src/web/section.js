// @ts-check
// The scaffold the board sections share (Play, Explore, Compare): a heading, the Game picker with
// its "Another board" form, a Strategy picker when the section uses one, a line for what a link
// could not give, and the section's body; and the reading of an address's board and strategy.

import { h, replace, select, notice, wholeTextPicker } from './dom.js';
import { boardPicker } from './board.js';
import { bestStrategy, strategyLabel, usableStrategies } from './strategies.js';
import { hasLists } from './word-lists.js';

/**
 * @typedef {object} SectionOptions
 * @property {string} name the section's name: the pickers' ids start with it (play-variant, play-strategy)
 * @property {string} title the section's heading
 * @property {HTMLElement} body the element the section draws in, below the controls
 * @property {() => void} onBoard called when the person picks another board (the strategies are refilled first)
 * @property {{ emptyText?: string }} [strategies] a Strategy picker; `emptyText` is its one disabled option when the board has none
 * @property {HTMLElement[]} [before] controls before Game
 * @property {HTMLElement[]} [after] controls after Strategy
 */

/**
 * Draws a board section's scaffold into `root` and returns its parts.
 * @param {HTMLElement} root @param {import('./context.js').Context} ctx @param {SectionOptions} opts
 */
export function boardSection(root, ctx, opts) {
  const strategySel = select([], '', { id: `${opts.name}-strategy` });
  const problem = h('div', { class: 'link-problem' });
  const picker = boardPicker(ctx, {
    id: `${opts.name}-variant`,
    value: ctx.selection.variant,
    onChange: (id) => {
      const shown = () => {
        fillStrategies();
        retitle();
        opts.onBoard();
      };
      const known = ctx.boards.get(id);
      if (known === undefined || hasLists(known)) {
        shown();
        return;
      }
      // A word game's lists are loaded the first time it is picked; the board shown stays until then.
      void ctx.openBoard(id).then((got) => {
        if (picker.value() !== id) return;
        if (got.ok) shown();
        else replace(problem, notice('error', got.message));
      });
    },
  });
  /** The board shown. */
  const variant = () => /** @type {import('./games.js').Variant} */ (ctx.boards.get(picker.value()) ?? ctx.variants[0]);
  /** Lists the board's strategies, keeping the one chosen last when the board has it. */
  const fillStrategies = () => {
    if (!opts.strategies) return;
    const list = usableStrategies(variant());
    replace(strategySel, ...list.map((s) => h('option', { value: s.id }, strategyLabel(s))));
    const empty = opts.strategies.emptyText;
    if (empty !== undefined && list.length === 0) strategySel.append(h('option', { value: '' }, empty));
    const ids = list.map((s) => s.id);
    strategySel.value = ids.includes(ctx.selection.strategy) ? ctx.selection.strategy : bestStrategy(list);
    if (empty !== undefined) strategySel.disabled = list.length === 0;
  };
  fillStrategies();
  /** The tab's title names the game and the section: "Mastermind — play · Codebreaker". */
  const retitle = () => {
    if (!root.hidden) document.title = `${variant().title} — ${opts.title.toLowerCase()} · Codebreaker`;
  };

  replace(
    root,
    h('h2', {}, opts.title),
    h(
      'div',
      { class: 'controls' },
      ...(opts.before ?? []),
      h('label', { for: `${opts.name}-variant` }, 'Game', wholeTextPicker(picker.select)),
      opts.strategies ? h('label', { for: `${opts.name}-strategy` }, 'Strategy', wholeTextPicker(strategySel)) : null,
      ...(opts.after ?? []),
    ),
    picker.form,
    problem,
    opts.body,
  );

  let reading = 0;
  return {
    variant,
    /** The Strategy picker (empty and not shown when the section has none). */
    strategy: strategySel,
    /** The line above the body that says what a link could not give. */
    problem,
    fillStrategies,
    /** Shows a board already opened (in ctx.boards), with its strategies. */
    setBoard(/** @type {string} */ id) {
      picker.set(id);
      fillStrategies();
    },
    /** Makes the board and strategy shown the choice every section opens with. */
    remember() {
      ctx.selection.variant = variant().id;
      if (opts.strategies) ctx.selection.strategy = strategySel.value;
    },
    /**
     * Shows the board and strategy an address names (a board outside the catalogue is opened
     * first; one that cannot be is said in words, with `verb`: played, explored). Resolves to
     * whether the board could be shown, or null when a later address was read meanwhile.
     * @param {URLSearchParams} p @param {string} verb
     * @returns {Promise<{ boardOk: boolean } | null>}
     */
    async readLink(p, verb) {
      const ticket = ++reading;
      replace(problem);
      const id = p.get('variant') ?? ctx.selection.variant;
      let boardOk = true;
      const known = ctx.boards.get(id);
      if (known && hasLists(known)) picker.set(known.id);
      else {
        const got = await ctx.openBoard(id);
        if (ticket !== reading) return null;
        if (got.ok) picker.set(got.variant.id);
        else {
          boardOk = false;
          replace(problem, notice('error', `This link's board cannot be ${verb}: ${got.message}`));
        }
      }
      fillStrategies();
      retitle();
      // Strategy ids in any case, as the API takes them (MINIMAX is minimax).
      const strategy = p.get('strategy')?.toLowerCase();
      if (opts.strategies && strategy !== undefined && [...strategySel.options].some((o) => o.value === strategy))
        strategySel.value = strategy;
      return { boardOk };
    },
  };
}
