// @ts-check
// Puts Nerdle's rules on a board, made from its spec (no list: the core makes the equations); the
// core's game, compiled and served under /lib/core/ (inside the bundle), the server's own.

import { createNerdleGame } from '/lib/core/games/nerdle/game.js';
import { parseVariant } from '/lib/core/variants/parse.js';
import { nerdleRules } from './rules.js';

/**
 * Gives a Nerdle board its rules, the core's game made from the board's id (no list: the core makes
 * the equations); true when it did, false for a board that is not Nerdle's.
 * @param {import('../games.js').Variant} variant
 */
export function addNerdleRules(variant) {
  let parsed;
  try {
    parsed = parseVariant(variant.id);
  } catch {
    return false;
  }
  if (parsed.board?.family !== 'nerdle' || parsed.spec === undefined) return false;
  variant.rules = nerdleRules({ createNerdleGame }, parsed.spec);
  return true;
}
