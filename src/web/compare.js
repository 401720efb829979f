// @ts-check
// The Compare section: every strategy of a board side by side, in a player's words: how many
// guesses each needs in all, on average and at most, their distributions overlaid in one chart,
// and the numbers as a CSV file.

import * as api from './api.js';
import { h, replace, notice, plural } from './dom.js';
import { overlayChart } from './chart.js';
import { errorText, isAbort } from './api.js';
import { boardSection } from './section.js';
import { NO_TREE_STATES, describeStrategy, hasTree, noTreeText, usableStrategies } from './strategies.js';

/**
 * Renders the Compare section into `root`.
 * @param {HTMLElement} root
 * @param {import('./context.js').Context} ctx
 */
export function renderCompare(root, ctx) {
  const body = h('div', {});
  const section = boardSection(root, ctx, { name: 'compare', title: 'Compare strategies', body, onBoard: () => void show(true) });
  const { variant } = section;
  let shown = '';
  /** @type {AbortController|null} */
  let loading = null;

  /** Compares the chosen board's strategies; push adds a step to Back. */
  const show = async (/** @type {boolean} */ push) => {
    const v = variant();
    section.remember();
    shown = v.id;
    ctx.setLocation('compare', { variant: v.id }, push);
    loading?.abort();
    const signal = (loading = new AbortController()).signal;
    const usable = usableStrategies(v);
    const withTree = usable.filter(hasTree);
    const liveOnly = usable.filter((s) => !hasTree(s) && !NO_TREE_STATES.includes(s.state ?? '')).map((s) => s.id);
    // Strategies whose build ended without a tree on this board: said in words, not compared.
    const noTree = () => usable.filter((s) => NO_TREE_STATES.includes(s.state ?? '')).map((s) => noTreeText(v, s.id, s.state ?? ''));
    if (withTree.length === 0) {
      replace(
        body,
        ...noTree().map((text) => notice('info', text)),
        notice(
          'info',
          liveOnly.length
            ? `${v.title} is too large for this server to build whole trees: its guesses are computed live (${liveOnly.join(', ')}), so there is nothing to compare. Play it in the Play section.`
            : 'This server has no strategy for this board.',
        ),
      );
      return;
    }
    const status = h('p', { class: 'muted', role: 'status' }, 'Loading…');
    replace(body, status);
    /** @type {Map<string, [number, number]>} */
    const building = new Map();
    const report = () => {
      if (building.size === 0) return;
      replace(
        status,
        `The server is building ${plural(building.size, 'tree')} of ${v.id}: `,
        [...building].map(([id, [done, total]]) => `${id} ${total ? Math.floor((100 * done) / total) : 0}%`).join(', '),
        '.',
      );
    };
    let headers;
    try {
      headers = await Promise.all(
        withTree.map((s) =>
          api
            .readyHeader(v.id, s.id, {
              signal,
              onProgress: (done, total) => {
                building.set(s.id, [done, total]);
                report();
              },
            })
            .then((head) => {
              building.delete(s.id);
              report();
              return head;
            })
            .catch((/** @type {unknown} */ err) => {
              if (!(err instanceof api.NoTree)) throw err;
              building.delete(s.id);
              s.state = /** @type {any} */ (err.state);
              return null;
            }),
        ),
      ).then((all) => all.filter((head) => head !== null));
    } catch (err) {
      if (!isAbort(err) && !signal.aborted) replace(body, notice('error', errorText(err)));
      return;
    }
    if (signal.aborted) return;
    for (const head of headers) {
      // Trees built on demand: their figures are known now (the strategy pickers show them).
      const info = withTree.find((s) => s.id === head.strategy.id);
      if (info && info.total === undefined) {
        const { total, average, max } = head.stats;
        Object.assign(info, { total, average, max, state: info.state === 'on-demand' ? 'cached' : info.state });
      }
    }
    replace(body, ...noTree().map((text) => notice('info', text)), compareView(v, headers, liveOnly));
  };

  return {
    /** Shows what an address names: a board's comparison. */
    async apply(/** @type {URLSearchParams} */ p) {
      if ((await section.readLink(p, 'compared')) === null) return;
      if (variant().id !== shown) void show(false);
      else ctx.setLocation('compare', { variant: shown }, false);
    },
  };
}

/**
 * The comparison of a board's trees: overlaid distributions, the table, the CSV download.
 * @param {import('./games.js').Variant} variant @param {import('./api.js').TreeHeader[]} headers @param {string[]} liveOnly
 */
function compareView(variant, headers, liveOnly) {
  const rows = headers
    .map((hd) => ({ id: hd.strategy.id, technical: hd.strategy.description, ...hd.stats }))
    .sort((a, b) => a.total - b.total || a.max - b.max);
  const bestTotal = Math.min(...rows.map((r) => r.total));
  const bestMax = Math.min(...rows.map((r) => r.max));
  const secrets = rows[0]?.secrets ?? 0;
  const last = Math.max(...rows.map((r) => r.histogram.length - 1));
  /** @type {number[]} */
  const cols = [];
  for (let d = 1; d <= last; d++) cols.push(d);

  const csv =
    [
      ['strategy', 'name', 'guesses in all', 'average', 'worst case', ...cols.map((d) => `solved in ${d}`), 'secrets'].join(','),
      ...rows.map((r) =>
        [
          r.id,
          `"${describeStrategy(r.id).name}"`,
          r.total,
          r.average.toFixed(6),
          r.max,
          ...cols.map((d) => r.histogram[d] ?? 0),
          r.secrets,
        ].join(','),
      ),
    ].join('\n') + '\n';
  const download = h(
    'a',
    {
      class: 'button-link',
      id: 'compare-csv',
      download: `${variant.id}-strategies.csv`,
      href: `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`,
    },
    'Download the table (CSV)',
  );

  return h(
    'div',
    { class: 'compare-view' },
    h(
      'p',
      { class: 'lead' },
      `${variant.title}: each strategy plays all ${secrets.toLocaleString('en-US')} secrets. Fewer guesses is better; the best values are in bold.`,
    ),
    h(
      'section',
      { class: 'card', 'aria-labelledby': 'overlay-h' },
      h('h3', { id: 'overlay-h' }, 'How many guesses each strategy needs'),
      overlayChart(
        rows.map((r) => ({ name: `${r.id} (${describeStrategy(r.id).name})`, histogram: r.histogram })),
        { title: variant.title },
      ),
    ),
    h(
      'div',
      { class: 'table-wrap' },
      h(
        'table',
        { class: 'compare stack' },
        h('caption', {}, `Sorted by guesses in all. "Solved in n": how many secrets need exactly n guesses.`),
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            h('th', { scope: 'col' }, 'Strategy'),
            h('th', { scope: 'col', class: 'num' }, 'Guesses in all'),
            h('th', { scope: 'col', class: 'num' }, 'Average'),
            h('th', { scope: 'col', class: 'num' }, 'Worst case'),
            ...cols.map((d) =>
              h(
                'th',
                { scope: 'col', class: 'num hist-col', title: `secrets solved in exactly ${plural(d, 'guess', 'guesses')}` },
                `Solved in ${d}`,
              ),
            ),
            h('th', { scope: 'col', class: 'num' }, 'Secrets'),
          ),
        ),
        h(
          'tbody',
          {},
          ...rows.map((r) => {
            const plain = describeStrategy(r.id);
            return h(
              'tr',
              {},
              h(
                'th',
                { scope: 'row', title: r.technical },
                h('span', { class: 'strategy-name' }, plain.name),
                h('span', { class: 'strategy-id' }, r.id),
                h('span', { class: 'strategy-desc' }, plain.plain),
              ),
              h(
                'td',
                { class: r.total === bestTotal ? 'num best' : 'num', 'data-label': 'Guesses in all' },
                r.total.toLocaleString('en-US'),
              ),
              h('td', { class: r.total === bestTotal ? 'num best' : 'num', 'data-label': 'Average' }, r.average.toFixed(3)),
              h('td', { class: r.max === bestMax ? 'num best' : 'num', 'data-label': 'Worst case' }, String(r.max)),
              ...cols.map((d) =>
                h(
                  'td',
                  { class: 'num hist-col', 'data-label': `Solved in ${d}` },
                  r.histogram[d] ? r.histogram[d].toLocaleString('en-US') : '·',
                ),
              ),
              h('td', { class: 'num', 'data-label': 'Secrets' }, r.histogram.reduce((a, b) => a + b, 0).toLocaleString('en-US')),
            );
          }),
        ),
      ),
    ),
    h('div', { class: 'actions' }, download),
    liveOnly.length
      ? h('p', { class: 'muted' }, `Not compared: ${liveOnly.join(', ')} (too large for a whole tree here; computed live in Play).`)
      : null,
  );
}
