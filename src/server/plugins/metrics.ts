import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { BuildQueue } from '../../fleet/build-queue.ts';
import type { FleetConnection } from '../../fleet/connection.ts';
import type { LiveService } from '../services/live-service.ts';
import type { OnDemandTrees } from '../services/on-demand.ts';
import type { TreeRegistry } from '../services/registry.ts';

/** What the metrics read from the running app. */
export interface MetricSources {
  readonly registry: TreeRegistry;
  readonly live: LiveService;
  readonly onDemand: OnDemandTrees | null;
  readonly fleet: FleetConnection | null;
}

/**
 * The Prometheus metrics of one app (its own registry, so several apps in one process do not
 * mix): requests and their latency by route and status, the live pool's queue and busy threads,
 * trees loaded, builds on demand and cache hits, and Node's process metrics. The names are
 * listed in docs/operations.md.
 */
export function registerMetrics(app: FastifyInstance, sources: MetricSources): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'codebreaker_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'codebreaker_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'codebreaker_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status.',
    labelNames,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const gauge = (name: string, help: string, read: () => number): void => {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  };
  gauge('codebreaker_trees_loaded', 'Tree files of data/ served.', () => sources.registry.count);
  gauge('codebreaker_live_queue', 'Live (off-tree) answers waiting for a thread.', () => sources.live.queued);
  gauge('codebreaker_live_busy', 'Threads computing live answers now.', () => sources.live.running);
  gauge('codebreaker_live_cache_entries', 'Live answers in the answer cache.', () => sources.live.cacheEntries);
  gauge('codebreaker_on_demand_building', 'Trees being built on demand now.', () => sources.onDemand?.building ?? 0);
  gauge('codebreaker_on_demand_builds_total', 'Trees built on demand since start (a counter).', () => sources.onDemand?.counts.builds ?? 0);
  gauge(
    'codebreaker_tree_cache_hits_total',
    'Trees read back from the cache directory since start (a counter).',
    () => sources.onDemand?.counts.cacheHits ?? 0,
  );
  gauge('codebreaker_tree_cache_bytes', 'Bytes held in the cache directory.', () => sources.onDemand?.cache.bytes ?? 0);

  if (sources.fleet !== null) registerFleetMetrics(app, registry, sources.fleet);

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, not the URL: labels stay few whatever clients ask for.
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });
  return registry;
}

/**
 * The fleet's gauges: whether Redis answers, the build queue's jobs by state and the workers
 * connected to it (servers and worker processes), read at each scrape; while Redis is
 * unreachable the queue gauges keep their last values and a scrape never waits on Redis.
 */
function registerFleetMetrics(app: FastifyInstance, registry: Registry, fleet: FleetConnection): void {
  // The queue library is loaded only in a fleet, at the first scrape: one machine never pays for its start-up.
  let queue: Promise<BuildQueue> | undefined;
  const open = (): Promise<BuildQueue> =>
    (queue ??= import('../../fleet/build-queue.ts').then(({ BuildQueue }) => new BuildQueue(fleet.client)));
  app.addHook('onClose', async () => {
    if (queue !== undefined) await (await queue).close();
  });
  // Both gauges of one scrape share one read of the queue.
  let last: { at: number; read: Promise<Awaited<ReturnType<BuildQueue['counts']>> | undefined> } | undefined;
  const read = async (): Promise<Awaited<ReturnType<BuildQueue['counts']>> | undefined> => {
    if (!fleet.up) return undefined;
    if (last === undefined || Date.now() - last.at > 500)
      last = {
        at: Date.now(),
        read: open()
          .then((q) => q.counts())
          .catch(() => undefined),
      };
    return last.read;
  };
  new Gauge({
    name: 'codebreaker_fleet_redis_up',
    help: "1 while the fleet's Redis answers, else 0.",
    registers: [registry],
    collect() {
      this.set(fleet.up ? 1 : 0);
    },
  });
  new Gauge({
    name: 'codebreaker_fleet_jobs',
    help: 'Jobs of a fleet queue by state (waiting, active, prioritized, delayed, completed, failed).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const counts = await read();
      for (const [queue, c] of Object.entries(counts ?? {})) for (const [state, n] of Object.entries(c.jobs)) this.set({ queue, state }, n);
    },
  });
  new Gauge({
    name: 'codebreaker_fleet_workers',
    help: 'Processes working a fleet queue (servers and workers) seen by Redis now.',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const counts = await read();
      for (const [queue, c] of Object.entries(counts ?? {})) this.set({ queue }, c.workers);
    },
  });
}
