// The table of npm run bench:server, and the numbers in it, kept apart from the load plumbing so
// they are testable.

export interface LoadTarget {
  name: string;
  path: string;
  connections: number;
  /** The p95 the page should stay under at that many connections (ms). */
  p95GoalMs: number;
  signedIn?: boolean;
}

export interface LoadResult {
  target: LoadTarget;
  requests: number;
  seconds: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts (autocannon's `errors`, which counts its timeouts too). */
  errors: number;
  non2xx: number;
  /** Answers the stub had not seen before (the mock's own time instead of the fixed latency). */
  upstreamMisses: number;
  /** Answers the page cache sent (a page kept, or shared with its render in flight). */
  pageCacheHits: number;
  /** Calls the server made to BRP and WordPress during the run, and those with the member's token. */
  upstreamCalls: number;
  memberCalls: number;
  /**
   * The server's CPU (every process and thread of it) per answered request, in ms: steadier from
   * run to run than the p95, which follows it (docs/decisions/086).
   */
  serverCpuMs: number;
}

export interface MemoryReport {
  /** RSS (MB) once every page had been rendered and the upstream answers learnt. */
  afterWarmUpMb: number;
  afterWarmUpRequests: number;
  /** RSS (MB) at the end and how many requests the server had answered by then. */
  finalMb: number;
  finalRequests: number;
  peakMb: number;
  /** The count the memory check aims for. */
  targetRequests: number;
}

/** The value below which `fraction` of the values lie (nearest rank), of values sorted ascending. */
export function percentile(sorted: ArrayLike<number>, fraction: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** p50, p95 and p99 of latencies recorded in any order. */
export function latencyPercentiles(latencies: ArrayLike<number>): {
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
} {
  const sorted = Float64Array.from(latencies).sort();
  return {
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
  };
}

/** The ways a result misses its goals, as sentences. */
export function loadMisses(
  results: LoadResult[],
  memory: MemoryReport,
  growthMb: number,
): string[] {
  const misses: string[] = [];
  for (const { target, ...result } of results) {
    if (result.requests === 0)
      misses.push(`${target.name}: no request completed at ${target.connections} connections`);
    else if (!(result.p95Ms < target.p95GoalMs))
      misses.push(
        `${target.name}: p95 ${Math.round(result.p95Ms)} ms at ${target.connections} connections (goal < ${target.p95GoalMs} ms)`,
      );
    if (result.errors > 0 || result.non2xx > 0)
      misses.push(`${target.name}: ${result.errors} errors, ${result.non2xx} answers not 2xx`);
  }
  if (memory.finalRequests < memory.targetRequests)
    misses.push(
      `memory: ${memory.finalRequests} requests in the time allowed, not ${memory.targetRequests}`,
    );
  const growth = memory.finalMb - memory.afterWarmUpMb;
  if (growth > growthMb)
    misses.push(
      `memory: RSS grew ${growth.toFixed(0)} MB past warm-up (${memory.afterWarmUpMb.toFixed(0)} → ${memory.finalMb.toFixed(0)} MB; allowed ${growthMb.toFixed(0)} MB)`,
    );
  return misses;
}

/** A part of the requests as a percentage. */
const share = (part: number, whole: number) =>
  whole > 0 ? `${Math.round((part / whole) * 100)} %` : '–';

/** Upstream calls per request, and how many of them carried the member's token. */
const perPage = (calls: number, member: number, requests: number) =>
  requests > 0 ? `${(calls / requests).toFixed(1)} (${(member / requests).toFixed(1)})` : '–';

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');

/** The markdown table, one row per page, and the memory line under it. */
export function formatLoadTable(results: LoadResult[], memory: MemoryReport): string {
  const header = [
    'page',
    'path',
    'connections',
    'requests',
    'req/s',
    'p50',
    'p95',
    'p99',
    'errors',
    'non-2xx',
    'page cache hits',
    'upstream calls per page (member’s own)',
    'server CPU per request',
    'p95 goal',
  ];
  const rows = results.map(({ target, ...result }) => [
    target.name,
    target.path,
    String(target.connections),
    String(result.requests),
    result.seconds > 0 ? (result.requests / result.seconds).toFixed(1) : '–',
    ms(result.p50Ms),
    ms(result.p95Ms),
    ms(result.p99Ms),
    String(result.errors),
    String(result.non2xx),
    share(result.pageCacheHits, result.requests),
    perPage(result.upstreamCalls, result.memberCalls, result.requests),
    result.requests > 0 ? `${result.serverCpuMs.toFixed(1)} ms` : '–',
    `< ${target.p95GoalMs} ms ${result.requests > 0 && result.p95Ms < target.p95GoalMs ? 'met' : 'missed'}`,
  ]);
  const growth = memory.finalMb - memory.afterWarmUpMb;
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
    `Server memory (RSS): ${memory.afterWarmUpMb.toFixed(0)} MB after warm-up (${memory.afterWarmUpRequests} requests), ${memory.finalMb.toFixed(0)} MB after ${memory.finalRequests} requests (${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB), peak ${memory.peakMb.toFixed(0)} MB.`,
  ].join('\n');
}
