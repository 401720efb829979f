/**
 * The Memento section of the web page (the memory-fragment flip puzzle of To the Moon, Freebird
 * Games, 2011). A plain browser ES module with no dependencies:
 *
 *   import { renderMemento } from './memento.js';
 *   renderMemento(document.querySelector('#memento'));
 *
 * Click tiles to set a board, ask the server (POST /v1/memento/solve) for the fewest moves, then
 * step through them: each step flips one line, highlighted. Every class starts with "memento-".
 */

const FAMILIES = [
  { id: 'rows', label: 'Rows (r0, r1, …)' },
  { id: 'columns', label: 'Columns (c0, c1, …)' },
  { id: 'anti-diagonal', label: 'Anti-diagonal d (from bottom-left)' },
  { id: 'main-diagonal', label: 'Main diagonal m (from top-left)' },
];
const DEFAULT_FAMILIES = ['rows', 'columns', 'anti-diagonal'];
const MAX_SIDE = 32;

/** Installs the section's style sheet once per document: a linked file, which a strict CSP allows. */
function installStyles(doc) {
  if (doc.querySelector('link[data-memento-styles]')) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('./memento.css', import.meta.url).href;
  link.setAttribute('data-memento-styles', '');
  doc.head.appendChild(link);
}

/** The tiles (row, column) a move flips, as the puzzle's reference solver flips them: d climbs from bottom-left. */
export function lineCells(name, rows, cols) {
  const cells = [];
  const diag = Math.min(rows, cols);
  if (name === 'd') for (let i = 0; i < diag; i++) cells.push([rows - 1 - i, i]);
  else if (name === 'm') for (let i = 0; i < diag; i++) cells.push([i, i]);
  else if (name[0] === 'r') for (let j = 0; j < cols; j++) cells.push([Number(name.slice(1)), j]);
  else if (name[0] === 'c') for (let i = 0; i < rows; i++) cells.push([i, Number(name.slice(1))]);
  return cells;
}

/** A board as rows of "0"/"1" strings (1 solved), the request's format. */
function toRows(tiles) {
  return tiles.map((row) => row.map((t) => (t ? '1' : '0')).join(''));
}

function el(doc, tag, className, text) {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** How many sections this document has rendered: each names its step buttons' label by a fresh id. */
let rendered = 0;

/**
 * Renders the Memento section into `root` and returns a small handle. Options: `endpoint` (the
 * solve URL, default "/v1/memento/solve"), `rows`/`cols` (initial size, default 3 x 3), `fetch`,
 * `heading` (false when the host page gives the section its heading; default true).
 */
export function renderMemento(root, options = {}) {
  const doc = root.ownerDocument;
  const endpoint = options.endpoint ?? '/v1/memento/solve';
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const stepsLabelId = `memento-steps-label-${++rendered}`;
  installStyles(doc);

  /**
   * @type {{ rows: number, cols: number, tiles: boolean[][], families: Set<string>,
   *   solution: { moves: string[], start: boolean[][] } | null, step: number, busy: boolean,
   *   message?: { error: boolean, text: string } | null }}
   */
  const state = {
    rows: clampSide(options.rows ?? 3),
    cols: clampSide(options.cols ?? 3),
    tiles: [], // tiles[i][j]: true when solved (the board as the player set it)
    families: new Set(DEFAULT_FAMILIES),
    solution: null, // { moves, start } once solved: start is the board the moves apply to
    step: 0, // how many moves of the solution have been played
    busy: false,
  };
  state.tiles = makeTiles(state.rows, state.cols, true);

  root.replaceChildren();
  const section = el(doc, 'section', 'memento-root');
  section.setAttribute('aria-label', 'Memento flip puzzle');
  if (options.heading !== false) section.append(el(doc, 'h2', 'memento-title', 'Memento'));
  section.append(
    el(
      doc,
      'p',
      'memento-help',
      'The memory-fragment puzzle of To the Moon: each move flips a whole row, column or diagonal. ' +
        'Click tiles to set a board (gold is solved), then ask for the fewest moves and step through them.',
    ),
  );

  const controls = el(doc, 'div', 'memento-controls');
  const rowsInput = numberInput(doc, state.rows, 1, MAX_SIDE);
  const colsInput = numberInput(doc, state.cols, 1, MAX_SIDE);
  const bestInput = numberInput(doc, '', 0, 999);
  bestInput.placeholder = 'any';
  const solveButton = el(doc, 'button', 'memento-button memento-button-primary', 'Solve');
  const clearButton = el(doc, 'button', 'memento-button', 'All solved');
  const scrambleButton = el(doc, 'button', 'memento-button', 'Scramble');
  for (const b of [solveButton, clearButton, scrambleButton]) b.type = 'button';
  controls.append(
    labelled(doc, 'Rows', rowsInput),
    labelled(doc, 'Columns', colsInput),
    labelled(doc, 'Best move', bestInput),
    solveButton,
    clearButton,
    scrambleButton,
  );

  const familyBox = el(doc, 'fieldset', 'memento-families');
  familyBox.append(el(doc, 'legend', 'memento-legend', 'Moves'));
  // Each kind of move is on or off: a switch, drawn as the host page draws its switches (its
  // .switch class; plain checkboxes where the page has none).
  const familyInputs = FAMILIES.map((f) => {
    const input = doc.createElement('input');
    input.type = 'checkbox';
    input.setAttribute('role', 'switch');
    input.checked = state.families.has(f.id);
    input.addEventListener('change', () => {
      if (input.checked) state.families.add(f.id);
      else state.families.delete(f.id);
      resetSolution();
      render();
    });
    const label = el(doc, 'label', 'memento-family switch');
    label.append(input, el(doc, 'span', '', f.label));
    familyBox.append(label);
    return input;
  });

  const board = el(doc, 'div', 'memento-board');
  board.setAttribute('role', 'group');
  board.setAttribute('aria-label', 'Board: rows r0, r1, … from the top, columns c0, c1, … from the left');
  const result = el(doc, 'div', 'memento-result');
  result.setAttribute('aria-live', 'polite');
  section.append(controls, familyBox, board, result);
  root.append(section);

  rowsInput.addEventListener('change', () => resize(Number(rowsInput.value), state.cols));
  colsInput.addEventListener('change', () => resize(state.rows, Number(colsInput.value)));
  bestInput.addEventListener('change', () => {
    resetSolution();
    render();
  });
  clearButton.addEventListener('click', () => {
    state.tiles = makeTiles(state.rows, state.cols, true);
    resetSolution();
    render();
  });
  scrambleButton.addEventListener('click', () => {
    // Flip random lines of the chosen families, so the board always has an answer.
    const names = moveNames(state.rows, state.cols, state.families);
    const tiles = makeTiles(state.rows, state.cols, true);
    for (const name of names) if (Math.random() < 0.5) flip(tiles, name);
    state.tiles = tiles;
    resetSolution();
    render();
  });
  solveButton.addEventListener('click', () => void solve());

  function resize(rows, cols) {
    rows = clampSide(rows);
    cols = clampSide(cols);
    rowsInput.value = String(rows);
    colsInput.value = String(cols);
    const tiles = makeTiles(rows, cols, true);
    for (let i = 0; i < Math.min(rows, state.rows); i++)
      for (let j = 0; j < Math.min(cols, state.cols); j++) tiles[i][j] = state.tiles[i][j];
    Object.assign(state, { rows, cols, tiles });
    resetSolution();
    render();
  }

  function resetSolution() {
    state.solution = null;
    state.step = 0;
    state.message = null;
  }

  function flip(tiles, name) {
    for (const [i, j] of lineCells(name, tiles.length, tiles[0].length)) tiles[i][j] = !tiles[i][j];
  }

  /** The board shown: the player's board, or the solution's start with the played moves flipped. */
  function shownTiles() {
    if (state.solution === null) return state.tiles;
    const tiles = state.solution.start.map((row) => [...row]);
    for (const name of state.solution.moves.slice(0, state.step)) flip(tiles, name);
    return tiles;
  }

  async function solve() {
    if (state.families.size === 0) {
      state.message = { error: true, text: 'Choose at least one kind of move.' };
      render();
      return;
    }
    // Checked here, so a typo is explained in words and never sent.
    const bestText = bestInput.value.trim();
    if (bestText !== '' && !/^\d{1,3}$/.test(bestText)) {
      state.message = {
        error: true,
        text: 'Best move is the most moves you allow: a whole number from 0 to 999, or empty for the fewest.',
      };
      render();
      return;
    }
    const best = bestText === '' ? null : Number(bestText);
    // A board no set of moves solves is recognised here (the same linear algebra as the server's), without a failing request.
    if (!solvable(state.tiles, state.families)) {
      state.solution = null;
      state.message = { error: true, text: 'No set of moves solves this board with these kinds of move (try adding another kind).' };
      render();
      return;
    }
    const body = { rows: toRows(state.tiles), moves: FAMILIES.map((f) => f.id).filter((id) => state.families.has(id)) };
    state.busy = true;
    render();
    try {
      const res = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = await res.json();
      if (!res.ok) {
        state.solution = null;
        state.message = { error: true, text: json.message ?? `The server answered ${res.status}.` };
      } else {
        state.solution = { moves: json.moves, start: state.tiles.map((row) => [...row]) };
        state.step = 0;
        state.message =
          json.count === 0
            ? { error: false, text: 'Already solved: no move needed.' }
            : best !== null && json.count > best
              ? { error: true, text: `No answer within ${plural(best, 'move')}: this board needs ${json.count}. Here they are anyway.` }
              : { error: false, text: `Fewest moves: ${json.count}.` };
      }
    } catch (err) {
      state.message = { error: true, text: `Could not reach the server (${err instanceof Error ? err.message : String(err)}).` };
    } finally {
      state.busy = false;
      render();
    }
  }

  function render() {
    const shown = shownTiles();
    const current = state.solution !== null && state.step > 0 ? state.solution.moves[state.step - 1] : null;
    const line = new Set(current === null ? [] : lineCells(current, state.rows, state.cols).map(([i, j]) => `${i},${j}`));
    // Square tiles up to 40 px, smaller on large boards and narrow screens (the columns shrink, the tiles stay square);
    // on touch screens memento.css sets --memento-tile-min to 44 px, and a board too wide for the screen scrolls instead.
    const size = Math.max(12, Math.min(40, Math.floor(440 / Math.max(state.rows, state.cols))));
    board.style.setProperty('--memento-tile', `${size}px`);
    board.style.gridTemplateColumns = `auto repeat(${state.cols}, minmax(var(--memento-tile-min, 0px), var(--memento-tile)))`;
    board.classList.toggle('memento-locked', state.solution !== null && state.step > 0);
    board.classList.toggle('memento-small', size < 24);
    board.replaceChildren(el(doc, 'span', 'memento-corner'));
    // Column numbers above, row numbers on the left: the numbers of the moves c0, c1, … and r0, r1, ….
    // On wide boards every fifth column is numbered, so the numbers never run into each other.
    for (let j = 0; j < state.cols; j++) {
      const shown = state.cols <= 16 || j % 5 === 0;
      board.append(el(doc, 'span', 'memento-label memento-col-label', !shown ? '' : size < 24 ? String(j) : `c${j}`));
    }
    for (let i = 0; i < state.rows; i++) {
      board.append(el(doc, 'span', 'memento-label memento-row-label', size < 24 ? String(i) : `r${i}`));
      for (let j = 0; j < state.cols; j++) {
        const solved = shown[i][j];
        const tile = el(
          doc,
          'button',
          `memento-tile ${solved ? 'memento-solved' : 'memento-unsolved'}${line.has(`${i},${j}`) ? ' memento-line' : ''}`,
        );
        tile.type = 'button';
        tile.setAttribute('aria-label', `r${i}, c${j}: ${solved ? 'solved' : 'unsolved'}`);
        tile.setAttribute('aria-pressed', solved ? 'false' : 'true');
        tile.addEventListener('click', () => {
          // Editing starts from what is shown, so a half-played solution can be edited on.
          state.tiles = shownTiles().map((row) => [...row]);
          state.tiles[i][j] = !state.tiles[i][j];
          resetSolution();
          render();
        });
        board.append(tile);
      }
    }
    solveButton.disabled = state.busy;
    for (const input of familyInputs) input.disabled = state.busy;
    renderResult();
  }

  function renderResult() {
    result.replaceChildren();
    if (state.busy) result.append(el(doc, 'p', 'memento-message', 'Solving…'));
    if (state.message) result.append(el(doc, 'p', `memento-message${state.message.error ? ' memento-error' : ''}`, state.message.text));
    const sol = state.solution;
    if (sol === null || sol.moves.length === 0) return;
    const list = el(doc, 'ol', 'memento-moves');
    sol.moves.forEach((name, k) => {
      const cls = k < state.step - 1 ? ' memento-move-done' : k === state.step - 1 ? ' memento-move-current' : '';
      list.append(el(doc, 'li', `memento-move${cls}`, name));
    });
    // The buttons are a group named by the words before them.
    const steps = el(doc, 'div', 'memento-steps');
    steps.setAttribute('role', 'group');
    steps.setAttribute('aria-labelledby', stepsLabelId);
    const stepsLabel = el(doc, 'span', 'memento-steps-label', 'Step through the moves');
    stepsLabel.id = stepsLabelId;
    const back = el(doc, 'button', 'memento-button', '◀ Back');
    const next = el(doc, 'button', 'memento-button', 'Next move ▶');
    const restart = el(doc, 'button', 'memento-button', 'Restart');
    for (const b of [back, next, restart]) b.type = 'button';
    back.disabled = state.step === 0;
    next.disabled = state.step === sol.moves.length;
    restart.disabled = state.step === 0;
    back.addEventListener('click', () => go(state.step - 1));
    next.addEventListener('click', () => go(state.step + 1));
    restart.addEventListener('click', () => go(0));
    const where =
      state.step === 0
        ? `No move played yet (${plural(sol.moves.length, 'move')} to go).`
        : state.step === sol.moves.length
          ? `Move ${state.step} of ${sol.moves.length} (${sol.moves[state.step - 1]}): solved.`
          : `Move ${state.step} of ${sol.moves.length}: flipped ${sol.moves[state.step - 1]}.`;
    steps.append(stepsLabel, back, next, restart, el(doc, 'span', 'memento-where', where));
    result.append(list, steps);
  }

  function go(step) {
    if (state.solution === null) return;
    state.step = Math.max(0, Math.min(state.solution.moves.length, step));
    render();
  }

  render();
  return {
    /** Sets the board from rows of "0"/"1" (1 solved), as the API takes them. */
    setBoard(rows) {
      const tiles = rows.map((r) => [...r].map((ch) => ch === '1'));
      Object.assign(state, { rows: clampSide(tiles.length), cols: clampSide(tiles[0]?.length ?? 1), tiles });
      rowsInput.value = String(state.rows);
      colsInput.value = String(state.cols);
      resetSolution();
      render();
    },
    /** Asks the server for the fewest moves of the current board. */
    solve,
    /** Removes the section. */
    destroy() {
      root.replaceChildren();
    },
  };
}

/** "1 move", "3 moves". */
function plural(n, word) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * True when some set of moves of the families solves the board (tiles[i][j] true when solved):
 * the unsolved tiles, as a vector over GF(2), lie in the span of the moves' vectors (an XOR basis
 * by highest bit; see docs/memento.md, Method).
 */
export function solvable(tiles, families) {
  const rows = tiles.length;
  const cols = tiles[0]?.length ?? 0;
  const bit = (i, j) => 1n << BigInt(i * cols + j);
  const top = (v) => v.toString(2).length - 1;
  /** @type {Map<number, bigint>} */
  const basis = new Map();
  const reduce = (v) => {
    while (v !== 0n) {
      const b = basis.get(top(v));
      if (b === undefined) return v;
      v ^= b;
    }
    return v;
  };
  for (const name of moveNames(rows, cols, families)) {
    let v = 0n;
    for (const [i, j] of lineCells(name, rows, cols)) v ^= bit(i, j);
    v = reduce(v);
    if (v !== 0n) basis.set(top(v), v);
  }
  let unsolved = 0n;
  for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) if (!tiles[i][j]) unsolved |= bit(i, j);
  return reduce(unsolved) === 0n;
}

function clampSide(n) {
  return Number.isFinite(n) ? Math.max(1, Math.min(MAX_SIDE, Math.round(n))) : 3;
}

function makeTiles(rows, cols, value) {
  return Array.from({ length: rows }, () => Array.from({ length: cols }, () => value));
}

function moveNames(rows, cols, families) {
  const names = [];
  if (families.has('rows')) for (let i = 0; i < rows; i++) names.push(`r${i}`);
  if (families.has('columns')) for (let j = 0; j < cols; j++) names.push(`c${j}`);
  if (families.has('anti-diagonal')) names.push('d');
  if (families.has('main-diagonal')) names.push('m');
  return names;
}

function numberInput(doc, value, min, max) {
  const input = doc.createElement('input');
  input.type = 'number';
  input.min = String(min);
  input.max = String(max);
  input.value = String(value);
  return input;
}

function labelled(doc, text, input) {
  const label = el(doc, 'label', '');
  label.append(doc.createTextNode(text), input);
  return label;
}
