import type { FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { buildLoadedTrees } from './trees.ts';

const trees = await buildLoadedTrees([['twod', 'minimax']]);

// An extra route plugin (as the web page and memento routes plug in) that answers slowly.
const slow: FastifyPluginAsync<{ ms: number }> = async (app, { ms }) => {
  app.get('/slow', async () => {
    await new Promise((r) => setTimeout(r, ms));
    return { done: true };
  });
  app.get('/boom', async () => {
    throw new Error('secret internal detail at /work/src/thing.ts:1:1');
  });
};

describe('graceful shutdown and extra plugins', () => {
  it('close() lets a request in flight finish, then refuses new connections', async () => {
    const app = await buildApp({ trees, plugins: [{ plugin: slow, options: { ms: 300 } }] });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const inFlight = fetch(`${base}/slow`);
    await new Promise((r) => setTimeout(r, 50));
    const closed = app.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closed;
    await expect(fetch(`${base}/health`)).rejects.toThrow();
  });

  it('an unexpected error in any route is a 500 without stack or internal detail', async () => {
    const app = await buildApp({ trees, plugins: [{ plugin: slow, options: { ms: 1 } }] });
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'internal', message: 'The server could not answer this request; it has been logged.' });
    await app.close();
  });
});
