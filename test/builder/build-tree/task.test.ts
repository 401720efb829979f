import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveVariant } from '../../../src/core/variants/parse.ts';
import { buildTreeTask, type BuildTreeProgress } from '../../../src/builder/build-tree/task.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'codebreaker-build-task-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the build-tree task', () => {
  it("an exact build reports the search's progress, and hands its checkpoint on without writing it", async () => {
    const events: BuildTreeProgress[] = [];
    const checkpoint = join(dir, 'mm-4x5.optimal.json');
    const out = await buildTreeTask({ spec: resolveVariant('mm-4x5'), strategy: 'optimal', budgetMs: 60_000, checkpoint }, (e) =>
      events.push(e),
    );
    expect(out.kind).toBe('tree');
    const searched = events.filter((e) => e.search !== undefined && e.search.firstGuesses.total > 0);
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.at(-1)!.search!.firstGuesses.done).toBeGreaterThan(0);
    // Every state goes to the caller (runBuildTask writes it), none to the disk from the thread.
    const states = events.flatMap((e) => (e.checkpoint !== undefined ? [e.checkpoint] : []));
    expect(states.length).toBeGreaterThan(0);
    expect(states.at(-1)!.settled.length).toBe(searched.at(-1)!.search!.firstGuesses.done);
    expect(await readdir(dir)).not.toContain('mm-4x5.optimal.json');
  });

  it('over-limit for a greedy tree too deep for the board, impossible and too-long for exact ones, as outcomes', async () => {
    expect(await buildTreeTask({ spec: resolveVariant('mm-4x6-g4'), strategy: 'minimax' }, () => {})).toMatchObject({
      kind: 'outcome',
      outcome: { kind: 'over-limit', limit: 4 },
    });
    expect(await buildTreeTask({ spec: resolveVariant('mm-4x6-g4'), strategy: 'optimal-worst' }, () => {})).toEqual({
      kind: 'outcome',
      outcome: { kind: 'impossible', limit: 4 },
    });
    const states: unknown[] = [];
    const stopped = await buildTreeTask(
      { spec: resolveVariant('mm-4x5'), strategy: 'optimal', budgetMs: 1, checkpoint: join(dir, 'stopped.json') },
      (e) => (e.checkpoint !== undefined ? states.push(e.checkpoint) : undefined),
    );
    expect(stopped).toMatchObject({ kind: 'outcome', outcome: { kind: 'too-long', budgetS: 0.001 } });
    expect(states.length).toBeGreaterThan(0);
  });
});
