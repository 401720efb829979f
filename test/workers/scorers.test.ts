import { describe, expect, it } from 'vitest';
import { resolveVariant } from '../../src/core/variants/parse.ts';
import { gameBytes } from '../../src/core/game-bytes.ts';
import { gameOf, THREAD_GAMES, THREAD_MEMORY } from '../../src/workers/tasks/scorers.ts';

describe("a thread's games", () => {
  it('are kept within a count and within bytes: large boards that differ only in their guesses allowed do not pile up', () => {
    const small = resolveVariant('mm-2x3');
    const kept = gameOf(small);
    expect(gameOf(small)).toBe(kept);
    // mm-6x6 has 46,656 secrets and as many guesses: six of them pass the bound, far below the count.
    const boards = Array.from({ length: 6 }, (_, i) => resolveVariant(`mm-6x6-g${i + 1}`));
    expect(boards.length).toBeLessThan(THREAD_GAMES);
    expect(boards.length * gameBytes(gameOf(resolveVariant('mm-6x6')))).toBeGreaterThan(THREAD_MEMORY.gameBytes);
    const first = gameOf(boards[0]!);
    for (const spec of boards.slice(1)) gameOf(spec);
    expect(gameOf(boards.at(-1)!)).toBe(gameOf(boards.at(-1)!));
    expect(gameOf(boards[0]!)).not.toBe(first);
    expect(gameOf(small)).not.toBe(kept);
  });
});
