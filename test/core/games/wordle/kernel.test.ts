import { describe, expect, it } from 'vitest';
import type { Game, WordList } from '../../../../src/core/game.ts';
import { createWordleGame, wordleSpec, type WordleGame } from '../../../../src/core/games/wordle/game.ts';
import { createWordleCounter } from '../../../../src/core/games/wordle/kernel.ts';
import { createScorer } from '../../../../src/core/scorer.ts';
import { buildTree, createGreedyChooser } from '../../../../src/core/strategies/greedy.ts';
import { OBJECTIVES, type Objective } from '../../../../src/core/strategies/objectives.ts';
import { wordsOf } from '../../../helpers/wordle-rule.ts';
import { seeded } from '../../../reference/cases.ts';

const list = (entries: readonly string[], name: string): WordList => ({ list: name, count: entries.length, sha256: name, entries });

/** A Wordle game of the answers among the guesses (the guesses include them). */
function game(answers: readonly string[], guesses: readonly string[], hard = false): WordleGame {
  const isAnswer = new Set(answers);
  return createWordleGame(
    wordleSpec({
      id: `test-${answers.length}-${guesses.length}${hard ? '-hard' : ''}`,
      title: 'test',
      answers: list(answers, 'answers'),
      accepted: list(
        guesses.filter((w) => !isAnswer.has(w)),
        'accepted',
      ),
      hard,
    }),
  );
}

const three = wordsOf('words-3.txt');
const four = wordsOf('words-4.txt');
/** Boards with repeated letters, answers apart from the guesses, three to five letters. */
const BOARDS = {
  'words-3': () => game(three, three),
  '80 of words-4 among 1,917': () =>
    game(
      four.filter((_, i) => i % 24 === 0),
      four,
    ),
  'wordle answers, 1 in 5 among every 3rd guess': () => {
    const answers = wordsOf('wordle-answers.txt').filter((_, i) => i % 5 === 0);
    const guesses = [...new Set([...answers, ...wordsOf('wordle-guesses.txt').filter((_, i) => i % 3 === 0)])].sort();
    return game(answers, guesses);
  },
};

/** The cost by definition: part sizes from game.score, the objective's own cost of them. */
function reference(g: Game, guess: number, remaining: Int32Array, objective: Objective): number {
  const counts = new Int32Array(g.feedbackCount);
  for (const s of remaining) counts[g.score(guess, s)]!++;
  return objective.cost(counts, g.feedbackCount);
}

/** A random ascending set of n secrets. */
function randomSet(g: Game, n: number, rnd: () => number): Int32Array {
  const picked = new Set<number>();
  while (picked.size < Math.min(n, g.secretCount)) picked.add(Math.floor(rnd() * g.secretCount));
  return Int32Array.from([...picked].sort((a, b) => a - b));
}

describe('the Wordle part kernel', () => {
  for (const [name, make] of Object.entries(BOARDS)) {
    it(`gives the objective's cost of the parts on ${name}, under every limit`, () => {
      const g = make();
      const rnd = seeded(name.length * 7919);
      for (const objective of OBJECTIVES) {
        const kernel = g.createPartKernel!(objective)!;
        for (const n of [1, 3, 17, 64, 333]) {
          const remaining = randomSet(g, n, rnd);
          kernel.load(remaining);
          for (let trial = 0; trial < 8; trial++) {
            const guess = Math.floor(rnd() * g.guessCount);
            const full = reference(g, guess, remaining, objective);
            for (const limit of [Infinity, full + 1, full, full - 1]) {
              const got = objective.kind === 'max' ? kernel.maxCost(guess, limit) : kernel.sumCost(guess, limit);
              expect(got, `${objective.id} n=${n} ${g.formatGuess(guess)} limit=${limit}`).toBe(full > limit ? Infinity : full);
            }
          }
        }
      }
    });

    it(`counts every objective at once as it counts each alone, to the last bit (${name})`, () => {
      const g = make();
      const counter = createWordleCounter(g);
      const rnd = seeded(name.length * 104729);
      const G = g.guessCount;
      const some = Int32Array.from({ length: G }, (_, i) => i).filter(() => rnd() < 0.3);
      // Nodes below and above the sizes where the counter changes how it counts.
      for (const n of [3, 16, 17, 256, 257]) {
        counter.load(randomSet(g, n, rnd));
        for (const candidates of [null, some]) {
          const m = candidates === null ? G : candidates.length;
          const together = OBJECTIVES.map(() => new Float64Array(m));
          counter.costs(candidates, OBJECTIVES, together);
          OBJECTIVES.forEach((o, k) => {
            const alone = new Float64Array(m);
            counter.costs(candidates, [o], [alone]);
            expect(together[k], `${o.id} n=${n}${candidates === null ? '' : ' (a list)'}`).toEqual(alone);
          });
        }
      }
    });
  }

  it("a board's kernels share their scratch, each still reading its own node", () => {
    const g = BOARDS['words-3']();
    const rnd = seeded(31);
    const [minimax, entropy] = [OBJECTIVES.find((o) => o.id === 'minimax')!, OBJECTIVES.find((o) => o.id === 'entropy')!];
    const a = g.createPartKernel!(minimax)!;
    const b = g.createPartKernel!(entropy)!;
    const x = randomSet(g, 40, rnd);
    const y = randomSet(g, 300, rnd);
    a.load(x);
    b.load(y);
    for (let guess = 0; guess < g.guessCount; guess += 7) {
      expect(a.maxCost(guess, Infinity)).toBe(reference(g, guess, x, minimax));
      expect(b.sumCost(guess, Infinity)).toBe(reference(g, guess, y, entropy));
    }
    const all = Int32Array.from({ length: g.guessCount }, (_, i) => i);
    const chosen = a.choose(all, 'max', 1, 1e-9);
    b.load(x);
    expect(b.choose(all, 'sum', 0, 1e-9)).toBeGreaterThanOrEqual(0);
    expect(a.choose(all, 'max', 1, 1e-9)).toBe(chosen);
  });

  // Scored without a table, the chooser runs in the kernel; over a table, in the chooser's own loops.
  for (const [name, make] of Object.entries(BOARDS)) {
    it(`builds the greedy trees the chooser builds over a score table, in both modes (${name})`, () => {
      for (const hard of [false, true]) {
        const base = make();
        const g = hard ? createWordleGame({ ...base.wordle, hard: true }) : base;
        const tabled = createScorer(g);
        const bare = createScorer(g, 0);
        expect([tabled.table === undefined, bare.table === undefined]).toEqual([false, true]);
        for (const objective of OBJECTIVES) {
          const withKernel = buildTree(bare, createGreedyChooser(bare, objective));
          const withTable = buildTree(tabled, createGreedyChooser(tabled, objective));
          expect(withKernel, `${objective.id}${hard ? ' hard' : ''}`).toEqual(withTable);
        }
      }
    });
  }
});
