import { describe, expect, it } from 'vitest';
import type { Scorer } from '../../../src/core/scorer.ts';
import { createScorer } from '../../../src/core/scorer.ts';
import { STRATEGIES, type BuildEngines } from '../../../src/core/strategies/index.ts';
import type { TreeNode } from '../../../src/core/tree.ts';
import { createGame } from '../../../src/core/variants/games.ts';
import { resolveVariant } from '../../../src/core/variants/parse.ts';

/** Engines that record which engine each build called, and answer with a marker tree. */
function recording(): { engines: BuildEngines; calls: string[] } {
  const calls: string[] = [];
  const marker: TreeNode = { guess: -1, next: [] };
  return {
    calls,
    engines: {
      greedy: (strategy) => {
        calls.push(`greedy ${strategy.id}`);
        return strategy.id === 'minimax' ? Promise.resolve(marker) : undefined;
      },
      exact: (strategy) => {
        calls.push(`exact ${strategy.id} ${strategy.target}`);
        return Promise.resolve(marker);
      },
      search: (strategy, _scorer, options) => {
        calls.push(`search ${strategy.id} ${options.log === undefined ? 'no log' : 'log'}`);
        return Promise.resolve(marker);
      },
    },
  };
}

describe('every strategy builds through one entry point, buildTree', () => {
  const scorer: Scorer = createScorer(createGame(resolveVariant('mm-3x3')));

  it("greedy strategies take the caller's threads when it offers them, else the core builds the same tree as build()", async () => {
    const { engines, calls } = recording();
    for (const s of STRATEGIES.filter((x) => x.builtByDefault)) {
      const tree = await s.buildTree(scorer, engines);
      if (s.kind !== 'greedy') throw new Error(`${s.id} is built by default`);
      if (s.id !== 'minimax') expect(tree).toEqual(s.build(scorer));
    }
    expect(calls).toEqual(STRATEGIES.filter((x) => x.builtByDefault).map((s) => `greedy ${s.id}`));
  });

  it('exact strategies call the exact engine with their target; the static strategy builds in the core', async () => {
    const { engines, calls } = recording();
    for (const s of STRATEGIES.filter((x) => x.resumable)) await s.buildTree(scorer, engines);
    expect(calls).toEqual(['exact optimal total', 'exact optimal-worst worst']);
    const staticStrategy = STRATEGIES.find((s) => s.kind === 'static')!;
    const tree = await staticStrategy.buildTree(createScorer(createGame(resolveVariant('mm-2x3'))), engines);
    expect(tree.guess).toBeGreaterThanOrEqual(0);
    expect(calls).toHaveLength(2);
  });

  it('search strategies call the search engine with the build options, and refuse to build where there is none (on demand)', async () => {
    const { engines, calls } = recording();
    const search = STRATEGIES.filter((s) => s.kind === 'search');
    expect(search.length).toBeGreaterThan(0);
    for (const s of search) await s.buildTree(scorer, engines, { log: () => {} });
    expect(calls).toEqual(search.map((s) => `search ${s.id} log`));
    const onDemand: BuildEngines = { exact: engines.exact.bind(engines) };
    for (const s of search) await expect(s.buildTree(scorer, onDemand)).rejects.toThrow(/offline only/);
  });

  it('what the builder and the server read instead of the kind', () => {
    const facts = STRATEGIES.map((s) => [s.id, s.builtByDefault, s.resumable, s.keepsCheckpoint, s.countsProgress, s.onDemand].join(' '));
    expect(facts).toEqual([
      ...STRATEGIES.filter((s) => s.kind === 'greedy').map((s) => `${s.id} true false false true tree`),
      'optimal false true true true search',
      'optimal-worst false true true true search',
      'static false false false false never',
      'entropy-search false false true true never',
    ]);
  });
});
