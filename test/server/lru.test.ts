import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/core/variants/games.ts';
import { consistentSecrets } from '../../src/core/history.ts';
import { LiveService } from '../../src/server/services/live-service.ts';
import { LruCache } from '../../src/server/services/lru.ts';
import { GAME_CACHE_BYTES, GameCache } from '../../src/server/services/game-cache.ts';
import { gameBytes } from '../../src/core/game-bytes.ts';
import { TreeRegistry } from '../../src/server/services/registry.ts';
import { resolveVariant } from '../../src/core/variants/parse.ts';

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
  it('with a weight, keeps at most its capacity in weight, the newest value always', () => {
    const c = new LruCache<string, number>(10, (n) => n);
    c.set('a', 4);
    c.set('b', 5);
    expect([c.size, c.weight]).toEqual([2, 9]);
    c.set('c', 3);
    expect([c.get('a'), c.get('b'), c.get('c'), c.weight]).toEqual([undefined, 5, 3, 8]);
    c.set('b', 1);
    expect([c.size, c.weight]).toEqual([2, 4]);
    c.set('huge', 50);
    expect([c.get('b'), c.get('c'), c.get('huge'), c.weight]).toEqual([undefined, undefined, 50, 50]);
    c.delete('huge');
    expect([c.size, c.weight]).toEqual([0, 0]);
  });
  it('counts a value as it weighed when stored, whatever it weighs later; sheds to a weight on demand', () => {
    const c = new LruCache<string, { bytes: number }>(100, (v) => v.bytes);
    const growing = { bytes: 10 };
    c.set('a', growing);
    c.set('b', { bytes: 20 });
    growing.bytes = 70;
    expect(c.weight).toBe(30);
    c.delete('a');
    expect(c.weight).toBe(20);
    c.set('c', { bytes: 30 });
    c.evictTo(30);
    expect([c.get('b'), c.get('c'), c.weight]).toEqual([undefined, { bytes: 30 }, 30]);
    c.evictTo(0);
    expect([c.size, c.weight]).toEqual([0, 0]);
  });
});

describe('GameCache', () => {
  it('keeps the games of boards without files within bytes, not a number of boards', () => {
    const games = new GameCache(new TreeRegistry());
    // mm-6x6 has 46,656 secrets and as many guesses (9.3 MB counted): six of them pass the bound.
    const boards = Array.from({ length: 6 }, (_, i) => resolveVariant(`mm-6x6-g${i + 1}`));
    expect(boards.length * gameBytes(games.game(resolveVariant('mm-6x6')))).toBeGreaterThan(GAME_CACHE_BYTES);
    const first = games.game(boards[0]!);
    expect(games.game(boards[0]!)).toBe(first);
    for (const spec of boards.slice(1)) games.game(spec);
    expect(games.bytes).toBeLessThanOrEqual(GAME_CACHE_BYTES);
    expect(games.game(boards[0]!)).not.toBe(first);
    // Memory pressure: the least recently used half goes.
    const held = games.bytes;
    games.shed();
    expect(games.bytes).toBeGreaterThan(0);
    expect(games.bytes).toBeLessThanOrEqual(held / 2);
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
