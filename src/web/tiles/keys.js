// @ts-check
// Keys typed while a tile board's view is open reach its board, whatever control was clicked last:
// a symbol of the board (a letter of a word, a digit or sign of an equation) or Backspace on a picker,
// a switch, a button or a link goes into the row (a picker never takes it for its type-ahead), and
// Enter plays the row. Only fields where text is typed keep
// their keys (the assistant's colours, the review's answer, a dialog's text field); Enter keeps
// its own meaning on a control the person reached with Tab (it presses that button, follows that
// link), and on any control once the game is over (New game). A letter typed while a dialog is
// open closes it and goes into the row.

/** Input types where a person types text: they keep every key. */
const TEXT_INPUTS = new Set(['', 'text', 'search', 'email', 'url', 'tel', 'password', 'number']);

/** True for an element that takes typed text (a text field, a text area, an editable element). */
export function takesText(/** @type {Element} */ el) {
  if (el instanceof HTMLInputElement) return TEXT_INPUTS.has(el.type);
  return el.matches('textarea, [contenteditable]:not([contenteditable="false"])');
}

/**
 * The board's part of the page's keys: a symbol it takes, Backspace or Enter (see above) for the
 * board `target()` names while `shown()` is true, caught before any control sees it.
 * @param {{ shown: () => boolean, target: () => { takes: (key: string) => boolean, press: (key: string) => boolean, over: () => boolean } | null }} at
 */
export function routeKeysToBoard(at) {
  /** The element the last Tab (or Shift+Tab) moved the focus to: Enter there keeps its own meaning. */
  let tabbedTo = /** @type {EventTarget | null} */ (null);
  let tabbing = false;
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.key === 'Tab') tabbing = true;
    },
    true,
  );
  document.addEventListener('focusin', (e) => {
    tabbedTo = tabbing ? e.target : null;
    tabbing = false;
  });
  document.addEventListener('pointerdown', () => {
    tabbing = false;
  });
  document.addEventListener(
    'keydown',
    (e) => {
      const board = at.target();
      if (board === null || !at.shown()) return;
      if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing || e.defaultPrevented) return;
      if (!board.takes(e.key)) return;
      const t = /** @type {Element} */ (e.target);
      if (t instanceof Element && takesText(t)) return;
      const dialog = t instanceof Element ? t.closest('dialog') : null;
      if (e.key === 'Enter') {
        if (dialog?.open) return;
        const control = t instanceof Element && t.matches('button, a[href], summary, [role="button"]');
        if (control && (t === tabbedTo || board.over())) return;
      } else if (dialog?.open) dialog.close();
      e.preventDefault();
      board.press(e.key);
    },
    true,
  );
}
