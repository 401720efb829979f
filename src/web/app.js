// @ts-check
// Entry point: loads the catalogue, then shows one view at a time, chosen by the address: the
// landing at /, the views of the game families at their own paths (families.js lists them), and
// the sections #play, #explore, #compare and #memento, each with its parameters (see state.js), so that Back, Forward, bookmarks and shared
// links all work. Links between these addresses are followed in the page, without a reload.

import * as api from './api.js';
import { h, replace, notice } from './dom.js';
import { renderPlay } from './play.js';
import { renderExplore } from './explore.js';
import { renderCompare } from './compare.js';
import { errorText } from './api.js';
import { loadLists } from './word-lists.js';
import { readBoardId } from './board-id.js';
import { bestStrategy } from './strategies.js';
import { hashOf, readLocation } from './state.js';
import { renderLanding } from './landing.js';
import { HOME_TITLE, NAV_LINKS, PAGE_VIEW_CLASS, PAGE_VIEWS, TILE_GAMES } from './families.js';

/** @typedef {import('./context.js').Context} Context @typedef {import('./context.js').View} View */

/** @type {Record<string, (root: HTMLElement, ctx: Context) => View | void>} */
const sections = { play: renderPlay, explore: renderExplore, compare: renderCompare };

async function main() {
  addFamilyLinks();
  const main = /** @type {HTMLElement} */ (document.getElementById('main'));
  /** @type {import('./games.js').Variant[]} */
  let variants;
  try {
    // Word games' lists are loaded when a view opens their board (ctx.openBoard), not here.
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

  /** @type {Map<string, import('./games.js').Variant>} */
  const boards = new Map(variants.map((v) => [v.id, v]));
  /** @type {Array<() => void>} */
  const boardListeners = [];
  /** The address shown last (path, query and hash): each address is handled once. */
  let lastHref = location.href;
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
      if (known) return withLists(known);
      // Read by the core first: a link with a bad board is explained without a failing request,
      // and an alias (mm-4x6 is mastermind) opens the catalogue's board.
      const parsed = readBoardId(id);
      if (!parsed.ok) return parsed;
      const listed = boards.get(parsed.id);
      if (listed) return withLists(listed);
      // The server's answer brings what the page needs beyond the id (a word game's list, the strategies' states).
      let variant;
      try {
        variant = await api.variant(parsed.id);
      } catch (err) {
        return { ok: false, message: errorText(err) };
      }
      variant.custom = true;
      // A tile board is played by the core's game, made from the lists the answer carries (kept
      // by their digest: a board of the catalogue with the same lists does not fetch them again).
      const opened = await withLists(variant);
      if (!opened.ok) return opened;
      boards.set(variant.id, variant);
      for (const listener of boardListeners) listener();
      return { ok: true, variant };
    },
    setLocation(section, params, push = false) {
      const hash = hashOf(section, params);
      if (hash === location.hash) return;
      if (push) history.pushState(null, '', hash);
      else history.replaceState(null, '', hash);
      lastHref = location.href;
    },
    go(url, replaceIt = false) {
      if (replaceIt) history.replaceState(null, '', url);
      else history.pushState(null, '', url);
      route();
    },
  };

  await addMemento();

  /** @type {Map<string, { el: HTMLElement, view: View | void }>} */
  const shown = new Map();
  /** The view named `name`, drawn the first time it is shown; the others are hidden. */
  const reveal = (/** @type {string} */ name, /** @type {(el: HTMLElement) => View | void} */ render) => {
    for (const [id, s] of shown) s.el.hidden = id !== name;
    let s = shown.get(name);
    if (s === undefined) {
      const el = h('section', { id: `section-${name}`, class: 'section', 'aria-label': name });
      main.append(el);
      s = { el, view: render(el) };
      shown.set(name, s);
    }
    document.body.classList.toggle(
      PAGE_VIEW_CLASS,
      PAGE_VIEWS.some((v) => v.name === name),
    );
    return s;
  };
  /** The views at their own addresses drawn so far, by name. @type {Map<string, { apply: (at: any, query: URLSearchParams) => unknown }>} */
  const drawn = new Map();
  const route = () => {
    lastHref = location.href;
    for (const pageView of PAGE_VIEWS) {
      const at = pageView.read(location.pathname);
      if (at === null) continue;
      reveal(pageView.name, (el) => {
        drawn.set(pageView.name, pageView.render(el, ctx));
      });
      void drawn.get(pageView.name)?.apply(at, new URLSearchParams(location.search));
      markNav(pageView.nav(at));
      return;
    }
    const { section, params } = readLocation();
    // An older link to a board of a view of its own in Play opens that view at its own address.
    const own = section === 'play' ? (PAGE_VIEWS.map((v) => v.fromPlay?.(params) ?? null).find((to) => to !== null) ?? null) : null;
    if (own !== null) {
      ctx.go(own, true);
      return;
    }
    if (section === '' || !Object.hasOwn(sections, section)) {
      // A hash that names no section (the skip link's #main) leaves the view shown as it is.
      if (section !== '' && shown.size > 0) return;
      reveal('home', (el) => renderLanding(el, ctx));
      document.title = HOME_TITLE;
      markNav('');
      return;
    }
    const s = reveal(section, (el) => sections[section]?.(el, ctx));
    document.title = `${section[0]?.toUpperCase()}${section.slice(1)} · Codebreaker`;
    s.view?.apply?.(params);
    markNav(section);
  };
  // Back and Forward fire popstate (and hashchange when the hash differs): handle each address once.
  const onNavigate = () => {
    if (location.href === lastHref) return;
    route();
  };
  window.addEventListener('popstate', onNavigate);
  window.addEventListener('hashchange', onNavigate);
  // A link to another view of the page opens it here, without reloading the page.
  document.addEventListener('click', (e) => {
    const a = /** @type {HTMLElement} */ (e.target).closest?.('a[href]');
    if (!(a instanceof HTMLAnchorElement) || e.defaultPrevented || e.button !== 0) return;
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey || a.target || a.hasAttribute('download')) return;
    const url = new URL(a.href);
    const inPage = url.pathname === '/' || PAGE_VIEWS.some((v) => v.read(url.pathname) !== null);
    if (url.origin !== location.origin || !inPage) return;
    // The same path with another hash: the browser's own fragment navigation (hashchange) shows it.
    if (url.pathname === location.pathname && url.search === location.search && url.hash !== '') return;
    e.preventDefault();
    ctx.go(url.pathname + url.search + url.hash);
    // As a followed link does: the view opens at its top (a link low on the landing leads to a board on one screen).
    if (url.hash === '') window.scrollTo(0, 0);
  });
  route();
}

/** Marks the link of the view shown (a section, or a family of a view of its own, for any of its boards' views) in the page's navigation as the current page. */
function markNav(/** @type {string} */ name) {
  for (const a of document.querySelectorAll('header.top nav a')) {
    const href = a.getAttribute('href') ?? '';
    const current =
      href === `/#${name}` ||
      PAGE_VIEWS.some((v) => {
        const at = v.read(href);
        return at !== null && v.nav(at) === name;
      });
    if (current) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
}

/**
 * A board with its word lists loaded (none for a board without), or why they could not be.
 * @param {import('./games.js').Variant} variant
 * @returns {Promise<{ ok: true, variant: import('./games.js').Variant } | { ok: false, message: string }>}
 */
async function withLists(variant) {
  try {
    await loadLists(variant, TILE_GAMES);
  } catch (err) {
    return { ok: false, message: `The word lists of ${variant.title} could not be loaded: ${errorText(err)}` };
  }
  return { ok: true, variant };
}

/** Puts the links to the families' pages (the page's registration lists them) first in the page's navigation. */
function addFamilyLinks() {
  const nav = document.querySelector('header.top nav ul');
  nav?.prepend(...NAV_LINKS.map((link) => h('li', {}, h('a', { href: link.href }, link.label))));
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
  // The section brings its own light styles: host it on a light card in dark mode too, under a
  // heading as the other sections have.
  sections.memento = (root) => {
    const host = h('div', { class: 'memento-host' });
    root.append(h('h2', {}, 'Memento flip puzzle'), host);
    render(host, { heading: false });
  };
  const nav = document.querySelector('header.top nav ul');
  nav?.append(h('li', {}, h('a', { href: '/#memento' }, 'Memento')));
}

main();
