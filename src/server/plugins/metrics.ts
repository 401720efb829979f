// The Prometheus metrics of an app (/metrics): requests by route and status, the live pool, trees,
// builds on demand, the fleet's queues and Node's own, prom-client loaded after the first answer.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import type { BuildQueue } from '../../fleet/build-queue.ts';
import type { FleetConnection } from '../../fleet/connection.ts';

// The metrics read the services through these views of their counts, declared here: the app
// passes its services (which fit them), so no plugin imports a service.

/** The trees served: how many files of data/ (the tree registry). */
export interface TreeCount {
  readonly count: number;
}

/** The live answers' pool and cache (the live service). */
export interface LiveCounts {
  readonly queued: number;
  readonly running: number;
  readonly cacheEntries: number;
  readonly reviewsQueued: number;
}

/** Trees on demand: builds now and since start, cache hits, and the cache directory's bytes. */
export interface OnDemandBuilds {
  readonly building: number;
  readonly counts: { readonly builds: number; readonly cacheHits: number };
  readonly cache: { readonly bytes: number };
}

/** The memory ceiling's guard: the ceiling, and the builds it refused and stopped. */
export interface MemoryCounts {
  readonly ceilingBytes: number;
  readonly refused: number;
  readonly stopped: number;
}

/** What the metrics read from the running app. */
export interface MetricSources {
  readonly registry: TreeCount;
  readonly live: LiveCounts;
  readonly onDemand: OnDemandBuilds | null;
  readonly fleet: FleetConnection | null;
  readonly memory?: MemoryCounts | null;
}

/** The metrics of an app, as /metrics serves them. */
export interface AppMetrics {
  /** The Prometheus text exposition format of every metric now, and its content type. */
  scrape(): Promise<{ readonly contentType: string; readonly text: string }>;
}

/** The labels of a request's metrics: the route pattern, not the URL, so they stay few whatever clients ask for. */
type RequestLabels = { method: string; route: string; status: string };

/**
 * The Prometheus metrics of one app (its own registry, so several apps in one process do not
 * mix): requests and their latency by route and status, the live pool's queue and busy threads,
 * trees loaded, builds on demand and cache hits, and Node's process metrics. The names are
 * listed in docs/operations.md. prom-client is loaded after the app's first answer (or at the
 * first scrape), not before it: loading it and its default metrics cost about 25 ms of CPU of the
 * server's start. The requests answered meanwhile are counted once it is, and so are those of
 * `earlier`, an app that answered before this one (the server's first app).
 */
export function registerMetrics(app: FastifyInstance, sources: MetricSources, earlier?: AnswerRecorder): AppMetrics {
  let made: Promise<RequestMetrics> | undefined;
  let metrics: RequestMetrics | undefined;
  const waiting: Array<[RequestLabels, number]> = [];
  const make = (): Promise<RequestMetrics> =>
    (made ??= import('prom-client').then((prom) => {
      metrics = requestMetrics(prom, sources, fleetQueue);
      for (const [labels, seconds] of waiting) metrics.observe(labels, seconds);
      waiting.length = 0;
      return metrics;
    }));
  const fleetQueue = sources.fleet === null ? null : fleetQueueReader(app, sources.fleet);
  const observe: Observe = (labels, seconds) => {
    if (metrics !== undefined) {
      metrics.observe(labels, seconds);
      return;
    }
    waiting.push([labels, seconds]);
    void make();
  };
  app.addHook('onResponse', async (request, reply) => observe(...answerOf(request, reply)));
  earlier?.forwardTo(observe);
  return {
    scrape: async () => {
      const { registry } = await make();
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
}

/** Counts one answer. */
type Observe = (labels: RequestLabels, seconds: number) => void;

/** The labels of an answer and the seconds it took. */
function answerOf(request: FastifyRequest, reply: FastifyReply): [RequestLabels, number] {
  return [
    { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
    reply.elapsedTime / 1000,
  ];
}

/**
 * The answers of an app whose requests another app's metrics count: the server's first app
 * (/health while the rest of the app loads) records its answers here, and the whole app's
 * metrics (registerMetrics) count them with their own, as if it had given them.
 */
export class AnswerRecorder {
  #held: Array<[RequestLabels, number]> = [];
  #to: Observe | undefined;

  /** Records every answer of this app from now on. */
  constructor(app: FastifyInstance) {
    app.addHook('onResponse', async (request, reply) => {
      const [labels, seconds] = answerOf(request, reply);
      if (this.#to !== undefined) this.#to(labels, seconds);
      else this.#held.push([labels, seconds]);
    });
  }

  /** Counts the answers recorded so far, and from now on each as it is given, there. */
  forwardTo(observe: Observe): void {
    this.#to = observe;
    for (const [labels, seconds] of this.#held) observe(labels, seconds);
    this.#held = [];
  }
}

/** The registry of an app's metrics, and how a request is counted in it. */
interface RequestMetrics {
  readonly registry: Registry;
  observe(labels: RequestLabels, seconds: number): void;
}

/** Makes the registry and every metric of an app. */
function requestMetrics(prom: typeof import('prom-client'), sources: MetricSources, fleetQueue: FleetQueueReader | null): RequestMetrics {
  const { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } = prom;
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
  gauge('codebreaker_review_queue', 'Reviews waiting for their thread.', () => sources.live.reviewsQueued);
  const { memory } = sources;
  if (memory !== undefined && memory !== null) {
    gauge(
      'codebreaker_memory_ceiling_bytes',
      'The memory ceiling (MEMORY_MAX_MB), in bytes of resident memory.',
      () => memory.ceilingBytes,
    );
    gauge(
      'codebreaker_memory_refused_builds_total',
      'Builds refused for the memory ceiling since start (a counter).',
      () => memory.refused,
    );
    gauge('codebreaker_memory_stopped_builds_total', 'Builds stopped at the memory ceiling since start (a counter).', () => memory.stopped);
  }
  if (sources.fleet !== null && fleetQueue !== null) registerFleetMetrics(prom, registry, sources.fleet, fleetQueue);
  return {
    registry,
    observe(labels, seconds) {
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
  };
}

/** The counts of the fleet's queues, read at most every half second; undefined while Redis is unreachable. */
type FleetQueueReader = () => Promise<Awaited<ReturnType<BuildQueue['counts']>> | undefined>;

/** Reads the fleet's queue for the gauges, opening it at the first read (and closing it with the app). */
function fleetQueueReader(app: FastifyInstance, fleet: FleetConnection): FleetQueueReader {
  // The queue library is loaded only in a fleet, at the first scrape: one machine never pays for its start-up.
  let queue: Promise<BuildQueue> | undefined;
  const open = (): Promise<BuildQueue> =>
    (queue ??= import('../../fleet/build-queue.ts').then(({ BuildQueue }) => new BuildQueue(fleet.client)));
  app.addHook('onClose', async () => {
    if (queue !== undefined) await (await queue).close();
  });
  // Both gauges of one scrape share one read of the queue.
  let last: { at: number; read: ReturnType<FleetQueueReader> } | undefined;
  return async () => {
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
}

/**
 * The fleet's gauges: whether Redis answers, the build queue's jobs by state and the workers
 * connected to it (servers and worker processes), read at each scrape; while Redis is
 * unreachable the queue gauges keep their last values and a scrape never waits on Redis.
 */
function registerFleetMetrics(
  prom: typeof import('prom-client'),
  registry: Registry,
  fleet: FleetConnection,
  read: FleetQueueReader,
): void {
  const { Gauge } = prom;
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
