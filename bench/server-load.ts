// npm run bench:server: the production server under load. Builds nothing: it serves BUILD_DIR
// (default build/, from `npm run build`). Starts the mock, a stub upstream in front of it that
// answers every call after the first from memory at a fixed 30 ms (so neither Prism's speed nor
// its CPU enters the numbers), and the server (`node server/main.ts`, Node 24) with the stub as its
// BRP and WordPress; logs in through the gateway for a session cookie; then drives each page with
// autocannon and reads the server's memory from /proc. Writes bench/server-results.md and the
// README's bench-server block. Only 127.0.0.1; every load run is bounded in requests and time.
import autocannon from 'autocannon';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { startRedis } from '../server/testing/redis-server';
import { ROOT, sessionCookie, startAppServer, startMock, stopOnSignal } from './processes';
import { formatMarkdownFile, updateReadme } from './readme';
import {
  formatLoadTable,
  latencyPercentiles,
  loadMisses,
  type LoadResult,
  type LoadTarget,
  type MemoryReport,
} from './server-report';

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const MOCK_PORT = Number(process.env.SERVER_BENCH_MOCK_PORT ?? 4170);
const STUB_PORT = Number(process.env.SERVER_BENCH_STUB_PORT ?? 4175);
const APP_PORT = Number(process.env.SERVER_BENCH_APP_PORT ?? 4270);
const APP_ORIGIN = `http://127.0.0.1:${APP_PORT}`;
/** Every upstream answer takes this long, from the call's arrival to its answer. */
const UPSTREAM_LATENCY_MS = 30;
/** Seconds of load per page for its row of the table. */
const SECONDS = Number(process.env.SERVER_BENCH_SECONDS ?? 20);
/** The memory check: the server's RSS once it has answered this many requests in all. */
const TOTAL_REQUESTS = Number(process.env.SERVER_BENCH_REQUESTS ?? 20_000);
/** The whole load (warm-up, pages, memory) stops here even if TOTAL_REQUESTS is not reached. */
const MAX_SECONDS = Number(process.env.SERVER_BENCH_MAX_SECONDS ?? 900);
const WARM_UP_REQUESTS = 100;
/** RSS may grow this much past warm-up (a fraction of it) before it counts as growth. */
const GROWTH_ALLOWED = 0.1;

/**
 * As a facility runs it on every core: one worker per core, sharing its sessions, refreshes and
 * rate limits through a Redis of its own (decision 078). SERVER_BENCH_WORKERS=1: one process and
 * no Redis, as a facility without one runs it.
 */
const WORKERS = Number(process.env.SERVER_BENCH_WORKERS ?? availableParallelism());

const member = (name: string, page: string): LoadTarget => ({
  name: `${name} (signed in)`,
  path: `/mina-sidor/${page}/`,
  connections: 20,
  p95GoalMs: 300,
  signedIn: true,
});

const ALL_TARGETS: LoadTarget[] = [
  { name: 'start page', path: '/', connections: 50, p95GoalMs: 100 },
  { name: 'class booking', path: '/booking/', connections: 50, p95GoalMs: 100 },
  { name: 'treatment', path: '/booking-service/?id=701', connections: 50, p95GoalMs: 100 },
  { name: 'schedule', path: '/schema/', connections: 50, p95GoalMs: 100 },
  member('member overview', 'overview'),
  member('bookings', 'bookings'),
  member('membership', 'membership'),
  member('purchases', 'purchases'),
  member('profile', 'profile'),
];

/** SERVER_BENCH_ONLY=/,/mina-sidor/overview/: only these paths (a quick look, a profile). */
const ONLY = process.env.SERVER_BENCH_ONLY?.split(',').map((path) => path.trim());
const ONLY_TARGETS = ONLY
  ? ALL_TARGETS.filter((target) => ONLY.includes(target.path))
  : ALL_TARGETS;
/** SERVER_BENCH_CONNECTIONS=4: fewer connections, for the CPU a request costs on a busy machine. */
const CONNECTIONS = Number(process.env.SERVER_BENCH_CONNECTIONS ?? 0);
const TARGETS = CONNECTIONS
  ? ONLY_TARGETS.map((target) => ({ ...target, connections: CONNECTIONS }))
  : ONLY_TARGETS;
/** NODE_OPTIONS for the server alone (SERVER_BENCH_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=…'). */
const SERVER_NODE_OPTIONS = process.env.SERVER_BENCH_NODE_OPTIONS;

/** What a browser sends with a page request (compression costs the server, as it does live). */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'sv-SE,sv;q=0.9,en;q=0.8',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
};

// ---------------------------------------------------------------------------------------------
// The stub upstream

interface Answer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

interface Stub {
  server: Server;
  /** Calls answered from memory, and calls the mock answered (its first time, or not a GET). */
  stats: { hits: number; misses: number };
  /** Every call the server made, and those with the member's token. */
  calls: { all: number; withToken: number };
  /** The calls the stub had to ask the mock for (method and path). */
  missed: Set<string>;
  /** While set, every call's method, path and whether it carried a bearer token. */
  log: string[] | null;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'date',
  'host',
]);
const MAX_REMEMBERED = 2_000;
const MAX_BODY_BYTES = 5_000_000;

function readBody(message: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    message.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) message.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    message.on('end', () => resolve(Buffer.concat(chunks)));
    message.on('error', reject);
  });
}

function withoutHopByHop(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
}

function askMock(method: string, path: string, headers: IncomingHttpHeaders, body: Buffer) {
  return new Promise<Answer>((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port: MOCK_PORT,
        path,
        method,
        headers: { ...withoutHopByHop(headers), host: `127.0.0.1:${MOCK_PORT}` },
        timeout: 30_000,
      },
      (answer) => {
        readBody(answer)
          .then((content) =>
            resolve({
              status: answer.statusCode ?? 502,
              headers: withoutHopByHop(answer.headers),
              body: content,
            }),
          )
          .catch(reject);
      },
    );
    call.on('timeout', () => call.destroy(new Error('the mock did not answer')));
    call.on('error', reject);
    call.end(body);
  });
}

/**
 * BRP and WordPress as the server sees them: every call answered 30 ms after it arrived. A call's
 * first answer comes from the mock (realistic JSON from the contracts' examples, dates moved to
 * today) and, unless it was a server error, is kept for the same call (method, path, token and
 * body: the member overview's POST auth/validate too); the warm-up makes those first calls.
 */
function startStub(): Promise<Stub> {
  const remembered = new Map<string, Answer>();
  const stub: Stub = {
    server: undefined as unknown as Server,
    stats: { hits: 0, misses: 0 },
    calls: { all: 0, withToken: 0 },
    missed: new Set(),
    log: null,
  };
  stub.server = createServer((req, res) => {
    const arrived = performance.now();
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    const token = req.headers.authorization ?? '';
    stub.calls.all += 1;
    if (token.startsWith('Bearer ')) stub.calls.withToken += 1;
    stub.log?.push(
      `${method} ${path}${token.startsWith('Bearer ') ? " (with the member's token)" : ''}`,
    );
    void (async () => {
      const body = await readBody(req);
      const key = `${method} ${path} ${token} ${body.toString('base64')}`;
      let answer = remembered.get(key);
      if (answer) stub.stats.hits += 1;
      else {
        stub.stats.misses += 1;
        stub.missed.add(`${method} ${path}`);
        answer = await askMock(method, path, req.headers, body);
        // A 4xx is BRP's answer too (a class that has started is gone from the mock's schedule):
        // only a server error is asked again.
        if (answer.status < 500 && remembered.size < MAX_REMEMBERED) remembered.set(key, answer);
      }
      const { status, headers, body: content } = answer;
      const wait = Math.max(0, UPSTREAM_LATENCY_MS - (performance.now() - arrived));
      setTimeout(() => {
        res.writeHead(status, { ...headers, 'content-length': String(content.length) });
        res.end(content);
      }, wait);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('stub: the mock did not answer');
    });
  });
  return new Promise((resolve, reject) => {
    stub.server.once('error', reject);
    stub.server.listen(STUB_PORT, '127.0.0.1', () => resolve(stub));
  });
}

// ---------------------------------------------------------------------------------------------
// Load and memory

/** The server's processes: the primary and, under it, its workers (Linux's /proc). */
function serverProcesses(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean),
  );
  return [pid, ...children.map(Number)];
}

/** A process gone between the listing and the read (a worker restarted) counts nothing. */
function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The server's resident memory (MB), the primary's and every worker's, from /proc (Linux). */
function rssMb(pid: number): number {
  return serverProcesses(pid).reduce((sum, one) => {
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(readOrEmpty(`/proc/${one}/status`))?.[1];
    return sum + Number(kb ?? 0) / 1024;
  }, 0);
}

/**
 * The CPU time the server has used (user and system, every process of it), in milliseconds:
 * divided by the requests it answered, a page's cost that other work on the machine does not
 * change (its latency does).
 */
function cpuMs(pid: number): number {
  return serverProcesses(pid).reduce((sum, one) => {
    // The fields after the command's name (which is in parentheses and may hold spaces).
    const fields = readOrEmpty(`/proc/${one}/stat`).split(') ')[1]?.split(' ') ?? [];
    // utime and stime, fields 14 and 15 of the whole line, in clock ticks (100 a second).
    return sum + (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
  }, 0);
}

interface Run {
  requests: number;
  seconds: number;
  errors: number;
  non2xx: number;
  latencies: Float64Array;
  /** Answers the page cache sent (its X-Page-Cache: hit, or shared with a render in flight). */
  pageCacheHits: number;
}

/** One autocannon run on one page: ends after `seconds` or `maxRequests`, whichever comes first. */
async function drive(
  target: LoadTarget,
  connections: number,
  seconds: number,
  maxRequests: number,
  cookie: string,
): Promise<Run> {
  const capacity = maxRequests + connections;
  const latencies = new Float64Array(capacity);
  let count = 0;
  let pageCacheHits = 0;
  const instance = autocannon({
    url: `${APP_ORIGIN}${target.path}`,
    connections,
    duration: seconds,
    maxOverallRequests: Math.max(maxRequests, connections),
    timeout: 10,
    headers: { ...BROWSER_HEADERS, ...(target.signedIn ? { cookie } : {}) },
    requests: [
      {
        method: 'GET',
        path: target.path,
        onResponse: (_status, _body, _context, headers) => {
          // autocannon keeps the header names as sent (X-Page-Cache).
          const name = Object.keys(headers).find((key) => key.toLowerCase() === 'x-page-cache');
          const kept = name === undefined ? undefined : headers[name];
          if (kept === 'hit' || kept === 'shared') pageCacheHits += 1;
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    if (count < capacity) latencies[count++] = ms;
  });
  // A last guard: autocannon stops itself at `seconds`; this stops it if it did not.
  const guard = setTimeout(() => instance.stop(), (seconds + 30) * 1000);
  try {
    const result = await instance;
    return {
      requests: result.requests.total,
      seconds: result.duration,
      errors: result.errors,
      non2xx: result.non2xx,
      latencies: latencies.subarray(0, count),
      pageCacheHits,
    };
  } finally {
    clearTimeout(guard);
  }
}

/** The page as the server renders it for this visitor, checked before any load. */
async function checkPage(target: LoadTarget, cookie: string): Promise<void> {
  const answer = await fetch(`${APP_ORIGIN}${target.path}`, {
    headers: { ...BROWSER_HEADERS, ...(target.signedIn ? { cookie } : {}) },
    signal: AbortSignal.timeout(30_000),
  });
  const html = await answer.text();
  if (answer.status !== 200) throw new Error(`${target.path} answered ${answer.status}`);
  const account = /data-testid="header-account" href="([^"]*)"/.exec(html)?.[1] ?? null;
  if (target.signedIn && !account?.startsWith('/mina-sidor/'))
    throw new Error(
      `${target.path} was not rendered for a signed-in member (account link ${account})`,
    );
}

function summary(run: Run): string {
  const { p50Ms, p95Ms, p99Ms } = latencyPercentiles(run.latencies);
  return `${run.requests} requests in ${run.seconds.toFixed(1)} s (${(run.requests / run.seconds).toFixed(1)}/s), p50 ${Math.round(p50Ms)} ms, p95 ${Math.round(p95Ms)} ms, p99 ${Math.round(p99Ms)} ms, ${run.errors} errors, ${run.non2xx} non-2xx`;
}

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, BUILD_DIR, 'server/index.js')))
    throw new Error(`No build in ${BUILD_DIR}/: run npm run build (or npm run build:app) first.`);
  const quickLook =
    process.env.SERVER_BENCH_SECONDS !== undefined ||
    process.env.SERVER_BENCH_REQUESTS !== undefined ||
    process.env.SERVER_BENCH_MAX_SECONDS !== undefined ||
    ONLY !== undefined ||
    CONNECTIONS > 0;
  const stops: (() => void)[] = [];
  stopOnSignal(stops);
  try {
    const mock = await startMock(MOCK_PORT);
    stops.push(mock.stop);
    const stub = await startStub();
    stops.push(() => stub.server.close());
    const stubUrl = `http://127.0.0.1:${STUB_PORT}`;
    const redis = WORKERS > 1 ? await startRedis() : null;
    if (redis) stops.push(() => void redis.stop());
    const app = await startAppServer({
      port: APP_PORT,
      bookingApiUrl: `${stubUrl}/brponline/api/ver3`,
      contentApiUrl: `${stubUrl}/wp-json`,
      buildDir: BUILD_DIR,
      env: {
        WEB_CONCURRENCY: String(WORKERS),
        ...(redis ? { REDIS_URL: redis.url } : {}),
        ...(SERVER_NODE_OPTIONS ? { NODE_OPTIONS: SERVER_NODE_OPTIONS } : {}),
      },
    });
    stops.push(app.stop);
    const pid = app.child.pid!;
    const cookie = await sessionCookie(APP_ORIGIN);

    // Which upstream calls each page's render makes: what a shared cache would have to cover.
    const calls = new Map<string, string[]>();
    for (const target of TARGETS) {
      stub.log = [];
      await checkPage(target, cookie);
      calls.set(target.name, [...new Set(stub.log)]);
      stub.log = null;
    }

    const started = new Date();
    const loadBefore = loadavg()[0]!;
    const deadline = Date.now() + MAX_SECONDS * 1000;
    const secondsLeft = () => Math.max(0, (deadline - Date.now()) / 1000);
    /** Whole seconds for one run: at least 1, never past the deadline by more than that. */
    const allow = (seconds: number) => Math.max(1, Math.floor(Math.min(seconds, secondsLeft())));
    let served = 0;

    console.log(`Warm-up: ${WARM_UP_REQUESTS} requests per page at 10 connections …`);
    for (const target of TARGETS) {
      const run = await drive(target, 10, allow(60), WARM_UP_REQUESTS, cookie);
      served += run.requests;
      console.log(`  ${target.name}: ${summary(run)}`);
    }
    let peakMb = rssMb(pid);
    console.log(`  server RSS ${peakMb.toFixed(0)} MB after ${served} requests`);
    stub.missed.clear();

    console.log(`Each page for ${SECONDS} s at its connections …`);
    const results: LoadResult[] = [];
    for (const target of TARGETS) {
      const missesBefore = stub.stats.misses;
      const callsBefore = { ...stub.calls };
      const cpuBefore = cpuMs(pid);
      const run = await drive(target, target.connections, allow(SECONDS), TOTAL_REQUESTS, cookie);
      served += run.requests;
      peakMb = Math.max(peakMb, rssMb(pid));
      const cpu = (cpuMs(pid) - cpuBefore) / Math.max(run.requests, 1);
      console.log(`  ${target.name}: ${summary(run)}, server CPU ${cpu.toFixed(1)} ms a request`);
      results.push({
        target,
        requests: run.requests,
        seconds: run.seconds,
        ...latencyPercentiles(run.latencies),
        errors: run.errors,
        non2xx: run.non2xx,
        upstreamMisses: stub.stats.misses - missesBefore,
        pageCacheHits: run.pageCacheHits,
        upstreamCalls: stub.calls.all - callsBefore.all,
        memberCalls: stub.calls.withToken - callsBefore.withToken,
        serverCpuMs: cpu,
      });
    }

    if (stub.missed.size > 0)
      console.log(`  calls new to the stub during these runs: ${[...stub.missed].join(', ')}`);
    // The memory check starts here, once every page has run at its connections: each worker's
    // heap and caches have then grown to what its pages need (a short warm-up left each of two
    // workers a few hundred MB short of it; decision 078). A leak keeps growing past this point.
    const afterWarmUp = { mb: rssMb(pid), requests: served };
    peakMb = Math.max(peakMb, afterWarmUp.mb);
    const memoryTarget = served + TOTAL_REQUESTS;
    console.log(
      `Memory: RSS ${afterWarmUp.mb.toFixed(0)} MB after ${served} requests; the pages in turn for ${TOTAL_REQUESTS} more …`,
    );
    let turn = 0;
    while (served < memoryTarget && secondsLeft() >= 1) {
      const target = TARGETS[turn % TARGETS.length]!;
      turn += 1;
      const left = memoryTarget - served;
      const connections = Math.min(target.connections, left);
      const run = await drive(target, connections, allow(15), Math.min(2_000, left), cookie);
      served += run.requests;
      const mb = rssMb(pid);
      peakMb = Math.max(peakMb, mb);
      console.log(
        `  ${target.name}: ${run.requests} requests, ${served} in all, RSS ${mb.toFixed(0)} MB`,
      );
    }
    // Still the same pages, for the same member, after the load: one that is not is a miss
    // (reported with the rest, not a crash that loses the run's numbers).
    const afterLoad: string[] = [];
    for (const target of TARGETS)
      await checkPage(target, cookie).catch((error: unknown) =>
        afterLoad.push(`${target.name} after the load: ${String(error)}`),
      );
    const memory: MemoryReport = {
      afterWarmUpMb: afterWarmUp.mb,
      afterWarmUpRequests: afterWarmUp.requests,
      finalMb: rssMb(pid),
      finalRequests: served,
      peakMb,
      targetRequests: memoryTarget,
    };
    const misses = [
      ...loadMisses(results, memory, memory.afterWarmUpMb * GROWTH_ALLOWED),
      ...afterLoad,
    ];
    const missed = results.reduce((sum, result) => sum + result.upstreamMisses, 0);
    const load = `load average ${loadBefore.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end (${availableParallelism()} cores)`;

    const setup = `${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.versions.node}, \`node server/main.ts\` serving \`${BUILD_DIR}/\` ${WORKERS > 1 ? `with ${WORKERS} workers (WEB_CONCURRENCY=${WORKERS}) sharing a Redis (REDIS_URL)` : 'as one process (WEB_CONCURRENCY=1: one worker, no Redis)'}, the page cache and the shared upstream cache at their defaults, its BRP and WordPress a stub answering in ${UPSTREAM_LATENCY_MS} ms; autocannon 9, each page for ${SECONDS} s after a warm-up of ${WARM_UP_REQUESTS} requests per page; ${load}.`;
    const table = formatLoadTable(results, memory);
    const goals = `Goals: public pages p95 < 100 ms at 50 connections, the member overview p95 < 300 ms at 20, no errors, RSS after ${TOTAL_REQUESTS} more requests within ${GROWTH_ALLOWED * 100} % of the RSS after warm-up (the warm-up: ${WARM_UP_REQUESTS} requests a page, then every page's run).`;
    const verdict =
      misses.length > 0
        ? `Missed:\n\n${misses.map((miss) => `- ${miss}`).join('\n')}`
        : 'Every goal met.';
    const stubNote =
      missed > 0
        ? `\n\n${missed} upstream calls during the measured runs were new to the stub and took the mock's own time.`
        : '';
    const callList = [...calls]
      .map(([name, list]) => `- ${name}: ${list.map((call) => `\`${call}\``).join(', ') || 'none'}`)
      .join('\n');
    const body = `${setup}\n\n${table}\n\n${goals}\n\n${verdict}${stubNote}`;
    console.log(`\n${body}\n\nUpstream calls per page render:\n${callList}`);

    if (quickLook)
      console.log('\nA quick look: bench/server-results.md and the README are left as they were.');
    else {
      const resultsFile = join(ROOT, 'bench/server-results.md');
      writeFileSync(
        resultsFile,
        await formatMarkdownFile(
          resultsFile,
          `# npm run bench:server: latest results\n\n${body}\n\n## Upstream calls per page render\n\nWhat the server asks BRP and WordPress for while rendering each page once (the calls with the member's token are that member's own; the rest are the same for every visitor):\n\n${callList}\n`,
        ),
      );
      await updateReadme('<!-- bench-server:start -->', '<!-- bench-server:end -->', body);
    }
    if (misses.length > 0) process.exitCode = 1;
  } finally {
    for (const stop of stops.reverse()) stop();
  }
}

await main();
