import { describe, expect, it } from 'vitest';
import { createSymmetryFilter } from '../../src/core/symmetry.ts';
import { getGame } from '../../src/core/variants/games.ts';
import { seeded } from '../reference/cases.ts';

describe('the symmetry filter keeps its answers', () => {
  // One filter answers thousands of nodes in a row, as a search asks it; each answer must be the
  // one a new filter gives for that node alone (the answers kept from other histories included).
  for (const id of ['mastermind', 'mastermind-distinct', 'mm-4x7', 'royale']) {
    it(`${id}: a long-lived filter answers as a new one does, node by node`, () => {
      const game = getGame(id);
      const shared = createSymmetryFilter(game)!;
      const next = seeded(7);
      const out = new Int32Array(game.guessCount);
      const fresh = new Int32Array(game.guessCount);
      let nodes = 0;
      let dropped = 0;
      for (let trial = 0; trial < 150; trial++) {
        const secret = Math.floor(next() * game.secretCount);
        // A history of up to three guesses, mostly symmetric ones (repeated colours, low codes),
        // and the secrets it leaves.
        const history = new Int32Array(3);
        let remaining = Int32Array.from({ length: game.secretCount }, (_, s) => s);
        let played = game.initialPlayed;
        for (let len = 0; len < 3 && remaining.length > 1; len++) {
          const g = next() < 0.6 ? Math.floor(next() * Math.min(60, game.guessCount)) : Math.floor(next() * game.guessCount);
          const f = game.score(g, secret);
          remaining = remaining.filter((s) => game.score(g, s) === f);
          played = game.play(played, g);
          history[len] = g;
          const candidates = game.candidateGuesses(played, remaining);
          const kept = shared.filter(history, len + 1, candidates, remaining, out);
          const alone = createSymmetryFilter(game)!.filter(history, len + 1, candidates, remaining, fresh);
          expect(
            Array.from(out.subarray(0, kept)),
            `${id}: history ${Array.from(history.subarray(0, len + 1))
              .map((h) => game.formatGuess(h))
              .join(' ')}`,
          ).toEqual(Array.from(fresh.subarray(0, alone)));
          nodes++;
          dropped += candidates.length - kept;
        }
      }
      expect(nodes).toBeGreaterThan(200);
      expect(dropped, 'the histories have symmetries to drop guesses by').toBeGreaterThan(0);
    });
  }
});
