// The rate limits end to end on this machine: a stub BRP on 127.0.0.1 that counts what reaches
// it, and in front of it an Express app with the session, the bodies parsed and the limits
// mounted as server/session-gateway.ts mounts them, then a plain forwarder standing in for the
// gateway (the session reader's verdict: the test's 'x-customer' header stands for a cookie).
// The client's address comes from X-Forwarded-For ('trust proxy', as TRUST_PROXY sets it). Date
// is fixed (express-rate-limit's MemoryStore reads Date.now); timers run as they are.
import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from './config';
import { LOGIN_PATH, mountRateLimits, RESET_PASSWORD_PATH } from './rate-limits';
import {
  DEFAULT_RATE_LIMITS,
  MAX_RATE_LIMIT,
  RATE_LIMIT_VARIABLES,
  readRateLimits,
  type RateLimitSettings,
} from './rate-limit-settings';
import type { SessionLocals } from './request-session';
import { mountGateway } from './session-gateway';

const SECRET = 'the-session-secret-for-the-unit-tests-0123456789';
const NOW = Date.UTC(2026, 2, 26, 9, 0, 0);
const MINUTE = 60_000;

/** Every limit off: a test switches on the ones it is about. */
const OFF: RateLimitSettings = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([name, window]) => [name, { ...window, limit: 0 }]),
) as unknown as RateLimitSettings;

// ---------------------------------------------------------------- the stub BRP

/** What reached BRP: method and path, with the body. */
let seen: { url: string; body: Record<string, unknown> }[] = [];
type Status = (url: string, body: Record<string, unknown>) => number;
/** BRP's answer: a login with the password 'right' or a reset is taken; a wrong password not. */
const brp: Status = (url, body) => {
  if (url.endsWith('/auth/login')) return body.password === 'right' ? 200 : 401;
  return url.endsWith('/auth/resetpassword') ? 201 : 200;
};
let status = brp;

const upstream = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8');
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    const url = request.url ?? '';
    seen.push({ url, body });
    const code = status(url, body);
    response.writeHead(code, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify(code === 401 ? { errorCode: 'USER_CREDENTIALS_ARE_INVALID' } : { ok: true }),
    );
  });
});

const servers: Server[] = [];

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

let upstreamBase = '';
beforeAll(async () => {
  upstreamBase = await listen(upstream);
});
afterAll(() => close(upstream));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  seen = [];
  status = brp;
});

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(servers.splice(0).map(close));
});

// ---------------------------------------------------------------- the site

/** The limits in front of a forwarder to the stub BRP, as session-gateway.ts orders them. */
async function site(settings: Partial<RateLimitSettings>): Promise<string> {
  const app = express();
  app.set('trust proxy', true);
  app.use((request, response, next) => {
    const customerId = Number(request.get('x-customer'));
    (response.locals as SessionLocals).session = customerId
      ? ({ customerId } as SessionLocals['session'])
      : null;
    next();
  });
  app.post([LOGIN_PATH, RESET_PASSWORD_PATH], express.json());
  mountRateLimits(app, { ...OFF, ...settings });
  app.use(async (request, response) => {
    const answer = await fetch(`${upstreamBase}${request.originalUrl}`, {
      method: request.method,
      headers: { 'Content-Type': 'application/json' },
      body: request.method === 'GET' ? undefined : JSON.stringify(request.body ?? {}),
    });
    response
      .status(answer.status)
      .type('json')
      .send(await answer.text());
  });
  const server = createServer(app);
  servers.push(server);
  return listen(server);
}

interface Sent {
  status: number;
  retryAfter: string | null;
  body: Record<string, unknown>;
}

async function send(
  base: string,
  path: string,
  {
    body,
    from = '203.0.113.7',
    customer,
  }: { body?: unknown; from?: string; customer?: number } = {},
): Promise<Sent> {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'X-Forwarded-For': from,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(customer ? { 'x-customer': String(customer) } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
  };
}

const logIn = (base: string, username: string, password = 'wrong', from?: string) =>
  send(base, LOGIN_PATH, { body: { username, password }, from });

const loginsSeen = () => seen.filter((request) => request.url.endsWith('/auth/login')).length;

const refusal = (errorCode: string, windowMs: number) => ({
  status: 429,
  retryAfter: String(windowMs / 1000),
  body: { errorCode, message: expect.any(String), retryAfterSeconds: windowMs / 1000 },
});

// ---------------------------------------------------------------- the login

describe('the login', () => {
  it('refuses an address past its failed logins, whatever the usernames, before BRP hears of it', async () => {
    const window = DEFAULT_RATE_LIMITS.loginFailuresPerAddress;
    const base = await site({ loginFailuresPerAddress: window });
    for (let i = 0; i < window.limit; i++)
      expect((await logIn(base, `guess${i}@example.se`)).status).toBe(401);
    const refused = await logIn(base, 'one.more@example.se');
    expect(refused).toEqual(refusal('TOO_MANY_ATTEMPTS', window.windowMs));
    // Not even the right password gets through now, and another address is not affected.
    expect((await logIn(base, 'anna@example.se', 'right')).status).toBe(429);
    expect((await logIn(base, 'anna@example.se', 'right', '198.51.100.9')).status).toBe(200);
    expect(loginsSeen()).toBe(window.limit + 1);
  });

  it('gives a successful login its count back: only refusals add up', async () => {
    const base = await site({ loginFailuresPerAddress: { limit: 2, windowMs: 15 * MINUTE } });
    await logIn(base, 'a@example.se');
    for (let i = 0; i < 5; i++)
      expect((await logIn(base, 'b@example.se', 'right')).status).toBe(200);
    expect((await logIn(base, 'c@example.se')).status).toBe(401);
    expect((await logIn(base, 'd@example.se')).status).toBe(429);
  });

  it("does not count BRP's own failures as refusals (a 5xx is no verdict on the password)", async () => {
    status = () => 502;
    const base = await site({ loginFailuresPerAddress: { limit: 2, windowMs: 15 * MINUTE } });
    for (let i = 0; i < 5; i++) expect((await logIn(base, 'anna@example.se')).status).toBe(502);
    expect(loginsSeen()).toBe(5);
  });

  it('holds every login of an address, successful or not, under a ceiling per minute', async () => {
    const window = DEFAULT_RATE_LIMITS.loginsPerAddress;
    const base = await site({ loginsPerAddress: window });
    for (let i = 0; i < window.limit; i++)
      expect((await logIn(base, `member${i}@example.se`, 'right')).status).toBe(200);
    expect(await logIn(base, 'late@example.se', 'right')).toEqual(
      refusal('TOO_MANY_ATTEMPTS', window.windowMs),
    );
    vi.setSystemTime(NOW + window.windowMs);
    expect((await logIn(base, 'late@example.se', 'right')).status).toBe(200);
    expect(loginsSeen()).toBe(window.limit + 1);
  });

  it('counts the login however its path is spelt', async () => {
    const base = await site({ loginsPerAddress: { limit: 3, windowMs: MINUTE } });
    const body = { username: 'anna@example.se', password: 'right' };
    const spellings = [
      `${LOGIN_PATH}/`,
      LOGIN_PATH.replace('login', 'LOGIN'),
      LOGIN_PATH.replace('login', '%6Cogin'),
      `${LOGIN_PATH}?x=1`,
    ];
    const statuses = [];
    for (const path of spellings) statuses.push((await send(base, path, { body })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('refuses a username past its failed logins from any address, however it is written', async () => {
    const window = DEFAULT_RATE_LIMITS.loginFailuresPerUsername;
    const base = await site({ loginFailuresPerUsername: window });
    const spellings = ['anna@example.se', ' Anna@Example.se ', 'ANNA@EXAMPLE.SE'];
    for (let i = 0; i < window.limit; i++)
      await logIn(base, spellings[i % spellings.length]!, 'wrong', `203.0.113.${i + 1}`);
    expect(await logIn(base, 'anna@example.se', 'right', '198.51.100.1')).toEqual(
      refusal('TOO_MANY_ATTEMPTS', window.windowMs),
    );
    // Another username from the same addresses is its own.
    expect((await logIn(base, 'bo@example.se', 'right', '203.0.113.1')).status).toBe(200);
    // A personal number, with or without its dash, is one username.
    for (let i = 0; i < window.limit; i++)
      await logIn(base, i % 2 ? '850312-1234' : '8503121234', 'wrong', `192.0.2.${i + 1}`);
    expect((await logIn(base, '850312 1234', 'right')).status).toBe(429);
    expect(loginsSeen()).toBe(2 * window.limit + 1);
  });

  it('answers the same whether or not the username exists, and lets it try again after the window', async () => {
    // BRP tells a known customer's wrong password from an unknown name only in its own body.
    status = (_url, body) =>
      body.username === 'anna@example.se' && body.password === 'right' ? 200 : 401;
    const window = { limit: 3, windowMs: 15 * MINUTE };
    const base = await site({ loginFailuresPerUsername: window });
    const burst = async (username: string) => {
      const answers: Sent[] = [];
      for (let i = 0; i <= window.limit; i++) answers.push(await logIn(base, username));
      return answers;
    };
    const known = await burst('anna@example.se');
    const unknown = await burst('nobody@example.se');
    expect(known.map((answer) => answer.status)).toEqual([401, 401, 401, 429]);
    expect(unknown).toEqual(known);
    expect(loginsSeen()).toBe(2 * window.limit);
    vi.setSystemTime(NOW + window.windowMs);
    expect((await logIn(base, 'anna@example.se', 'right')).status).toBe(200);
  });

  it('tells how long is left of the window', async () => {
    const base = await site({ loginFailuresPerUsername: { limit: 1, windowMs: 15 * MINUTE } });
    await logIn(base, 'anna@example.se');
    vi.setSystemTime(NOW + 14 * MINUTE + 30_000);
    expect(await logIn(base, 'anna@example.se')).toEqual(refusal('TOO_MANY_ATTEMPTS', 30_000));
  });
});

// ---------------------------------------------------------------- the password reset

describe('the password reset', () => {
  const reset = (base: string, email: string, from?: string) =>
    send(base, RESET_PASSWORD_PATH, { body: { email }, from });
  const resetsSeen = () => seen.filter((request) => request.url.endsWith('/auth/resetpassword'));

  it('sends at most so many e-mails to one address, and takes so many requests from one client', async () => {
    const perEmail = DEFAULT_RATE_LIMITS.resetsPerEmail;
    const perAddress = DEFAULT_RATE_LIMITS.resetsPerAddress;
    const base = await site({ resetsPerEmail: perEmail, resetsPerAddress: perAddress });
    for (let i = 0; i < perEmail.limit; i++)
      expect((await reset(base, ' Anna@Example.se', `203.0.113.${i + 1}`)).status).toBe(201);
    expect(await reset(base, 'anna@example.se', '198.51.100.1')).toEqual(
      refusal('TOO_MANY_ATTEMPTS', perEmail.windowMs),
    );
    for (let i = 0; i < perAddress.limit; i++)
      expect((await reset(base, `member${i}@example.se`)).status).toBe(201);
    expect(await reset(base, 'late@example.se')).toEqual(
      refusal('TOO_MANY_ATTEMPTS', perAddress.windowMs),
    );
    expect(resetsSeen()).toHaveLength(perEmail.limit + perAddress.limit);
    expect(resetsSeen()[0]?.body).toEqual({ email: ' Anna@Example.se' });
  });
});

// ---------------------------------------------------------------- the gateway

describe('the gateway', () => {
  it('holds a signed-in customer to their calls per minute, from every device, and then lets them on', async () => {
    const window = { limit: 4, windowMs: MINUTE };
    const base = await site({ gatewayPerSession: window });
    const anna = 4711;
    for (let i = 0; i < window.limit; i++) {
      const from = `203.0.113.${i + 1}`;
      expect(
        (await send(base, '/brponline/api/ver3/customers/4711', { customer: anna, from })).status,
      ).toBe(200);
    }
    expect(await send(base, '/wp-json/wp/v2/pages', { customer: anna })).toEqual(
      refusal('TOO_MANY_REQUESTS', window.windowMs),
    );
    // Another customer, and a visitor without a session, are not held by Anna's count.
    expect((await send(base, '/wp-json/wp/v2/pages', { customer: 4712 })).status).toBe(200);
    expect((await send(base, '/wp-json/wp/v2/pages')).status).toBe(200);
    vi.setSystemTime(NOW + window.windowMs);
    expect((await send(base, '/wp-json/wp/v2/pages', { customer: anna })).status).toBe(200);
  });

  it('holds one address to its calls per minute, signed in or not, and leaves the pages alone', async () => {
    const window = { limit: 5, windowMs: MINUTE };
    const base = await site({ gatewayPerAddress: window });
    for (let i = 0; i < window.limit; i++)
      await send(base, i % 2 ? '/wp-json/wp/v2/pages' : '/brponline/api/ver3/products', {
        customer: i === 0 ? 4711 : undefined,
      });
    expect(await send(base, '/brponline/api/ver3/products')).toEqual(
      refusal('TOO_MANY_REQUESTS', window.windowMs),
    );
    expect(
      (await send(base, '/brponline/api/ver3/products', { from: '198.51.100.2' })).status,
    ).toBe(200);
    expect((await send(base, '/booking/')).status).toBe(200);
    expect(seen).toHaveLength(window.limit + 2);
  });
});

// ---------------------------------------------------------------- mounted, and configured

describe('in the session gateway (server/session-gateway.ts)', () => {
  it("counts the login's username: its body is read before the limits", async () => {
    const config = readConfig({
      BOOKING_API_URL: `${upstreamBase}/brp/api/ver3`,
      CONTENT_API_URL: `${upstreamBase}/wp/wp-json`,
      SESSION_SECRET: SECRET,
    });
    const window = DEFAULT_RATE_LIMITS.loginFailuresPerUsername;
    const app = express();
    mountGateway(
      app,
      { ...config, rateLimits: { ...OFF, loginFailuresPerUsername: window } } as typeof config,
      false,
    );
    const server = createServer(app);
    servers.push(server);
    const base = await listen(server);
    const origin = { Origin: base };
    const attempt = () =>
      fetch(`${base}${LOGIN_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...origin },
        body: JSON.stringify({ username: 'anna@example.se', password: 'wrong' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i <= window.limit; i++) statuses.push((await attempt()).status);
    expect(statuses).toEqual([...Array<number>(window.limit).fill(401), 429]);
    expect(loginsSeen()).toBe(window.limit);
  });
});

describe('readRateLimits (the RATE_LIMIT_* variables)', () => {
  it('keeps the defaults when nothing is set, and takes whole numbers, 0 switching a limit off', () => {
    const problems: string[] = [];
    expect(readRateLimits({}, problems)).toEqual(DEFAULT_RATE_LIMITS);
    const read = readRateLimits(
      { RATE_LIMIT_LOGINS_PER_ADDRESS: '0', RATE_LIMIT_GATEWAY_PER_ADDRESS: ' 5000 ' },
      problems,
    );
    expect(read.loginsPerAddress).toEqual({ ...DEFAULT_RATE_LIMITS.loginsPerAddress, limit: 0 });
    expect(read.gatewayPerAddress).toEqual({
      ...DEFAULT_RATE_LIMITS.gatewayPerAddress,
      limit: 5000,
    });
    expect(problems).toEqual([]);
  });

  it('names each bad value', () => {
    const problems: string[] = [];
    readRateLimits(
      {
        RATE_LIMIT_LOGIN_FAILURES_PER_USERNAME: '-1',
        RATE_LIMIT_RESETS_PER_EMAIL: '2.5',
        RATE_LIMIT_GATEWAY_PER_SESSION: String(MAX_RATE_LIMIT + 1),
      },
      problems,
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^RATE_LIMIT_LOGIN_FAILURES_PER_USERNAME must be a whole number .*'-1'$/,
      ),
      expect.stringMatching(/^RATE_LIMIT_RESETS_PER_EMAIL .*'2\.5'$/),
      expect.stringMatching(/^RATE_LIMIT_GATEWAY_PER_SESSION .*'1000001'$/),
    ]);
    expect(Object.values(RATE_LIMIT_VARIABLES)).toHaveLength(
      Object.keys(DEFAULT_RATE_LIMITS).length,
    );
  });

  it('lets a hundred failed logins through with every limit off', async () => {
    const base = await site({});
    for (let i = 0; i < 100; i++) await logIn(base, 'anna@example.se');
    expect(loginsSeen()).toBe(100);
  });
});
