// @ts-check
// A Nerdle board's rules in the page: the core's own game (src/core/games/nerdle/, served compiled
// under /lib/core/), made from the board's spec alone: the core enumerates the equations (17,723
// for the classic 8 symbols) and checks a guess with its own rules, so the page says why an
// equation is refused in the core's words ("its left side is 46, not 47") and never keeps a copy
// of the rules. Nerdle has no hard mode and no list beyond its answers. The core's module is passed
// in (load.js imports it in the browser; the tests pass the TypeScript source).

import { gameRules } from '../tiles/rules.js';
import { nerdleFace } from './face.js';

/**
 * The rules of a Nerdle board from the core's module `games/nerdle/game` and the board's spec (the
 * core's `parseVariant(id).spec`).
 * @param {{ createNerdleGame: (spec: any) => any }} core
 * @param {{ id: string, pegs: number, symbols: string }} spec
 * @returns {import('../games.js').TileRules}
 */
export function nerdleRules(core, spec) {
  const game = core.createNerdleGame(spec);
  const played = gameRules(game, spec.id);
  /** @type {string[]} */
  const answers = [];
  for (let g = 0; g < game.guessCount; g++) if (game.guessSecret[g] >= 0) answers.push(game.formatGuess(g));
  return {
    ...played,
    family: 'nerdle',
    face: nerdleFace(spec.symbols),
    hard: false,
    answers,
    guessProblem(text) {
      const g = game.parseGuess(text);
      // The core's sentence ("... is not an equation of the game: its left side is 46, not 47"), as a sentence.
      return typeof g === 'number' ? null : `${g}.`;
    },
    beyondId: null,
    beyond() {
      throw new Error(`${spec.id} has no board beyond its answers`);
    },
    hardBreach: () => null,
  };
}
