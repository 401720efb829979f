import { describe, expect, it } from 'vitest';
import { createLazyScorer, createScorer } from '../../src/core/scorer.ts';
import { getGame } from '../../src/core/variants/games.ts';

describe('createLazyScorer', () => {
  it('makes no table until something reads it, then answers as createScorer does', () => {
    const game = getGame('mm-3x4');
    const lazy = createLazyScorer(game);
    const eager = createScorer(game);
    /** Whether the table is still the lazy getter (not made yet). */
    const pending = (): boolean => typeof Object.getOwnPropertyDescriptor(lazy, 'table')?.get === 'function';
    expect(pending()).toBe(true);
    const all = Int32Array.from({ length: game.secretCount }, (_, i) => i);
    const a = new Int32Array(game.feedbackCount);
    const b = new Int32Array(game.feedbackCount);
    lazy.countParts(5, all, a);
    eager.countParts(5, all, b);
    expect([...a]).toEqual([...b]);
    // Made once: its fields are plain values now, the same table as the eager scorer's.
    expect(pending()).toBe(false);
    expect(Buffer.from(lazy.table!).equals(Buffer.from(eager.table!))).toBe(true);
    const out1 = new Uint8Array(all.length);
    const out2 = new Uint8Array(all.length);
    lazy.feedbacks(7, all, out1);
    eager.feedbacks(7, all, out2);
    expect([...out1]).toEqual([...out2]);
    expect(lazy.columns).toBeDefined();
  });
});
