import { describe, expect, it } from 'vitest';
import { runMixed } from '../../scripts/bench-server.ts';
import { withApp } from './helpers/app.ts';

// The short CI version of the mixed-traffic load test (npm run bench runs the long one on data/).
describe('mixed traffic, briefly', () => {
  it('tree and live lookups, downloads and worst cases: no errors, no 4xx, no 5xx', () =>
    withApp({ trees: [['mastermind', 'minimax']] }, async (app) => {
      const url = await app.listen({ host: '127.0.0.1', port: 0 });
      const rss = async () => process.memoryUsage().rss / 1e6;
      const { result } = await runMixed(url, { duration: 2, connections: 4 }, rss);
      expect(result.requests).toBeGreaterThan(200);
      expect([result.errors, result.status4xx, result.status5xx]).toEqual([0, 0, 0]);
      expect(result.status3xx).toBeGreaterThan(0);
    }));
});
