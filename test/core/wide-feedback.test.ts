/**
 * Feedbacks wider than a byte: a game of more than 256 feedbacks gets two-byte score tables and
 * flat-tree arrays, and its tree is built, written, read back and verified like any other; games
 * of at most 256 keep byte arrays.
 */
import { describe, expect, it } from 'vitest';
import type { Game, VariantSpec } from '../../src/core/game.ts';
import { feedbackArrayFrom, feedbackBytes, newFeedbackArray } from '../../src/core/feedback-array.ts';
import { flattenTree, pathOf, verifyFlatTree } from '../../src/core/flat-tree.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { findGreedyStrategy } from '../../src/core/strategies/index.ts';
import { buildTree, createGreedyChooser } from '../../src/core/strategies/greedy.ts';
import { verifyTree } from '../../src/core/tree.ts';
import { getGame } from '../../src/core/variants/games.ts';
import { decodeMsgpack, encodeTreeFile, flattenFileTree, makeTreeFile, parseTreeFile } from '../../src/store/tree-file.ts';

/**
 * A synthetic game of N codes and 401 feedbacks: guessing g against secret s tells (s - g) mod N
 * reduced mod 400, or 400 for the win. Three secrets share each feedback but one, so a tree needs
 * the feedbacks above 255 on its edges.
 */
function ringGame(n: number): Game {
  const F = 401;
  const WIN = 400;
  const score = (g: number, s: number): number => (g === s ? WIN : ((s - g + n) % n) % WIN);
  const width = String(n - 1).length;
  const spec: VariantSpec = {
    id: 'ring',
    title: `a ring of ${n} codes`,
    family: 'mastermind',
    pegs: width,
    symbols: '0123456789',
    secrets: 'repeat',
    guesses: 'any',
    maxGuesses: 10,
    feedbackStyle: 'BW',
  };
  const identity = Int32Array.from({ length: n }, (_, i) => i);
  return {
    spec,
    guessCount: n,
    secretCount: n,
    secretGuess: identity,
    guessSecret: identity,
    feedbackCount: F,
    winFeedback: WIN,
    score,
    scoreRow(g, out) {
      for (let s = 0; s < n; s++) out[s] = score(g, s);
    },
    symmetricScore: false,
    formatGuess: (g) => String(g).padStart(width, '0'),
    parseGuess(text) {
      const g = /^\d+$/.test(text) ? Number(text) : NaN;
      return text.length === width && g < n ? g : `${text} is not a code of the ring`;
    },
    feedbackLabel: (f) => (f === WIN ? 'win' : `d${f}`),
    parseFeedback(label) {
      if (label.toLowerCase() === 'win') return WIN;
      const m = /^d(\d+)$/i.exec(label);
      return m !== null && Number(m[1]) < WIN ? Number(m[1]) : -1;
    },
    candidateGuesses: () => identity,
    play: (played) => played,
    initialPlayed: 0,
  };
}

describe('feedback width', () => {
  it('a byte up to 256 feedbacks, two bytes beyond', () => {
    expect(feedbackBytes(256)).toBe(1);
    expect(feedbackBytes(257)).toBe(2);
    expect(feedbackBytes(6561)).toBe(2);
    expect(() => feedbackBytes(65537)).toThrow(/two bytes/);
    expect(newFeedbackArray(238, 4)).toBeInstanceOf(Uint8Array);
    expect(newFeedbackArray(401, 4)).toBeInstanceOf(Uint16Array);
    expect(Array.from(feedbackArrayFrom(401, [0, 300, 400]))).toEqual([0, 300, 400]);
  });

  it('games of at most 256 feedbacks keep byte tables and byte flat trees', () => {
    const game = getGame('mastermind');
    const scorer = createScorer(game);
    expect(scorer.table).toBeInstanceOf(Uint8Array);
    const tree = buildTree(scorer, createGreedyChooser(scorer, findGreedyStrategy('minimax')!.objective));
    expect(flattenTree(game, tree).parentFeedback).toBeInstanceOf(Uint8Array);
  });

  it('a game of 401 feedbacks: two-byte table, tree built, written, read back and verified', () => {
    const game = ringGame(1200);
    const scorer = createScorer(game);
    expect(scorer.table).toBeInstanceOf(Uint16Array);
    expect(scorer.columns).toBeInstanceOf(Uint16Array);
    // The table holds every feedback as the game scores it, those above 255 included.
    for (const [g, s] of [
      [0, 300],
      [5, 1199],
      [700, 3],
      [11, 11],
    ] as const) {
      expect(scorer.table![g * game.secretCount + s]).toBe(game.score(g, s));
      expect(scorer.columns![s * game.guessCount + g]).toBe(game.score(g, s));
    }
    const unscored = createScorer(game, 0);
    expect(unscored.table).toBeUndefined();

    for (const id of ['minimax', 'expected-size']) {
      const objective = findGreedyStrategy(id)!.objective;
      const tree = buildTree(scorer, createGreedyChooser(scorer, objective));
      const verified = verifyTree(game, tree);
      expect(verified.problems).toEqual([]);
      // Without a table the same tree comes out (the feedbacks are the game's own).
      expect(buildTree(unscored, createGreedyChooser(unscored, objective))).toEqual(tree);

      const flat = flattenTree(game, tree);
      expect(flat.parentFeedback).toBeInstanceOf(Uint16Array);
      expect(Math.max(...flat.parentFeedback)).toBeGreaterThan(255);
      const bytes = encodeTreeFile(makeTreeFile(game, { id, description: id }, tree, verified.stats));
      const read = flattenFileTree(game, parseTreeFile(decodeMsgpack(bytes)).root);
      expect(read.parentFeedback).toBeInstanceOf(Uint16Array);
      expect(Array.from(read.parentFeedback)).toEqual(Array.from(flat.parentFeedback));
      expect(Array.from(read.guess)).toEqual(Array.from(flat.guess));
      const check = verifyFlatTree(read);
      expect(check.ok).toBe(true);
      expect(check.stats).toEqual(verified.stats);
      // A secret behind a feedback above 255 is found along it.
      const s = game.secretCount - 1;
      const path = pathOf(read, s);
      expect(path.at(-1)).toEqual({ guess: s, feedback: game.winFeedback });
      for (const step of path.slice(0, -1)) expect(step.feedback).toBe(game.score(step.guess, s));
    }
  });
});
