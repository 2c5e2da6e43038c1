import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { redisBinary, startRedis, type TestRedis } from '../../server/testing/redis-server';
import { E2E_NOW_MS } from './support/clock';
import { appServerEnv } from './support/server-env';

// The server as a facility runs it (server/main.ts, the production build), watched the way its
// web team would: the access log on stdout, the request id in the answer and in the calls to
// BRP and WordPress, and the metrics on their own port, never on the site's. Then the same with
// two workers (a Redis between them): the metrics add the workers up, and SIGTERM stops them all.
// (A killed worker's restart is server/cluster.test.ts's, with real forked workers.)

// Each test starts a production server of its own (two processes in the second one), whose start
// alone takes seconds on a busy two-core machine.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

/** BRP and WordPress, answering every call with an empty list, and what the calls carried. */
async function startStub(): Promise<{ url: string; seen: IncomingHttpHeaders[]; server: Server }> {
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((request, response) => {
    seen.push(request.headers);
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('[]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

interface Running {
  port: number;
  metricsPort: number;
  child: ChildProcess;
  output: () => string;
  /** The access log's lines so far. */
  lines: () => Record<string, unknown>[];
  /** Resolves once the output holds `text` `times` times. */
  says: (text: string, times?: number) => Promise<void>;
  exited: Promise<number | null>;
}

async function startServer(stubUrl: string, env: Record<string, string> = {}): Promise<Running> {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      ...appServerEnv(String(port), E2E_NOW_MS),
      BOOKING_API_URL: `${stubUrl}/brponline/api/ver3`,
      CONTENT_API_URL: `${stubUrl}/wp-json`,
      METRICS_PORT: String(metricsPort),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiting: (() => void)[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    waiting.splice(0).forEach((check) => check());
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const says = (text: string, times = 1) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (output.split(text).length - 1 >= times) resolve();
        else waiting.push(check);
      };
      check();
      void exited.then((code) => reject(new Error(`The server exited (${code}):\n${output}`)));
    });
  const lines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{') && line.includes('"msg":"request"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { port, metricsPort, child, output: () => output, lines, says, exited };
}

/** A GET on a connection of its own (fetch would keep one open, and so reach one worker). */
const getAlone = (url: string) =>
  new Promise<number>((resolve, reject) =>
    get(url, { agent: false }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    }).once('error', reject),
  );

const metricsOf = async (server: Running) =>
  (await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`)).text();

test('one process: a log line per answer, its id upstream, and the metrics on their own port', async () => {
  const stub = await startStub();
  const server = await startServer(stub.url);
  try {
    await server.says('Metrics on http://127.0.0.1:');
    const site = `http://127.0.0.1:${server.port}`;
    const page = await fetch(`${site}/schema/?personnummer=199001011234`, {
      headers: { Cookie: 'x=199001011234' },
    });
    await page.arrayBuffer();
    const id = page.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    // The page's own calls to BRP and WordPress carry the request's id as their trace.
    expect(stub.seen.length).toBeGreaterThan(0);
    for (const headers of stub.seen)
      expect(headers.traceparent).toMatch(
        new RegExp(`^00-${id!.replaceAll('-', '')}-[0-9a-f]{16}-00$`),
      );

    await expect.poll(() => server.lines().length).toBeGreaterThan(0);
    const line = server.lines().find((one) => one.reqId === id)!;
    expect(line).toMatchObject({ method: 'GET', status: page.status, reqId: id });
    expect(line.route).toMatch(/schema/);
    expect(line.route).not.toContain('?');
    expect(server.output()).not.toContain('199001011234');

    // Not on the site's port: there it is a page like any unknown one.
    const publicMetrics = await fetch(`${site}/metrics`);
    expect(publicMetrics.status).toBe(404);
    expect(await publicMetrics.text()).not.toContain('shop_http_request_duration_seconds');

    const metrics = await metricsOf(server);
    expect(metrics).toContain(
      `shop_http_request_duration_seconds_count{method="GET",route="${String(line.route)}",status_code="${page.status}"} 1`,
    );
    expect(metrics).toMatch(
      /shop_upstream_request_duration_seconds_count\{api="content",operation="\w+",via="server",status_code="200"\}/,
    );
    expect(metrics).toContain('process_resident_memory_bytes');
    expect(metrics).toContain('nodejs_eventloop_lag_p99_seconds');
  } finally {
    server.child.kill('SIGKILL');
    stub.server.close();
  }
});

test.describe('two workers', () => {
  // CI installs it (.ci/run): there a missing one fails here, loudly; elsewhere it is skipped.
  if (!redisBinary() && process.env.CI)
    throw new Error('CI must install redis-server (.ci/run) for server-observability.spec.ts');
  test.skip(!redisBinary(), 'redis-server is not installed');
  let redis: TestRedis;
  test.beforeAll(async () => {
    redis = await startRedis();
  });
  test.afterAll(() => redis.stop());

  test('add their metrics up, and all stop on SIGTERM', async () => {
    const stub = await startStub();
    const server = await startServer(stub.url, {
      WEB_CONCURRENCY: '2',
      REDIS_URL: redis.url,
    });
    try {
      await server.says('Shop server on ', 2);
      await server.says('Metrics on http://127.0.0.1:');
      const site = `http://127.0.0.1:${server.port}`;
      for (let i = 0; i < 6; i++) expect(await getAlone(`${site}/healthz`)).toBe(200);
      for (let i = 0; i < 4; i++) await getAlone(`${site}/no-such-file.txt`);
      await expect.poll(() => server.lines().length).toBe(4);
      const pids = new Set(server.lines().map((line) => line.pid as number));
      // Node's cluster hands the connections round: both workers answered.
      expect(pids.size).toBe(2);
      const metrics = await metricsOf(server);
      expect(metrics).toContain(
        'shop_http_request_duration_seconds_count{method="GET",route="/healthz",status_code="200"} 6',
      );

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
    } finally {
      server.child.kill('SIGKILL');
      stub.server.close();
    }
  });
});
