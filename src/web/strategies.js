// @ts-check
// The strategies in a player's words, and which of a board's strategies the page can use.
// (docs/algorithms.md names each rule's source; the page says what it does.)

import { plural } from './dom.js';

/** @type {Record<string, { name: string, plain: string }>} */
const PLAIN = {
  minimax: { name: 'Play safe', plain: 'Picks the guess that leaves the fewest secrets if the answer is the worst one.' },
  'expected-size': { name: 'Fewest left on average', plain: 'Picks the guess that leaves the fewest secrets on average.' },
  entropy: { name: 'Most informative', plain: 'Picks the guess whose answer tells the most about the secret.' },
  'most-parts': { name: 'Most different answers', plain: 'Picks the guess that can get the most different answers.' },
  'expected-steps': {
    name: 'Quickest on average (estimate)',
    plain: 'Picks the guess that should finish soonest, from an estimate of the guesses each answer still needs.',
  },
  'entropy-lookahead': {
    name: 'Most informative, first guess tried out',
    plain:
      'Plays each of the few most informative first guesses to the end, keeps the one that finishes soonest, then picks the most informative guess.',
  },
  'entropy-search': {
    name: 'Most informative, searched',
    plain: 'Tries many guesses at the first steps and keeps those whose games finish soonest; near the end, the best guesses there are.',
  },
  optimal: { name: 'Best on average', plain: 'Searched exhaustively: the fewest guesses on average over every secret.' },
  'optimal-worst': { name: 'Best worst case', plain: 'Searched exhaustively: never more guesses than needed, then the fewest on average.' },
  static: {
    name: 'Fixed guesses',
    plain: 'Plays the same few guesses, chosen in advance, whatever the answers; then the one secret their answers leave.',
  },
};

/** A strategy's plain name ("Play safe") and one sentence saying how it picks a guess. */
export function describeStrategy(/** @type {string} */ id) {
  return PLAIN[id] ?? { name: id, plain: '' };
}

/** The strategies of a board the page can use: all but exact and static trees the server cannot build here. */
export function usableStrategies(/** @type {import('./games.js').Variant} */ variant) {
  return (variant.strategies ?? []).filter((s) => s.state !== 'offline');
}

/** True when the strategy has (or will have) a whole tree to explore, not only live answers. */
export function hasTree(/** @type {import('./games.js').StrategyInfo} */ s) {
  return s.state === undefined || s.state === 'file' || s.state === 'cached' || s.state === 'on-demand';
}

/** States of a strategy whose build ended without a tree (the server remembers them). */
export const NO_TREE_STATES = ['over-limit', 'impossible', 'too-long'];

/** What a strategy without a tree means for a player, in words. */
export function noTreeText(/** @type {import('./games.js').Variant} */ variant, /** @type {string} */ id, /** @type {string} */ state) {
  const { name } = describeStrategy(id);
  const limit = plural(variant.maxGuesses, 'guess', 'guesses');
  if (state === 'over-limit')
    return `${name} (${id}) needs more guesses for some secrets than this board allows (${limit}), so it has no tree here. It still suggests guesses in Play.`;
  if (state === 'impossible')
    return `No strategy can find every secret of this board within ${limit}: the exhaustive search proved it. Give the board more guesses, or play it anyway in Play.`;
  if (state === 'too-long')
    return `The exhaustive search for ${name} (${id}) on this board takes longer than this server allows; it can be built offline. It still suggests guesses in Play.`;
  return '';
}

/** The strategies of a board whose trees fit it (served, or built on first use). */
export function fittingStrategies(/** @type {import('./games.js').Variant} */ variant) {
  return usableStrategies(variant).filter(hasTree);
}

/** The strategy option's text: its figures when its tree is known, else how it is served. */
export function strategyLabel(/** @type {import('./games.js').StrategyInfo} */ s) {
  const { name } = describeStrategy(s.id);
  if (s.average !== undefined && s.max !== undefined) return `${s.id}: ${name} (average ${s.average.toFixed(3)}, at most ${s.max})`;
  if (s.state === 'on-demand') return `${s.id}: ${name} (tree built on first use)`;
  if (s.state === 'live-only') return `${s.id}: ${name} (computed live)`;
  if (s.state === 'over-limit') return `${s.id}: ${name} (needs more guesses than the board allows; computed live)`;
  if (s.state === 'impossible') return `${s.id}: ${name} (no tree fits this board; computed live)`;
  if (s.state === 'too-long') return `${s.id}: ${name} (too long to search here; computed live)`;
  return `${s.id}: ${name}`;
}

/** The strongest strategy of a list: fewest guesses in all, then the smallest worst case; else the first. */
export function bestStrategy(/** @type {import('./games.js').StrategyInfo[]} */ list) {
  const known = list.filter((s) => s.total !== undefined);
  const sorted = [...known].sort((a, b) => (a.total ?? 0) - (b.total ?? 0) || (a.max ?? 0) - (b.max ?? 0));
  return sorted[0]?.id ?? list.find((s) => s.id === 'entropy')?.id ?? list[0]?.id ?? '';
}
