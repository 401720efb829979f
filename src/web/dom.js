// @ts-check
// A tiny element builder: the page is small enough that a framework would weigh more than it saves.

/**
 * Creates an element: `h('button', { class: 'x', onclick: f }, 'Text', child)`. Attributes starting
 * with "on" become listeners; false and null attributes and children are skipped.
 * @param {string} tag
 * @param {Record<string, any>} [attrs]
 * @param {...(Node|string|number|null|undefined|false|Array<Node|string>)} children
 * @returns {HTMLElement}
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    if (key.startsWith('on') && typeof value === 'function') el.addEventListener(key.slice(2), value);
    else if (key === 'dataset') Object.assign(el.dataset, value);
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  append(el, children);
  return el;
}

/** Appends children (strings become text), skipping empty ones. */
export function append(/** @type {Element} */ el, /** @type {any[]} */ children) {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(typeof child === 'string' || typeof child === 'number' ? String(child) : child);
  }
}

/** Replaces an element's children. */
export function replace(/** @type {Element} */ el, /** @type {any[]} */ ...children) {
  el.replaceChildren();
  append(el, children);
}

/** An SVG element with attributes. */
export function svg(/** @type {string} */ tag, /** @type {Record<string, string|number>} */ attrs = {}, /** @type {Node[]} */ ...children) {
  const el = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, String(value));
  el.append(...children);
  return el;
}

/** A <select> of options [value, text], with the given value selected. */
export function select(
  /** @type {Array<[string, string]>} */ options,
  /** @type {string} */ value,
  /** @type {Record<string, any>} */ attrs = {},
) {
  const el = /** @type {HTMLSelectElement} */ (h('select', attrs, ...options.map(([v, t]) => h('option', { value: v }, t))));
  el.value = value;
  return el;
}

/**
 * Puts a <select> in a picker that shows its chosen option's whole text, over several lines when
 * the field is narrower than the text (a native select cuts it off at its edge, a phone's screen
 * long before a strategy's name and figures end). The text is drawn by an element under the
 * select, which stays on top, transparent: it still takes the taps, the keys and the focus, opens
 * the browser's own list, and is what screen readers read (the drawn copy is hidden from them).
 * The copy follows the select: a pick, options replaced, a value set by the page.
 * @param {HTMLSelectElement} sel @returns {HTMLElement} the picker, to place where the select went
 */
export function wholeTextPicker(sel) {
  const shown = h('span', { class: 'picker-text', 'aria-hidden': 'true' });
  const sync = () => {
    shown.textContent = sel.selectedOptions[0]?.textContent ?? '';
  };
  sel.addEventListener('change', sync);
  new MutationObserver(sync).observe(sel, { childList: true, subtree: true, characterData: true, attributes: true });
  // A value set by a script fires no event: the select's own setters are wrapped to follow it.
  for (const name of ['value', 'selectedIndex']) {
    const own = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, name);
    if (own?.get === undefined || own.set === undefined) continue;
    const { get, set } = own;
    Object.defineProperty(sel, name, {
      configurable: true,
      get: () => get.call(sel),
      set: (/** @type {unknown} */ v) => {
        set.call(sel, v);
        sync();
      },
    });
  }
  sync();
  return h('span', { class: 'picker' }, sel, shown);
}

/** A message box: kind 'error' is announced to screen readers at once. */
export function notice(/** @type {'error'|'info'|'ok'} */ kind, /** @type {any[]} */ ...children) {
  return h('div', { class: `notice notice-${kind}`, role: kind === 'error' ? 'alert' : 'status' }, ...children);
}

/** "1 guess", "2 guesses": a count with its noun, singular for one. */
export function plural(/** @type {number} */ n, /** @type {string} */ one, /** @type {string} */ many = `${one}s`) {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** A percentage for people: "<0.1%" rather than "0.0%", whole numbers from 10% up. */
export function percent(/** @type {number} */ part, /** @type {number} */ whole) {
  if (whole <= 0 || part <= 0) return '0%';
  const p = (100 * part) / whole;
  if (p < 0.1) return '<0.1%';
  if (p >= 10) return `${Math.round(p)}%`;
  return `${p.toFixed(1).replace(/\.0$/, '')}%`;
}
