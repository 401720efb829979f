import { afterAll, describe, expect, it } from 'vitest';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { buildTreeTask } from '../../src/builder/build-tree/task.ts';
import { BUILDER_TASK_MODULE } from '../../src/builder/task-module.ts';
import { TaskPool } from '../../src/workers/pool.ts';

const spec = resolveVariant('mm-3x4-g5');

describe("the builder's task table", () => {
  const builder = new TaskPool({ size: 1, tasks: BUILDER_TASK_MODULE });
  const core = new TaskPool({ size: 1 });
  afterAll(() => Promise.all([builder.close(), core.close()]));

  it("a pool made with it builds a whole tree on its thread, the same bytes as the task inline, with the build's progress", async () => {
    const inline = await buildTreeTask({ spec, strategy: 'entropy' }, () => {});
    const events: { done: number; total: number }[] = [];
    const out = await builder.run('build-tree', { spec, strategy: 'entropy' }, { onEvent: (e) => events.push(e) });
    expect(out.kind).toBe('tree');
    expect(inline.kind).toBe('tree');
    if (out.kind !== 'tree' || inline.kind !== 'tree') return;
    expect(Buffer.from(out.bytes).equals(Buffer.from(inline.bytes))).toBe(true);
    expect(events.length).toBeGreaterThan(0);
    expect(events.at(-1)!.done).toBe(events.at(-1)!.total);
  });

  it("it runs the core's tasks too; a pool of the core's table alone knows no build-tree", async () => {
    const steps = new Int32Array(0);
    const live = { spec, strategy: 'minimax', steps, budget: 10_000_000, tableLimit: 1 << 26 };
    expect(await builder.run('live-answer', live)).toEqual(await core.run('live-answer', live));
    await expect(core.run('build-tree' as 'live-answer', live)).rejects.toThrow(/unknown task kind "build-tree"/);
  });
});
