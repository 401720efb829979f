import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildBytes } from '../../src/builder/build-size.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { MemoryGuard } from '../../src/server/services/memory-guard.ts';
import { memoryPlan } from '../../src/server/services/memory-plan.ts';
import { OnDemandTrees } from '../../src/server/services/on-demand.ts';

const MB = 1024 * 1024;
const cacheDir = await mkdtemp(join(tmpdir(), 'codebreaker-memory-'));
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

/** A guard of a 600 MB ceiling over a resident memory the test sets. */
function guard(rssMb: number): { guard: MemoryGuard; set: (mb: number) => void } {
  let rss = rssMb * MB;
  return { guard: new MemoryGuard(600 * MB, () => rss), set: (mb) => (rss = mb * MB) };
}

describe('MemoryGuard', () => {
  it('takes a build that fits under 90% of the ceiling beside what the process holds; else 503 memory, naming the limit', () => {
    const { guard: g, set } = guard(300);
    expect(() => g.admit(200 * MB, 'the entropy tree of mm-5x7')).not.toThrow();
    set(400);
    expect(() => g.admit(200 * MB, 'the entropy tree of mm-5x7')).toThrow(
      expect.objectContaining({
        statusCode: 503,
        code: 'memory',
        headers: { 'Retry-After': '5' },
        message: expect.stringMatching(
          /about 200 MB more, and the server holds 400 MB of its memory ceiling of 600 MB \(MEMORY_MAX_MB\)/,
        ) as string,
      }),
    );
    // A build that could never fit, whatever the process holds: 422.
    set(0);
    expect(() => g.admit(400 * MB, 'the entropy tree of mm-6x6')).toThrow(expect.objectContaining({ statusCode: 422, code: 'too-large' }));
    expect(g.refused).toBe(2);
  });

  it('sheds near the ceiling (at most every 10 s), and past it stops the builds under way, the newest first', () => {
    const { guard: g, set } = guard(100);
    let sheds = 0;
    g.onShed(() => sheds++);
    const stopped: string[] = [];
    const untrackOld = g.track({ bytes: 10, stop: () => stopped.push('old') });
    g.track({ bytes: 10, stop: (reason) => stopped.push(`new: ${reason}`) });
    g.sample();
    expect([sheds, stopped]).toEqual([0, []]);
    set(500);
    g.sample();
    g.sample();
    expect([sheds, stopped]).toEqual([1, []]);
    set(650);
    g.sample();
    expect(stopped).toEqual(['new: the server reached its memory ceiling of 600 MB (MEMORY_MAX_MB) while building it']);
    untrackOld();
    g.sample();
    expect(stopped.length).toBe(1);
    expect([g.stopped, g.peak / MB]).toEqual([1, 650]);
  });
});

describe('trees on demand under the memory ceiling', () => {
  const spec = resolveVariant('mm-4x6');
  const plan = memoryPlan(600);

  it('a build refused for memory is a 503 naming MEMORY_MAX_MB where the tree is needed whole, and starts nothing', async () => {
    const full = new MemoryGuard(600 * MB, () => 590 * MB);
    const trees = new OnDemandTrees(
      { cacheDir: join(cacheDir, 'full'), buildTableEntries: plan.buildTableEntries },
      () => {},
      undefined,
      undefined,
      undefined,
      full,
    );
    try {
      const state = await trees.state(spec, 'entropy');
      expect(state).toMatchObject({ kind: 'refused', error: { statusCode: 503, code: 'memory' } });
      expect(trees.building).toBe(0);
      expect(trees.counts.builds).toBe(0);
    } finally {
      await trees.close();
    }
  });

  it('a build stopped at the ceiling says so, and is tried again shortly', async () => {
    let rss = 100 * MB;
    const memory = new MemoryGuard(600 * MB, () => rss);
    const warned: string[] = [];
    const trees = new OnDemandTrees(
      { cacheDir: join(cacheDir, 'stopped') },
      (m) => warned.push(m),
      undefined,
      undefined,
      undefined,
      memory,
    );
    try {
      // A greedy tree of 32,768 secrets takes seconds: past the ceiling while it is built, it is stopped.
      const large = resolveVariant('mm-5x8-g9');
      expect(await trees.state(large, 'entropy')).toMatchObject({ kind: 'building' });
      // The largest boards with trees on demand (TREE_MAX_SECRETS, 32,768) are taken under the default ceiling.
      expect(buildBytes({ secrets: 32_768, guesses: 32_768 }, plan.buildTableEntries)).toBeLessThan(0.5 * 600 * MB);
      rss = 700 * MB;
      memory.sample();
      await expect(trees.ready(large, 'entropy')).rejects.toThrow(/memory ceiling of 600 MB \(MEMORY_MAX_MB\)/);
      expect(await trees.state(large, 'entropy')).toMatchObject({
        kind: 'failed',
        told: 'the server reached its memory ceiling of 600 MB (MEMORY_MAX_MB) while building it',
      });
      expect(warned.join('\n')).toMatch(/building mm-5x8-g9\.entropy\.msgpack stopped/);
    } finally {
      await trees.close();
    }
  });
});
