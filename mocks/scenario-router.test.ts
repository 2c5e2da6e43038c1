// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingStore } from './booking-store.ts';
import { LoginStore } from './login-store.ts';
import { OrderStore } from './order-store.ts';
import { exampleKey } from './scenario-rules.ts';
import { malformed, startScenarioRouter } from './scenario-router.ts';

// A fake Prism that echoes what reached it.
const seen: { path?: string; prefer?: string | string[]; auth?: string; body?: string }[] = [];
const upstream = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    seen.push({ path: req.url, prefer: req.headers.prefer, auth: req.headers.authorization, body });
    const refused = req.headers.prefer === 'code=401' || req.headers.authorization === 'Bearer bad';
    res.writeHead(refused ? 401 : 200, {
      'content-type': 'application/json',
      'x-upstream': 'yes',
    });
    res.end(JSON.stringify({ path: req.url }));
  });
});
const logs: string[] = [];
let router: http.Server;
let base = '';
let storeRouter: http.Server;
let storeBase = '';

beforeAll(async () => {
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  const port = (upstream.address() as AddressInfo).port;
  router = await startScenarioRouter({
    port: 0,
    upstreams: [
      { api: 'booking', prefix: '/brponline/api/ver3', port },
      { api: 'content', prefix: '/wp-json', port },
    ],
    index: new Map([
      [
        exampleKey('booking', 'GET', '/businessunits/{bu}/groupactivities'),
        new Set(['haga', 'alvstranden']),
      ],
    ]),
    log: (line) => logs.push(line),
  });
  base = `http://127.0.0.1:${(router.address() as AddressInfo).port}`;
  storeRouter = await startScenarioRouter({
    port: 0,
    upstreams: [{ api: 'booking', prefix: '/brponline/api/ver3', port }],
    index: new Map(),
    orders: new OrderStore(),
    customers: { logins: new LoginStore(), bookings: new BookingStore() },
    log: (line) => logs.push(line),
  });
  storeBase = `http://127.0.0.1:${(storeRouter.address() as AddressInfo).port}/brponline/api/ver3`;
});
afterAll(() => {
  router.close();
  storeRouter.close();
  upstream.close();
});

describe('scenario router', () => {
  it('strips the prefix, keeps the query and adds Prefer from the rules', async () => {
    const res = await fetch(
      `${base}/brponline/api/ver3/businessunits/3509/groupactivities?webCategory=2`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-upstream')).toBe('yes');
    expect(seen.at(-1)).toMatchObject({
      path: '/businessunits/3509/groupactivities?webCategory=2',
      prefer: 'example=alvstranden',
    });
  });

  it('lets an explicit Prefer win and passes status and body through', async () => {
    const res = await fetch(`${base}/brponline/api/ver3/businessunits/1/groupactivities`, {
      headers: { prefer: 'code=401' },
    });
    expect(res.status).toBe(401);
    expect(seen.at(-1)?.prefer).toBe('code=401');
  });

  it('forwards /wp-json and request bodies', async () => {
    await fetch(`${base}/wp-json/wp/v2/pages`, {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(seen.at(-1)).toMatchObject({ path: '/wp/v2/pages', body: '{"a":1}' });
  });

  it('answers /__health itself and 404s unknown prefixes', async () => {
    expect((await fetch(`${base}/__health`)).status).toBe(200);
    expect((await fetch(`${base}/api/other`)).status).toBe(404);
  });

  it('logs method, path and status, never tokens or query strings', async () => {
    await fetch(`${base}/brponline/api/ver3/customers/4711?token=secret-query`, {
      headers: { authorization: 'Bearer secret-token' },
    });
    expect(seen.at(-1)?.auth).toBe('Bearer secret-token');
    expect(logs).toContain('GET /brponline/api/ver3/customers/4711 200');
    expect(logs.join('\n')).not.toMatch(/secret/);
  });

  it('fault=malformed: the real answer in the wrong shape, never reaching the mock with the fault', async () => {
    const res = await fetch(`${base}/brponline/api/ver3/businessunits`, {
      headers: { prefer: 'fault=malformed' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ path: '/businessunits' }]);
    expect(seen.at(-1)?.prefer).toBeUndefined();
  });

  it('code=5xx: the server error itself, which the contract (and so Prism) does not list', async () => {
    const res = await fetch(`${base}/brponline/api/ver3/products`, {
      headers: { prefer: 'code=503' },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
  });

  it('fault=not-json: a 200 whose JSON is cut off', async () => {
    const res = await fetch(`${base}/wp-json/wp/v2/pages`, {
      headers: { prefer: 'fault=not-json' },
    });
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow();
  });

  it("its own failures, not a test's, go to the failure log with their cause", async () => {
    const failures: string[] = [];
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const lonely = await startScenarioRouter({
      port: 0,
      upstreams: [{ api: 'booking', prefix: '/brponline/api/ver3', port }],
      index: new Map(),
      log: () => {},
      logFailure: (line) => failures.push(line),
    });
    const at = `http://127.0.0.1:${(lonely.address() as AddressInfo).port}/brponline/api/ver3`;
    try {
      const res = await fetch(`${at}/orders`, { method: 'POST', body: '{}' });
      expect(res.status).toBe(502);
      expect(await res.json()).toMatchObject({ errorCode: 'MOCK_UPSTREAM_UNAVAILABLE' });
      await fetch(`${at}/products`, { headers: { prefer: 'code=503' } });
    } finally {
      lonely.close();
    }
    expect(failures).toEqual([
      expect.stringMatching(
        /^POST \/brponline\/api\/ver3\/orders 502 \(MOCK_UPSTREAM_UNAVAILABLE: .*ECONNREFUSED/,
      ),
    ]);
  });

  it('fault=network: the connection drops without an answer', async () => {
    await expect(
      fetch(`${base}/brponline/api/ver3/products`, { headers: { prefer: 'fault=network' } }),
    ).rejects.toThrow();
  });
});

describe('scenario router with the order store', () => {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${storeBase}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('answers the orders it made, after the mock has accepted the request', async () => {
    const created = await post('/orders', { businessUnit: 1 });
    expect(created.status).toBe(201);
    const order = (await created.json()) as { id: number; serviceItems: unknown[] };
    expect(order).toMatchObject({ id: 700001, serviceItems: [], preliminary: true });
    // Prism saw the request (it checks it against the contract) before the store answered.
    expect(seen).toContainEqual(
      expect.objectContaining({ path: '/orders', body: '{"businessUnit":1}' }),
    );
    expect(logs).toContain('POST /brponline/api/ver3/orders 201 (order store)');
    const read = await fetch(`${storeBase}/orders/${order.id}`);
    expect(await read.json()).toMatchObject({ id: order.id, price: { amount: 0 } });
  });

  it("leaves Prism's answer to orders it did not make, to a test's chosen scenario and to a refusal", async () => {
    expect(await (await fetch(`${storeBase}/orders/612345`)).json()).toEqual({
      path: '/orders/612345',
    });
    const chosen = await fetch(`${storeBase}/orders/700001`, {
      headers: { prefer: 'example=paid' },
    });
    expect(await chosen.json()).toEqual({ path: '/orders/700001' });
    const scenarios = JSON.stringify([
      { method: 'GET', pattern: '/orders/700001$', prefer: 'example=emptyPreliminary' },
    ]);
    const byHeader = await fetch(`${storeBase}/orders/700001`, {
      headers: { 'x-mock-scenarios': scenarios },
    });
    expect(await byHeader.json()).toEqual({ path: '/orders/700001' });
    const refused = await post('/orders', { businessUnit: 1 }, { authorization: 'Bearer bad' });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ path: '/orders' });
  });

  it('refuses a product it cannot price, an empty order to pay, and a payment it never started', async () => {
    const { id } = (await (await post('/orders', { businessUnit: 1 })).json()) as { id: number };
    // The fake Prism serves no product 701.
    const added = await post(`/orders/${id}/items/services`, { serviceProduct: 701, start: 'x' });
    expect(added.status).toBe(403);
    const link = await post('/services/generatelink/payment', {
      order: id,
      returnUrl: 'https://shop.example.se/kassa/',
    });
    expect(link.status).toBe(403); // nothing to pay for yet
    const unknown = await fetch(`${storeBase.replace('/api/ver3', '')}/payment/nope`, {
      redirect: 'manual',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('scenario router with the customer store', () => {
  const login = (password: string, headers: Record<string, string> = {}) =>
    fetch(`${storeBase}/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ username: 'anna.lindqvist@example.se', password }),
      headers: { 'content-type': 'application/json', ...headers },
    });

  it("refuses a wrong password once Prism has taken the login; a test's scenario stays Prism's", async () => {
    const wrong = await login('Simma2025!');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      errorCode: 'USER_CREDENTIALS_ARE_INVALID',
      wrongLoginAttempts: 1,
    });
    expect(seen).toContainEqual(expect.objectContaining({ path: '/auth/login' }));
    expect(logs).toContain('POST /brponline/api/ver3/auth/login 401 (customer store)');
    const right = await login('Simma2026!');
    expect([right.status, await right.json()]).toEqual([200, { path: '/auth/login' }]);
    const chosen = await login('Simma2025!', { prefer: 'example=loggedIn' });
    expect(chosen.status).toBe(200);
  });
});

describe('malformed', () => {
  it('wraps a list in an object and puts anything else in a list', () => {
    expect(malformed([1, 2])).toEqual({ items: [1, 2] });
    expect(malformed({ id: 1 })).toEqual([{ id: 1 }]);
  });
});
