// The eyes on the server, on this machine: the access log's line (its fields, and nothing
// personal), the request id in the answer and as the traceparent of the calls upstream (the
// gateway's and the pages' own), and the metrics they leave, by route and by operation. A stub
// upstream (BRP and WordPress on one HTTP server) and Node's fetch as the browser.
import express from 'express';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listBusinessUnits } from '../generated/booking/endpoints/catalogue/catalogue';
import { accessLog } from './access-log';
import { readConfig, type ServerConfig } from './config';
import { METRIC_NAMES, metricsRegistry } from './metrics';
import { requestIdFrom, traceIdOf } from './request-id';
import { mountGateway } from './session-gateway';
import { installServerTransport, withUpstreamScope } from './upstream';

const SECRET = 'the-session-secret-for-the-unit-tests-0123456789';
const PERSONAL_NUMBER = '199001011234';
const NGINX_ID = '4f1c2a9be0d3456789abcdef01234567';

let seen: IncomingHttpHeaders[] = [];
const upstream = createServer((request, response) => {
  seen.push(request.headers);
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end('[]');
  });
});

let lines: Record<string, unknown>[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});
let raw = '';

let site = '';
let config: ServerConfig;
let server: Server;

async function listen(target: Server): Promise<string> {
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const base = await listen(upstream);
  config = readConfig({
    BOOKING_API_URL: `${base}/brp/api/ver3`,
    CONTENT_API_URL: `${base}/wp/wp-json`,
    SESSION_SECRET: SECRET,
    // Every call reaches the stub: the shared cache would answer a repeated one itself.
    SHARED_CACHE_SECONDS: '0',
  });
  const app = express();
  app.set('trust proxy', false);
  app.use(
    accessLog(
      new Writable({
        write(chunk: Buffer, encoding, done) {
          raw += chunk.toString();
          destination.write(chunk, encoding, done);
        },
      }),
    ),
  );
  mountGateway(app, config, false);
  // A page's loader: a generated call on the server's own transport, in the request's scope.
  app.get('/page/:id', async (_request, response) => {
    response.json(await listBusinessUnits());
  });
  server = createServer(app);
  site = await listen(server);
});

afterAll(async () => {
  server.closeAllConnections();
  upstream.closeAllConnections();
  await Promise.all([server, upstream].map((s) => new Promise((done) => s.close(done))));
});

beforeEach(() => {
  seen = [];
  lines = [];
  raw = '';
  metricsRegistry.resetMetrics();
});

/** The log's line for the answer just read (pino writes it once the answer is out). */
async function lastLine(): Promise<Record<string, unknown>> {
  await expect.poll(() => lines.length).toBeGreaterThan(0);
  return lines.at(-1)!;
}

const traceIdIn = (headers: IncomingHttpHeaders) =>
  /^00-([0-9a-f]{32})-([0-9a-f]{16})-0[01]$/.exec(String(headers.traceparent))?.[1];

describe('the access log', () => {
  it('writes the method, route pattern, status, duration and id, and nothing personal', async () => {
    const answer = await fetch(`${site}/brponline/api/ver3/businessunits?ssn=${PERSONAL_NUMBER}`, {
      headers: {
        Cookie: `tracking=${PERSONAL_NUMBER}`,
        Authorization: 'Bearer secret-token-value',
        'User-Agent': 'agent-of-a-member',
        'X-Forwarded-For': '203.0.113.9',
      },
    });
    await answer.arrayBuffer();
    const line = await lastLine();
    expect(line).toMatchObject({
      level: 30,
      msg: 'request',
      reqId: answer.headers.get('x-request-id'),
      method: 'GET',
      status: answer.status,
    });
    expect(typeof line.durationMs).toBe('number');
    expect(typeof line.time).toBe('string');
    // The undocumented query is refused before it is forwarded; either way no URL is logged.
    expect(Object.keys(line).sort()).toEqual([
      'durationMs',
      'hostname',
      'level',
      'method',
      'msg',
      'pid',
      'reqId',
      'route',
      'status',
      'time',
    ]);
    for (const secret of [
      PERSONAL_NUMBER,
      'secret-token-value',
      'agent-of-a-member',
      '203.0.113.9',
      '127.0.0.1',
      'ssn',
    ])
      expect(raw).not.toContain(secret);
  });

  it("names a gateway call by the contract's path, never by its ids", async () => {
    await (await fetch(`${site}/brponline/api/ver3/businessunits`)).arrayBuffer();
    expect(await lastLine()).toMatchObject({
      route: '/brponline/api/ver3/businessunits',
      status: 200,
    });
    await (await fetch(`${site}/page/4711`)).arrayBuffer();
    await expect.poll(() => lines.at(-1)?.route).toBe('/page/:id');
  });
});

describe('the request id', () => {
  it("keeps a proxy's well-formed id, answers with it, and sends it upstream as the trace", async () => {
    const answer = await fetch(`${site}/brponline/api/ver3/businessunits`, {
      headers: { 'X-Request-Id': NGINX_ID },
    });
    await answer.arrayBuffer();
    expect(answer.headers.get('x-request-id')).toBe(NGINX_ID);
    expect(traceIdIn(seen[0]!)).toBe(NGINX_ID);
    expect((await lastLine()).reqId).toBe(NGINX_ID);
  });

  it('replaces an id that is not a UUID or 32 hex digits', async () => {
    for (const sent of ['hello\nforged line', 'x'.repeat(32), '0'.repeat(32)]) {
      const answer = await fetch(`${site}/brponline/api/ver3/businessunits`, {
        headers: { 'X-Request-Id': sent.replace('\n', ' ') },
      });
      await answer.arrayBuffer();
      const id = answer.headers.get('x-request-id')!;
      expect(id).not.toBe(sent);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(traceIdIn(seen.at(-1)!)).toBe(traceIdOf(id));
    }
  });

  it("passes as the traceparent of a page's own upstream calls, a new parent per call", async () => {
    const answer = await fetch(`${site}/page/1`, { headers: { 'X-Request-Id': NGINX_ID } });
    await answer.arrayBuffer();
    expect(seen).toHaveLength(1);
    expect(traceIdIn(seen[0]!)).toBe(NGINX_ID);
    const id = requestIdFrom(undefined);
    await withUpstreamScope(
      null,
      {},
      () => Promise.all([listBusinessUnits(), listBusinessUnits()]),
      id,
    );
    const parents = seen.slice(1).map((headers) => String(headers.traceparent).split('-')[2]);
    expect(seen.slice(1).map(traceIdIn)).toEqual([traceIdOf(id), traceIdOf(id)]);
    expect(new Set(parents).size).toBe(2);
  });
});

describe('the metrics', () => {
  it('time the answers by route and the upstream calls by operation and path taken', async () => {
    await (await fetch(`${site}/brponline/api/ver3/businessunits`)).arrayBuffer();
    await (await fetch(`${site}/page/4711`)).arrayBuffer();
    await expect.poll(() => lines.length).toBe(2);
    const text = await metricsRegistry.metrics();
    expect(text).toContain(
      `${METRIC_NAMES.requestDuration}_count{method="GET",route="/brponline/api/ver3/businessunits",status_code="200"} 1`,
    );
    expect(text).toContain(
      `${METRIC_NAMES.requestDuration}_count{method="GET",route="/page/:id",status_code="200"} 1`,
    );
    expect(text).toContain(
      `${METRIC_NAMES.upstreamDuration}_count{api="booking",operation="listBusinessUnits",via="gateway",status_code="200"} 1`,
    );
    expect(text).toContain(
      `${METRIC_NAMES.upstreamDuration}_count{api="booking",operation="listBusinessUnits",via="server",status_code="200"} 1`,
    );
    // No label carries the page's id: a route pattern, never the address. (The values are
    // timings, whose digits may hold any number.)
    const labelSets = text.match(/\{[^}]*\}/g) ?? [];
    expect(labelSets.length).toBeGreaterThan(0);
    expect(labelSets.filter((labels) => labels.includes('4711'))).toEqual([]);
  });
});

describe("the shared cache's metrics", () => {
  it('count the answers the cache gave and the calls it let through', async () => {
    installServerTransport({ ...config, sharedCacheSeconds: 30 });
    try {
      await withUpstreamScope(null, {}, () => listBusinessUnits(), requestIdFrom(undefined));
      await withUpstreamScope(null, {}, () => listBusinessUnits(), requestIdFrom(undefined));
      expect(seen).toHaveLength(1);
      const text = await metricsRegistry.metrics();
      expect(text).toContain(`${METRIC_NAMES.sharedCacheHits}{cache="upstream"} 1`);
      expect(text).toContain(`${METRIC_NAMES.sharedCacheMisses}{cache="upstream"} 1`);
      expect(text).toContain(`${METRIC_NAMES.sharedCacheEntries}{cache="upstream"} 1`);
    } finally {
      installServerTransport(config);
    }
  });
});
