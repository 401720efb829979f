// @ts-check
// The Explore section: one tree's statistics, worst-case games, the game for a typed secret, and
// the decision tree itself. The tree view downloads the tree file once and decodes it in the
// page: every branch then opens instantly, and the page can show how many secrets each branch
// holds and how deep it goes, which is what explains why a guess is played.

import * as api from './api.js';
import { h, replace, select, notice } from './dom.js';
import { histogramChart } from './chart.js';
import { isSecret, score, winLabel, compareLabels } from './games.js';
import { codeView, feedbackView } from './pegs.js';
import { errorText } from './api.js';

/**
 * Renders the Explore section into `root`.
 * @param {HTMLElement} root
 * @param {{ variants: import('./games.js').Variant[], selection: { variant: string, strategy: string } }} ctx
 */
export function renderExplore(root, ctx) {
  const variantSel = select(ctx.variants.map((v) => [v.id, v.title]), ctx.selection.variant, { id: 'explore-variant' });
  const strategySel = select([], '', { id: 'explore-strategy' });
  const body = h('div', { class: 'explore-body' });
  const variant = () => ctx.variants.find((v) => v.id === variantSel.value) ?? /** @type {import('./games.js').Variant} */ (ctx.variants[0]);
  const fill = () => {
    const ids = (variant().strategies ?? []).map((s) => s.id);
    replace(strategySel, ...ids.map((id) => h('option', { value: id }, id)));
    strategySel.value = ids.includes(ctx.selection.strategy) ? ctx.selection.strategy : ids[0] ?? '';
  };
  const show = () => {
    ctx.selection.variant = variantSel.value;
    ctx.selection.strategy = strategySel.value;
    exploreTree(body, variant(), strategySel.value);
  };
  variantSel.addEventListener('change', () => { fill(); show(); });
  strategySel.addEventListener('change', show);
  fill();
  replace(root,
    h('h2', {}, 'Explore a tree'),
    h('div', { class: 'controls' },
      h('label', { for: 'explore-variant' }, 'Game', variantSel),
      h('label', { for: 'explore-strategy' }, 'Strategy', strategySel)),
    body);
  show();
  return {
    refresh: () => {
      if (variantSel.value === ctx.selection.variant && strategySel.value === ctx.selection.strategy) return;
      variantSel.value = ctx.selection.variant;
      fill();
      show();
    },
  };
}

/** @param {HTMLElement} body @param {import('./games.js').Variant} variant @param {string} strategy */
function exploreTree(body, variant, strategy) {
  const statsBox = h('section', { class: 'card', 'aria-labelledby': 'stats-h' }, h('h3', { id: 'stats-h' }, 'Guesses per secret'), h('p', { class: 'muted' }, 'Loading…'));
  const worstBox = h('section', { class: 'card', 'aria-labelledby': 'worst-h' }, h('h3', { id: 'worst-h' }, 'Worst-case games'), h('p', { class: 'muted' }, 'Loading…'));
  const pathBox = h('section', { class: 'card', 'aria-labelledby': 'path-h' }, h('h3', { id: 'path-h' }, 'The game for a secret'));
  const treeBox = h('section', { class: 'card card-wide', 'aria-labelledby': 'tree-h' }, h('h3', { id: 'tree-h' }, 'Decision tree'), h('p', { class: 'muted' }, 'Loading…'));
  replace(body, h('div', { class: 'cards' }, statsBox, worstBox, pathBox, treeBox));

  api.header(variant.id, strategy).then((head) => {
    const s = head.stats;
    replace(statsBox, h('h3', { id: 'stats-h' }, 'Guesses per secret'),
      h('p', {}, head.strategy.description),
      h('dl', { class: 'facts' },
        h('dt', {}, 'Secrets'), h('dd', {}, String(s.secrets)),
        h('dt', {}, 'Total guesses'), h('dd', {}, String(s.total)),
        h('dt', {}, 'Average'), h('dd', {}, s.average.toFixed(4)),
        h('dt', {}, 'Worst case'), h('dd', {}, `${s.max} guesses (board: ${variant.maxGuesses})`),
        h('dt', {}, 'Tree file'), h('dd', {}, h('a', { href: `/v1/trees/${variant.id}/${strategy}/file`, download: `${variant.id}.${strategy}.msgpack` }, `${(head.bytes / 1024).toFixed(1)} KiB msgpack`))),
      histogramChart(s.histogram, { title: `${variant.id} ${strategy}` }));
  }, (err) => replace(statsBox, h('h3', {}, 'Guesses per secret'), notice('error', errorText(err))));

  api.worstCase(variant.id, strategy, 8).then((worst) => {
    replace(worstBox, h('h3', { id: 'worst-h' }, 'Worst-case games'),
      h('p', {}, `${worst.count} secret${worst.count === 1 ? ' needs' : 's need'} ${worst.max} guesses${worst.count > worst.paths.length ? `; the first ${worst.paths.length}:` : ':'}`),
      h('ul', { class: 'games' }, ...worst.paths.map((p) => h('li', {}, gameView(variant, p.secret, p.steps)))));
  }, (err) => replace(worstBox, h('h3', {}, 'Worst-case games'), notice('error', errorText(err))));

  const secretField = /** @type {HTMLInputElement} */ (h('input', { id: 'path-secret', autocomplete: 'off', spellcheck: 'false', size: 8, placeholder: variant.symbols.slice(0, variant.pegs) }));
  const pathOut = h('div', { 'aria-live': 'polite' });
  const showPath = async () => {
    const secret = secretField.value.trim();
    if (!secret) return;
    try {
      const game = await api.path(variant.id, strategy, secret);
      replace(pathOut, gameView(variant, game.secret, game.steps));
    } catch (err) {
      replace(pathOut, notice('error', errorText(err)));
    }
  };
  pathBox.append(
    h('form', { class: 'inline-form', onsubmit: (/** @type {Event} */ e) => { e.preventDefault(); showPath(); } },
      h('label', { for: 'path-secret' }, `Secret (${variant.pegs} of ${variant.symbols})`), secretField,
      h('button', { type: 'submit' }, 'Show the game')),
    pathOut);

  api.treeFile(variant.id, strategy).then((file) => {
    const info = annotate(variant, file.root);
    replace(treeBox, h('h3', { id: 'tree-h' }, 'Decision tree'),
      h('p', { class: 'muted' }, 'Each guess splits the secrets still possible by the feedback it gets. Open a branch to see the next guess; the numbers say how many secrets each branch holds and how many more guesses it can take.'),
      h('div', { class: 'tree' }, nodeView(variant, file.root, info, null, true)));
  }, (err) => replace(treeBox, h('h3', {}, 'Decision tree'), notice('error', errorText(err))));
}

/** @param {import('./games.js').Variant} variant @param {string} secret @param {Array<{guess: string, feedback: string}>} steps */
function gameView(variant, secret, steps) {
  return h('div', { class: 'game' },
    h('div', { class: 'game-secret' }, 'Secret ', codeView(variant, secret), `: ${steps.length} guess${steps.length === 1 ? '' : 'es'}`),
    h('ol', { class: 'game-steps' }, ...steps.map((st) => h('li', {}, codeView(variant, st.guess), feedbackView(variant, st.feedback)))));
}

/**
 * @typedef {{ secrets: number, depth: number, self: boolean }} NodeInfo
 * secrets: how many secrets reach the node; depth: guesses still needed in the worst case,
 * counting the node's own; self: the node's guess can itself be the secret here.
 */

/**
 * Counts, for every node, the secrets that reach it and its depth, in one walk of the tree.
 * @param {import('./games.js').Variant} variant @param {api.TreeNode} root
 * @returns {Map<api.TreeNode, NodeInfo>}
 */
export function annotate(variant, root) {
  /** @type {Map<api.TreeNode, NodeInfo>} */
  const info = new Map();
  /** @type {Array<{ guess: string, feedback: string }>} */
  const path = [];
  /** @param {api.TreeNode} node @returns {NodeInfo} */
  const walk = (node) => {
    const self = isSecret(variant, node.guess) && path.every((st) => score(variant, st.guess, node.guess) === st.feedback);
    let secrets = self ? 1 : 0;
    let depth = self ? 1 : 0;
    for (const [label, child] of Object.entries(node.next)) {
      path.push({ guess: node.guess, feedback: label });
      const c = walk(child);
      path.pop();
      secrets += c.secrets;
      depth = Math.max(depth, c.depth + 1);
    }
    const out = { secrets, depth, self };
    info.set(node, out);
    return out;
  };
  walk(root);
  return info;
}

/**
 * One node as an expandable item; its children are built the first time it opens.
 * @param {import('./games.js').Variant} variant @param {api.TreeNode} node @param {Map<api.TreeNode, NodeInfo>} info
 * @param {string|null} via the feedback that led here (null at the root) @param {boolean} open
 */
function nodeView(variant, node, info, via, open = false) {
  const me = /** @type {NodeInfo} */ (info.get(node));
  const branches = Object.entries(node.next).sort(([a], [b]) => compareLabels(a, b));
  const head = h('span', { class: 'node-head' },
    via === null ? h('span', { class: 'via' }, 'Start') : h('span', { class: 'via' }, feedbackView(variant, via)),
    h('span', { class: 'count' }, `${me.secrets} secret${me.secrets === 1 ? '' : 's'}`),
    h('span', { class: 'arrow', 'aria-hidden': 'true' }, '→'),
    h('span', {}, 'play '), codeView(variant, node.guess),
    me.depth > 1 ? h('span', { class: 'depth' }, `at most ${me.depth} guesses from here`) : null);
  if (branches.length === 0) {
    return h('div', { class: 'leaf' }, head, h('span', { class: 'muted' }, ' — the last secret left'));
  }
  const largest = Math.max(...branches.map(([, c]) => info.get(c)?.secrets ?? 0));
  // Native <details>: Tab reaches every summary, Enter or Space opens it, screen readers announce it.
  const children = h('div', { class: 'children' });
  const details = h('details', { class: 'node' }, h('summary', {}, head), children);
  const fill = () => {
    if (children.childElementCount > 0) return;
    children.append(h('p', { class: 'why' },
      `${node.guess} splits these ${me.secrets} secrets into ${branches.length + (me.self ? 1 : 0)} groups by feedback; the largest holds ${largest}.`,
      me.self ? ` It can also be the secret itself (${winLabel(variant)}).` : ' It cannot be the secret itself: it is played only for what it tells.'));
    for (const [label, child] of branches) children.append(nodeView(variant, child, info, label));
  };
  details.addEventListener('toggle', () => { if (/** @type {HTMLDetailsElement} */ (details).open) fill(); });
  if (open) {
    /** @type {HTMLDetailsElement} */ (details).open = true;
    fill();
  }
  return details;
}
