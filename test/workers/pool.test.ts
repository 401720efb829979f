import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { getGame } from '../../src/core/variants/games.ts';
import { consistentSecrets } from '../../src/core/history.ts';
import { chooseLive, liveObjective } from '../../src/core/live.ts';
import { createScorer } from '../../src/core/scorer.ts';
import { HttpError } from '../../src/server/errors/http-error.ts';
import { LiveService } from '../../src/server/services/live-service.ts';
import { TaskError } from '../../src/workers/errors.ts';
import { TaskPool } from '../../src/workers/pool.ts';
import { taskModule, type TaskKind } from '../../src/workers/task-table.ts';
import type { CoreTasks } from '../../src/workers/tasks/index.ts';

const game = getGame('mastermind');
const steps = [{ guess: game.parseGuess('1234') as number, feedback: game.parseFeedback('1B1W') }];
const live = {
  spec: game.spec,
  strategy: 'entropy',
  steps: new Int32Array([steps[0]!.guess, steps[0]!.feedback]),
  budget: 10_000_000,
  tableLimit: 1 << 26,
};
// A history no secret fits: the same guess with two different feedbacks.
const impossible = {
  ...live,
  steps: new Int32Array([steps[0]!.guess, game.parseFeedback('1B1W'), steps[0]!.guess, game.parseFeedback('0B0W')]),
};
const inline = chooseLive(
  createScorer(game),
  liveObjective('entropy'),
  game.play(game.initialPlayed, steps[0]!.guess),
  consistentSecrets(game, steps).secrets,
);

describe('TaskPool', () => {
  const pool = new TaskPool({ size: 1, maxQueue: 0 });
  afterAll(() => pool.close());

  it('computes on a thread what the core computes inline; beyond its queue it refuses at once', async () => {
    const first = pool.run('live-answer', live);
    const second = pool.run('live-answer', { ...live, strategy: 'minimax' });
    await expect(second).rejects.toMatchObject({ code: 'queue-full' });
    expect(await first).toEqual({ guess: inline.guess, fast: inline.fast });
    expect(pool.running + pool.queued).toBe(0);
  });

  it('a task that throws fails alone, with its message; the thread keeps working', async () => {
    await expect(pool.run('live-answer', impossible)).rejects.toThrow(/no secret fits the history/);
    await expect(pool.run('nope' as TaskKind<CoreTasks>, live as never)).rejects.toThrow(/unknown task kind "nope"/);
    expect((await pool.run('live-answer', live)).guess).toBe(inline.guess);
  });

  it("sends a task's events as it runs", async () => {
    const royale = getGame('royale');
    const all = Int32Array.from({ length: royale.secretCount }, (_, i) => i);
    const events: number[] = [];
    const played = royale.play(royale.initialPlayed, 0);
    const root = await pool.run(
      'greedy-subtree',
      { spec: royale.spec, strategy: 'minimax', played, history: [0], remaining: all, table: undefined },
      {
        onEvent: (done) => events.push(done),
      },
    );
    expect(root.guess).toBeGreaterThanOrEqual(0);
    expect(events.length).toBeGreaterThan(10);
    expect(events).toEqual([...events].sort((a, b) => a - b));
  });

  it('a task over its time limit is refused and its thread replaced', async () => {
    const strict = new TaskPool({ size: 1, timeoutMs: 1 });
    try {
      await expect(strict.run('live-answer', live)).rejects.toMatchObject({ code: 'timeout' });
      expect(strict.running).toBe(0);
      expect((await strict.run('live-answer', live, { timeoutMs: 30_000 })).guess).toBe(inline.guess);
    } finally {
      await strict.close();
    }
  });

  it('cancels a running task and a waiting one; the pool goes on', async () => {
    const two = new TaskPool({ size: 1 });
    try {
      const running = new AbortController();
      const waiting = new AbortController();
      const a = two.run('live-answer', live, { signal: running.signal });
      const b = two.run('live-answer', live, { signal: waiting.signal });
      expect(two.queued).toBe(1);
      waiting.abort();
      await expect(b).rejects.toMatchObject({ code: 'cancelled' });
      running.abort();
      await expect(a).rejects.toMatchObject({ code: 'cancelled' });
      expect((await two.run('live-answer', live)).guess).toBe(inline.guess);
    } finally {
      await two.close();
    }
  });

  it('refuses work once closed, and rejects what was waiting', async () => {
    const closing = new TaskPool({ size: 1 });
    const a = expect(closing.run('live-answer', live)).rejects.toBeInstanceOf(TaskError);
    const b = expect(closing.run('live-answer', live)).rejects.toMatchObject({ code: 'closed' });
    await closing.close();
    await a;
    await b;
    await expect(closing.run('live-answer', live)).rejects.toMatchObject({ code: 'closed' });
  });

  it('runs the waiting tasks by priority, lower first, in the order they came within one', async () => {
    const ordered = new TaskPool({ size: 1 });
    try {
      const order: string[] = [];
      const run = (name: string, priority?: number): Promise<void> =>
        ordered.run('live-answer', live, priority === undefined ? {} : { priority }).then(() => void order.push(name));
      // The first takes the thread; the others wait and are taken by priority.
      await Promise.all([run('first', 9), run('late', 5), run('default'), run('large', 5), run('small', -1), run('default again')]);
      expect(order).toEqual(['first', 'small', 'default', 'default again', 'late', 'large']);
    } finally {
      await ordered.close();
    }
  });

  it('with its queue full, a task of a lower priority takes the place of the last one waiting, which is refused', async () => {
    const full = new TaskPool({ size: 1, maxQueue: 1 });
    try {
      const running = full.run('live-answer', live);
      const background = full.run('live-answer', live, { priority: 1 });
      await expect(full.run('live-answer', live, { priority: 1 })).rejects.toMatchObject({ code: 'queue-full' });
      const urgent = full.run('live-answer', live, { priority: 0 });
      await expect(background).rejects.toMatchObject({ code: 'queue-full' });
      expect((await urgent).guess).toBe(inline.guess);
      await running;
    } finally {
      await full.close();
    }
  });

  it('stops a thread left idle for idleMs, which gives back its memory, and starts one again for the next task', async () => {
    const idle = new TaskPool({ size: 1, idleMs: 200 });
    try {
      expect((await idle.run('live-answer', live)).guess).toBe(inline.guess);
      expect(idle.threads).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(idle.threads).toBe(0);
      expect((await idle.run('live-answer', live)).guess).toBe(inline.guess);
      expect(idle.threads).toBe(1);
      idle.stopIdle();
      expect(idle.threads).toBe(0);
    } finally {
      await idle.close();
    }
  });

  it.skipIf(process.platform !== 'linux')(
    'runs its threads `nice` lower than the process: their own nice value, the others unchanged',
    async () => {
      // Each thread's nice value by its id, from /proc (field 19 of its stat, after the command's
      // parentheses); a thread may end while it is read (other pools' idle threads stop).
      const niceValues = (): Map<string, number> => {
        const out = new Map<string, number>();
        for (const tid of readdirSync('/proc/self/task')) {
          try {
            const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
            out.set(tid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
          } catch {
            // gone meanwhile
          }
        }
        return out;
      };
      const base = getPriority(0);
      const lowered = Math.min(19, base + 5);
      const before = niceValues();
      const background = new TaskPool({ size: 1, nice: 5 });
      const plain = new TaskPool({ size: 1 });
      try {
        expect((await background.run('live-answer', live)).guess).toBe(inline.guess);
        expect((await plain.run('live-answer', live)).guess).toBe(inline.guess);
        // The threads started since: one lowered (the background pool's), none of the others.
        const started = [...niceValues()].filter(([tid]) => !before.has(tid)).map(([, n]) => n);
        expect(started.filter((n) => n === lowered)).toHaveLength(1);
        expect(started.filter((n) => n !== lowered && n !== base)).toEqual([]);
        // This thread (the test's) keeps its own.
        expect(getPriority(0)).toBe(base);
      } finally {
        await Promise.all([background.close(), plain.close()]);
      }
    },
  );

  it("a task that needs more heap than its thread's resourceLimits fails with out-of-memory, never taking the pool down", async () => {
    const small = new TaskPool({ size: 1, resourceLimits: { maxOldGenerationSizeMb: 4, maxYoungGenerationSizeMb: 2 } });
    const superGame = getGame('super');
    const all = Int32Array.from({ length: superGame.secretCount }, (_, i) => i);
    const task = {
      spec: superGame.spec,
      strategy: 'minimax',
      played: superGame.initialPlayed,
      history: [],
      remaining: all,
      table: undefined,
    };
    try {
      // More times than the crashes in a row after which a pool gives up: these are not crashes.
      for (let i = 0; i < 5; i++) {
        await expect(small.run('greedy-subtree', task)).rejects.toMatchObject({
          code: 'out-of-memory',
          message: expect.stringContaining('a heap of 4 MB') as string,
        });
      }
    } finally {
      await small.close();
    }
  });

  it('wants at least one thread', () => {
    expect(() => new TaskPool({ size: 0 })).toThrow(/at least one thread/);
  });
});

describe('LiveService on the pool', () => {
  it('answers 503 busy with Retry-After when its queue is full, and never computes the same history twice at once', async () => {
    const service = new LiveService({ budget: 10_000_000, cacheSize: 10, tableLimit: 1 << 26, workers: 1, maxQueue: 0 });
    try {
      const { secrets } = consistentSecrets(game, steps);
      const first = service.answer(game, 'entropy', steps, secrets);
      const same = service.answer(game, 'entropy', steps, secrets);
      const other = service.answer(game, 'minimax', steps, secrets);
      await expect(other).rejects.toMatchObject({ statusCode: 503, code: 'busy', headers: { 'Retry-After': '1' } });
      await expect(other).rejects.toBeInstanceOf(HttpError);
      expect(await first).toEqual({ guess: inline.guess, fast: inline.fast });
      expect(await same).toEqual(await first);
      expect(service.computed).toBe(1);
    } finally {
      await service.close();
    }
  });
});

describe('the task table a pool loads', () => {
  it('a pool given a table module that is not compiled refuses to start, saying so', () => {
    const missing = new TaskPool({ size: 1, tasks: taskModule<CoreTasks>(new URL('./no-such-table.ts', import.meta.url).href) });
    expect(() => missing.start()).toThrow(/no-such-table\.js is missing: run npm run build/);
  });

  it('a module that exports no TASKS fails each task with that reason', async () => {
    // protocol.ts compiles to a module with no exports at run time.
    const empty = new TaskPool({ size: 1, tasks: taskModule<CoreTasks>(new URL('../../src/workers/protocol.ts', import.meta.url).href) });
    try {
      await expect(empty.run('live-answer', live)).rejects.toThrow(/exports no TASKS/);
    } finally {
      await empty.close();
    }
  });
});
