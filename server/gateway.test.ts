// The gateway's forwarding rules, end to end on this machine: a stub upstream (BRP and WordPress
// on one HTTP server, 127.0.0.1, a random port) and the gateway in an Express app behind the
// session reader, as server/app.ts mounts it; Node's fetch plays the browser.
import express from 'express';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addErrorReporter, type ErrorReport } from '../src/lib/errors/report-error';
import { readConfig } from './config';
import { specExample } from './testing/spec-examples';
import { installServerTransport } from './upstream';
import { gateway } from './gateway';
import { readSession, type RefreshTokens } from './request-session';
import { memoryRevocations } from './session-revocations';
import {
  PERSISTENT_MAX_AGE_S,
  SESSION_COOKIE,
  sealSession,
  unsealSession,
  type SessionData,
} from './session';

const SECRET = 'the-session-secret-for-the-unit-tests-0123456789';
const NOW = Date.UTC(2026, 2, 26, 9, 0, 0);
const CONTENT_AUTH = 'shop:s3cret pass';
const BASIC = `Basic ${Buffer.from(CONTENT_AUTH).toString('base64')}`;

const SESSION: SessionData = {
  id: 'session-one',
  endsAt: NOW + 12 * 3_600_000,
  accessToken: 'access-from-cookie',
  refreshToken: 'refresh-from-cookie',
  expiresAt: NOW + 3_600_000,
  customerId: 4711,
  firstName: 'Anna',
  persistent: true,
};

// ---------------------------------------------------------------- the stub upstream

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Answer {
  status: number;
  headers?: Record<string, string | string[]>;
  body?: string;
}

const json = (status: number, value: unknown, headers: Answer['headers'] = {}): Answer => ({
  status,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(value),
});

/** The operation's own example from openapi/*.yaml: what the answer check expects of the API. */
function contractAnswer(request: Seen, headers: Answer['headers'] = {}): Answer {
  const spec = request.url.startsWith('/brp/api/ver3') ? 'booking' : 'content';
  const path = request.url.replace(/^\/brp\/api\/ver3|^\/wp\/wp-json/, '');
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const example = specExample(spec, method, path);
  return example?.body === undefined
    ? json(200, { ok: true }, headers)
    : json(example.status, example.body, headers);
}

/** What the upstream received, in order. */
let seen: Seen[] = [];
let answer: (request: Seen) => Answer;

const upstream = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const received: Seen = {
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    seen.push(received);
    const { status, headers = {}, body = '' } = answer(received);
    response.writeHead(status, headers);
    response.end(body);
  });
});

// ---------------------------------------------------------------- the gateway

const refresh = vi.fn<RefreshTokens>(async () => null);
const servers: Server[] = [];

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/** The gateway behind the session reader, talking to `upstreamBase`. */
async function startGateway(upstreamBase: string, env: Record<string, string> = {}) {
  const config = readConfig({
    BOOKING_API_URL: `${upstreamBase}/brp/api/ver3`,
    CONTENT_API_URL: `${upstreamBase}/wp/wp-json`,
    CONTENT_API_AUTH: CONTENT_AUTH,
    SESSION_SECRET: SECRET,
    ...env,
  });
  // The login's generated calls go to the upstream through the server's own transport.
  installServerTransport(config);
  const app = express();
  app.use(
    readSession({
      secret: SECRET,
      secure: false,
      refresh,
      revocations: memoryRevocations(() => NOW),
      now: () => NOW,
    }),
  );
  app.use(gateway(config, { secret: SECRET, secure: false, now: () => NOW }));
  app.use((_request, response) => void response.status(404).send('not the gateway'));
  const server = createServer(app);
  servers.push(server);
  return listen(server);
}

let upstreamBase = '';
let site = '';

beforeAll(async () => {
  upstreamBase = await listen(upstream);
});

afterAll(() => close(upstream));

beforeEach(async () => {
  seen = [];
  answer = (request) => contractAnswer(request);
  refresh.mockReset();
  refresh.mockResolvedValue(null);
  site = await startGateway(upstreamBase);
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map(close));
});

// ---------------------------------------------------------------- the browser

const sessionCookie = async (data: SessionData = SESSION) =>
  `${SESSION_COOKIE}=${await sealSession(data, SECRET)}`;

interface Call {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  base?: string;
}

async function call(path: string, { method = 'GET', headers = {}, body, base = site }: Call = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    setCookies: response.headers.getSetCookie(),
    text,
    json: () => JSON.parse(text) as Record<string, unknown>,
  };
}

/** A POST the way the shop's own page sends it. */
const sameOrigin = (headers: Record<string, string> = {}) => ({ Origin: site, ...headers });

const isCleared = (setCookie: string | undefined) =>
  setCookie?.startsWith(`${SESSION_COOKIE}=;`) === true && / Max-Age=0(;|$)/.test(setCookie);

async function storedSession(setCookie: string | undefined) {
  const [pair] = (setCookie ?? '').split(';');
  expect(pair?.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
  return unsealSession(pair?.slice(SESSION_COOKIE.length + 1), SECRET, NOW);
}

/** Every header of an answer, as one text, to look for what must not be there. */
const allHeaders = (headers: Headers) => [...headers].map(([k, v]) => `${k}: ${v}`).join('\n');

// ---------------------------------------------------------------- the booking API

describe('the booking API', () => {
  it('is forwarded with its path and query under the tenant URL, and the answer comes back', async () => {
    const response = await call('/brponline/api/ver3/products/services?businessUnit=1');
    expect(response.status).toBe(200);
    expect(response.json()).toEqual(specExample('booking', 'GET', '/products/services')?.body);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/brp/api/ver3/products/services?businessUnit=1',
    });
    expect(seen[0]?.headers.host).toBe(new URL(upstreamBase).host);
  });

  it("adds the session's bearer token from the cookie", async () => {
    await call('/brponline/api/ver3/customers/4711', {
      headers: { Cookie: await sessionCookie() },
    });
    expect(seen[0]?.headers.authorization).toBe('Bearer access-from-cookie');
  });

  it('sends no Authorization without a session, or with a forged cookie', async () => {
    await call('/brponline/api/ver3/businessunits');
    await call('/brponline/api/ver3/businessunits', {
      headers: { Cookie: `${SESSION_COOKIE}=forged*value` },
    });
    expect(seen.map((request) => request.headers.authorization)).toEqual([undefined, undefined]);
  });

  it("never forwards the browser's cookies", async () => {
    await call('/brponline/api/ver3/customers/4711', {
      headers: { Cookie: `tracking=abc; ${await sessionCookie()}; other=1` },
    });
    await call('/brponline/api/ver3/businessunits', { headers: { Cookie: 'tracking=abc' } });
    expect(seen.map((request) => request.headers.cookie)).toEqual([undefined, undefined]);
  });

  it("keeps an Authorization the browser sent (the password-reset link's token)", async () => {
    await call('/brponline/api/ver3/customers/4711', {
      method: 'PUT',
      headers: sameOrigin({ Authorization: 'Bearer reset-token', Cookie: await sessionCookie() }),
      body: { password: 'new' },
    });
    expect(seen[0]?.headers.authorization).toBe('Bearer reset-token');
  });

  it("passes the browser's body and method on", async () => {
    const response = await call('/brponline/api/ver3/orders', {
      method: 'POST',
      headers: sameOrigin({ Cookie: await sessionCookie() }),
      body: { businessUnit: 3509 },
    });
    expect(response.status).toBe(201);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/brp/api/ver3/orders',
      body: JSON.stringify({ businessUnit: 3509 }),
    });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
  });

  it('goes on with a token refreshed for this request', async () => {
    refresh.mockResolvedValue({ access_token: 'access-refreshed', expires_in: 3600 });
    const response = await call('/brponline/api/ver3/customers/4711', {
      headers: { Cookie: await sessionCookie({ ...SESSION, expiresAt: NOW + 1000 }) },
    });
    expect(refresh).toHaveBeenCalledExactlyOnceWith('refresh-from-cookie');
    expect(seen[0]?.headers.authorization).toBe('Bearer access-refreshed');
    expect(response.setCookies).toHaveLength(1);
    await expect(storedSession(response.setCookies[0])).resolves.toMatchObject({
      accessToken: 'access-refreshed',
    });
  });
});

describe('the content API', () => {
  it('is forwarded under the content URL with the basic credential added', async () => {
    const response = await call('/wp-json/wp/v2/pages?slug=om-oss');
    expect(response.json()).toEqual(specExample('content', 'GET', '/wp/v2/pages')?.body);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/wp/wp-json/wp/v2/pages?slug=om-oss' });
    expect(seen[0]?.headers.authorization).toBe(BASIC);
  });

  it("replaces the browser's Authorization, and never carries the session's token or cookie", async () => {
    await call('/wp-json/wp/v2/pages', {
      headers: { Authorization: 'Bearer from-browser', Cookie: await sessionCookie() },
    });
    expect(seen[0]?.headers.authorization).toBe(BASIC);
    expect(seen[0]?.headers.cookie).toBeUndefined();
    expect(JSON.stringify(seen[0]?.headers)).not.toContain('access-from-cookie');
  });

  it("removes the browser's Authorization when no credential is configured", async () => {
    const bare = await startGateway(upstreamBase, { CONTENT_API_AUTH: '' });
    await call('/wp-json/wp/v2/pages', {
      base: bare,
      headers: { Authorization: 'Bearer from-browser', Cookie: await sessionCookie() },
    });
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[0]?.headers.cookie).toBeUndefined();
  });

  it('never hands the credential back to the browser', async () => {
    answer = () =>
      json(200, [], { 'Set-Cookie': 'wordpress_logged_in=1; Path=/', 'X-WP-Total': '0' });
    const response = await call('/wp-json/wp/v2/pages');
    expect(response.headers.get('x-wp-total')).toBe('0');
    const everything = `${allHeaders(response.headers)}\n${response.text}`;
    expect(everything).not.toContain(BASIC.slice('Basic '.length));
    expect(everything).not.toContain('s3cret');
    expect(response.setCookies).toEqual([]);
  });
});

describe('what the browser never gets from upstream', () => {
  const leaky = (request: Seen) =>
    contractAnswer(request, {
      'Set-Cookie': ['JSESSIONID=abc; Path=/; HttpOnly', 'AWSALB=xyz; Path=/'],
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Allow-Headers': '*',
      'Access-Control-Expose-Headers': '*',
      'X-Request-Id': 'r-1',
      Server: 'Apache-Coyote/1.1',
    });

  it.each(['/brponline/api/ver3/businessunits', '/wp-json/wp/v2/pages'])(
    '%s: upstream cookies and CORS headers are removed, the rest is kept',
    async (path) => {
      answer = leaky;
      const response = await call(path);
      expect(response.status).toBe(200);
      expect(response.setCookies).toEqual([]);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('access-control-allow-headers')).toBeNull();
      expect(response.headers.get('access-control-expose-headers')).toBeNull();
      expect(response.headers.get('x-request-id')).toBeNull();
      expect(response.headers.get('server')).toBeNull();
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    },
  );

  it("with a session: the answer is the member's own, so BRP's cache rules give way to no-store", async () => {
    answer = (request) => contractAnswer(request, { 'Cache-Control': 'public, max-age=600' });
    const member = await call('/brponline/api/ver3/customers/4711', {
      headers: { Cookie: await sessionCookie() },
    });
    expect(member.headers.get('cache-control')).toBe('private, no-store');
    // The reset link's own token makes the call just as personal.
    const reset = await call('/brponline/api/ver3/customers/4711', {
      headers: { Authorization: 'Bearer from-the-reset-link' },
    });
    expect(reset.headers.get('cache-control')).toBe('private, no-store');
    // Without credentials the public catalogue keeps BRP's own rules.
    const products = await call('/brponline/api/ver3/businessunits');
    expect(products.headers.get('cache-control')).toBe('public, max-age=600');
  });

  it("with a session: the answer sets no cookie of BRP's and leaves the session's alone", async () => {
    answer = leaky;
    const response = await call('/brponline/api/ver3/customers/4711', {
      headers: { Cookie: await sessionCookie() },
    });
    expect(response.setCookies).toEqual([]);
  });
});

describe('an answer in the page’s language', () => {
  it('varies by Accept-Language where the contract passes it on, and only there', async () => {
    answer = (request) => contractAnswer(request, { 'Cache-Control': 'public, max-age=60' });
    const named = await call('/brponline/api/ver3/products/services/703', {
      headers: { 'Accept-Language': 'en-US' },
    });
    expect(seen.at(-1)?.headers['accept-language']).toBe('en-US');
    // Else the browser's cache hands the Swedish name to the English page after the switch.
    expect(named.headers.get('vary')).toMatch(/(^|, )Accept-Language$/);
    const units = await call('/brponline/api/ver3/businessunits', {
      headers: { 'Accept-Language': 'en-US' },
    });
    expect(seen.at(-1)?.headers['accept-language']).toBeUndefined();
    expect(units.headers.get('vary') ?? '').not.toMatch(/accept-language/i);
  });

  it('keeps what BRP already varies by, once', async () => {
    answer = (request) => contractAnswer(request, { Vary: 'Accept-Language, Origin' });
    const named = await call('/brponline/api/ver3/products/services/703');
    expect(named.headers.get('vary')).toBe('Accept-Language, Origin');
  });
});

describe('a 401 from BRP', () => {
  const refused = () => json(401, { errorCode: 'TOKEN_IS_NO_LONGER_VALID' });

  it("to the session's bearer ends the session: the cookie is cleared, the answer passed on", async () => {
    answer = refused;
    const response = await call('/brponline/api/ver3/customers/4711', {
      headers: { Cookie: await sessionCookie() },
    });
    expect(response.status).toBe(401);
    expect(response.json()).toEqual({ errorCode: 'TOKEN_IS_NO_LONGER_VALID' });
    expect(response.setCookies).toHaveLength(1);
    expect(isCleared(response.setCookies[0])).toBe(true);
  });

  it('without a session clears nothing', async () => {
    answer = refused;
    const response = await call('/brponline/api/ver3/customers/4711');
    expect(response.status).toBe(401);
    expect(response.setCookies).toEqual([]);
  });

  it("to the browser's own Authorization (a reset link) leaves the session alone", async () => {
    answer = refused;
    const response = await call('/brponline/api/ver3/customers/4711', {
      method: 'PUT',
      headers: sameOrigin({ Authorization: 'Bearer stale-reset', Cookie: await sessionCookie() }),
      body: { password: 'x' },
    });
    expect(response.status).toBe(401);
    expect(response.setCookies).toEqual([]);
  });

  it('other refusals (403) leave the session alone', async () => {
    answer = () => json(403, { errorCode: 'FORBIDDEN' });
    const response = await call('/brponline/api/ver3/customers/4711', {
      headers: { Cookie: await sessionCookie() },
    });
    expect(response.status).toBe(403);
    expect(response.setCookies).toEqual([]);
  });

  it('after a refresh in the same request: one cookie, the cleared one', async () => {
    refresh.mockResolvedValue({ access_token: 'access-refreshed', expires_in: 3600 });
    answer = refused;
    const response = await call('/brponline/api/ver3/customers/4711', {
      headers: { Cookie: await sessionCookie({ ...SESSION, expiresAt: NOW + 1000 }) },
    });
    expect(response.setCookies).toHaveLength(1);
    expect(isCleared(response.setCookies[0])).toBe(true);
  });

  it('from WordPress leaves the session alone', async () => {
    answer = () => json(401, { code: 'rest_forbidden' });
    const response = await call('/wp-json/wp/v2/pages', {
      headers: { Cookie: await sessionCookie() },
    });
    expect(response.status).toBe(401);
    expect(response.setCookies).toEqual([]);
  });
});

describe('a request from another site', () => {
  const refusedUnsafe = async (path: string, headers: Record<string, string>) => {
    const response = await call(path, {
      method: 'POST',
      headers: { Cookie: await sessionCookie(), ...headers },
      body: { any: 1 },
    });
    expect(response.status).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'CROSS_ORIGIN_REQUEST_REFUSED' });
    expect(response.setCookies).toEqual([]);
  };

  it.each([
    '/brponline/api/ver3/orders',
    '/brponline/api/ver3/auth/login',
    '/wp-json/contact-form-7/v1/contact-forms/1/feedback',
  ])('%s: a POST with another Origin is refused before it goes upstream', async (path) => {
    await refusedUnsafe(path, { Origin: 'https://evil.example' });
    await refusedUnsafe(path, { Origin: 'null' });
    await refusedUnsafe(path, { Origin: site, 'Sec-Fetch-Site': 'cross-site' });
    await refusedUnsafe(path, { Origin: site, 'Sec-Fetch-Site': 'same-site' });
    expect(seen).toEqual([]);
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('%s from another Origin is refused too', async (method) => {
    const response = await call('/brponline/api/ver3/orders/9', {
      method,
      headers: { Origin: 'https://evil.example', Cookie: await sessionCookie() },
    });
    expect(response.status).toBe(403);
    expect(seen).toEqual([]);
  });

  it("a POST from the shop's own page (same Origin, same-origin fetch) passes", async () => {
    for (const headers of [sameOrigin(), sameOrigin({ 'Sec-Fetch-Site': 'same-origin' })]) {
      const response = await call('/brponline/api/ver3/orders', {
        method: 'POST',
        headers: { ...headers, Cookie: await sessionCookie() },
        body: { businessUnit: 1 },
      });
      expect(response.status).toBe(201);
    }
    expect(seen).toHaveLength(2);
    expect(
      seen.every((request) => request.headers.authorization === 'Bearer access-from-cookie'),
    ).toBe(true);
  });

  it('a GET passes (nothing changes; the browser sends no Lax cookie across sites anyway)', async () => {
    const response = await call('/brponline/api/ver3/businessunits', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
  });
});

/** A hand-made request whose path goes out as written (fetch would resolve its dot segments). */
function rawRequest(path: string, method = 'GET'): Promise<number> {
  const { hostname, port } = new URL(site);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, path, method }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('a path that would leave the API', () => {
  it.each([
    '/wp-json/../wp-admin/',
    '/wp-json/wp/v2/../../../xmlrpc.php',
    '/wp-json/%2e%2e/wp-admin/',
    '/wp-json/%2E./wp-login.php',
    '/wp-json/wp/..%2f..%2fwp-admin',
    '/wp-json/wp/.%2e%5c..%5cwp-admin',
    '/wp-json/./wp/v2/pages',
    '/wp-json/%E0%A4%A',
    '/brponline/api/ver3/../../admin',
    '/brponline/api/ver3/%2e%2e/%2e%2e/admin?x=1',
    '/brponline/api/ver3/orders/9/coupons/..',
  ])('%s is refused (404) before it goes upstream', async (path) => {
    expect(await rawRequest(path)).toBe(404);
    expect(seen).toEqual([]);
  });

  it.each([
    ['POST', '/brponline/api/ver3//auth/login'],
    ['POST', '/brponline/api/ver3/auth//login'],
    ['POST', '/brponline/api/ver3/auth/login;x'],
    ['POST', '/brponline/api/ver3/auth/login%3Bx'],
    ['GET', '/brponline/api/ver3//customers/4711'],
  ])(
    '%s %s: an empty segment or a matrix parameter never slips past the login route',
    async (method, path) => {
      expect(await rawRequest(path, method)).toBe(404);
      expect(seen).toEqual([]);
    },
  );

  it('an encoded slash or dots inside a segment are not dot segments', async () => {
    for (const [path, method] of [
      ['/brponline/api/ver3/orders/9/coupons/A%2FB', 'DELETE'],
      ['/brponline/api/ver3/orders/9/coupons/..x', 'DELETE'],
      ['/wp-json/wp/v2/pages?search=../..', 'GET'],
    ] as const)
      expect(await rawRequest(path, method), path).toBe(200);
    expect(seen.map((request) => request.url)).toEqual([
      '/brp/api/ver3/orders/9/coupons/A%2FB',
      '/brp/api/ver3/orders/9/coupons/..x',
      '/wp/wp-json/wp/v2/pages?search=../..',
    ]);
  });
});

describe("the content site's credential", () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    "never writes: %s is refused (405), even from the shop's own page",
    async (method) => {
      const response = await call('/wp-json/wp/v2/pages', {
        method,
        headers: sameOrigin(),
        body: { title: 'x' },
      });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      // A client without Origin (not a browser) is refused too.
      expect(await rawRequest('/wp-json/wp/v2/pages', method)).toBe(405);
      expect(seen).toEqual([]);
    },
  );

  it('reads: GET and HEAD pass', async () => {
    expect((await call('/wp-json/wp/v2/pages', { method: 'HEAD' })).status).toBe(200);
    expect((await call('/wp-json/wp/v2/pages')).status).toBe(200);
    expect(seen.map((request) => request.method)).toEqual(['HEAD', 'GET']);
  });
});

// ---------------------------------------------------------------- the login

describe('the login', () => {
  const LOGIN = '/brponline/api/ver3/auth/login';
  const credentials = { username: 'anna@example.se', password: 'hemligt' };
  const tokens = {
    username: '4711',
    roles: ['ROLE_CUSTOMER'],
    token_type: 'Bearer',
    access_token: 'access-from-login',
    refresh_token: 'refresh-from-login',
    expires_in: 1800,
  };

  beforeEach(() => {
    answer = (request) => {
      if (request.url === '/brp/api/ver3/auth/login') return json(200, tokens);
      if (request.url === '/brp/api/ver3/customers/4711')
        return contractAnswer(request, { 'Set-Cookie': 'JSESSIONID=x' });
      return json(404, {});
    };
  });

  const login = (headers: Record<string, string> = {}, body: unknown = credentials) =>
    call(LOGIN, { method: 'POST', headers: sameOrigin(headers), body });

  it("forwards the credentials to BRP's login, then reads the first name with the new token", async () => {
    await login({ Cookie: 'tracking=abc' });
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /brp/api/ver3/auth/login',
      'GET /brp/api/ver3/customers/4711',
    ]);
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual(credentials);
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[0]?.headers.cookie).toBeUndefined();
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[1]?.headers.authorization).toBe('Bearer access-from-login');
  });

  it('answers with BRP’s answer without the tokens, which go into an HttpOnly cookie', async () => {
    const response = await login();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { access_token: _access, refresh_token: _refresh, ...rest } = tokens;
    expect(response.json()).toEqual(rest);
    // The tokens are nowhere the page's scripts could read them.
    expect(response.text).not.toContain('access-from-login');
    expect(response.text).not.toContain('refresh-from-login');
    expect(allHeaders(response.headers)).not.toContain('access-from-login');

    expect(response.setCookies).toHaveLength(1);
    const cookie = response.setCookies[0] ?? '';
    expect(cookie.split('; ').slice(1)).toEqual([
      'Path=/',
      'HttpOnly',
      'SameSite=Lax',
      `Max-Age=${PERSISTENT_MAX_AGE_S}`,
    ]);
    await expect(storedSession(cookie)).resolves.toEqual({
      id: expect.any(String),
      endsAt: NOW + PERSISTENT_MAX_AGE_S * 1000,
      accessToken: 'access-from-login',
      refreshToken: 'refresh-from-login',
      expiresAt: NOW + 1_800_000,
      customerId: 4711,
      firstName: 'Anna',
      persistent: true,
    });
  });

  it('with X-Session-Persistence: browser, keeps the session for this browser only (no Max-Age)', async () => {
    const response = await login({ 'X-Session-Persistence': 'browser' });
    expect(response.status).toBe(200);
    expect(response.setCookies).toHaveLength(1);
    const cookie = response.setCookies[0] ?? '';
    expect(cookie).toMatch(/; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    await expect(storedSession(cookie)).resolves.toMatchObject({ persistent: false });
  });

  it('stores the session without a first name when the customer cannot be read', async () => {
    answer = (request) =>
      request.url.endsWith('/auth/login') ? json(200, tokens) : json(500, { error: 'x' });
    const response = await login();
    expect(response.status).toBe(200);
    await expect(storedSession(response.setCookies[0])).resolves.toMatchObject({
      customerId: 4711,
      firstName: null,
    });
  });

  it('passes a refused login on as it came, status and body, without a cookie', async () => {
    const refusal = JSON.stringify({ errorCode: 'INVALID_CREDENTIALS', message: 'Fel lösenord' });
    answer = () => ({
      status: 401,
      headers: { 'Content-Type': 'application/json' },
      body: refusal,
    });
    const response = await login({ Cookie: await sessionCookie() });
    expect(response.status).toBe(401);
    expect(response.text).toBe(refusal);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.setCookies).toEqual([]);
    expect(seen).toHaveLength(1);
  });

  it('passes other failures on too (400 with field errors)', async () => {
    answer = () => json(400, { errorCode: 'INVALID_INPUT', fieldErrors: [{ field: 'username' }] });
    const response = await login({}, { username: '' });
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'INVALID_INPUT' });
    expect(response.setCookies).toEqual([]);
  });

  it('is a bad gateway, without a cookie, when BRP answers success without a usable token', async () => {
    answer = () => json(200, { username: '4711', token_type: 'Bearer' });
    const response = await login();
    expect(response.status).toBe(502);
    expect(response.setCookies).toEqual([]);
  });

  it('answers itself: the login never reaches BRP through the proxy with the old session', async () => {
    await login({ Cookie: await sessionCookie() });
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });
});

// ---------------------------------------------------------------- an upstream that is down

describe('an unreachable upstream', () => {
  let down = '';

  beforeEach(async () => {
    // A port that was just free: nothing listens there.
    const nothing = createServer();
    const base = await listen(nothing);
    await close(nothing);
    down = await startGateway(base);
  });

  it.each([
    ['the login', 'POST', '/brponline/api/ver3/auth/login'],
    ['a booking call', 'GET', '/brponline/api/ver3/businessunits'],
    ['a content call', 'GET', '/wp-json/wp/v2/pages'],
  ])('gives %s a 502 with UPSTREAM_UNAVAILABLE', async (_name, method, path) => {
    const response = await call(path, {
      base: down,
      method,
      headers: { Origin: down, Cookie: await sessionCookie() },
      body: method === 'POST' ? { username: 'a', password: 'b' } : undefined,
    });
    expect(response.status).toBe(502);
    expect(response.json()).toMatchObject({ errorCode: 'UPSTREAM_UNAVAILABLE' });
    expect(response.setCookies).toEqual([]);
  });

  it('reports which call got no answer, and why, without the ids in its path', async () => {
    const reports: ErrorReport[] = [];
    const remove = addErrorReporter((report) => void reports.push(report));
    try {
      await call(
        '/brponline/api/ver3/customers/4711/bookings/groupactivities/52?tryToRefund=true',
        {
          method: 'DELETE',
          base: down,
          headers: { Cookie: await sessionCookie() },
        },
      );
    } finally {
      remove();
    }
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      source: 'upstream',
      details: {
        api: 'booking',
        call: 'DELETE /customers/{id}/bookings/groupactivities/{id}',
        code: 'ECONNREFUSED',
      },
    });
  });
});

describe('an answer outside the contract', () => {
  const reports: ErrorReport[] = [];
  let removeReporter = () => {};
  beforeEach(() => {
    reports.length = 0;
    removeReporter = addErrorReporter((report) => void reports.push(report));
  });
  afterEach(() => removeReporter());

  const invalid = { errorCode: 'INVALID_RESPONSE', message: 'Bad gateway' };

  it('a list that comes as an object becomes a 502 INVALID_RESPONSE, reported without its values', async () => {
    answer = () => json(200, { items: [{ id: 1, name: 'Anna Andersson 19850101-1234' }] });
    const response = await call('/brponline/api/ver3/businessunits');
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.json()).toEqual(invalid);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      source: 'invalid-answer',
      details: { api: 'booking', operation: 'GET /businessunits', status: 200 },
    });
    expect(JSON.stringify(reports[0]?.details)).not.toContain('Anna');
  });

  it.each([
    ['HTML from a proxy', 'text/html', '<html><body>Maintenance</body></html>'],
    ['cut-off JSON', 'application/json', '[{"id": 1, "na'],
    ['an empty body', 'application/json', ''],
  ])('%s with a 200 becomes a 502 INVALID_RESPONSE', async (_name, type, body) => {
    answer = () => ({ status: 200, headers: { 'Content-Type': type }, body });
    const response = await call('/wp-json/wp/v2/pages?slug=om-oss');
    expect(response.status).toBe(502);
    expect(response.json()).toEqual(invalid);
  });

  it('a gzipped answer that matches passes as it came', async () => {
    const body = specExample('booking', 'GET', '/businessunits')?.body;
    answer = () => ({
      status: 200,
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body: gzipSync(JSON.stringify(body)) as unknown as string,
    });
    const response = await call('/brponline/api/ver3/businessunits');
    expect(response.status).toBe(200);
    expect(response.json()).toEqual(body);
    expect(reports).toEqual([]);
  });

  it('refusals and answers the contract has no schema for pass unchecked', async () => {
    answer = () => json(404, { errorCode: 'NOT_FOUND', detail: 'x' });
    expect((await call('/brponline/api/ver3/customers/4711')).json()).toEqual({
      errorCode: 'NOT_FOUND',
      detail: 'x',
    });
    answer = () => ({ status: 200, headers: { 'Content-Type': 'image/jpeg' }, body: 'JFIF' });
    const image = await call('/brponline/api/ver3/customers/4711/profileimages/3');
    expect(image.status).toBe(200);
    expect(image.text).toBe('JFIF');
    expect(reports).toEqual([]);
  });

  it("the login's own answer is checked too: no session from a malformed one", async () => {
    answer = () => json(200, { username: '4711', access_token: 42 });
    const response = await call('/brponline/api/ver3/auth/login', {
      method: 'POST',
      headers: sameOrigin(),
      body: { username: 'anna@example.se', password: 'hemligt' },
    });
    expect(response.status).toBe(502);
    expect(response.json()).toMatchObject({ errorCode: 'INVALID_RESPONSE' });
    expect(response.setCookies).toEqual([]);
  });
});
