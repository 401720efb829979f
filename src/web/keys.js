// @ts-check
// The keys of a game's input: typed anywhere on the page, never while a field, a link or another
// control has the focus.

/**
 * Listens to the page's keys for the input `el`: `handle` gets a key pressed while the focus is on
 * the page itself or inside `scope()` (not on a link, a field or a details), without Ctrl, Meta
 * or Alt, while `el` is shown; it returns true when it used the key (its default is then
 * prevented). The listener goes away once `el` has left the page.
 * @param {HTMLElement} el @param {() => HTMLElement} scope
 * @param {(e: KeyboardEvent, target: HTMLElement) => boolean} handle
 */
export function listenKeys(el, scope, handle) {
  const onKey = (/** @type {KeyboardEvent} */ e) => {
    if (!el.isConnected) {
      document.removeEventListener('keydown', onKey);
      return;
    }
    if (el.closest('[hidden]') || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
    const t = /** @type {HTMLElement} */ (e.target);
    const onPage = t === document.body || t === document.documentElement || t.id === 'main';
    if (!onPage && !scope().contains(t)) return;
    if (t.closest('a, input, select, textarea, summary, [contenteditable], details')) return;
    if (handle(e, t)) e.preventDefault();
  };
  document.addEventListener('keydown', onKey);
}
