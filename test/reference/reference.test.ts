import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/core/variants/games.ts';
import { codesOf, partsOf, rulesOf, seeded } from './cases.ts';
import { allCodes, mark, type Rules } from './rules.ts';
import { ReferenceSolver } from './solver.ts';
import { SetSymmetry } from './symmetry.ts';

/**
 * The least total over `secrets` within d guesses by enumeration alone: every allowed guess at
 * every node, no bound, no symmetry, no shortcut; only exact answers of (set, depth) are kept.
 */
function enumerate(rules: Rules, secrets: readonly string[]): (d: number) => number {
  const guesses = allCodes(rules.pegs, rules.symbols, rules.distinctGuesses);
  // Each guess's mark against each secret, numbered (b, w) -> b * 16 + w; -1 for the win.
  const marks = guesses.map((g) =>
    secrets.map((s) => {
      const m = mark(g, s);
      return m.blacks === rules.pegs ? -1 : m.blacks * 16 + m.whites;
    }),
  );
  const known = new Map<string, number>();
  const least = (S: number[], d: number): number => {
    if (S.length === 0) return 0;
    if (d === 0) return Infinity;
    const key = `${d}:${S.join(',')}`;
    const seen = known.get(key);
    if (seen !== undefined) return seen;
    let best = Infinity;
    for (const row of marks) {
      const parts = new Map<number, number[]>();
      for (const i of S) {
        const f = row[i]!;
        if (f < 0) continue;
        const part = parts.get(f);
        if (part === undefined) parts.set(f, [i]);
        else part.push(i);
      }
      let total = S.length;
      for (const P of parts.values()) total += least(P, d - 1);
      best = Math.min(best, total);
    }
    known.set(key, best);
    return best;
  };
  const all = secrets.map((_, i) => i);
  return (d) => least(all, d);
}

describe('the reference scores by the rules as the games do', () => {
  it.each(['mm-2x4', 'mm-3x4', 'mm-4x6-distinct', 'bc-3x6', 'bc-4x6', 'mm-4x5', 'mastermind'])(
    '%s: the same codes in the same order, and the same mark for every guess and secret',
    (id) => {
      const game = getGame(id);
      const rules = rulesOf(game.spec);
      const guesses = allCodes(rules.pegs, rules.symbols, rules.distinctGuesses);
      const secrets = allCodes(rules.pegs, rules.symbols, rules.distinctSecrets);
      expect(guesses).toEqual(Array.from({ length: game.guessCount }, (_, g) => game.formatGuess(g)));
      expect(secrets).toEqual(
        codesOf(
          game,
          Int32Array.from({ length: game.secretCount }, (_, s) => s),
        ),
      );
      const style = game.spec.feedbackStyle === 'AB' ? ['A', 'B'] : ['B', 'W'];
      for (let g = 0; g < game.guessCount; g++) {
        for (let s = 0; s < game.secretCount; s++) {
          const m = mark(guesses[g]!, secrets[s]!);
          const label = `${m.blacks}${style[0]}${m.whites}${style[1]}`;
          if (game.feedbackLabel(game.score(g, s)) !== label) expect(`${guesses[g]} / ${secrets[s]}`).toBe(label);
        }
      }
    },
  );

  it.each(['mm-5x6', 'mm-5x8', 'bc-4x10'])('%s: the same mark for 20,000 random pairs (seed 1)', (id) => {
    const game = getGame(id);
    const rand = seeded(1);
    for (let i = 0; i < 20_000; i++) {
      const g = Math.floor(rand() * game.guessCount);
      const s = Math.floor(rand() * game.secretCount);
      const m = mark(game.formatGuess(g), game.formatGuess(game.secretGuess[s]!));
      const label = game.spec.feedbackStyle === 'AB' ? `${m.blacks}A${m.whites}B` : `${m.blacks}B${m.whites}W`;
      expect(game.feedbackLabel(game.score(g, s))).toBe(label);
    }
  });

  it('mark counts repeated colours as the rules say: 5543 against 5255 is one black and one white', () => {
    expect(mark('5255', '5543')).toEqual({ blacks: 1, whites: 1 });
    expect(mark('1122', '2211')).toEqual({ blacks: 0, whites: 4 });
    expect(mark('1111', '1222')).toEqual({ blacks: 1, whites: 0 });
  });
});

describe('the reference against enumeration with no shortcut', () => {
  it.each(['mm-2x4', 'mm-3x3', 'mm-2x5-distinct', 'bc-3x4', 'mm-5x2'])('%s: every depth limit, both objectives', (id) => {
    const rules = rulesOf(getGame(id).spec);
    const secrets = allCodes(rules.pegs, rules.symbols, rules.distinctSecrets);
    const reference = new ReferenceSolver(rules);
    const totals = [1, 2, 3, 4, 5, 6].map(enumerate(rules, secrets));
    expect([1, 2, 3, 4, 5, 6].map((d) => reference.optimalTotal(d))).toEqual(totals);
    expect([1, 2, 3, 4, 5, 6].map((d) => reference.feasible(d))).toEqual(totals.map((t) => t < Infinity));
    const depth = totals.findIndex((t) => t < Infinity) + 1;
    expect(new ReferenceSolver(rules).optimalWorst(6)).toEqual({ depth, total: totals[depth - 1] });
  });

  it.each([
    ['mastermind', 2, 5, 10],
    ['mm-4x6-distinct', 3, 5, 10],
    ['bc-4x6', 4, 5, 10],
    ['mm-5x3', 5, 5, 10],
    ['mm-3x4', 6, 12, 24],
  ] as const)('%s: random sets of secrets, and the parts of random guesses (seed %i, %i to %i secrets)', (id, seed, low, high) => {
    const game = getGame(id);
    const rules = rulesOf(game.spec);
    const rand = seeded(seed);
    const sets: string[][] = [];
    for (let k = 0; k < 3; k++) {
      const size = low + Math.floor(rand() * (high - low + 1));
      const picked = new Set<number>();
      while (picked.size < size) picked.add(Math.floor(rand() * game.secretCount));
      sets.push(codesOf(game, Int32Array.from([...picked].sort((a, b) => a - b))));
    }
    // Parts that a history leaves have symmetries of their own (the reference checks them on the set).
    const all = Int32Array.from({ length: game.secretCount }, (_, s) => s);
    for (let k = 0; k < 2; k++) {
      let S: Int32Array = all;
      while (S.length > high) {
        const parts = partsOf(game, S, Math.floor(rand() * game.guessCount)).filter((p) => p.length >= low - 1 && p.length < S.length);
        if (parts.length > 0) S = parts[Math.floor(rand() * parts.length)]!;
      }
      sets.push(codesOf(game, S));
    }
    for (const secrets of sets) {
      const reference = new ReferenceSolver(rules, secrets);
      const least = enumerate(rules, secrets);
      for (const d of [2, 3, 4]) expect(reference.optimalTotal(d), `${secrets.join(' ')} within ${d}`).toBe(least(d));
    }
  });
});

describe('the reference symmetry, checked on the set', () => {
  it('leaves the five classical first guesses of Mastermind, and one of Bulls and Cows', () => {
    const first = (id: string): string[] => {
      const rules = rulesOf(getGame(id).spec);
      const guesses = allCodes(rules.pegs, rules.symbols, rules.distinctGuesses);
      const secrets = allCodes(rules.pegs, rules.symbols, rules.distinctSecrets);
      const symmetry = new SetSymmetry(rules.symbols, rules.pegs, guesses, secrets);
      return Array.from(symmetry.candidates(Int32Array.from(secrets.keys())), (g) => guesses[g]!);
    };
    expect(first('mastermind')).toEqual(['1111', '1112', '1122', '1123', '1234']);
    expect(first('mm-4x6-distinct')).toEqual(['1111', '1112', '1122', '1123', '1234']);
    expect(first('bc-4x6')).toEqual(['0123']);
  });

  it('keeps every guess at a set with no symmetry, and finds the swap of two colours no secret holds', () => {
    const codes = allCodes(3, '12345', false);
    const symmetry = new SetSymmetry('12345', 3, codes, codes);
    const at = (secrets: string[]): number => symmetry.candidates(Int32Array.from(secrets, (s) => codes.indexOf(s))).length;
    expect(at(['112', '123', '341', '424', '135', '252'])).toBe(codes.length);
    // No secret holds 4 or 5, so they are alike: of 14x and 15x, 44x and 55x, 45x and 54x, one each.
    const alike = ['112', '123', '321', '213', '131'];
    expect(at(alike)).toBeLessThan(codes.length);
    expect(at(alike)).toBe(codes.filter((c) => !c.includes('5') || (c.indexOf('4') >= 0 && c.indexOf('4') < c.indexOf('5'))).length);
  });
});
