import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../../db/client.ts';
import {
  type MetricsListener,
  type MetricsListenerOptions,
  startMetricsListener,
} from './metrics-listener.ts';

export interface AppMetrics {
  /** One lookup in a cache (`namespace` as `app.cache.memo` names it; '' for public JSON). */
  countCacheLookup: (namespace: string, hit: boolean) => void;
  /** One answer given outside Fastify's routes (a kept page, page-render.ts), as a route's is. */
  countResponse: (method: string, route: string, statusCode: number, seconds: number) => void;
  /** Where the metrics are served, once the app is ready. */
  readonly url: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics, or null when they are off (no METRICS_PORT). */
    metrics: AppMetrics | null;
  }
}

export interface MetricsPluginOptions {
  /** Where to serve the metrics; null turns them off, with no cost per request. */
  listen: MetricsListenerOptions | null;
  database: Database;
}

/** Seconds: from a cached read (about a millisecond) to a large upload. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Gauges read from the database driver at each scrape. */
function databaseGauges(registry: Registry, database: Database) {
  if (database.kind === 'pglite') {
    new Gauge({
      name: 'pglite_queue_depth',
      help: 'Queries waiting for the embedded database thread or running on it',
      registers: [registry],
      collect() {
        const load = database.load();
        if (load.kind === 'pglite') this.set(load.queueDepth);
      },
    });
    return;
  }
  const poolGauge = (name: string, help: string, read: 'total' | 'idle' | 'waiting') =>
    new Gauge({
      name,
      help: `${help}, by pool (shared: public reads; reserved: staff work, sign-in, writes)`,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        const load = database.load();
        if (load.kind !== 'postgres') return;
        this.set({ pool: 'shared' }, load.pools.shared[read]);
        this.set({ pool: 'reserved' }, load.pools.reserved[read]);
      },
    });
  poolGauge('db_pool_connections', 'PostgreSQL connections open', 'total');
  poolGauge('db_pool_idle_connections', 'PostgreSQL connections open and idle', 'idle');
  poolGauge('db_pool_waiting_requests', 'Queries waiting for a PostgreSQL connection', 'waiting');
}

/**
 * Prometheus metrics of this instance, served on a listener of their own (never on the public
 * port; decision 11): requests and latency by route pattern, answers by status class, cache
 * hits and misses, the database pool or the embedded database's queue, and Node's own.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: MetricsPluginOptions) => {
  const { listen } = opts;
  if (listen === null) {
    app.decorate('metrics', null);
    return;
  }
  // A registry per app, so several apps in one process (tests) each count their own.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status class (2xx, 4xx, 5xx…)',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: 'cache_lookups_total',
    help: 'In-memory cache lookups, by cache and result (hit or miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  });
  databaseGauges(registry, opts.database);

  const countResponse = (method: string, route: string, statusCode: number, seconds: number) => {
    const labels = { method, route };
    requests.inc({ ...labels, status_class: `${Math.floor(statusCode / 100)}xx` });
    duration.observe(labels, seconds);
  };
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern (`/api/data/v1/product/:id`), never the URL: no ids or personal data
    // in a label, and a bounded number of series whatever clients request.
    const route = request.routeOptions.url ?? 'unmatched';
    countResponse(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  let listener: MetricsListener | null = null;
  app.addHook('onReady', async () => {
    listener = await startMetricsListener(registry, listen, (error) => {
      app.log.error({ err: error }, 'collecting metrics failed');
    });
    app.log.info({ url: listener.url }, 'metrics served on their own listener');
  });
  app.addHook('onClose', async () => {
    await listener?.close();
  });

  app.decorate('metrics', {
    countCacheLookup: (namespace, hit) => {
      cacheLookups.inc({
        cache: namespace === '' ? 'json' : namespace,
        result: hit ? 'hit' : 'miss',
      });
    },
    countResponse,
    get url() {
      return listener?.url ?? null;
    },
  } satisfies AppMetrics);
});
