// POST /__errors: the browser's reports reach the server's reporting, scrubbed and bounded.
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addErrorReporter, type ErrorReport } from '../src/lib/errors/report-error';
import { browserReports } from './browser-reports';

let server: Server;
let base = '';
let clock = 0;
const reports: ErrorReport[] = [];
let removeReporter = () => {};

beforeEach(async () => {
  reports.length = 0;
  clock = 0;
  removeReporter = addErrorReporter((report) => void reports.push(report));
  const app = express();
  app.use(browserReports({ perMinute: 2, now: () => clock }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  removeReporter();
  await new Promise((resolve) => server.close(resolve));
});

const report = {
  source: 'render',
  name: 'TypeError',
  message: 'e.map is not a function for anna@example.se',
  stack: 'TypeError: e.map is not a function\n    at List (/assets/list-abc.js:1:200)',
  path: '/mina-sidor/',
};

/** As sendBeacon sends it: a text/plain string from the page's own origin. */
const send = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/__errors`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: base, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

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
    expect((received?.error as Error).stack).toContain('/assets/list-abc.js');
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

  it('takes so many a minute, then counts what it dropped', async () => {
    const statuses = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await send(report)).status);
    expect(statuses).toEqual([204, 204, 429, 429]);
    clock = 60_000;
    expect((await send(report)).status).toBe(204);
    expect(reports.map((received) => (received.error as Error).message)).toEqual([
      report.message,
      report.message,
      '2 browser error reports dropped (over 2/min)',
      report.message,
    ]);
  });
});
