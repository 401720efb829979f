import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/core/variants/games.ts';
import { consistentSecrets } from '../../src/core/history.ts';
import { LiveService } from '../../src/server/services/live-service.ts';
import { LruCache } from '../../src/server/services/lru.ts';

describe('LruCache', () => {
  it('keeps at most its capacity, evicting the least recently used', () => {
    const c = new LruCache<string, number>(2);
    c.set('a', 1);
    c.set('b', 2);
    expect(c.get('a')).toBe(1);
    c.set('c', 3);
    expect([c.get('a'), c.get('b'), c.get('c'), c.size]).toEqual([1, undefined, 3, 2]);
    const off = new LruCache<string, number>(0);
    off.set('a', 1);
    expect(off.size).toBe(0);
  });
});

describe('LiveService cache', () => {
  it('stays within its bound however many distinct histories arrive', async () => {
    const live = new LiveService({ budget: 100_000, cacheSize: 5, tableLimit: 1 << 26, workers: 0, maxQueue: 0 });
    const game = getGame('twod');
    for (let g = 0; g < 25; g++) {
      const steps = [{ guess: g, feedback: game.parseFeedback('---') }];
      const { secrets } = consistentSecrets(game, steps);
      if (secrets.length > 0) await live.answer(game, 'entropy', steps, secrets);
    }
    expect(live.computed).toBeGreaterThan(5);
    expect(live.cacheEntries).toBe(5);
  });
});
