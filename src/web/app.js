// @ts-check
// Entry point: loads the catalogue, then shows one section at a time, chosen by the address
// (#play, #explore, #compare, #memento, each with its parameters: see state.js), so that Back,
// Forward, bookmarks and shared links all work.

import * as api from './api.js';
import { h, replace, notice } from './dom.js';
import { renderPlay } from './play.js';
import { renderExplore } from './explore.js';
import { renderCompare } from './compare.js';
import { errorText } from './api.js';
import { isWordGame } from './games.js';
import { addWordleRules } from './wordle/load.js';
import { readBoardId } from './board-id.js';
import { bestStrategy } from './strategies.js';
import { hashOf, readLocation } from './state.js';

/**
 * What every section shares: the catalogue, the boards opened so far, the current choice, and
 * the address.
 * @typedef {import('./board.js').BoardContext & {
 *   selection: { variant: string, strategy: string },
 *   setLocation: (section: string, params: Record<string, string|undefined>, push?: boolean) => void,
 * }} Context
 * @typedef {{ apply?: (params: URLSearchParams) => void }} View
 */

/** @type {Record<string, (root: HTMLElement, ctx: Context) => View | void>} */
const sections = { play: renderPlay, explore: renderExplore, compare: renderCompare };

async function main() {
  const main = /** @type {HTMLElement} */ (document.getElementById('main'));
  /** @type {import('./games.js').Variant[]} */
  let variants;
  try {
    variants = (await api.variants()).filter((v) => (v.strategies ?? []).length > 0);
    // Word games need their word list for the page's rules: loaded once, kept on the variant.
    // A word game whose list cannot be loaded is left out rather than shown broken.
    await Promise.all(variants.filter(isWordGame).map((v) => loadWords(v).catch(() => undefined)));
    variants = variants.filter((v) => !isWordGame(v) || v.words !== undefined || v.rules !== undefined);
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

  /** @type {Map<string, import('./games.js').Variant>} */
  const boards = new Map(variants.map((v) => [v.id, v]));
  /** @type {Array<() => void>} */
  const boardListeners = [];
  let lastHash = location.hash;
  /** @type {Context} */
  const ctx = {
    variants,
    boards,
    selection: { variant: first.id, strategy: bestStrategy(first.strategies ?? []) },
    onBoards: (listener) => {
      boardListeners.push(listener);
    },
    async openBoard(id) {
      const known = boards.get(id) ?? boards.get(id.toLowerCase());
      if (known) return { ok: true, variant: known };
      // Read by the core first: a link with a bad board is explained without a failing request,
      // and an alias (mm-4x6 is mastermind) opens the catalogue's board.
      const parsed = readBoardId(id);
      if (!parsed.ok) return parsed;
      const listed = boards.get(parsed.id);
      if (listed) return { ok: true, variant: listed };
      // The server's answer brings what the page needs beyond the id (a word game's list, the strategies' states).
      let variant;
      try {
        variant = await api.variant(parsed.id);
      } catch (err) {
        return { ok: false, message: errorText(err) };
      }
      variant.custom = true;
      // A Wordle board is played by the core's game, made from the lists the answer carries.
      addWordleRules(variant, variant);
      boards.set(variant.id, variant);
      for (const listener of boardListeners) listener();
      return { ok: true, variant };
    },
    setLocation(section, params, push = false) {
      const hash = hashOf(section, params);
      if (hash === location.hash) return;
      if (push) history.pushState(null, '', hash);
      else history.replaceState(null, '', hash);
      lastHash = location.hash;
    },
  };

  await addMemento();

  /** @type {Map<string, { el: HTMLElement, view: View | void }>} */
  const shown = new Map();
  const show = () => {
    const { section, params } = readLocation();
    const name = Object.hasOwn(sections, section) ? section : 'play';
    for (const [id, s] of shown) s.el.hidden = id !== name;
    let s = shown.get(name);
    if (s === undefined) {
      const el = h('section', { id: `section-${name}`, class: 'section', 'aria-label': name });
      main.append(el);
      s = { el, view: sections[name]?.(el, ctx) };
      shown.set(name, s);
    }
    s.view?.apply?.(params);
    for (const a of document.querySelectorAll('nav a')) {
      if (a.getAttribute('href') === `#${name}`) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    }
  };
  // Back and Forward fire popstate (and hashchange when the hash differs): handle each address once.
  const onNavigate = () => {
    if (location.hash === lastHash) return;
    lastHash = location.hash;
    show();
  };
  window.addEventListener('popstate', onNavigate);
  window.addEventListener('hashchange', onNavigate);
  show();
}

/** Puts a word game's words (a Wordle board's rules) on its variant (`GET /v1/variants/:variant`), once. */
async function loadWords(/** @type {import('./games.js').Variant} */ variant) {
  if (variant.words || variant.rules) return;
  const detail = await api.variant(variant.id);
  if (detail.words) variant.words = detail.words;
  else addWordleRules(variant, detail);
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
