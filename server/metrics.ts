// The server's Prometheus metrics, every name in this one file (the README's "Running it for a
// facility" lists them). Each worker counts its own on prom-client's default registry; the
// endpoint on METRICS_PORT (server/metrics-endpoint.ts) adds the workers up. The labels are
// patterns and names, never a URL, an id or an address: a label's values stay few.
import cluster from 'node:cluster';
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  register,
} from 'prom-client';
import type { ApiName } from '../src/lib/api/server-transport';

export const METRIC_NAMES = {
  requestDuration: 'shop_http_request_duration_seconds',
  upstreamDuration: 'shop_upstream_request_duration_seconds',
  upstreamErrors: 'shop_upstream_errors_total',
  rateLimitRefusals: 'shop_rate_limit_refusals_total',
  sharedCacheHits: 'shop_shared_cache_hits_total',
  sharedCacheMisses: 'shop_shared_cache_misses_total',
  sharedCacheEntries: 'shop_shared_cache_entries',
} as const;

/**
 * One metric per name on the process's registry, also when this module is evaluated again (the
 * development server's reloads, the unit tests' shared workers).
 */
function once<T>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

/** From a static file's few milliseconds to an upstream's 8 s time limit. */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const requestDuration = once(
  METRIC_NAMES.requestDuration,
  () =>
    new Histogram({
      name: METRIC_NAMES.requestDuration,
      help: "The server's answers by route pattern: from the request to the answer's last byte",
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: SECONDS,
    }),
);

const upstreamDuration = once(
  METRIC_NAMES.upstreamDuration,
  () =>
    new Histogram({
      name: METRIC_NAMES.upstreamDuration,
      help: "Calls to BRP and WordPress by the contract's operation id, answered or not",
      // via: 'server' (a page's own calls, server/upstream.ts) or 'gateway' (the browser's calls).
      labelNames: ['api', 'operation', 'via', 'status_code'] as const,
      buckets: SECONDS,
    }),
);

const upstreamErrors = once(
  METRIC_NAMES.upstreamErrors,
  () =>
    new Counter({
      name: METRIC_NAMES.upstreamErrors,
      help: 'Calls to BRP and WordPress that failed: no answer, a 5xx, or an answer off the contract',
      labelNames: ['api', 'operation', 'via', 'reason'] as const,
    }),
);

const rateLimitRefusals = once(
  METRIC_NAMES.rateLimitRefusals,
  () =>
    new Counter({
      name: METRIC_NAMES.rateLimitRefusals,
      help: 'Calls answered 429 by a rate limit (server/rate-limits.ts) before they reached BRP',
      labelNames: ['limit'] as const,
    }),
);

export type UpstreamVia = 'server' | 'gateway';
export type UpstreamErrorReason = 'unreachable' | 'server-error' | 'invalid-answer';

/** A route pattern for what matched none: keeps the label's values few. */
export const UNMATCHED_ROUTE = 'unmatched';

export function observeRequest(method: string, route: string, status: number, seconds: number) {
  requestDuration.observe({ method, route, status_code: String(status) }, seconds);
}

/** One upstream call; `status` 0: no answer came (refused, reset, timed out). */
export function observeUpstream(
  call: { api: ApiName; operation: string; via: UpstreamVia },
  status: number,
  seconds: number,
  invalid = false,
): void {
  upstreamDuration.observe({ ...call, status_code: String(status) }, seconds);
  const reason: UpstreamErrorReason | null = invalid
    ? 'invalid-answer'
    : status === 0
      ? 'unreachable'
      : status >= 500
        ? 'server-error'
        : null;
  if (reason) upstreamErrors.inc({ ...call, reason });
}

export function countRateLimitRefusal(limit: string): void {
  rateLimitRefusals.inc({ limit });
}

/** What the shared upstream cache reports of itself, per cache (its name a label). */
export interface SharedCacheStats {
  cache: string;
  hits: number;
  misses: number;
  entries: number;
}

/** Kept on the process, not the module: a metric made by an earlier evaluation reads it too. */
const cacheStatsSource = ((globalThis as { [key: symbol]: unknown })[
  Symbol.for('shop.sharedCacheStats')
] ??= { read: () => [] }) as { read: () => Iterable<SharedCacheStats> };

/**
 * The shared upstream cache's hit rate: the cache hands over a function that reads its running
 * totals, and the metrics read it when they are asked for (hits and misses only ever grow).
 */
export function reportSharedCacheStats(read: () => Iterable<SharedCacheStats>): void {
  cacheStatsSource.read = read;
}

/** Each worker's totals, read when the metrics are asked for. */
function fromCacheStats(field: 'hits' | 'misses' | 'entries') {
  return function collect(this: Counter<'cache'> | Gauge<'cache'>): void {
    this.reset();
    for (const stats of cacheStatsSource.read()) this.inc({ cache: stats.cache }, stats[field]);
  };
}

once(
  METRIC_NAMES.sharedCacheHits,
  () =>
    new Counter({
      name: METRIC_NAMES.sharedCacheHits,
      help: 'Answers the shared upstream cache gave without asking upstream',
      labelNames: ['cache'] as const,
      collect: fromCacheStats('hits'),
    }),
);
once(
  METRIC_NAMES.sharedCacheMisses,
  () =>
    new Counter({
      name: METRIC_NAMES.sharedCacheMisses,
      help: 'Answers the shared upstream cache had to ask upstream for',
      labelNames: ['cache'] as const,
      collect: fromCacheStats('misses'),
    }),
);
once(
  METRIC_NAMES.sharedCacheEntries,
  () =>
    new Gauge({
      name: METRIC_NAMES.sharedCacheEntries,
      help: 'Answers the shared upstream cache keeps now',
      labelNames: ['cache'] as const,
      collect: fromCacheStats('entries'),
    }),
);

let defaultsOn = false;

/**
 * Memory, CPU, event-loop delay and the like (prom-client's defaults), only when METRICS_PORT is
 * set; a worker also answers its primary's requests for its metrics from then on.
 */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ eventLoopMonitoringPrecision: 20 });
  if (cluster.isWorker) new AggregatorRegistry();
}

/** The metrics of this process, for the one-process server's endpoint (server/main.ts). */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: register.contentType, body: await register.metrics() };
}

export { register as metricsRegistry };
