import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkProof, type ProofCheckOptions } from '../../../src/builder/proofs/check.ts';
import type { ProofClass, ProofLog, ProofPart } from '../../../src/builder/proofs/log.ts';
import { runProof } from '../../../src/builder/proofs/run.ts';
import { EXACT_ENGINE_VERSION } from '../../../src/core/strategies/exact/version.ts';
import { allCodes, mark } from '../../reference/rules.ts';
import { ReferenceSolver } from '../../reference/solver.ts';

const DATA = join(import.meta.dirname, '..', '..', '..', 'data');
let dir: string;
let optimal: ProofLog;
let worst: ProofLog;
let optimalTree: Uint8Array;
let worstTree: Uint8Array;

/** A deep copy of a log to tamper with. */
const copy = (log: ProofLog): ProofLog => JSON.parse(JSON.stringify(log)) as ProofLog;
const check = (log: unknown, tree = optimalTree, options: ProofCheckOptions = {}): ReturnType<typeof checkProof> =>
  checkProof(log, tree, options);

/** A class of a log by its guess, and one of its parts by feedback, as mutable objects. */
function part(
  log: ProofLog,
  guess: string,
  where: (p: ProofPart) => boolean,
): { c: ProofClass & { sum: number | null }; p: Record<string, unknown> } {
  const c = log.classes.find((x) => x.guess === guess)! as ProofClass & { sum: number | null };
  const p = c.parts.find(where)! as unknown as Record<string, unknown>;
  return { c, p };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'codebreaker-proof-'));
  const run = (strategy: string, resolveOptimum: boolean): Promise<ProofLog> =>
    runProof({
      variant: 'mastermind',
      strategy,
      dataDir: DATA,
      out: join(dir, `${strategy}.json`),
      threads: 0,
      resolveOptimum,
      command: 'test',
      log: () => {},
    });
  optimal = await run('optimal', false);
  worst = await run('optimal-worst', true);
  optimalTree = new Uint8Array(await readFile(join(DATA, 'mastermind.optimal.msgpack')));
  worstTree = new Uint8Array(await readFile(join(DATA, 'mastermind.optimal-worst.msgpack')));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('proof logs of Mastermind (4 pegs, 6 colours)', () => {
  it("the run proves Koyama and Lai's optimum 5625: the tree's class 1123, every other class cut at 5625 or above", () => {
    expect(optimal).toMatchObject({
      variant: 'mastermind',
      objective: 'total',
      depth: 10,
      engine: EXACT_ENGINE_VERSION,
      optimum: { total: 5625, firstGuess: '1123' },
    });
    expect(optimal.classes.map((c) => [c.guess, c.size])).toEqual([
      ['1123', 720],
      ['1234', 360],
      ['1122', 90],
      ['1112', 120],
      ['1111', 6],
    ]);
    expect(optimal.classes.filter((c) => c.outcome === 'cut').every((c) => c.sum! >= 5625)).toBe(true);
    // 1111's counting bound is above the optimum: nothing to search.
    expect(optimal.classes.at(-1)).toMatchObject({ countingBound: 5880, sum: 5880 });
    expect(optimal.classes.at(-1)!.parts.every((p) => p.by === 'counting')).toBe(true);
  });

  it('the checker finds both logs hold, and every search figure of them searched again agrees', () => {
    const all = { resolve: { count: 1000, maxSize: 10_000, seed: 1 } };
    for (const [log, tree] of [
      [optimal, optimalTree],
      [worst, worstTree],
    ] as const) {
      const verdict = check(log, tree, all);
      expect(verdict.problems).toEqual([]);
      expect(verdict.ok).toBe(true);
    }
    expect(worst).toMatchObject({ objective: 'worst', depth: 5, optimum: { total: 5626, max: 5 }, smallerDepth: { depth: 4 } });
    // 5626 within 5 guesses: the tree's class searched again part by part.
    expect(worst.classes[0]!.parts.filter((p) => p.size > 2).every((p) => p.by === 'search')).toBe(true);
  });

  it("on threads (a class a task, the optimum's parts a task each) the run proves the same figures", async () => {
    const threaded = await runProof({
      variant: 'mastermind',
      strategy: 'optimal-worst',
      dataDir: DATA,
      out: join(dir, 'threads.json'),
      threads: 2,
      resolveOptimum: true,
      command: 'test',
      log: () => {},
    });
    const figures = (log: ProofLog): unknown => log.classes.map(({ seconds: _seconds, ...c }) => c);
    expect(figures(threaded)).toEqual(figures(worst));
    expect(threaded.smallerDepth).toEqual(worst.smallerDepth);
  });

  it("a run with --resolve-optimum takes the cut classes from the log and searches the optimum's parts; the log counts both runs", async () => {
    const out = join(dir, 'again.json');
    const first = await runProof({
      variant: 'mastermind',
      strategy: 'optimal',
      dataDir: DATA,
      out,
      threads: 0,
      command: 'first',
      log: () => {},
    });
    const lines: string[] = [];
    const second = await runProof({
      variant: 'mastermind',
      strategy: 'optimal',
      dataDir: DATA,
      out,
      threads: 0,
      resolveOptimum: true,
      command: 'second',
      log: (l) => lines.push(l),
    });
    expect(lines).toContain(`mastermind/optimal: 4 classes proved by an earlier run, from ${out}`);
    expect(second.classes.slice(1)).toEqual(first.classes.slice(1));
    expect(second.classes[0]!.parts.filter((p) => p.size > 2).every((p) => p.by === 'search')).toBe(true);
    expect(second.run.command).toBe('first; second');
    expect(second.run.wallSeconds).toBeGreaterThanOrEqual(first.run.wallSeconds);
    expect(check(second).ok).toBe(true);
  });

  it("the small parts' figures agree with the reference solver, written apart from the engine", () => {
    const codes = allCodes(4, '123456', false);
    let checked = 0;
    for (const [log, c] of [...optimal.classes.map((c) => [optimal, c] as const), ...worst.classes.map((c) => [worst, c] as const)]) {
      const depth = log.depth - 1;
      for (const p of c.parts) {
        if (p.by !== 'search' || p.size > 40) continue;
        const secrets = codes.filter((s) => {
          const m = mark(c.guess, s);
          return `${m.blacks}B${m.whites}W` === p.feedback;
        });
        const best = new ReferenceSolver(
          { pegs: 4, symbols: '123456', distinctSecrets: false, distinctGuesses: false },
          secrets,
        ).optimalTotal(depth);
        if ('total' in p) expect(best, `${c.guess} ${p.feedback}`).toBe(p.total);
        if ('lowerBound' in p) expect(best).toBeGreaterThanOrEqual(p.lowerBound);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('a log whose figures do not hold by the rules is refused, each for its reason', () => {
    const cases: Array<[string, (log: ProofLog) => void, RegExp]> = [
      ['a missing field', (l) => delete (l as { optimum?: unknown }).optimum, /schema: \/ must have required property 'optimum'/],
      ['a class left out', (l) => (l.classes as ProofClass[]).splice(3, 1), /no class 3\+1 \(its first guesses are not proved\)/],
      [
        'a class too small',
        (l) => ((l.classes[1] as { size: number }).size = 359),
        /the class of 1234 \(1\+1\+1\+1\) has 360 guesses, not 359/,
      ],
      [
        "a class's counting bound",
        (l) => ((l.classes[2] as { countingBound: number }).countingBound += 1),
        /1122: its counting bound is \d+, not/,
      ],
      [
        "a part's counting bound",
        (l) => {
          part(l, '1234', (p) => p.size > 2).p.countingBound = 1;
        },
        /1234 part 0B0W: its counting bound is/,
      ],
      [
        'a best-guess bound raised, the sum with it',
        (l) => {
          const { c, p } = part(l, '1122', (q) => q.by === 'best-guess');
          p.lowerBound = (p.lowerBound as number) + 1;
          c.sum! += 1;
        },
        /1122 part .*: the least counting bound of a guess on it is \d+, not/,
      ],
      [
        'a cut whose sum is below the optimum',
        (l) => {
          const { c, p } = part(l, '1234', (q) => 'lowerBound' in q && q.by === 'search');
          p.lowerBound = (p.lowerBound as number) - 50;
          c.sum! -= 50;
        },
        /1234: its sum 5575 is below the optimum 5625: not cut/,
      ],
      [
        "a subtree's total",
        (l) => {
          const { c, p } = part(l, '1123', (q) => q.by === 'tree');
          p.total = (p.total as number) - 1;
          c.sum! -= 1;
        },
        /1123 part .*: the tree's subtree totals \d+, not/,
      ],
      ['the optimum', (l) => ((l.optimum as { total: number }).total = 5624), /the tree totals 5625, not the optimum 5624/],
      ['another sum', (l) => ((l.classes[4] as { sum: number }).sum = 5881), /1111: its parts sum to 5880, not 5881/],
      ['another tree', (l) => ((l.tree as { sha256: string }).sha256 = '0'.repeat(64)), /the tree file's sha256 is/],
      [
        'another engine',
        (l) => ((l as { engine: number }).engine = EXACT_ENGINE_VERSION + 1),
        /not trusted as proved: proved by exact engine version/,
      ],
    ];
    for (const [what, tamper, why] of cases) {
      const log = copy(optimal);
      tamper(log);
      const verdict = check(log);
      expect(verdict.ok, what).toBe(false);
      expect(verdict.problems, what).toContainEqual(expect.stringMatching(why));
    }
    // Another engine's log is checked all the same when asked to.
    const older = copy(optimal);
    (older as { engine: number }).engine = EXACT_ENGINE_VERSION + 1;
    expect(check(older, optimalTree, { anyEngine: true }).ok).toBe(true);
    // The tree of another strategy is not the one proved.
    expect(check(optimal, worstTree).problems).toContainEqual(expect.stringMatching(/sha256/));
  });

  it('a search figure changed consistently passes the rules, and is caught by searching it again', () => {
    const log = copy(optimal);
    const { c, p } = part(log, '1234', (q) => 'total' in q && q.by === 'search' && q.size > 2);
    p.total = (p.total as number) + 1;
    c.sum! += 1;
    expect(check(log).ok).toBe(true);
    const again = check(log, optimalTree, { resolve: { count: 1000, maxSize: 10_000, seed: 3 } });
    expect(again.ok).toBe(false);
    expect(again.problems).toContainEqual(
      expect.stringMatching(new RegExp(`1234 part ${p.feedback as string} .*searched again: \\d+, not ${p.total as number}`)),
    );
  });
});
