// @ts-check
// The Explore section: one tree's statistics, worst-case games, the game for a typed secret, and
// the decision tree itself. The tree view downloads the tree file once and decodes it in the
// page: every branch then opens instantly, and the page can show how many secrets each branch
// holds and how deep it goes, which is what explains why a guess is played.

import * as api from './api.js';
import { h, replace, notice, plural } from './dom.js';
import { histogramChart } from './chart.js';
import {
  isSecret,
  isWordGame,
  isTileGame,
  score,
  winLabel,
  compareLabels,
  guessProblem,
  normalizeCode,
  feedbackStyle,
  symbolWord,
} from './games.js';
import { TILE_BOARD } from './families.js';
import { codeView, feedbackView } from './pegs.js';
import { errorText, isAbort } from './api.js';
import { boardSection } from './section.js';
import { NO_TREE_STATES, describeStrategy, fittingStrategies, hasTree, noTreeText } from './strategies.js';

/**
 * Renders the Explore section into `root`.
 * @param {HTMLElement} root
 * @param {import('./context.js').Context} ctx
 */
export function renderExplore(root, ctx) {
  const body = h('div', { class: 'explore-body' });
  const section = boardSection(root, ctx, {
    name: 'explore',
    title: 'Explore a tree',
    body,
    strategies: {},
    onBoard: () => show({ push: true }),
  });
  const { variant, strategy: strategySel } = section;
  let shown = '';
  /** @type {AbortController|null} */
  let loading = null;
  /** Shows the tree of the chosen board and strategy (and a secret's game); push adds a step to Back. */
  const show = (/** @type {{ push?: boolean, secret?: string | undefined }} */ opts = {}) => {
    section.remember();
    const params = { variant: variant().id, strategy: strategySel.value, secret: opts.secret };
    shown = JSON.stringify(params);
    ctx.setLocation('explore', params, opts.push ?? false);
    loading?.abort();
    loading = new AbortController();
    exploreTree(body, variant(), strategySel.value, {
      secret: opts.secret,
      signal: loading.signal,
      onReady: () => {
        const keep = strategySel.value;
        section.fillStrategies();
        strategySel.value = keep;
      },
      onStrategy: (id) => {
        strategySel.value = id;
        show({ push: true });
      },
      onSecret: (secret) => {
        const p = { variant: variant().id, strategy: strategySel.value, secret };
        shown = JSON.stringify(p);
        ctx.setLocation('explore', p, true);
      },
    });
  };
  strategySel.addEventListener('change', () => show({ push: true }));
  return {
    /** Shows what an address names: board, strategy and a secret's game. */
    async apply(/** @type {URLSearchParams} */ p) {
      if ((await section.readLink(p, 'explored')) === null) return;
      const secret = p.get('secret') ?? undefined;
      const wanted = JSON.stringify({ variant: variant().id, strategy: strategySel.value, secret });
      if (wanted === shown) return;
      show({ secret });
    },
  };
}

/**
 * @param {HTMLElement} body @param {import('./games.js').Variant} variant @param {string} strategy
 * @param {{ secret?: string | undefined, signal: AbortSignal, onSecret: (secret: string) => void, onReady: () => void, onStrategy: (id: string) => void }} opts
 */
function exploreTree(body, variant, strategy, opts) {
  const info = (variant.strategies ?? []).find((s) => s.id === strategy);
  if (!strategy || !info) {
    replace(body, notice('info', 'This server has no strategy for this board.'));
    return;
  }
  if (NO_TREE_STATES.includes(info.state ?? '')) {
    replace(body, noTreeView(variant, strategy, info.state ?? '', '', opts.onStrategy));
    return;
  }
  if (!hasTree(info)) {
    replace(
      body,
      notice(
        'info',
        `${variant.title} is too large for this server to build a whole ${strategy} tree: its guesses are computed live, one at a time. Play it in the Play section.`,
      ),
    );
    return;
  }
  const statsBox = h(
    'section',
    { class: 'card', 'aria-labelledby': 'stats-h' },
    h('h3', { id: 'stats-h' }, 'Guesses per secret'),
    h('p', { class: 'muted' }, 'Loading…'),
  );
  // As wide as the page: its games side by side, each whole.
  const worstBox = h(
    'section',
    { class: 'card card-wide', 'aria-labelledby': 'worst-h' },
    h('h3', { id: 'worst-h' }, 'Worst-case games'),
    h('p', { class: 'muted' }, 'Loading…'),
  );
  const pathBox = h('section', { class: 'card', 'aria-labelledby': 'path-h' }, h('h3', { id: 'path-h' }, 'The game for a secret'));
  const treeBox = h(
    'section',
    { class: 'card card-wide', 'aria-labelledby': 'tree-h' },
    h('h3', { id: 'tree-h' }, 'Decision tree'),
    h('p', { class: 'muted' }, 'Loading…'),
  );
  replace(body, h('div', { class: 'cards' }, statsBox, pathBox, worstBox, treeBox));

  /** @type {((steps: Array<{guess: string, feedback: string}>) => void) | null} */
  let jump = null;
  /** @type {Array<Array<{guess: string, feedback: string}>>} games waiting for the tree to jump to */
  const waiting = [];
  const showInTree = (/** @type {Array<{guess: string, feedback: string}>} */ steps) => {
    if (jump) jump(steps);
    else waiting.push(steps);
  };

  const point = feedbackStyle(variant) === 'LGE';
  const secretField = /** @type {HTMLInputElement} */ (
    h('input', {
      id: 'path-secret',
      autocomplete: 'off',
      spellcheck: 'false',
      size: 8,
      placeholder: point
        ? '3,1'
        : isWordGame(variant) || variant.rules
          ? (variant.words?.entries?.[0] ?? variant.rules?.answers[0] ?? '')
          : variant.symbols.slice(0, variant.pegs),
    })
  );
  const pathOut = h('div', { 'aria-live': 'polite' });
  const showPath = async (/** @type {string} */ typed, /** @type {boolean} */ fromForm) => {
    const secret = normalizeCode(variant, typed);
    if (!secret) return;
    // Checked in the page first, so a typo never costs a failing request.
    const why =
      guessProblem({ ...variant, guesses: 'any' }, secret) ??
      (isSecret(variant, secret)
        ? null
        : isTileGame(variant)
          ? `"${secret}" is not one of the answers of ${variant.title}.`
          : `${codeText(variant, secret)} is never a secret of ${variant.title}: its ${variant.pegs} ${symbolWord(variant)}s must all differ.`);
    if (why) {
      replace(pathOut, notice('error', why));
      return;
    }
    secretField.value = codeText(variant, secret);
    try {
      const game = await api.path(variant.id, strategy, secret);
      if (opts.signal.aborted) return;
      replace(pathOut, gameView(variant, game.secret, game.steps, showInTree));
      if (fromForm) opts.onSecret(secret);
    } catch (err) {
      if (!opts.signal.aborted) replace(pathOut, notice('error', errorText(err)));
    }
  };
  pathBox.append(
    h(
      'form',
      {
        class: 'inline-form',
        onsubmit: (/** @type {Event} */ e) => {
          e.preventDefault();
          void showPath(secretField.value, true);
        },
      },
      h(
        'label',
        { for: 'path-secret' },
        point
          ? 'Secret point (x,y from 0 to 4)'
          : isTileGame(variant)
            ? `Answer (${TILE_BOARD.faceOf(variant).aGuess} of ${variant.pegs} ${symbolWord(variant)}s)`
            : isWordGame(variant)
              ? `Secret (a word of ${variant.pegs} letters)`
              : `Secret (${variant.pegs} of ${variant.symbols})`,
      ),
      secretField,
      h('button', { type: 'submit' }, 'Show the game'),
    ),
    pathOut,
  );

  const progress = (/** @type {number} */ done, /** @type {number} */ total, /** @type {api.SearchProgress | undefined} */ search) => {
    const text = search?.firstGuesses.total
      ? `The server is searching the ${strategy} tree of ${variant.id} exhaustively: ${searchText(search)}. Meanwhile Play answers live.`
      : `The server is building the ${strategy} tree of ${variant.id}: ${total ? `${Math.floor((100 * done) / total)}% of ${plural(total, 'secret')} placed` : 'starting'}. Meanwhile Play answers live.`;
    for (const box of [statsBox, treeBox]) {
      const heading = /** @type {Element} */ (box.firstElementChild);
      replace(box, heading, h('p', { class: 'muted', role: 'status' }, text), h('progress', { max: total || 1, value: done }));
    }
  };
  const fail = (/** @type {HTMLElement} */ box, /** @type {string} */ title, /** @type {unknown} */ err) => {
    if (isAbort(err) || opts.signal.aborted) return;
    if (err instanceof api.NoTree) {
      // The build ended without a tree: the board's limit (or the server's budget), said in words.
      info.state = /** @type {any} */ (err.state);
      replace(body, noTreeView(variant, strategy, err.state, err.message, opts.onStrategy));
      opts.onReady();
      return;
    }
    replace(box, h('h3', {}, title), notice('error', errorText(err)));
  };

  // The header first: while the tree is built the other requests would only be refused.
  api.readyHeader(variant.id, strategy, { onProgress: progress, signal: opts.signal }).then(
    (head) => {
      const s = head.stats;
      if (info.total === undefined) {
        // A tree built on demand: its figures are known now.
        Object.assign(info, { total: s.total, average: s.average, max: s.max, state: info.state === 'on-demand' ? 'cached' : info.state });
        opts.onReady();
      }
      const plain = describeStrategy(strategy);
      replace(
        statsBox,
        h('h3', { id: 'stats-h' }, 'Guesses per secret'),
        h('p', { title: head.strategy.description }, h('strong', {}, `${plain.name}. `), plain.plain),
        h(
          'dl',
          { class: 'facts' },
          h('dt', {}, 'Secrets'),
          h('dd', {}, s.secrets.toLocaleString('en-US')),
          h('dt', {}, 'Guesses in all'),
          h('dd', {}, `${s.total.toLocaleString('en-US')} (every secret played once)`),
          h('dt', {}, 'Average'),
          h('dd', {}, `${s.average.toFixed(3)} guesses`),
          h('dt', {}, 'Worst case'),
          h('dd', {}, `${plural(s.max, 'guess', 'guesses')} (the board allows ${variant.maxGuesses})`),
          h('dt', {}, 'Tree file'),
          h(
            'dd',
            {},
            h(
              'a',
              { href: `/v1/trees/${variant.id}/${strategy}/file`, download: `${variant.id}.${strategy}.msgpack` },
              `${(head.bytes / 1024).toFixed(1)} KiB msgpack`,
            ),
          ),
        ),
        histogramChart(s.histogram, { title: `${variant.id} ${strategy}` }),
      );

      api.worstCase(variant.id, strategy, 8).then(
        (worst) => {
          if (opts.signal.aborted) return;
          replace(
            worstBox,
            h('h3', { id: 'worst-h' }, 'Worst-case games'),
            h(
              'p',
              {},
              `${plural(worst.count, 'secret')} ${worst.count === 1 ? 'needs' : 'need'} ${plural(worst.max, 'guess', 'guesses')}${worst.count > worst.paths.length ? `; the first ${worst.paths.length}:` : ':'}`,
            ),
            h('ul', { class: 'games' }, ...worst.paths.map((p) => h('li', {}, gameView(variant, p.secret, p.steps, showInTree)))),
          );
        },
        (err) => fail(worstBox, 'Worst-case games', err),
      );

      if (opts.secret) void showPath(opts.secret, false);

      api.treeFile(variant.id, strategy).then(
        (file) => {
          if (opts.signal.aborted) return;
          const counts = annotate(variant, file.root);
          /** @type {Map<api.TreeNode, { el: HTMLElement, open: () => void }>} */
          const views = new Map();
          const tree = h('div', { class: 'tree' }, nodeView(variant, file.root, counts, null, views, true));
          replace(
            treeBox,
            h('h3', { id: 'tree-h' }, 'Decision tree'),
            h(
              'p',
              { class: 'muted' },
              'Each guess splits the secrets still possible by the feedback it gets. Open a branch to see the next guess; the numbers say how many secrets each branch holds and how many more guesses it can take. "Show in the tree" on a game opens its branches.',
            ),
            tree,
          );
          jump = (steps) => {
            let node = file.root;
            for (const st of steps.slice(0, -1)) {
              views.get(node)?.open();
              const child = node.next[st.feedback];
              if (!child) return;
              node = child;
            }
            const target = views.get(node)?.el;
            if (!target) return;
            for (const old of tree.querySelectorAll('.node-target')) old.classList.remove('node-target');
            target.classList.add('node-target');
            const focusable = /** @type {HTMLElement} */ (target.querySelector(':scope > summary') ?? target);
            focusable.focus({ preventScroll: true });
            focusable.scrollIntoView({ block: 'center' });
          };
          for (const steps of waiting.splice(0)) jump(steps);
        },
        (err) => fail(treeBox, 'Decision tree', err),
      );
    },
    (err) => {
      fail(statsBox, 'Guesses per secret', err);
      fail(worstBox, 'Worst-case games', err);
      fail(treeBox, 'Decision tree', err);
    },
  );
}

/** A code as the page shows it in text: 1234, or (3, 1) for a point. */
function codeText(/** @type {import('./games.js').Variant} */ variant, /** @type {string} */ code) {
  return feedbackStyle(variant) === 'LGE' && code.length === 2 ? `(${code[0]}, ${code[1]})` : code;
}

/**
 * @param {import('./games.js').Variant} variant @param {string} secret @param {Array<{guess: string, feedback: string}>} steps
 * @param {(steps: Array<{guess: string, feedback: string}>) => void} showInTree
 */
function gameView(variant, secret, steps, showInTree) {
  return h(
    'div',
    { class: 'game' },
    h(
      'div',
      { class: 'game-secret' },
      isTileGame(variant) ? 'Answer ' : 'Secret ',
      codeView(variant, secret),
      `: ${plural(steps.length, 'guess', 'guesses')}`,
      h('button', { type: 'button', class: 'linklike jump', onclick: () => showInTree(steps) }, 'Show in the tree'),
    ),
    h(
      'ol',
      { class: 'game-steps' },
      // A tile game shows as its board does: each guess's symbols in their colours.
      ...steps.map((st) =>
        h(
          'li',
          {},
          ...(isTileGame(variant)
            ? [TILE_BOARD.tileRow(st.guess, st.feedback, symbolWord(variant))]
            : [codeView(variant, st.guess), feedbackView(variant, st.feedback)]),
        ),
      ),
    ),
  );
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
 * One node as an expandable item; its children are built the first time it opens. `views` maps
 * every node built so far to its element and a function that opens it (for "Show in the tree").
 * @param {import('./games.js').Variant} variant @param {api.TreeNode} node @param {Map<api.TreeNode, NodeInfo>} info
 * @param {string|null} via the feedback that led here (null at the root)
 * @param {Map<api.TreeNode, { el: HTMLElement, open: () => void }>} views @param {boolean} open
 */
function nodeView(variant, node, info, via, views, open = false) {
  const me = /** @type {NodeInfo} */ (info.get(node));
  const branches = Object.entries(node.next).sort(([a], [b]) => compareLabels(variant, a, b));
  const head = h(
    'span',
    { class: 'node-head' },
    via === null ? h('span', { class: 'via' }, 'Start') : h('span', { class: 'via' }, feedbackView(variant, via)),
    h('span', { class: 'count' }, plural(me.secrets, 'secret')),
    h('span', { class: 'arrow', 'aria-hidden': 'true' }, '→'),
    h('span', {}, 'play '),
    codeView(variant, node.guess),
    me.depth > 1 ? h('span', { class: 'depth' }, `at most ${me.depth} guesses from here`) : null,
  );
  if (branches.length === 0) {
    const leaf = h('div', { class: 'leaf', tabindex: '-1' }, head, h('span', { class: 'muted' }, ' — the last secret left'));
    views.set(node, { el: leaf, open: () => {} });
    return leaf;
  }
  const largest = Math.max(...branches.map(([, c]) => info.get(c)?.secrets ?? 0));
  // Native <details>: Tab reaches every summary, Enter or Space opens it, screen readers announce it.
  const children = h('div', { class: 'children' });
  const details = /** @type {HTMLDetailsElement} */ (h('details', { class: 'node' }, h('summary', {}, head), children));
  const fill = () => {
    if (children.childElementCount > 0) return;
    children.append(
      h(
        'p',
        { class: 'why' },
        `${node.guess} splits these ${me.secrets} secrets into ${branches.length + (me.self ? 1 : 0)} groups by feedback; the largest holds ${largest}.`,
        me.self
          ? ` It can also be the secret itself (${winLabel(variant)}).`
          : ' It cannot be the secret itself: it is played only for what it tells.',
      ),
    );
    for (const [label, child] of branches) children.append(nodeView(variant, child, info, label, views));
  };
  details.addEventListener('toggle', () => {
    if (details.open) fill();
  });
  views.set(node, {
    el: details,
    open: () => {
      fill();
      details.open = true;
    },
  });
  if (open) {
    details.open = true;
    fill();
  }
  return details;
}

/**
 * A strategy without a tree on this board, in words (and the server's own sentence, naming the
 * secret and the guesses it needs), with the strategies whose trees do fit, one click away.
 * @param {import('./games.js').Variant} variant @param {string} strategy @param {string} state
 * @param {string} detail @param {(id: string) => void} onStrategy
 */
function noTreeView(variant, strategy, state, detail, onStrategy) {
  const others = fittingStrategies(variant).filter((s) => s.id !== strategy);
  return h(
    'div',
    {},
    notice('info', noTreeText(variant, strategy, state)),
    detail ? h('p', { class: 'muted' }, detail) : '',
    others.length
      ? h(
          'p',
          {},
          'Strategies to explore on this board instead: ',
          ...others.flatMap((s, i) => [
            i ? ', ' : '',
            h('button', { type: 'button', class: 'linklike', onclick: () => onStrategy(s.id) }, describeStrategy(s.id).name),
          ]),
          '.',
        )
      : h('p', {}, `No strategy of this server has a tree that fits ${variant.title}; its guesses are still suggested in Play.`),
  );
}

/** How far an exhaustive search has got, in words: first guesses settled, parts of the next, best total, proven bound. */
function searchText(/** @type {api.SearchProgress} */ s) {
  return [
    `${s.firstGuesses.done} of ${plural(s.firstGuesses.total, 'first guess', 'first guesses')} settled`,
    ...(s.parts.total ? [`${s.parts.done} of ${s.parts.total} parts of the next one solved`] : []),
    ...(s.best !== null ? [`best total so far ${s.best.toLocaleString('en-US')}`] : []),
    ...(s.lowerBound ? [`no tree can do better than ${s.lowerBound.toLocaleString('en-US')}`] : []),
  ].join(', ');
}
