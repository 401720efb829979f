// @ts-check
// The frame of a review card, shared by the games' review and the tile boards': a heading, what the
// numbers mean, a table filled in as the grades arrive, and a summary line.

import { h } from './dom.js';

/**
 * A review card: `intro` says what is compared, `columns` head the table ([text, class]),
 * `body` and `summary` are filled in by the caller.
 * @param {{ id: string, cls: string, intro: any[], columns: Array<[string, string?]>, body: HTMLElement, summary: HTMLElement }} c
 */
export function reviewCard(c) {
  return h(
    'section',
    { class: c.cls, 'aria-labelledby': c.id },
    h('h3', { id: c.id }, 'Review'),
    h('p', {}, ...c.intro),
    h(
      'div',
      { class: 'table-wrap' },
      h(
        'table',
        { class: 'review-table stack' },
        h('thead', {}, h('tr', {}, ...c.columns.map(([text, cls]) => h('th', { scope: 'col', class: cls }, text)))),
        c.body,
      ),
    ),
    c.summary,
  );
}
