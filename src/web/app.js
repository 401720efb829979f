// @ts-check
// Entry point: loads the catalogue, then shows one section at a time, chosen by the URL's hash
// (#play, #explore, #compare, #memento) so the back button and bookmarks work.

import * as api from './api.js';
import { h, replace, notice } from './dom.js';
import { renderPlay } from './play.js';
import { renderExplore } from './explore.js';
import { renderCompare } from './compare.js';
import { errorText } from './api.js';

/** @type {Record<string, (root: HTMLElement, ctx: any) => { refresh?: () => void } | void>} */
const sections = { play: renderPlay, explore: renderExplore, compare: renderCompare };

async function main() {
  const main = /** @type {HTMLElement} */ (document.getElementById('main'));
  /** @type {import('./games.js').Variant[]} */
  let variants;
  try {
    variants = (await api.variants()).filter((v) => (v.strategies ?? []).length > 0);
  } catch (err) {
    replace(main, notice('error', 'The catalogue could not be loaded: ', errorText(err)));
    return;
  }
  if (variants.length === 0) {
    replace(main, notice('info', 'The server has no trees loaded. Build them with npm run build-trees and restart it.'));
    return;
  }
  replace(main);
  const first = variants.find((v) => v.id === 'mastermind') ?? /** @type {import('./games.js').Variant} */ (variants[0]);
  // The strongest tree (fewest guesses in total) is the default helper.
  const best = [...(first.strategies ?? [])].sort((a, b) => a.total - b.total || a.max - b.max)[0];
  const ctx = { variants, selection: { variant: first.id, strategy: best?.id ?? '' } };

  await addMemento();

  /** @type {Map<string, { el: HTMLElement, view: { refresh?: () => void } | void }>} */
  const shown = new Map();
  const show = () => {
    const wanted = location.hash.slice(1);
    const name = Object.hasOwn(sections, wanted) ? wanted : 'play';
    for (const [id, s] of shown) s.el.hidden = id !== name;
    let s = shown.get(name);
    if (s === undefined) {
      const el = h('section', { id: `section-${name}`, class: 'section', 'aria-label': name });
      main.append(el);
      s = { el, view: sections[name]?.(el, ctx) };
      shown.set(name, s);
    } else {
      s.view?.refresh?.();
    }
    for (const a of document.querySelectorAll('nav a')) {
      if (a.getAttribute('href') === `#${name}`) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    }
  };
  window.addEventListener('hashchange', show);
  show();
}

/** Adds the Memento tab when the page ships a module that renders it. */
async function addMemento() {
  /** @type {any} */
  let mod;
  try {
    // A variable specifier: the module is optional, so type checking must not require it.
    const optional = './memento.js';
    mod = await import(optional);
  } catch {
    return;
  }
  const render = [mod.renderMemento, mod.default, ...Object.values(mod)].find((f) => typeof f === 'function');
  if (!render) return;
  // The section brings its own light styles: host it on a light card in dark mode too.
  sections.memento = (root) => {
    const host = h('div', { class: 'memento-host' });
    root.append(host);
    render(host);
  };
  const nav = document.querySelector('nav ul');
  nav?.append(h('li', {}, h('a', { href: '#memento' }, 'Memento')));
}

main();
