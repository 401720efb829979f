import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { TreeRegistry } from '../../src/server/services/registry.ts';
import { sharedApp } from './helpers/app.ts';
import { buildLoadedTrees } from './helpers/trees.ts';

const app = await sharedApp();

describe('operations routes', () => {
  it('/ready is 200 once the trees are loaded, 503 while starting and while draining', async () => {
    expect((await app.inject('/ready')).json()).toMatchObject({ status: 'ready' });
    const registry = new TreeRegistry();
    const starting = await buildApp({ registry });
    const res = await starting.inject('/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: 'starting' });
    registry.load(await buildLoadedTrees([['twod', 'minimax']]));
    expect((await starting.inject('/ready')).statusCode).toBe(200);
    // Draining (a signal arrived, or close() began): /ready turns 503 and answers ask clients to hang up.
    starting.codebreaker.lifecycle.draining = true;
    const draining = await starting.inject('/ready');
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ error: 'draining' });
    expect(draining.headers.connection).toBe('close');
    await starting.close();
  });

  it('/metrics speaks the Prometheus text format: requests and latency by route and status, trees, live pool, builds', async () => {
    await app.inject('/v1/trees/mastermind/minimax/next');
    await app.inject('/v1/trees/mastermind/nope/next');
    const res = await app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(/codebreaker_http_requests_total\{method="GET",route="\/v1\/trees\/:variant\/:strategy\/next",status="200"\} 1/);
    expect(text).toMatch(/codebreaker_http_requests_total\{method="GET",route="\/v1\/trees\/:variant\/:strategy\/next",status="404"\} 1/);
    // The largest finite bucket: a route's first answer includes compiling its schemas (and, the
    // first time, loading the compilers), which a loaded machine can stretch past a tenth of a second.
    expect(text).toMatch(
      /codebreaker_http_request_duration_seconds_bucket\{le="2.5",method="GET",route="\/v1\/trees\/:variant\/:strategy\/next",status="200"\} 1/,
    );
    for (const name of [
      'codebreaker_trees_loaded',
      'codebreaker_live_queue',
      'codebreaker_live_busy',
      'codebreaker_on_demand_building',
      'codebreaker_on_demand_builds_total',
      'codebreaker_tree_cache_hits_total',
      'codebreaker_process_resident_memory_bytes',
    ]) {
      expect(text, name).toContain(`\n${name}`);
    }
    expect(text).toMatch(/\ncodebreaker_trees_loaded [1-9]/);
  });

  it('/v1/manifest lists every file served with its checksum and a data version', async () => {
    const body = (await app.inject('/v1/manifest')).json<{
      dataVersion: string;
      trees: Array<{ variant: string; strategy: string; sha256: string; url: string }>;
    }>();
    expect(body.dataVersion).toMatch(/^[0-9a-f]{16}$/);
    expect(body.trees.length).toBeGreaterThan(0);
    const first = body.trees[0]!;
    expect(first).toMatchObject({ variant: 'mastermind', url: `/v1/trees/mastermind/${first.strategy}/file` });
    const header = (await app.inject(`/v1/trees/mastermind/${first.strategy}`)).json<{ sha256: string }>();
    expect(first.sha256).toBe(header.sha256);
    expect((await app.inject('/v1/manifest?x=1')).statusCode).toBe(400);
  });
});
