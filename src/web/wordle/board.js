// @ts-check
// The Wordle board every Wordle mode of Play draws: a row of letter tiles per guess the board
// allows, the row being typed, an on-screen keyboard whose keys show the best state known of each
// letter, the hard-mode and high-contrast switches, a line for problems and a live region that
// announces each guess's colours. Letters are typed on the physical keyboard too (Backspace,
// Enter) while the focus is on the page or inside the board, never in a field or on a link.

import { h, replace } from '../dom.js';
import { listenKeys } from '../keys.js';
import { applyHighContrast, highContrast, setHighContrast } from './contrast.js';
import { STATE_WORDS, keyStates, nextState, tile, tileLabel } from './tiles.js';

/** The keyboard's rows; `+` is Enter and `-` Backspace. */
const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', '+zxcvbnm-'];

/** What a tile of the row being entered says it does, when the person gives the colours. */
const CYCLE_HINT = '; Space or a click changes its colour';

/**
 * @typedef {object} BoardOptions
 * @property {(guess: string, colours: string) => void} onEnter Enter on a full row: its letters, and its colours when the person sets them
 * @property {boolean} [colours] the person gives each guess's colours (the game is played elsewhere): the row's tiles are buttons that cycle grey, yellow, green, and a field takes them typed (GYBBB)
 * @property {((on: boolean) => string | null) | null} [onHard] switches hard mode; answers why it cannot, or null. Without it the switch is disabled.
 */

/**
 * Draws a Wordle board for `variant` and returns it with what its mode drives it by.
 * @param {import('../games.js').Variant} variant @param {BoardOptions} opts
 */
export function wordleBoard(variant, opts) {
  const L = variant.pegs;
  const blank = 'B'.repeat(L);
  /** @type {Array<{ guess: string, feedback: string }>} */
  let history = [];
  let typed = '';
  let colours = blank;
  /** The row shows a suggestion: the first letter typed replaces it. */
  let pristine = false;
  let locked = false;

  const grid = h('div', { class: 'wordle-grid', role: 'group', 'aria-label': 'Guesses' });
  const message = h('p', { class: 'input-problem wordle-message', role: 'status' });
  const live = h('p', { class: 'sr-only', 'aria-live': 'polite', id: 'wordle-live' });
  /** @type {Map<string, HTMLButtonElement>} */
  const keys = new Map();
  const keyboard = h(
    'div',
    { class: 'keyboard', role: 'group', 'aria-label': 'Keyboard' },
    ...KEY_ROWS.map((row) => h('div', { class: 'keyboard-row' }, ...[...row].map((k) => keyButton(k)))),
  );
  const coloursField = /** @type {HTMLInputElement} */ (
    h('input', {
      id: 'wordle-colours',
      autocomplete: 'off',
      spellcheck: 'false',
      autocapitalize: 'characters',
      size: L + 2,
      value: blank,
    })
  );
  const coloursBox = h(
    'div',
    { class: 'wordle-colours-box' },
    h('label', { for: 'wordle-colours' }, 'Colours you got: G green, Y yellow, B grey (or click the tiles)', coloursField),
  );
  coloursBox.hidden = !opts.colours;

  const hardBox = /** @type {HTMLInputElement} */ (
    h('input', { type: 'checkbox', role: 'switch', id: 'wordle-hard', checked: variant.rules?.hard === true, disabled: !opts.onHard })
  );
  const contrastBox = /** @type {HTMLInputElement} */ (
    h('input', { type: 'checkbox', role: 'switch', id: 'wordle-contrast', checked: highContrast() })
  );
  const switches = h(
    'div',
    { class: 'wordle-switches' },
    h('label', { for: 'wordle-hard', class: 'switch' }, hardBox, h('span', {}, 'Hard mode')),
    h('label', { for: 'wordle-contrast', class: 'switch' }, contrastBox, h('span', {}, 'High-contrast colours')),
  );
  hardBox.addEventListener('change', () => {
    const why = opts.onHard?.(hardBox.checked) ?? null;
    if (why !== null) {
      hardBox.checked = !hardBox.checked;
      message.textContent = why;
    }
  });
  contrastBox.addEventListener('change', () => setHighContrast(contrastBox.checked));
  applyHighContrast();

  const el = h('div', { class: 'wordle' }, switches, grid, coloursBox, message, keyboard, live);

  /** One key of the on-screen keyboard; a click never takes the focus (so Enter keeps playing the guess). */
  function keyButton(/** @type {string} */ k) {
    const enter = k === '+';
    const back = k === '-';
    const b = /** @type {HTMLButtonElement} */ (
      h(
        'button',
        {
          type: 'button',
          class: enter || back ? 'key-wide' : 'key-letter',
          dataset: { key: enter ? 'enter' : back ? 'backspace' : k },
          'aria-label': enter ? 'Enter' : back ? 'Backspace' : k.toUpperCase(),
          onmousedown: (/** @type {MouseEvent} */ e) => e.preventDefault(),
          onclick: () => (enter ? submit() : back ? erase() : add(k)),
        },
        enter ? 'Enter' : back ? '⌫' : k.toUpperCase(),
      )
    );
    if (!enter && !back) keys.set(k, b);
    return b;
  }

  const render = () => {
    /** @type {HTMLElement[]} */
    const rows = [];
    for (let r = 0; r < variant.maxGuesses; r++) {
      const played = history[r];
      if (played)
        rows.push(
          row(
            r,
            [...played.guess].map((c, i) => tile(i + 1, c, played.feedback[i] ?? '')),
          ),
        );
      else if (r === history.length && !locked) rows.push(row(r, currentTiles(), true));
      else
        rows.push(
          row(
            r,
            Array.from({ length: L }, (_, i) => tile(i + 1, '', '')),
          ),
        );
    }
    replace(grid, ...rows);
    const best = keyStates(history);
    for (const [letter, b] of keys) {
      const state = best.get(letter);
      if (state) b.dataset.state = state;
      else delete b.dataset.state;
      b.setAttribute('aria-label', state ? `${letter.toUpperCase()}, ${STATE_WORDS[state]}` : letter.toUpperCase());
    }
    for (const b of keyboard.querySelectorAll('button')) /** @type {HTMLButtonElement} */ (b).disabled = locked;
    coloursBox.hidden = !opts.colours || locked;
    coloursField.value = colours;
  };
  const row = (/** @type {number} */ r, /** @type {HTMLElement[]} */ tiles, current = false) =>
    h('div', { class: current ? 'wordle-row wordle-row-current' : 'wordle-row', role: 'group', 'aria-label': `Guess ${r + 1}` }, ...tiles);

  /** The row being typed: plain tiles, or buttons that cycle their colour when the person gives the colours. */
  const currentTiles = () =>
    Array.from({ length: L }, (_, i) => {
      const letter = typed[i] ?? '';
      if (!opts.colours) return tile(i + 1, letter, '');
      const state = colours[i] ?? 'B';
      const b = h(
        'button',
        {
          type: 'button',
          class: 'tile tile-button',
          dataset: { state: letter ? state : 'empty', place: String(i + 1) },
          'aria-label': `${tileLabel(i + 1, letter, letter ? state : '')}${letter ? CYCLE_HINT : ''}`,
          disabled: !letter,
          // A click leaves the focus where it was, so that Enter still plays the row; from the
          // keyboard, Space changes the colour and Enter plays the row as anywhere on the board.
          onmousedown: (/** @type {MouseEvent} */ e) => e.preventDefault(),
          onclick: () => cycle(i, b),
          onkeydown: (/** @type {KeyboardEvent} */ e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            submit();
          },
        },
        letter.toUpperCase(),
      );
      return b;
    });

  /** Changes tile i of the row being typed to its next colour, in place (the focus stays on it). */
  const cycle = (/** @type {number} */ i, /** @type {HTMLElement} */ b) => {
    const state = nextState(colours[i] ?? 'B');
    colours = colours.slice(0, i) + state + colours.slice(i + 1);
    b.dataset.state = state;
    b.setAttribute('aria-label', `${tileLabel(i + 1, typed[i] ?? '', state)}${CYCLE_HINT}`);
    coloursField.value = colours;
    message.textContent = '';
  };

  coloursField.addEventListener('input', () => {
    // Letters G, Y, B in any case, or the squares 🟩 🟨 ⬛ ⬜; the places not typed yet stay grey.
    // Typed after the colours shown, the last ones typed count.
    const all = [...coloursField.value.toUpperCase()]
      .map((c) => ({ '🟩': 'G', '🟨': 'Y', '⬛': 'B', '⬜': 'B' })[c] ?? c)
      .filter((c) => 'GYB'.includes(c));
    const read = all.slice(Math.max(0, all.length - L)).join('');
    colours = read + blank.slice(read.length);
    const tiles = grid.querySelectorAll('.wordle-row-current .tile-button');
    tiles.forEach((t, i) => {
      const b = /** @type {HTMLElement} */ (t);
      if (!typed[i]) return;
      b.dataset.state = colours[i] ?? 'B';
      b.setAttribute('aria-label', `${tileLabel(i + 1, typed[i] ?? '', colours[i] ?? 'B')}${CYCLE_HINT}`);
    });
    message.textContent = '';
  });
  coloursField.addEventListener('focus', () => coloursField.select());
  coloursField.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    submit();
  });

  const add = (/** @type {string} */ letter) => {
    if (locked) return;
    if (pristine) {
      typed = '';
      colours = blank;
      pristine = false;
    }
    if (typed.length >= L) {
      message.textContent = 'The row is full: press Enter to play it, or Backspace to change it.';
      return;
    }
    typed += letter;
    message.textContent = '';
    render();
  };
  const erase = () => {
    if (locked) return;
    pristine = false;
    typed = typed.slice(0, -1);
    message.textContent = '';
    render();
  };
  const submit = () => {
    if (locked) return;
    if (typed.length < L) {
      message.textContent = `A guess has ${L} letters; type ${L - typed.length} more.`;
      return;
    }
    opts.onEnter(typed, opts.colours ? colours : '');
  };

  // Keys typed on the page itself or inside the board.
  listenKeys(
    el,
    () => el,
    (e, t) => {
      if (e.key === 'Enter') {
        if (t.closest('button')) return false; // the focused button does what it says
        submit();
      } else if (e.key === 'Backspace') erase();
      else if (/^[a-z]$/i.test(e.key)) add(e.key.toLowerCase());
      else return false;
      return true;
    },
  );
  render();

  return {
    el,
    /** Shows the rows played (and the keyboard's states); the row being typed starts empty. */
    setHistory(/** @type {Array<{ guess: string, feedback: string }>} */ rows) {
      history = rows.map((st) => ({ ...st }));
      typed = '';
      colours = blank;
      pristine = false;
      render();
    },
    /** Puts a word into the row being typed (a suggestion: the first letter typed replaces it). */
    suggest(/** @type {string} */ word) {
      typed = word.slice(0, L);
      colours = blank;
      pristine = true;
      render();
    },
    /** The letters of the row being typed. */
    typed: () => typed,
    /** Says a problem (or anything) under the board; '' clears it. */
    say(/** @type {string} */ text) {
      message.textContent = text;
    },
    /** Announces a sentence to screen readers (the colours of a guess, the answers left). */
    announce(/** @type {string} */ text) {
      live.textContent = text;
    },
    /** Puts the focus on the on-screen Enter key (after a hint: Enter then plays the row). */
    focusEnter() {
      /** @type {HTMLElement | null} */ (keyboard.querySelector('button[data-key="enter"]'))?.focus();
    },
    /** Ends the input (the game is over) or takes it again. */
    lock(on = true) {
      locked = on;
      render();
    },
  };
}
