import { describe, expect, it } from 'vitest';
import {
  formatLoadTable,
  latencyPercentiles,
  loadMisses,
  percentile,
  type LoadResult,
  type MemoryReport,
} from './server-report';

const result = (overrides: Partial<LoadResult> = {}): LoadResult => ({
  target: { name: 'start page', path: '/', connections: 50, p95GoalMs: 100 },
  requests: 1000,
  seconds: 20,
  p50Ms: 40,
  p95Ms: 90,
  p99Ms: 120,
  errors: 0,
  non2xx: 0,
  upstreamMisses: 0,
  pageCacheHits: 900,
  upstreamCalls: 2500,
  memberCalls: 0,
  serverCpuMs: 0.4,
  ...overrides,
});

const memory: MemoryReport = {
  afterWarmUpMb: 150,
  afterWarmUpRequests: 400,
  finalMb: 160,
  finalRequests: 20_000,
  peakMb: 170,
  targetRequests: 20_000,
};

describe('the server load report', () => {
  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(latencyPercentiles(values)).toEqual({ p50Ms: 50, p95Ms: 95, p99Ms: 99 });
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('sorts latencies as numbers, not as text', () => {
    expect(latencyPercentiles([100, 9, 20]).p50Ms).toBe(20);
  });

  it('writes one row per page and the memory under it', () => {
    const table = formatLoadTable(
      [
        result(),
        result({
          p95Ms: 130,
          non2xx: 3,
          requests: 500,
          seconds: 25,
          pageCacheHits: 0,
          upstreamCalls: 3000,
          memberCalls: 2000,
          serverCpuMs: 18.25,
        }),
      ],
      memory,
    );
    expect(table).toContain(
      '| start page | / | 50 | 1000 | 50.0 | 40 ms | 90 ms | 120 ms | 0 | 0 | 90 % | 2.5 (0.0) | 0.4 ms | < 100 ms met |',
    );
    expect(table).toContain(
      '| start page | / | 50 | 500 | 20.0 | 40 ms | 130 ms | 120 ms | 0 | 3 | 0 % | 6.0 (4.0) | 18.3 ms | < 100 ms missed |',
    );
    expect(table).toContain(
      'Server memory (RSS): 150 MB after warm-up (400 requests), 160 MB after 20000 requests (+10 MB), peak 170 MB.',
    );
  });

  it('names every missed goal', () => {
    expect(
      loadMisses(
        [result({ p95Ms: 100 }), result({ errors: 2 })],
        { ...memory, finalMb: 250, finalRequests: 9000 },
        30,
      ),
    ).toEqual([
      'start page: p95 100 ms at 50 connections (goal < 100 ms)',
      'start page: 2 errors, 0 answers not 2xx',
      'memory: 9000 requests in the time allowed, not 20000',
      'memory: RSS grew 100 MB past warm-up (150 → 250 MB; allowed 30 MB)',
    ]);
    expect(loadMisses([result()], memory, 30)).toEqual([]);
  });

  it('says so when no request completed, instead of a p95 of nothing', () => {
    const none = result({ requests: 0, p50Ms: NaN, p95Ms: NaN, p99Ms: NaN });
    expect(loadMisses([none], memory, 30)).toEqual([
      'start page: no request completed at 50 connections',
    ]);
    expect(formatLoadTable([none], memory)).toContain(
      '| start page | / | 50 | 0 | 0.0 | – | – | – | 0 | 0 | – | – | – | < 100 ms missed |',
    );
  });
});
