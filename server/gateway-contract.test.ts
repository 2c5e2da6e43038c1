// The gateway lets through the contract and nothing else, and keeps what must stay on the server:
// tried as an attacker would, against a stub upstream that records what reaches it.
import express from 'express';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validateToken } from '../generated/booking/endpoints/auth/auth';
import { listBusinessUnits } from '../generated/booking/endpoints/catalogue/catalogue';
import { getCustomer } from '../generated/booking/endpoints/customers/customers';
import { readConfig } from './config';
import { bookingOperations, isAuthOperation } from './contract-allow-list';
import { gateway } from './gateway';
import { MAX_UPSTREAM_ANSWER_BYTES } from './gateway-answer';
import { readSession } from './request-session';
import { sealSession, SESSION_COOKIE, type SessionData } from './session';
import { memoryRevocations } from './session-revocations';
import { specExample } from './testing/spec-examples';
import { installServerTransport, keepingTokens, withUpstreamScope } from './upstream';

const SECRET = 'the-session-secret-for-the-unit-tests-0123456789';
const NOW = Date.UTC(2026, 2, 26, 9, 0, 0);
const TOKEN = 'eyJ.the-members-access-token';
const REFRESH = 'eyJ.the-members-refresh-token';
const SESSION: SessionData = {
  id: 'session-one',
  endsAt: NOW + 3_600_000,
  accessToken: TOKEN,
  refreshToken: REFRESH,
  expiresAt: NOW + 3_600_000,
  customerId: 4711,
  firstName: 'Anna',
  persistent: false,
};

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  bytes: number;
}
let seen: Seen[] = [];
type Handler = (request: IncomingMessage, response: ServerResponse) => void;
let handle: Handler;

/** The operation's own example, as the real API would answer it. */
const contractAnswer: Handler = (request, response) => {
  const spec = request.url!.startsWith('/brp') ? 'booking' : 'content';
  const path = request.url!.replace(/^\/brp|^\/wp/, '').split('?')[0]!;
  const example = specExample(spec, request.method!, path);
  response.writeHead(example?.status ?? 200, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(example?.body ?? {}));
};

const upstream = createServer((request, response) => {
  let bytes = 0;
  request.on('data', (chunk: Buffer) => (bytes += chunk.length));
  request.on('end', () => {
    seen.push({ method: request.method!, url: request.url!, headers: request.headers, bytes });
    handle(request, response);
  });
});
let site = '';
let gatewayServer: Server;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const upstreamBase = await listen(upstream);
  const config = readConfig({
    BOOKING_API_URL: `${upstreamBase}/brp`,
    CONTENT_API_URL: `${upstreamBase}/wp`,
    CONTENT_API_AUTH: 'shop:s3cret',
    SESSION_SECRET: SECRET,
  });
  installServerTransport(config);
  const app = express();
  const revocations = memoryRevocations(() => NOW);
  const refresh = async () => null;
  app.use(readSession({ secret: SECRET, secure: false, refresh, revocations, now: () => NOW }));
  app.use(gateway(config, { secret: SECRET, secure: false, now: () => NOW }));
  gatewayServer = createServer(app);
  site = await listen(gatewayServer);
});

afterAll(async () => {
  for (const server of [upstream, gatewayServer]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

beforeEach(() => {
  seen = [];
  handle = contractAnswer;
});

const member = async () => `${SESSION_COOKIE}=${await sealSession(SESSION, SECRET, NOW)}`;

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${site}${path}`, { redirect: 'manual', ...init });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text };
}

/** A request fetch will not send (TRACE), as a hand-made client sends it. */
function rawCall(method: string, path: string, headers: Record<string, string>) {
  const { hostname, port } = new URL(site);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, path, method, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('WordPress: only the content operations the shop reads', () => {
  it.each([
    '/wp-json/wp/v2/users?context=edit',
    '/wp-json/wp/v2/users/me',
    '/wp-json/wp/v2/settings',
    '/wp-json/wp/v2/posts/1?_method=DELETE&force=true',
    '/wp-json/wp/v2/pages?status=draft',
    '/wp-json/wp/v2/pages?context=edit',
    '/wp-json/wp/v2/pages?_method=DELETE',
    '/wp-json/',
  ])('%s is 404 and never reaches WordPress (nor its credential)', async (path) => {
    const response = await call(path);
    expect(response.status).toBe(404);
    expect(seen).toEqual([]);
  });

  it('a method-override header is not passed on with a read', async () => {
    const response = await call('/wp-json/wp/v2/pages?slug=om-oss', {
      headers: { 'X-HTTP-Method-Override': 'DELETE', 'X-Method-Override': 'DELETE' },
    });
    expect(response.status).toBe(200);
    expect(seen[0]?.headers['x-http-method-override']).toBeUndefined();
    expect(seen[0]?.headers['x-method-override']).toBeUndefined();
    expect(seen[0]?.headers.authorization).toBe(`Basic ${btoa('shop:s3cret')}`);
  });
});

describe('BRP: only the contract, with the member’s token for the member’s own data', () => {
  it.each([
    ['TRACE', '/brponline/api/ver3/customers/4711'],
    ['PROPFIND', '/brponline/api/ver3/customers/4711'],
    ['DELETE', '/brponline/api/ver3/customers/4711'],
    ['GET', '/brponline/api/ver3/admin/customers'],
    ['GET', '/brponline/api/ver3/customers/4711/secrets'],
    ['GET', '/brponline/api/ver3/customers/4711/subscriptions?includeInactive=true&x=1'],
    ['GET', '/brponline/api/ver3/customers/12'],
    ['GET', '/brponline/api/ver3/customers/12/valuecards'],
    ['GET', '/brponline/api/ver3/receipts?customer=12'],
  ])('%s %s is refused before BRP', async (method, path) => {
    const response = await rawCall(method, path, { Cookie: await member() });
    expect([404, 405]).toContain(response.status);
    expect(response.text).not.toMatch(/at .*\(|node_modules|\/work\//);
    expect(seen).toEqual([]);
  });

  it('a method the path has not is 405 with the ones it has', async () => {
    const response = await call('/brponline/api/ver3/customers/4711', {
      method: 'DELETE',
      headers: { Cookie: await member() },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, PUT');
  });

  it("the member's own data passes, with the documented query", async () => {
    const response = await call('/brponline/api/ver3/receipts?customer=4711', {
      headers: { Cookie: await member() },
    });
    expect(response.status).toBe(200);
    expect(seen[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("BRP learns the visitor's address as the server sees it, never the visitor's own header", async () => {
    await call('/brponline/api/ver3/businessunits', {
      headers: { 'X-Forwarded-For': '203.0.113.7', Forwarded: 'for=203.0.113.7' },
    });
    expect(seen[0]?.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(seen[0]?.headers.forwarded).toBeUndefined();
  });
});

describe('no token leaves the server', () => {
  const withTokens: Handler = (request, response) => {
    response.writeHead(request.url!.endsWith('/refresh') ? 201 : 200, {
      'Content-Type': 'application/json',
    });
    response.end(
      JSON.stringify({
        username: '4711',
        roles: ['ROLE_CUSTOMER'],
        token_type: 'Bearer',
        access_token: TOKEN,
        refresh_token: REFRESH,
        expires_in: 3600,
      }),
    );
  };

  const authOperations = bookingOperations.filter(
    (operation) => isAuthOperation(operation) && operation.path !== '/auth/login',
  );

  it('the contract has auth operations to walk', () => {
    expect(authOperations.map((operation) => operation.path)).toEqual(
      expect.arrayContaining(['/auth/validate', '/auth/refresh']),
    );
  });

  it.each(authOperations.map((operation) => [operation.method, operation.path] as const))(
    "the gateway's answer to %s %s holds no token",
    async (method, path) => {
      handle = withTokens;
      const response = await call(`/brponline/api/ver3${path}`, {
        method,
        headers: { Cookie: await member(), 'Content-Type': 'application/json', Origin: site },
        body: method === 'GET' ? undefined : JSON.stringify({ refreshToken: 'x', email: 'a@b.se' }),
      });
      expect(seen).toHaveLength(1);
      expect(response.text).not.toContain(TOKEN);
      expect(response.text).not.toContain(REFRESH);
    },
  );

  it("the server's own calls (a page's loaders) read auth answers without the tokens", async () => {
    handle = withTokens;
    const answer = await withUpstreamScope(TOKEN, {}, () => validateToken());
    expect(answer).toMatchObject({ username: '4711' });
    expect(JSON.stringify(answer)).not.toContain(TOKEN);
    // Only the session's own token calls keep them.
    const kept = await withUpstreamScope(TOKEN, {}, () => keepingTokens(() => validateToken()));
    expect(kept.access_token).toBe(TOKEN);
  });
});

describe('what comes back from upstream', () => {
  it('a redirect is refused, and where it pointed is not passed on', async () => {
    handle = (_request, response) => {
      response.writeHead(302, { Location: 'https://evil.example/steal' });
      response.end();
    };
    const response = await call('/brponline/api/ver3/businessunits');
    expect(response.status).toBe(502);
    expect(response.headers.get('location')).toBeNull();
    expect(JSON.parse(response.text)).toMatchObject({ errorCode: 'UPSTREAM_REDIRECT_REFUSED' });
  });

  it("an error that is not the contract's JSON (an HTML 503 with a stack) becomes the gateway's own", async () => {
    handle = (_request, response) => {
      response.writeHead(503, { 'Content-Type': 'text/html' });
      response.end(
        '<html><pre>java.sql.SQLException at jdbc:postgresql://db.internal:5432/brp</pre></html>',
      );
    };
    const response = await call('/brponline/api/ver3/businessunits');
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(response.text)).toMatchObject({ errorCode: 'UPSTREAM_ERROR' });
    expect(response.text).not.toMatch(/jdbc|java|internal/i);
  });

  it("an error in the contract's JSON passes as BRP gave it", async () => {
    handle = (_request, response) => {
      response.writeHead(422, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ errorCode: 'INVALID_INPUT', fieldErrors: [] }));
    };
    const response = await call('/brponline/api/ver3/businessunits');
    expect(response.status).toBe(422);
    expect(JSON.parse(response.text)).toEqual({ errorCode: 'INVALID_INPUT', fieldErrors: [] });
  });

  it('an answer larger than the cap is refused, and the gateway stops reading it', async () => {
    let written = 0;
    let cut = false;
    handle = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      const more = () => {
        while (written < 50 * 1024 * 1024) {
          written += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', more);
        }
        response.end();
      };
      response.on('close', () => (cut = !response.writableFinished));
      more();
    };
    const response = await call('/brponline/api/ver3/businessunits');
    expect(response.status).toBe(502);
    expect(JSON.parse(response.text)).toMatchObject({ errorCode: 'UPSTREAM_ANSWER_TOO_LARGE' });
    await expect.poll(() => cut).toBe(true);
    // Read no further than the cap and what was already on its way (socket buffers).
    expect(written).toBeLessThan(MAX_UPSTREAM_ANSWER_BYTES + 16 * 1024 * 1024);
  });

  it('a small gzip that unpacks past the cap is refused too', async () => {
    const bomb = gzipSync(Buffer.alloc(MAX_UPSTREAM_ANSWER_BYTES + 1024, 0x20));
    handle = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      response.end(bomb);
    };
    const response = await call('/brponline/api/ver3/businessunits');
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(response.status).toBe(502);
    expect(JSON.parse(response.text)).toMatchObject({ errorCode: 'UPSTREAM_ANSWER_TOO_LARGE' });
  });
});

describe("the server's own calls (the pages' loaders)", () => {
  it('follow no redirect: the member’s token never goes to another host', async () => {
    handle = (request, response) => {
      response.writeHead(302, { Location: `http://127.0.0.1:1/elsewhere${request.url}` });
      response.end();
    };
    await expect(withUpstreamScope(TOKEN, {}, () => listBusinessUnits())).rejects.toMatchObject({
      status: 302,
    });
    expect(seen).toHaveLength(1);
  });

  it('read no answer past the cap, even one the contract would accept', async () => {
    const units = specExample('booking', 'GET', '/businessunits')!.body as unknown[];
    const one = JSON.stringify(units[0]);
    const copies = Math.ceil(MAX_UPSTREAM_ANSWER_BYTES / one.length) + 1;
    handle = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(`[${Array.from({ length: copies }, () => one).join(',')}]`);
    };
    await expect(withUpstreamScope(null, {}, () => listBusinessUnits())).rejects.toMatchObject({
      status: 0,
      message: `The answer is larger than ${MAX_UPSTREAM_ANSWER_BYTES} bytes`,
    });
  });

  it('read a gzipped answer, and refuse one that unpacks past the cap', async () => {
    // The refusal first: a good answer would be kept in the shared cache.
    let body = gzipSync(Buffer.alloc(MAX_UPSTREAM_ANSWER_BYTES + 1024, 0x20));
    handle = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      response.end(body);
    };
    await expect(withUpstreamScope(null, {}, () => listBusinessUnits())).rejects.toMatchObject({
      status: 0,
      message: `The answer is larger than ${MAX_UPSTREAM_ANSWER_BYTES} bytes`,
    });
    const units = specExample('booking', 'GET', '/businessunits')!.body as unknown[];
    body = gzipSync(JSON.stringify(units));
    await expect(withUpstreamScope(null, {}, () => listBusinessUnits())).resolves.toEqual(units);
    expect(seen[1]?.headers['accept-encoding']).toMatch(/gzip/);
  });

  it("keep BRP's error code and fields from a refusal, with the member's token sent", async () => {
    handle = (_request, response) => {
      response.writeHead(403, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ errorCode: 'NOT_ALLOWED', message: 'No', minutesBefore: 30 }));
    };
    await expect(withUpstreamScope(TOKEN, {}, () => getCustomer(4711))).rejects.toMatchObject({
      status: 403,
      errorCode: 'NOT_ALLOWED',
      message: 'No',
      extra: { minutesBefore: 30 },
    });
    expect(seen[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });
});

describe('what goes up', () => {
  it('a body past the limit is 413 and never forwarded', async () => {
    const response = await call('/brponline/api/ver3/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site, Cookie: await member() },
      body: JSON.stringify({ businessUnit: 1, padding: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(seen).toEqual([]);
  });

  it('a body within the limit is forwarded whole', async () => {
    const body = JSON.stringify({ businessUnit: 1 });
    const response = await call('/brponline/api/ver3/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site, Cookie: await member() },
      body,
    });
    expect(response.status).toBe(201);
    expect(seen[0]?.bytes).toBe(body.length);
  });

  it("a body that names another customer is 404 and never forwarded; the member's own passes", async () => {
    const send = async (customer: number) =>
      call('/brponline/api/ver3/services/generate/invoicereport', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: site, Cookie: await member() },
        body: JSON.stringify({ customer, invoice: 10231 }),
      });
    expect((await send(4712)).status).toBe(404);
    expect(seen).toEqual([]);
    expect((await send(SESSION.customerId)).status).toBeLessThan(300);
    expect(seen).toHaveLength(1);
  });
});

describe("a membership's freeze and end (issue 44)", () => {
  const subscription = '/brponline/api/ver3/customers/4711/subscriptions/30211';
  const upload = `${subscription}/freezerequests/771/files`;
  const headers = async (type: string) => ({
    'Content-Type': type,
    Origin: site,
    Cookie: await member(),
  });
  const note = (bytes: number) => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }),
      'intyg.pdf',
    );
    return form;
  };

  it('a new write of the contract passes: the termination goes up with its JSON', async () => {
    const body = JSON.stringify({ terminationReason: 1 });
    const response = await call(`${subscription}/terminate`, {
      method: 'POST',
      headers: await headers('application/json'),
      body,
    });
    expect(response.status).toBe(201);
    expect(seen).toMatchObject([{ method: 'POST', bytes: body.length }]);
    expect(seen[0]!.url).toBe('/brp/customers/4711/subscriptions/30211/terminate');
  });

  it("another customer's membership is never ended with the member's token", async () => {
    const response = await call('/brponline/api/ver3/customers/4712/subscriptions/1/terminate', {
      method: 'POST',
      headers: await headers('application/json'),
      body: '{}',
    });
    expect(response.status).toBe(404);
    expect(seen).toEqual([]);
  });

  it("a document within the upload's own limit goes up whole, past the JSON limit", async () => {
    const response = await call(upload, {
      method: 'POST',
      headers: { Origin: site, Cookie: await member() },
      body: note(1024 * 1024),
    });
    expect(response.status).toBe(201);
    expect(seen[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]!.bytes).toBeGreaterThan(1024 * 1024);
  });

  it('a document past the limit the contract names is 413 and never forwarded', async () => {
    const response = await call(upload, {
      method: 'POST',
      headers: { Origin: site, Cookie: await member() },
      body: note(6 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(seen).toEqual([]);
  });

  it('a file sent to a JSON call, or JSON to the upload, is 415 and never forwarded', async () => {
    const file = await call(`${subscription}/freeze`, {
      method: 'POST',
      headers: { Origin: site, Cookie: await member() },
      body: note(10),
    });
    const json = await call(upload, {
      method: 'POST',
      headers: await headers('application/json'),
      body: '{"file":"x"}',
    });
    expect([file.status, json.status]).toEqual([415, 415]);
    expect(seen).toEqual([]);
  });

  it('a JSON call keeps the 64 KiB limit', async () => {
    const response = await call(`${subscription}/terminate`, {
      method: 'POST',
      headers: await headers('application/json'),
      body: JSON.stringify({ terminationReasonComment: 'x'.repeat(70 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(seen).toEqual([]);
  });
});
