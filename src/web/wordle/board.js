// @ts-check
// The tile board every view of a tile game draws (Wordle's words, other games' equations): a row of
// tiles per guess the board allows, the row being typed, an on-screen keyboard whose keys show the
// best state known of each symbol, and a live region that announces each guess's colours. The
// game's keys and words come from its face (tiles/face.js): its length and symbols are the board's.
// Its parts are placed by the view (the grid in the middle of the screen, the keyboard at its foot);
// the keys typed on the physical keyboard come from the view too (`press`, see tiles/keys.js), and
// what the board has to say goes to the view's toasts.

import { h } from '../dom.js';
import { faceOf } from '../tiles/face.js';
import { STATE_WORDS, keyStates, nextState, tile, tileLabel } from '../tiles/tiles.js';

/** The keyboard's Enter and Backspace keys, among its symbols (no symbol of a game is a word). */
const ENTER = 'Enter';
const BACKSPACE = 'Backspace';

/** How long a tile takes to flip over when a guess is revealed, and how long after its left neighbour it starts (the New York Times' pace). */
export const FLIP_MS = 500;
export const FLIP_STEP_MS = 250;
/** How long the winning row's bounce takes once its tiles have flipped (each tile 100 ms after its neighbour). */
export const BOUNCE_MS = 1000;

/** True when the person asked for less motion: then no tile flips, pops, shakes or bounces. */
export function stillMotion() {
  return matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** What a tile of the row being entered says it does, when the person gives the colours. */
const CYCLE_HINT = '; Space or a click changes its colour';

/**
 * @typedef {object} BoardOptions
 * @property {(guess: string, colours: string) => void} onEnter Enter on a full row: its letters, and its colours when the person sets them
 * @property {(text: string) => void} say shows a message over the board (the view's toasts)
 * @property {boolean} [colours] the person gives each guess's colours (the game is played elsewhere): the row's tiles are buttons that cycle grey, yellow, green, and a field takes them typed (GYBBB)
 */

/**
 * Draws a tile board for `variant` and returns its parts and what its mode drives it by.
 * @param {import('../games.js').Variant} variant @param {BoardOptions} opts
 */
export function wordleBoard(variant, opts) {
  const L = variant.pegs;
  const face = faceOf(variant);
  /** What a place holds, in the board's words (letter, symbol). */
  const word = face.symbol;
  const blank = 'B'.repeat(L);
  // The colours the person gives start unset ('?'): a tile left unset is asked for, never taken for grey.
  const fresh = opts.colours ? '?'.repeat(L) : blank;
  /** @type {Array<{ guess: string, feedback: string }>} */
  let history = [];
  let typed = '';
  let colours = fresh;
  /** The row shows a suggestion: the first letter typed replaces it. */
  let pristine = false;
  let locked = false;
  /** The row just played, to be revealed (its tiles flip over; a winning row then bounces). */
  let reveal = -1;
  /** When the reveal under way ends (performance.now()), and what waits for it. */
  let revealEnds = 0;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let keysLater;

  const grid = h('div', { class: 'tiles-grid', role: 'group', 'aria-label': 'Guesses' });
  const live = h('p', { class: 'sr-only', 'aria-live': 'polite', id: 'wordle-live' });
  /** @type {Map<string, HTMLButtonElement>} */
  const keys = new Map();
  // Enter and Backspace at the ends of the last row, as Wordle's keyboard has them.
  const keyboard = h(
    'div',
    { class: 'keyboard', role: 'group', 'aria-label': 'Keyboard' },
    ...face.keys.map((row, r) =>
      h(
        'div',
        { class: 'keyboard-row' },
        r === face.keys.length - 1 ? keyButton(ENTER) : null,
        ...[...row].map((k) => keyButton(k)),
        r === face.keys.length - 1 ? keyButton(BACKSPACE) : null,
      ),
    ),
  );
  const coloursField = /** @type {HTMLInputElement} */ (
    h('input', {
      id: 'wordle-colours',
      autocomplete: 'off',
      spellcheck: 'false',
      autocapitalize: 'characters',
      size: L + 2,
      value: '',
      'aria-describedby': 'wordle-colours-how',
    })
  );
  const coloursBox = h(
    'div',
    { class: 'tiles-colours-box' },
    h('label', { for: 'wordle-colours' }, 'Colours you got'),
    coloursField,
    h('span', { id: 'wordle-colours-how', class: 'sr-only' }, 'G green, Y yellow, B grey, or click the tiles.'),
  );
  coloursBox.hidden = !opts.colours;

  /** One key of the on-screen keyboard; a click never takes the focus (so Enter keeps playing the guess). */
  function keyButton(/** @type {string} */ k) {
    const enter = k === ENTER;
    const back = k === BACKSPACE;
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

  /** The rows drawn, each with what it shows, so that a row is drawn again only when that changes. */
  /** @type {Array<{ key: string, el: HTMLElement }>} */
  const rows = [];
  const render = () => {
    for (let r = 0; r < variant.maxGuesses; r++) {
      const played = history[r];
      const current = !played && r === history.length && !locked;
      const key = played ? `played ${played.guess} ${played.feedback}` : current ? currentKey() : 'empty';
      if (rows[r]?.key === key) continue;
      const tiles = played
        ? [...played.guess].map((c, i) => tile(i + 1, c, played.feedback[i] ?? '', word))
        : current
          ? currentTiles()
          : Array.from({ length: L }, (_, i) => tile(i + 1, '', '', word));
      const el = row(r, tiles, current, current && pristine && typed !== '');
      if (played && r === reveal && !stillMotion()) {
        // Each tile flips over after its left neighbour; its colour shows when it is edge-on.
        el.classList.add('reveal');
        if (/^G+$/.test(played.feedback)) el.classList.add('win');
        tiles.forEach((t, i) => t.style.setProperty('--i', String(i)));
        revealEnds = performance.now() + (L - 1) * FLIP_STEP_MS + FLIP_MS + (el.classList.contains('win') ? BOUNCE_MS + (L - 1) * 100 : 0);
      }
      if (rows[r]) rows[r].el.replaceWith(el);
      else grid.append(el);
      rows[r] = { key, el };
    }
    reveal = -1;
    // The keys take their new colours once the row's tiles have shown theirs.
    clearTimeout(keysLater);
    const wait = revealEnds - performance.now();
    if (wait > 0) keysLater = setTimeout(paintKeys, Math.min(wait, (L - 1) * FLIP_STEP_MS + FLIP_MS));
    else paintKeys();
    coloursBox.hidden = !opts.colours || locked;
    coloursField.value = colours.replaceAll('?', '');
  };
  const currentKey = () => `current ${typed} ${colours} ${opts.colours} ${pristine}`;
  /** Each key in the best state known of its letter (the keyboard stays bright once the game is over). */
  const paintKeys = () => {
    const best = keyStates(history);
    for (const [symbol, b] of keys) {
      const state = best.get(symbol);
      if (state) b.dataset.state = state;
      else delete b.dataset.state;
      b.setAttribute('aria-label', state ? `${symbol.toUpperCase()}, ${STATE_WORDS[state]}` : symbol.toUpperCase());
    }
  };
  /** Shakes the row being typed: what was entered is refused. */
  const shake = () => {
    const el = rows[history.length]?.el;
    if (!el || stillMotion()) return;
    el.classList.remove('shake');
    void el.offsetWidth; // restarts the animation
    el.classList.add('shake');
    el.addEventListener('animationend', () => el.classList.remove('shake'), { once: true });
  };
  /** A row; the suggestion in the row being typed is marked as one (dashed tiles and a label), not a row played. */
  const row = (/** @type {number} */ r, /** @type {HTMLElement[]} */ tiles, current = false, suggested = false) =>
    h(
      'div',
      {
        class: `tiles-row${current ? ' tiles-row-current' : ''}${suggested ? ' tiles-row-suggested' : ''}`,
        role: 'group',
        'aria-label': `Guess ${r + 1}${suggested ? ', suggested' : ''}`,
      },
      ...tiles,
      suggested ? h('span', { class: 'row-tag', 'aria-hidden': 'true' }, 'Suggested') : null,
    );
  /** The suggestion becomes the person's guess once they give a colour: its row is unmarked in place (the focus stays on its tile). */
  const accept = () => {
    if (!pristine) return;
    pristine = false;
    const el = rows[history.length]?.el;
    if (!el) return;
    el.classList.remove('tiles-row-suggested');
    el.setAttribute('aria-label', `Guess ${history.length + 1}`);
    el.querySelector('.row-tag')?.remove();
  };

  /** The row being typed: plain tiles, or buttons that cycle their colour when the person gives the colours. */
  const currentTiles = () =>
    Array.from({ length: L }, (_, i) => {
      const letter = typed[i] ?? '';
      if (!opts.colours) return tile(i + 1, letter, '', word);
      const state = colours[i] ?? '?';
      const b = h(
        'button',
        {
          type: 'button',
          class: 'tile tile-button',
          dataset: { state: letter ? shown(state) : 'empty', place: String(i + 1) },
          'aria-label': `${tileLabel(i + 1, letter, letter ? state : '', word)}${letter ? CYCLE_HINT : ''}`,
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

  /** A tile's data-state for a colour: 'unset' for one not given yet. */
  const shown = (/** @type {string} */ state) => (state === '?' ? 'unset' : state);

  /** Changes tile i of the row being typed to its next colour, in place (the focus stays on it). */
  const cycle = (/** @type {number} */ i, /** @type {HTMLElement} */ b) => {
    const state = nextState(colours[i] ?? '?');
    colours = colours.slice(0, i) + state + colours.slice(i + 1);
    b.dataset.state = state;
    b.setAttribute('aria-label', `${tileLabel(i + 1, typed[i] ?? '', state, word)}${CYCLE_HINT}`);
    coloursField.value = colours.replaceAll('?', '');
    accept();
    const current = rows[history.length];
    if (current) current.key = currentKey();
  };

  coloursField.addEventListener('input', () => {
    // Letters G, Y, B in any case, or the squares 🟩 🟨 ⬛ ⬜ (and the purple 🟪 some games draw for yellow); the
    // places not typed yet stay unset. Typed after the colours shown, the last ones typed count.
    const all = [...coloursField.value.toUpperCase()]
      .map((c) => ({ '🟩': 'G', '🟨': 'Y', '🟪': 'Y', '⬛': 'B', '⬜': 'B' })[c] ?? c)
      .filter((c) => 'GYB'.includes(c));
    const read = all.slice(Math.max(0, all.length - L)).join('');
    colours = read + fresh.slice(read.length);
    if (read.length > 0) accept();
    const tiles = grid.querySelectorAll('.tiles-row-current .tile-button');
    tiles.forEach((t, i) => {
      const b = /** @type {HTMLElement} */ (t);
      if (!typed[i]) return;
      b.dataset.state = shown(colours[i] ?? '?');
      b.setAttribute('aria-label', `${tileLabel(i + 1, typed[i] ?? '', colours[i] ?? '?', word)}${CYCLE_HINT}`);
    });
    const current = rows[history.length];
    if (current) current.key = currentKey();
  });
  coloursField.addEventListener('focus', () => coloursField.select());
  coloursField.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    submit();
  });

  /** What a key says once the game is over (the keyboard stays as it was, bright). */
  const over = () => opts.say('This game is over: New game starts another.');
  /** The symbol of the keyboard a typed key means (a letter in capitals is the letter), or null. */
  const symbolOf = (/** @type {string} */ key) => (keys.has(key) ? key : keys.has(key.toLowerCase()) ? key.toLowerCase() : null);
  const add = (/** @type {string} */ symbol) => {
    if (locked) return over();
    if (pristine) {
      typed = '';
      colours = fresh;
      pristine = false;
    }
    if (typed.length >= L) {
      opts.say('The row is full: press Enter to play it, or Backspace to change it.');
      return;
    }
    typed += symbol;
    render();
    // The tile just filled pops.
    if (!stillMotion()) rows[history.length]?.el.children[typed.length - 1]?.classList.add('pop');
  };
  const erase = () => {
    if (locked) return over();
    pristine = false;
    typed = typed.slice(0, -1);
    render();
  };
  const submit = () => {
    if (locked) return over();
    if (typed.length < L) {
      opts.say(`A guess has ${L} ${word}s; type ${L - typed.length} more.`);
      shake();
      return;
    }
    const unset = opts.colours ? colours.indexOf('?') : -1;
    if (unset >= 0) {
      opts.say(
        `Set the colour of tile ${unset + 1}: click it until it shows the colour you got (or type the colours: G green, Y yellow, B grey).`,
      );
      shake();
      return;
    }
    opts.onEnter(typed, opts.colours ? colours : '');
  };
  render();

  return {
    /** The rows (one per guess allowed) and the letters of a row: the view sizes the tiles by them. */
    size: { rows: variant.maxGuesses, cols: L },
    /** True when the person gives each guess's colours (the assistant): the row's tiles are buttons. */
    givesColours: opts.colours === true,
    grid,
    keyboard,
    /** The field the colours are typed in (the assistant's), hidden on other boards. */
    coloursBox,
    live,
    /** True for a key of the physical keyboard the board takes: a symbol of its keyboard (a letter in either case), Backspace or Enter. */
    takes: (/** @type {string} */ key) => key === 'Enter' || key === 'Backspace' || symbolOf(key) !== null,
    /** A key of the physical keyboard for the board: a symbol, Backspace or Enter; false for any other key. */
    press(/** @type {string} */ key) {
      const symbol = symbolOf(key);
      if (key === 'Enter') submit();
      else if (key === 'Backspace') erase();
      else if (symbol !== null) add(symbol);
      else return false;
      return true;
    },
    /** Shows the rows played (and the keyboard's states); the row being typed starts empty. A guess just played is revealed, tile by tile. */
    setHistory(/** @type {Array<{ guess: string, feedback: string }>} */ played) {
      const grown = played.length === history.length + 1 && history.every((st, i) => st.guess === played[i]?.guess);
      reveal = grown ? history.length : -1;
      history = played.map((st) => ({ ...st }));
      typed = '';
      colours = fresh;
      pristine = false;
      render();
    },
    /** Puts a word into the row being typed (a suggestion: the first letter typed replaces it). */
    suggest(/** @type {string} */ word) {
      typed = word.slice(0, L);
      colours = fresh;
      pristine = true;
      render();
    },
    /** The letters of the row being typed. */
    typed: () => typed,
    /** True once the game is over (the board takes no more guesses). */
    over: () => locked,
    /** Refuses what was entered: says why over the board, and shakes the row. */
    refuse(/** @type {string} */ text) {
      opts.say(text);
      shake();
    },
    /** Calls `fn` once the guess just played has been revealed (at once when nothing moves). */
    afterReveal(/** @type {() => void} */ fn) {
      const wait = revealEnds - performance.now();
      if (wait <= 0) fn();
      // Not for a board another game has replaced meanwhile.
      else setTimeout(() => grid.isConnected && fn(), wait);
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

/** The parts of a Wordle board a view places, and what its mode drives it by. */
/** @typedef {ReturnType<typeof wordleBoard>} WordleBoard */
