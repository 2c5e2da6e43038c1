// POST /__errors: the browser's reports reach the server's reporting, scrubbed and bounded, with
// a quota for each client address and a ceiling for all of them.
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addErrorReporter, type ErrorReport } from '../src/lib/errors/report-error';
import { browserReports } from './browser-reports';
import { finalErrorHandler } from './error-handler';

let server: Server;
let base = '';
const reports: ErrorReport[] = [];
let removeReporter = () => {};

beforeEach(async () => {
  reports.length = 0;
  // The limiters' windows run on Date: the test moves it, nothing waits.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
  removeReporter = addErrorReporter((report) => void reports.push(report));
  const app = express();
  // The client address is the proxy's X-Forwarded-For entry only from a trusted proxy: here,
  // the test itself on the loopback address.
  app.set('trust proxy', 'loopback');
  app.use(browserReports({ perClientPerMinute: 2, perMinute: 3 }));
  app.use(finalErrorHandler);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  vi.useRealTimers();
  removeReporter();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const report = {
  source: 'render',
  name: 'TypeError',
  message: 'e.map is not a function for anna@example.se',
  stack: 'TypeError: e.map is not a function\n    at List (/assets/list-abc.js:1:200)',
  path: '/mina-sidor/',
};

/** As sendBeacon sends it: a text/plain string from the page's own origin, from `client`. */
const send = (body: unknown, headers: Record<string, string> = {}, client = '203.0.113.1') =>
  fetch(`${base}/__errors`, {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      Origin: base,
      'X-Forwarded-For': client,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const statusesOf = async (client: string, count: number) => {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1)
    statuses.push((await send(report, {}, client)).status);
  return statuses;
};

describe('POST /__errors', () => {
  it("takes a page's report and reports it as the browser's, scrubbed", async () => {
    expect((await send(report)).status).toBe(204);
    expect(reports).toHaveLength(1);
    const [received] = reports;
    expect(received).toMatchObject({
      source: 'browser',
      details: { kind: 'render', path: '/mina-sidor/' },
    });
    expect((received?.error as Error).name).toBe('TypeError');
    expect((received?.error as Error).message).toBe('e.map is not a function for [e-mail]');
    expect((received?.error as Error).stack).toContain('/assets/list-abc.js');
  });

  it('scrubs every field: the name, the stack and the path too', async () => {
    const personal = {
      ...report,
      name: 'Error for 19850101-1234',
      stack: 'Error: card 4111 1111 1111 1111\n    at pay (/assets/pay.js:1:2)',
      path: '/kvitto/anna@example.se/8501011234/',
    };
    expect((await send(personal)).status).toBe(204);
    const error = reports[0]?.error as Error;
    expect(error.name).toBe('Error for [personal number]');
    expect(error.stack).toBe('Error: card [card number]\n    at pay (/assets/pay.js:1:2)');
    expect(reports[0]?.details).toEqual({
      kind: 'render',
      path: '/kvitto/[e-mail]/[personal number]/',
    });
  });

  it('refuses another site, and reads nothing from it', async () => {
    expect((await send(report, { Origin: 'https://evil.example' })).status).toBe(403);
    expect(reports).toEqual([]);
  });

  it.each([
    ['not JSON', 'e.map is not a function'],
    ['an unknown source', { ...report, source: 'server' }],
    ['a path with a query string', { ...report, path: '/kassa/?orderid=1' }],
    ['a message too long', { ...report, message: 'x'.repeat(1_001) }],
  ])('refuses %s (400)', async (_name, body) => {
    expect((await send(body)).status).toBe(400);
    expect(reports).toEqual([]);
  });

  it('refuses a report over 8 kB with 413 and a JSON error, no stack', async () => {
    const answer = await send({ ...report, stack: 'x'.repeat(9_000) });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({
      errorCode: 'PAYLOAD_TOO_LARGE',
      message: 'Payload Too Large',
    });
    expect(reports).toEqual([]);
  });
});

describe('the quotas', () => {
  it("give each client its own: one that sends too many does not use up another's", async () => {
    expect(await statusesOf('203.0.113.1', 4)).toEqual([204, 204, 429, 429]);
    const refused = await send(report, {}, '203.0.113.1');
    expect(await refused.json()).toEqual({
      errorCode: 'TOO_MANY_REQUESTS',
      message: 'Too many requests',
    });
    expect(refused.headers.get('ratelimit-policy')).toMatch(/^"per-client"; q=2; w=60;/);
    expect(await statusesOf('203.0.113.2', 1)).toEqual([204]);
  });

  it('count an IPv6 client by its /56, not by each of its addresses', async () => {
    expect((await send(report, {}, '2001:db8:0:100::1')).status).toBe(204);
    expect((await send(report, {}, '2001:db8:0:1ff::2')).status).toBe(204);
    expect((await send(report, {}, '2001:db8:0:1ff::3')).status).toBe(429);
    expect((await send(report, {}, '2001:db8:0:200::1')).status).toBe(204);
  });

  it('keep a ceiling for all clients together, then say what was dropped', async () => {
    expect(await statusesOf('203.0.113.1', 2)).toEqual([204, 204]);
    expect(await statusesOf('203.0.113.2', 2)).toEqual([204, 429]);
    expect(await statusesOf('203.0.113.3', 1)).toEqual([429]);
    vi.setSystemTime(new Date('2026-12-01T10:01:00Z'));
    expect(await statusesOf('203.0.113.3', 1)).toEqual([204]);
    expect(reports.map((received) => (received.error as Error).message)).toEqual([
      'e.map is not a function for [e-mail]',
      'e.map is not a function for [e-mail]',
      'e.map is not a function for [e-mail]',
      '2 browser error reports dropped (over 3/min)',
      'e.map is not a function for [e-mail]',
    ]);
  });
});
