// The metrics' names and labels are what a facility's dashboards and alerts are written against
// (the README lists them): a rename breaks those silently, so it breaks this first.
import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { serveMetrics } from './metrics-endpoint';
import {
  METRIC_NAMES,
  countRateLimitRefusal,
  metricsRegistry,
  metricsText,
  observeRequest,
  observeUpstream,
  reportSharedCacheStats,
} from './metrics';
import { mountRateLimits, DEFAULT_RATE_LIMITS } from './rate-limits';

afterEach(() => {
  metricsRegistry.resetMetrics();
  reportSharedCacheStats(() => []);
});

async function labelsOf(name: string): Promise<string[][]> {
  const metric = (await metricsRegistry.getMetricsAsJSON()).find((one) => one.name === name);
  return (metric?.values ?? [])
    .filter((value) => !('metricName' in value) || !String(value.metricName).endsWith('_bucket'))
    .map((value) => Object.keys(value.labels).sort());
}

describe('the metric names and labels', () => {
  it('are these, each with its labels', async () => {
    observeRequest('GET', '/:lang?/klass/:id', 200, 0.02);
    observeUpstream({ api: 'booking', operation: 'getCustomer', via: 'server' }, 503, 0.1);
    countRateLimitRefusal('logins-per-address');
    reportSharedCacheStats(() => [{ cache: 'content-options', hits: 9, misses: 1, entries: 3 }]);

    expect(METRIC_NAMES).toEqual({
      requestDuration: 'shop_http_request_duration_seconds',
      upstreamDuration: 'shop_upstream_request_duration_seconds',
      upstreamErrors: 'shop_upstream_errors_total',
      rateLimitRefusals: 'shop_rate_limit_refusals_total',
      sharedCacheHits: 'shop_shared_cache_hits_total',
      sharedCacheMisses: 'shop_shared_cache_misses_total',
      sharedCacheEntries: 'shop_shared_cache_entries',
    });
    expect(await labelsOf(METRIC_NAMES.requestDuration)).toContainEqual([
      'method',
      'route',
      'status_code',
    ]);
    expect(await labelsOf(METRIC_NAMES.upstreamDuration)).toContainEqual([
      'api',
      'operation',
      'status_code',
      'via',
    ]);
    // Each series: the registry is prom-client's global one, which lives as long as the worker
    // (isolate: false), and a call of an earlier file that ends during this test counts too.
    const errorSeries = await labelsOf(METRIC_NAMES.upstreamErrors);
    expect(errorSeries).toContainEqual(['api', 'operation', 'reason', 'via']);
    for (const labels of errorSeries) expect(labels).toEqual(['api', 'operation', 'reason', 'via']);
    const refusalSeries = await labelsOf(METRIC_NAMES.rateLimitRefusals);
    expect(refusalSeries).toContainEqual(['limit']);
    for (const labels of refusalSeries) expect(labels).toEqual(['limit']);
    const { body } = await metricsText();
    // At least this test's one (an earlier file's call may count too, see above).
    expect(body).toMatch(
      /^shop_upstream_errors_total\{api="booking",operation="getCustomer",via="server",reason="server-error"\} [1-9]\d*$/m,
    );
    expect(body).toMatch(
      /^shop_rate_limit_refusals_total\{limit="logins-per-address"\} [1-9]\d*$/m,
    );
    expect(body).toContain('shop_shared_cache_hits_total{cache="content-options"} 9');
    expect(body).toContain('shop_shared_cache_misses_total{cache="content-options"} 1');
    expect(body).toContain('shop_shared_cache_entries{cache="content-options"} 3');
  });

  it('tell a call that got no answer and one off the contract from a refusal', async () => {
    const call = { api: 'content', operation: 'listPages', via: 'gateway' } as const;
    observeUpstream(call, 0, 8);
    observeUpstream(call, 200, 0.1, true);
    observeUpstream(call, 404, 0.1);
    const { body } = await metricsText();
    expect(body).toContain(
      'shop_upstream_errors_total{api="content",operation="listPages",via="gateway",reason="unreachable"} 1',
    );
    expect(body).toContain(
      'shop_upstream_errors_total{api="content",operation="listPages",via="gateway",reason="invalid-answer"} 1',
    );
    expect(body).not.toContain('reason="server-error"');
  });

  it('count a rate limit that refuses a call, by its name', async () => {
    const app = express();
    app.set('trust proxy', false);
    mountRateLimits(app, {
      ...DEFAULT_RATE_LIMITS,
      gatewayPerAddress: { limit: 1, windowMs: 60_000 },
    });
    app.use((_request, response) => void response.json({}));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/wp-json/wp/v2/pages`;
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await fetch(url)).status);
    server.close();
    expect(statuses).toEqual([200, 429, 429]);
    expect((await metricsText()).body).toContain(
      'shop_rate_limit_refusals_total{limit="gateway-per-address"} 2',
    );
  });
});

describe('the metrics endpoint', () => {
  it('answers GET /metrics on its own port only, and nothing else there', async () => {
    observeRequest('GET', '/', 200, 0.01);
    const server = await serveMetrics({ port: 0, host: '127.0.0.1' }, metricsText);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const answer = await fetch(`${base}/metrics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/plain');
      expect(await answer.text()).toContain('shop_http_request_duration_seconds_bucket');
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
