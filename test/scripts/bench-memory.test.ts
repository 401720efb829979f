import { describe, expect, it } from 'vitest';
import { benchMemory } from '../../scripts/bench-memory.ts';

// The flood of users' lists of `npm run bench-memory`, smaller: the compiled server, 30 lists of
// 300 to 3,000 answers (all 12,947 words as guesses), 8 at a time, then every greedy tree of a
// board of 1,500 answers. Before the memory ceiling the server's resident memory reached 644 MB
// on this flood (and 1,009 MB on the whole one); under a ceiling of 500 MB it stays below it.
describe('the memory ceiling under a flood of users’ lists', () => {
  it('holds: the peak of resident memory (the kernel’s high-water mark) stays under MEMORY_MAX_MB', { timeout: 900_000 }, async () => {
    const result = await benchMemory({
      lists: 30,
      concurrency: 8,
      minAnswers: 300,
      maxAnswers: 3000,
      board: 1500,
      guesses: 'all',
      idleS: 1,
      seed: 1,
      env: { MEMORY_MAX_MB: '500' },
    });
    // Every list was taken, and every tree of the board built (refused for memory meanwhile, then built).
    expect(result.floodStatuses['201']).toBe(30);
    expect(Object.values(result.trees)).toEqual(Array(6).fill('ready'));
    expect(result.peakMb).toBeLessThanOrEqual(500);
  });
});
