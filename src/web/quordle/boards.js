// @ts-check
// The boards of a game of several boards at once, side by side, and the one keyboard they
// share: a guess is typed once, shown in the row being typed of every board not yet solved, and
// played on all of them. A solved board takes no more rows: it is greyed and says its answer. Each
// key shows the best state of its letter over the boards still open (green over yellow over grey),
// the state that still tells the player something. The tiles, their labels and the keyboard's rows
// are the tile boards' (tiles/tiles.js, and the face of the game its boards play); so are its styles.

import { h, replace } from '../dom.js';
import { STATE_WORDS, keyStates, nextState, tile, tileLabel } from '../tiles/tiles.js';

/**
 * A step of the game as the boards show it: the guess and each board's colours ('' on a board
 * solved at an earlier step).
 * @typedef {{ guess: string, colours: string[] }} Played
 */

/**
 * @typedef {object} BoardsOptions
 * @property {(guess: string, colours: string[]) => void} onEnter Enter on a full row: its word, and each open board's colours when the person gives them ('' on a solved board)
 * @property {import('../tiles/face.js').Face} face how the boards' tiles read (their game's words and keyboard)
 * @property {(text: string) => void} say a message over the boards
 * @property {boolean} [colours] the person gives each board's colours (the assistant): the row's tiles are buttons that cycle grey, yellow, green
 */

/** What a tile of the row being entered says it does, when the person gives the colours. */
const CYCLE_HINT = '; Space or a click changes its colour';

/**
 * Draws the boards of `rules` and their keyboard; returns their parts and what the view drives them by.
 * @param {import('./rules.js').QuordleRules} rules @param {BoardsOptions} opts
 */
export function quordleBoards(rules, opts) {
  const L = rules.length;
  const K = rules.boards;
  const face = opts.face;
  const unset = '?'.repeat(L);
  /** @type {Played[]} */
  let history = [];
  let typed = '';
  /** The colours the person gives, a board each ('?' not given yet). */
  let colours = Array.from({ length: K }, () => unset);
  let pristine = false;
  let locked = false;
  /** @type {string[]} */
  let heads = [];

  const grid = h('div', { class: 'boards-grid', role: 'group', 'aria-label': 'Boards' });
  const live = h('p', { class: 'sr-only', 'aria-live': 'polite' });
  /** @type {Map<string, HTMLButtonElement>} */
  const keys = new Map();
  const keyButton = (/** @type {string} */ k) => {
    const named = k === 'Enter' ? 'enter' : k === 'Backspace' ? 'backspace' : null;
    const b = /** @type {HTMLButtonElement} */ (
      h(
        'button',
        {
          type: 'button',
          class: named ? 'key-wide' : 'key-letter',
          dataset: { key: named ?? k },
          'aria-label': named ? k : k.toUpperCase(),
          // A click never takes the focus, so that Enter keeps playing the row.
          onmousedown: (/** @type {MouseEvent} */ e) => e.preventDefault(),
          onclick: () => press(k),
        },
        k === 'Backspace' ? '⌫' : named ? k : k.toUpperCase(),
      )
    );
    if (!named) keys.set(k, b);
    return b;
  };
  const keyboard = h(
    'div',
    { class: 'keyboard', role: 'group', 'aria-label': 'Keyboard' },
    ...face.keys.map((row, r) => {
      const last = r === face.keys.length - 1;
      return h(
        'div',
        { class: 'keyboard-row' },
        last ? keyButton('Enter') : null,
        ...[...row].map(keyButton),
        last ? keyButton('Backspace') : null,
      );
    }),
  );

  /** The step (1-based) at which each board was solved, 0 while it is open. */
  const solvedAt = () => {
    const at = new Array(K).fill(0);
    history.forEach((st, i) =>
      st.colours.forEach((c, b) => {
        if (at[b] === 0 && /^G+$/.test(c)) at[b] = i + 1;
      }),
    );
    return at;
  };

  const render = () => {
    const at = solvedAt();
    const boards = [];
    for (let b = 0; b < K; b++) {
      const solved = at[b] > 0;
      const rows = [];
      for (let r = 0; r < rules.maxGuesses; r++) {
        const played = history[r];
        const open = !solved || r < at[b];
        let tiles;
        if (played && open) tiles = [...played.guess].map((c, i) => tile(i + 1, c, played.colours[b]?.[i] ?? '', face.symbol));
        else if (!played && !solved && r === history.length && !locked) tiles = currentTiles(b);
        else tiles = Array.from({ length: L }, (_, i) => tile(i + 1, '', '', face.symbol));
        const current = !played && !solved && r === history.length && !locked;
        rows.push(
          h(
            'div',
            {
              class: `boards-row${current ? ' tiles-row-current' : ''}${current && pristine && typed ? ' tiles-row-suggested' : ''}`,
              role: 'group',
              'aria-label': `Guess ${r + 1}${current && pristine && typed ? ', suggested' : ''}`,
            },
            ...tiles,
          ),
        );
      }
      const head = heads[b] ?? (solved ? `solved in ${at[b]}` : '');
      boards.push(
        h(
          'section',
          {
            class: `boards-board${solved ? ' boards-board-solved' : ''}`,
            role: 'group',
            'aria-label': `Board ${b + 1}${head ? `, ${head}` : ''}`,
          },
          // Shown short where a board is narrow (a phone's): "58 left"; the board's name says it whole.
          h(
            'p',
            { class: 'boards-head', 'aria-hidden': 'true' },
            h('span', {}, `Board ${b + 1}`),
            h('span', { title: head }, head.replace(/ (?:answers?|accepted words?) left$/, ' left')),
          ),
          h('div', { class: 'boards-rows' }, ...rows),
        ),
      );
    }
    replace(grid, ...boards);
    paintKeys(at);
  };

  /** Each key in the best state of its letter over the boards still open. */
  const paintKeys = (/** @type {number[]} */ at) => {
    const rank = { B: 0, Y: 1, G: 2 };
    /** @type {Map<string, 'G'|'Y'|'B'>} */
    const best = new Map();
    const open = at.flatMap((s, b) => (s === 0 ? [b] : []));
    // Once every board is solved the keyboard stays as the last boards left it.
    for (const b of open.length > 0 ? open : at.map((_, b) => b)) {
      const states = keyStates(history.filter((st) => st.colours[b]).map((st) => ({ guess: st.guess, feedback: st.colours[b] ?? '' })));
      for (const [letter, state] of states) {
        const known = best.get(letter);
        if (known === undefined || rank[state] > rank[known]) best.set(letter, state);
      }
    }
    for (const [letter, button] of keys) {
      const state = best.get(letter);
      if (state) button.dataset.state = state;
      else delete button.dataset.state;
      button.setAttribute('aria-label', state ? `${letter.toUpperCase()}, ${STATE_WORDS[state]}` : letter.toUpperCase());
    }
  };

  /** The row being typed on board b: plain tiles, or buttons that cycle their colour when the person gives the colours. */
  const currentTiles = (/** @type {number} */ b) =>
    Array.from({ length: L }, (_, i) => {
      const letter = typed[i] ?? '';
      if (!opts.colours) return tile(i + 1, letter, '', face.symbol);
      const state = colours[b]?.[i] ?? '?';
      const button = h(
        'button',
        {
          type: 'button',
          class: 'tile tile-button',
          dataset: { state: letter ? (state === '?' ? 'unset' : state) : 'empty', board: String(b + 1), place: String(i + 1) },
          'aria-label': `Board ${b + 1}, ${tileLabel(i + 1, letter, letter ? state : '', face.symbol)}${letter ? CYCLE_HINT : ''}`,
          disabled: !letter,
          onmousedown: (/** @type {MouseEvent} */ e) => e.preventDefault(),
          onclick: () => cycle(b, i, button),
        },
        letter.toUpperCase(),
      );
      return button;
    });

  /** Changes tile i of board b's row to its next colour, in place (the focus stays on it). */
  const cycle = (/** @type {number} */ b, /** @type {number} */ i, /** @type {HTMLElement} */ button) => {
    const c = colours[b] ?? unset;
    const state = nextState(c[i] ?? '?');
    colours[b] = c.slice(0, i) + state + c.slice(i + 1);
    button.dataset.state = state;
    button.setAttribute('aria-label', `Board ${b + 1}, ${tileLabel(i + 1, typed[i] ?? '', state, face.symbol)}${CYCLE_HINT}`);
    if (pristine) {
      // The suggestion becomes the person's guess once they give a colour.
      pristine = false;
      for (const row of grid.querySelectorAll('.tiles-row-suggested')) {
        row.classList.remove('tiles-row-suggested');
        row.setAttribute('aria-label', (row.getAttribute('aria-label') ?? '').replace(', suggested', ''));
      }
    }
  };

  const over = () => opts.say('This game is over: New game starts another.');
  const symbolOf = (/** @type {string} */ key) => (keys.has(key) ? key : keys.has(key.toLowerCase()) ? key.toLowerCase() : null);
  const press = (/** @type {string} */ key) => {
    if (locked) return over();
    if (key === 'Enter') return submit();
    if (key === 'Backspace') {
      pristine = false;
      typed = typed.slice(0, -1);
    } else {
      const symbol = symbolOf(key);
      if (symbol === null) return;
      if (pristine) {
        typed = '';
        colours = colours.map(() => unset);
        pristine = false;
      }
      if (typed.length >= L) return opts.say('The row is full: press Enter to play it, or Backspace to change it.');
      typed += symbol;
    }
    render();
  };
  const submit = () => {
    if (typed.length < L) return opts.say(`A guess has ${L} letters; type ${L - typed.length} more.`);
    const at = solvedAt();
    if (opts.colours) {
      for (let b = 0; b < K; b++) {
        const place = at[b] === 0 ? (colours[b] ?? unset).indexOf('?') : -1;
        if (place >= 0) {
          return opts.say(
            `Set the colour of board ${b + 1}'s tile ${place + 1}: click it until it shows the colour you got (or type the colours: G green, Y yellow, B grey, a board each, joined by /).`,
          );
        }
      }
    }
    opts.onEnter(typed, opts.colours ? colours.map((c, b) => (at[b] === 0 ? c : '')) : []);
  };
  render();

  return {
    grid,
    keyboard,
    live,
    /** True for a key of the physical keyboard the boards take: a letter, Backspace or Enter. */
    takes: (/** @type {string} */ key) => key === 'Enter' || key === 'Backspace' || symbolOf(key) !== null,
    /** A key of the physical keyboard for the boards; false for any other key. */
    press(/** @type {string} */ key) {
      if (key !== 'Enter' && key !== 'Backspace' && symbolOf(key) === null) return false;
      press(key);
      return true;
    },
    /** Shows the steps played; the row being typed starts empty. */
    setHistory(/** @type {Played[]} */ played) {
      history = played.map((st) => ({ guess: st.guess, colours: [...st.colours] }));
      typed = '';
      colours = colours.map(() => unset);
      pristine = false;
      render();
    },
    /** What each board's head says besides its number (the answers left, solved, its answer); [] for the default. */
    setHeads(/** @type {string[]} */ texts) {
      heads = [...texts];
      render();
    },
    /** Sets the open boards' colours of the row being typed, as typed (`BYBBG/GGGGG`: a board each, in order, solved boards left out or written -----). */
    setColours(/** @type {string[]} */ given) {
      const at = solvedAt();
      colours = colours.map((c, b) => (at[b] === 0 ? (given[b] ?? '').padEnd(L, '?').slice(0, L) : c));
      if (given.some((g) => g !== '')) pristine = false;
      render();
    },
    /** Puts a word into the row being typed (a suggestion: the first letter typed replaces it). */
    suggest(/** @type {string} */ word) {
      typed = word.slice(0, L);
      colours = colours.map(() => unset);
      pristine = true;
      render();
    },
    /** The letters of the row being typed. */
    typed: () => typed,
    /** True once the game is over (the boards take no more guesses). */
    over: () => locked,
    /** Ends the input (the game is over) or takes it again. */
    lock(on = true) {
      locked = on;
      render();
    },
    /** Announces a sentence to screen readers. */
    announce(/** @type {string} */ text) {
      live.textContent = text;
    },
  };
}

/** @typedef {ReturnType<typeof quordleBoards>} QuordleBoards */
