// @ts-check
// How codes and feedback look: coloured pegs for Mastermind, digit tiles for Bulls and Cows,
// grid points for twod; and the input that builds a guess by clicks or keys.

import { h, replace } from './dom.js';
import { feedbackStyle, guessProblem, describeLabel } from './games.js';

const COLOUR_NAMES = ['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'cyan'];

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
  if (symbol === '') return h('span', { class: usesColours(variant) ? 'peg peg-empty' : 'peg peg-empty peg-square', 'aria-hidden': 'true' });
  const i = variant.symbols.indexOf(symbol);
  const cls = usesColours(variant) ? `peg peg-c${i + 1}` : 'peg peg-digit';
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
  return h('span', { class: 'feedback', title: describeLabel(variant, label) }, text, h('span', { class: 'fb-words' }, describeLabel(variant, label)));
}

/**
 * The guess builder: slots, and a palette of symbols (a grid for twod). Symbols can also be typed;
 * Backspace removes the last one, Enter submits.
 * @param {import('./games.js').Variant} variant
 * @param {{ onSubmit: (code: string) => void, marks?: () => Map<string, string> }} opts
 */
export function codeInput(variant, opts) {
  let code = '';
  const slots = h('div', { class: 'slots', 'aria-live': 'polite' });
  const problem = h('div', { class: 'input-problem', role: 'status' });
  const submit = h('button', { type: 'button', class: 'primary', onclick: () => trySubmit() }, 'Guess');
  const palette = h('div', { class: feedbackStyle(variant) === 'LGE' ? 'grid-board' : 'palette', role: 'group', 'aria-label': 'Symbols' });

  const render = () => {
    if (feedbackStyle(variant) === 'LGE') {
      replace(slots, code.length === 2 ? h('span', { class: 'code code-point' }, `(${code[0]}, ${code[1]})`) : h('span', { class: 'muted' }, 'Pick a point on the grid'));
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
        /** @type {HTMLButtonElement} */ (b).disabled = code.length >= variant.pegs || (variant.guesses === 'distinct' && code.includes(sym));
      }
    }
    problem.textContent = '';
  };
  const add = (/** @type {string} */ s) => {
    if (code.length < variant.pegs && !(variant.guesses === 'distinct' && code.includes(s))) code += s;
    render();
  };
  const trySubmit = () => {
    const why = guessProblem(variant, code);
    if (why) {
      problem.textContent = why;
      return;
    }
    const played = code;
    code = '';
    opts.onSubmit(played);
    render();
  };

  if (feedbackStyle(variant) === 'LGE') {
    // Rows from the top: the second coordinate decreases upwards like a chart's y axis.
    const k = variant.symbols.length;
    for (let y = k - 1; y >= 0; y--) {
      for (let x = 0; x < k; x++) {
        const at = `${variant.symbols[x]}${variant.symbols[y]}`;
        palette.append(h('button', { type: 'button', class: 'cell', dataset: { code: at }, onclick: () => { code = at; render(); } }));
      }
    }
  } else {
    for (const s of variant.symbols) {
      palette.append(h('button', { type: 'button', class: usesColours(variant) ? 'pick' : 'pick pick-square', dataset: { symbol: s }, 'aria-label': symbolName(variant, s), onclick: () => add(s) }, peg(variant, s)));
    }
  }
  const back = h('button', { type: 'button', onclick: () => { code = code.slice(0, -1); render(); } }, 'Undo peg');
  if (feedbackStyle(variant) === 'LGE') back.hidden = true;

  const el = h('div', { class: 'code-input' }, h('div', { class: 'current' }, slots, back, submit), palette, problem);

  /** Typing symbols, Backspace and Enter work while no form field has the focus. */
  const onKey = (/** @type {KeyboardEvent} */ e) => {
    if (!el.isConnected || el.closest('[hidden]')) {
      if (!el.isConnected) document.removeEventListener('keydown', onKey);
      return;
    }
    const t = /** @type {HTMLElement} */ (e.target);
    if (t.closest('input, select, textarea') || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'Enter' && t.tagName !== 'BUTTON') trySubmit();
    else if (e.key === 'Backspace') { code = code.slice(0, -1); render(); }
    else if (e.key.length === 1 && variant.symbols.includes(e.key)) {
      if (feedbackStyle(variant) === 'LGE') code = (code.length >= 2 ? '' : code) + e.key;
      else add(e.key);
      render();
    } else return;
    e.preventDefault();
  };
  document.addEventListener('keydown', onKey);

  render();
  return {
    el,
    /** Puts a whole code into the slots (from a hint). */
    set(/** @type {string} */ c) { code = c; render(); submit.focus(); },
    refresh: render,
    focus() { /** @type {HTMLElement|null} */ (palette.querySelector('button:not([disabled])'))?.focus(); },
  };
}
