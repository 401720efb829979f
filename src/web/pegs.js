// @ts-check
// How codes and feedback look: coloured pegs for Mastermind, digit tiles for Bulls and Cows,
// letter tiles for word games, grid points for a game of points on a grid; and the input that builds a guess by clicks or keys.

import { h, replace } from './dom.js';
import { feedbackStyle, guessProblem, describeLabel, isWordGame, normalizeCode, symbolWord } from './games.js';
import { listenKeys } from './keys.js';

/** Peg colours in symbol order (styles.css draws .peg-c1 to .peg-c16 in the same order). */
const COLOUR_NAMES = [
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'pink',
  'cyan',
  'brown',
  'white',
  'grey',
  'black',
  'lime',
  'navy',
  'teal',
  'maroon',
];

/** Whether a variant's symbols are shown as colours (Mastermind family) rather than digits. */
export function usesColours(/** @type {import('./games.js').Variant} */ variant) {
  return feedbackStyle(variant) === 'BW';
}

/** The spoken name of one symbol: a colour name for Mastermind, else the digit. */
export function symbolName(/** @type {import('./games.js').Variant} */ variant, /** @type {string} */ symbol) {
  if (!usesColours(variant)) return symbol;
  return COLOUR_NAMES[variant.symbols.indexOf(symbol)] ?? symbol;
}

/** One peg or tile for a symbol ('' for an empty slot). */
export function peg(/** @type {import('./games.js').Variant} */ variant, /** @type {string} */ symbol) {
  if (symbol === '')
    return h('span', { class: usesColours(variant) ? 'peg peg-empty' : 'peg peg-empty peg-square', 'aria-hidden': 'true' });
  const i = variant.symbols.indexOf(symbol);
  const cls = usesColours(variant) ? `peg peg-c${i + 1}` : isWordGame(variant) ? 'peg peg-digit peg-letter' : 'peg peg-digit';
  return h('span', { class: cls, 'aria-hidden': 'true' }, symbol);
}

/** A code as pegs, with its text for screen readers and copying. */
export function codeView(/** @type {import('./games.js').Variant} */ variant, /** @type {string} */ code) {
  if (feedbackStyle(variant) === 'LGE') {
    return h('span', { class: 'code code-point', title: code }, `(${code[0]}, ${code[1]})`);
  }
  const spoken = usesColours(variant) ? `${code} (${[...code].map((c) => symbolName(variant, c)).join(' ')})` : code;
  return h('span', { class: 'code', 'aria-label': spoken, role: 'img', title: code }, ...[...code].map((c) => peg(variant, c)));
}

/** A feedback label drawn the way the game shows it, with the label's text beside it. */
export function feedbackView(/** @type {import('./games.js').Variant} */ variant, /** @type {string} */ label) {
  const style = feedbackStyle(variant);
  const text = h('span', { class: 'fb-label' }, label);
  if (style === 'BW') {
    const [b, w] = (label.match(/\d+/g) ?? ['0', '0']).map(Number);
    const keys = [];
    for (let i = 0; i < variant.pegs; i++) {
      keys.push(h('span', { class: i < (b ?? 0) ? 'key key-black' : i < (b ?? 0) + (w ?? 0) ? 'key key-white' : 'key key-none' }));
    }
    const grid = h('span', { class: 'keys', 'aria-hidden': 'true' }, ...keys);
    // Key pegs sit in two rows, as on the board.
    grid.style.gridTemplateColumns = `repeat(${Math.ceil(variant.pegs / 2)}, .7rem)`;
    return h('span', { class: 'feedback', title: describeLabel(variant, label) }, grid, text);
  }
  if (style === 'GYB') {
    // A tile game's colours, a small square a letter (the tiles' palette, high contrast included).
    const squares = h(
      'span',
      { class: 'fb-squares', 'aria-hidden': 'true' },
      ...[...label].map((c) => h('span', { class: 'fb-square', dataset: { state: c } })),
    );
    return h('span', { class: 'feedback', title: describeLabel(variant, label) }, squares, text);
  }
  return h(
    'span',
    { class: 'feedback', title: describeLabel(variant, label) },
    text,
    h('span', { class: 'fb-words' }, describeLabel(variant, label)),
  );
}

/** The lead sentence on how to enter a guess with the guess builder (codeInput). */
export function howToGuess(/** @type {import('./games.js').Variant} */ variant) {
  return feedbackStyle(variant) === 'LGE'
    ? 'Click a point of the grid (or type its two coordinates), then press Guess or Enter. L: the secret is at or below-left of your guess in both coordinates; G: at or above-right; neither: beside it. '
    : isWordGame(variant)
      ? `Type a word of ${variant.pegs} letters from the game's list (or click the letters), then press Guess or Enter. `
      : `Click the ${usesColours(variant) ? 'colours' : 'digits'} (or type them) to build a guess, then press Guess or Enter. `;
}

/**
 * The guess builder: slots, and a palette of symbols (a grid for a game of points). Symbols can also be typed
 * while the focus is on the page itself or inside `scope` (the game's board), never while it is
 * on a link or a form field elsewhere; Backspace removes the last one, Enter plays the guess
 * (Enter on a button presses that button). When a picked symbol's button becomes disabled, the
 * focus moves on to the next symbol, or to Guess once the guess is complete.
 * @param {import('./games.js').Variant} variant
 * @param {{ onSubmit: (code: string) => void, marks?: () => Map<string, string>, scope?: () => HTMLElement|null }} opts
 */
export function codeInput(variant, opts) {
  let code = '';
  const grid = feedbackStyle(variant) === 'LGE';
  const slots = h('div', { class: 'slots', 'aria-live': 'polite' });
  const problem = h('div', { class: 'input-problem', role: 'status' });
  const submit = /** @type {HTMLButtonElement} */ (h('button', { type: 'button', class: 'primary', onclick: () => trySubmit() }, 'Guess'));
  const palette = h('div', {
    class: grid ? 'grid-board' : 'palette',
    role: 'group',
    'aria-label': grid ? 'Points of the grid' : `${symbolWord(variant)}s`,
  });

  const render = () => {
    if (grid) {
      replace(
        slots,
        code.length === 2
          ? h('span', { class: 'code code-point' }, `(${code[0]}, ${code[1]})`)
          : h('span', { class: 'muted' }, 'Pick a point on the grid'),
      );
      const marks = opts.marks?.() ?? new Map();
      for (const cell of palette.querySelectorAll('button')) {
        const at = /** @type {HTMLElement} */ (cell).dataset.code ?? '';
        cell.classList.toggle('selected', at === code);
        const mark = marks.get(at);
        cell.textContent = mark ?? `${at[0]},${at[1]}`;
        cell.classList.toggle('marked', mark !== undefined);
        cell.setAttribute('aria-label', `point ${at[0]}, ${at[1]}${mark ? `, guessed: ${mark}` : ''}`);
      }
    } else {
      const cells = [];
      for (let i = 0; i < variant.pegs; i++) cells.push(peg(variant, code[i] ?? ''));
      replace(slots, h('span', { class: 'code', role: 'img', 'aria-label': code ? `guess so far ${code}` : 'empty guess' }, ...cells));
      for (const b of palette.querySelectorAll('button')) {
        const sym = /** @type {HTMLElement} */ (b).dataset.symbol ?? '';
        /** @type {HTMLButtonElement} */ (b).disabled =
          code.length >= variant.pegs || (variant.guesses === 'distinct' && code.includes(sym));
      }
    }
    problem.textContent = '';
  };
  /** Adds a symbol, or says why it cannot be added (never silently drops it). */
  const add = (/** @type {string} */ s) => {
    if (code.length >= variant.pegs) {
      problem.textContent = `Your guess is complete: press Enter or Guess to play it, or Backspace to change it.`;
      return;
    }
    if (variant.guesses === 'distinct' && code.includes(s)) {
      problem.textContent = `"${s}" is already in your guess: the ${symbolWord(variant)}s of a guess all differ.`;
      return;
    }
    code += s;
    render();
  };
  /** After a pick: the focus must not fall to the page when the focused button became disabled. */
  const keepFocus = (/** @type {Element|null} */ before) => {
    if (!(before instanceof HTMLButtonElement) || !palette.contains(before) || !before.disabled) return;
    const buttons = /** @type {HTMLButtonElement[]} */ ([...palette.querySelectorAll('button')]);
    const from = buttons.indexOf(before);
    const next = [...buttons.slice(from + 1), ...buttons.slice(0, from)].find((b) => !b.disabled);
    (next ?? submit).focus();
  };
  const trySubmit = () => {
    const why = guessProblem(variant, code);
    if (why) {
      problem.textContent = why;
      return;
    }
    const played = code;
    code = '';
    render();
    opts.onSubmit(played);
  };

  if (grid) {
    // Rows from the top: the second coordinate decreases upwards like a chart's y axis.
    const k = variant.symbols.length;
    for (let y = k - 1; y >= 0; y--) {
      for (let x = 0; x < k; x++) {
        const at = `${variant.symbols[x]}${variant.symbols[y]}`;
        palette.append(
          h('button', {
            type: 'button',
            class: 'cell',
            dataset: { code: at },
            onclick: () => {
              code = at;
              render();
            },
          }),
        );
      }
    }
  } else {
    for (const s of variant.symbols) {
      const b = h(
        'button',
        {
          type: 'button',
          class: usesColours(variant) ? 'pick' : 'pick pick-square',
          dataset: { symbol: s },
          'aria-label': symbolName(variant, s),
          onclick: () => {
            add(s);
            keepFocus(b);
          },
        },
        peg(variant, s),
      );
      palette.append(b);
    }
  }
  const back = h(
    'button',
    {
      type: 'button',
      onclick: () => {
        code = code.slice(0, -1);
        render();
      },
    },
    'Undo peg',
  );
  if (grid) back.hidden = true;

  const el = h('div', { class: 'code-input' }, h('div', { class: 'current' }, slots, back, submit), palette, problem);

  // Keys typed on the page itself or in the game.
  listenKeys(
    el,
    () => opts.scope?.() ?? el,
    (e, t) => {
      const before = document.activeElement;
      if (e.key === 'Enter') {
        if (t.closest('button')) return false; // the focused button does what it says
        trySubmit();
      } else if (e.key === 'Backspace') {
        code = code.slice(0, -1);
        render();
      } else if (
        e.key.length === 1 &&
        normalizeCode(variant, e.key).length === 1 &&
        variant.symbols.includes(normalizeCode(variant, e.key))
      ) {
        const s = normalizeCode(variant, e.key);
        if (grid) {
          code = (code.length >= 2 ? '' : code) + s;
          render();
        } else add(s);
        keepFocus(before);
      } else return false;
      return true;
    },
  );

  render();
  return {
    el,
    /** Puts a whole code into the slots (from a hint) and moves the focus to Guess. */
    set(/** @type {string} */ c) {
      code = c;
      render();
      submit.focus();
    },
    refresh: render,
    /** Says something under the slots (e.g. that the game is over). */
    say(/** @type {string} */ text) {
      problem.textContent = text;
    },
    focus() {
      /** @type {HTMLElement|null} */ (palette.querySelector('button:not([disabled])'))?.focus();
    },
    focusSubmit() {
      submit.focus();
    },
  };
}
