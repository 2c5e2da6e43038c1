// Each request's session, read from the cookie and refreshed shortly before its token expires,
// against a real Express app on 127.0.0.1 with a fixed clock and an injected refresh.
import express from 'express';
import { installServerTransport } from './upstream';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { memoryRevocations, type SessionRevocations } from './session-revocations';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerConfig } from './config';
import { REFRESH_UNKNOWN, refreshOnce } from './refresh-once';
import {
  brpRefresh,
  endSession,
  readSession,
  storeSession,
  type RefreshTokens,
  type SessionLocals,
} from './request-session';
import {
  PERSISTENT_MAX_AGE_S,
  REFRESH_MARGIN_MS,
  SESSION_COOKIE,
  sealSession,
  unsealSession,
  type SessionData,
  type TokenAnswer,
} from './session';

const SECRET = 'the-session-secret-for-the-unit-tests-0123456789';
const NOW = Date.UTC(2026, 2, 26, 9, 0, 0);

const SESSION: SessionData = {
  id: 'session-one',
  endsAt: NOW + PERSISTENT_MAX_AGE_S * 1000,
  accessToken: 'access-old',
  refreshToken: 'refresh-old',
  expiresAt: NOW + 3_600_000,
  customerId: 4711,
  firstName: 'Anna',
  persistent: true,
};

const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An app that reads the session and answers with what the request ended up with. */
async function app({
  refresh = vi.fn<RefreshTokens>(async () => null),
  secure = false,
  revocations = memoryRevocations(() => NOW),
  now = () => NOW,
}: {
  refresh?: RefreshTokens;
  secure?: boolean;
  revocations?: SessionRevocations;
  now?: () => number;
} = {}) {
  const server = express();
  server.use(
    readSession({
      secret: SECRET,
      secure,
      refresh,
      revocations,
      now,
    }),
  );
  server.get('/probe', (_request, response) => {
    response.json({ session: (response.locals as SessionLocals).session });
  });
  // The logout: the request's session ends.
  server.post('/logout', async (_request, response) => {
    await endSession(response, { secure });
    response.json({ session: (response.locals as SessionLocals).session });
  });
  // A refreshed session that BRP then refuses (the gateway's 401): one cookie, the cleared one.
  server.get('/store-then-end', async (_request, response) => {
    response.setHeader('Set-Cookie', ['other=1; Path=/']);
    await storeSession(response, { ...SESSION, accessToken: 'stored' }, { secret: SECRET, secure });
    await endSession(response, { secure });
    response.json({ session: (response.locals as SessionLocals).session });
  });
  return listen(server);
}

async function probe(base: string, cookie?: string, path = '/probe') {
  const response = await fetch(`${base}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  const { session } = (await response.json()) as { session: SessionData | null };
  return { session, setCookies: response.headers.getSetCookie() };
}

const cookieOf = async (data: unknown, name = SESSION_COOKIE) =>
  `${name}=${await sealSession(data as SessionData, SECRET, NOW)}`;

/** The session a Set-Cookie header stores, unsealed. */
async function stored(setCookie: string | undefined): Promise<SessionData | null> {
  const value = setCookie?.split(';')[0]?.split('=').slice(1).join('=');
  return unsealSession(value, SECRET, NOW);
}

const isCleared = (setCookie: string | undefined) =>
  setCookie?.startsWith(`${SESSION_COOKIE}=;`) === true && setCookie.includes('Max-Age=0');

describe('reading the session', () => {
  it('is null without a cookie, and sets none', async () => {
    const base = await app();
    await expect(probe(base)).resolves.toEqual({ session: null, setCookies: [] });
    await expect(probe(base, 'other=1')).resolves.toEqual({ session: null, setCookies: [] });
  });

  it('unseals a valid cookie, among others, and sets no cookie', async () => {
    const base = await app();
    const { session, setCookies } = await probe(base, `a=1; ${await cookieOf(SESSION)}; b=2`);
    expect(session).toEqual(SESSION);
    expect(setCookies).toEqual([]);
  });

  it('clears a forged, foreign or unreadable cookie', async () => {
    const base = await app({ secure: true });
    const sealed = await sealSession(SESSION, SECRET, NOW);
    const foreign = await sealSession(SESSION, 'another-secret-that-is-long-enough-too!', NOW);
    // One character of the seal's MAC changed, well inside it (its last ones carry padding bits:
    // a fixed replacement there left the seal valid about once in a thousand runs).
    const at = sealed.length - 10;
    const forged = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
    for (const value of [forged, foreign, 'garbage']) {
      const { session, setCookies } = await probe(base, `__Host-${SESSION_COOKIE}=${value}`);
      expect(session).toBeNull();
      expect(setCookies).toHaveLength(1);
      expect(setCookies[0]).toMatch(new RegExp(`^__Host-${SESSION_COOKIE}=;.*Max-Age=0`));
      expect(setCookies[0]).toContain('Secure');
    }
  });
});

describe('refreshing the token', () => {
  const dueIn = (ms: number) => ({ ...SESSION, expiresAt: NOW + ms });

  it('does nothing while more than the margin is left', async () => {
    const refresh = vi.fn<RefreshTokens>();
    const base = await app({ refresh });
    const data = dueIn(REFRESH_MARGIN_MS + 1);
    await expect(probe(base, await cookieOf(data))).resolves.toEqual({
      session: data,
      setCookies: [],
    });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('when due: asks with the refresh token, stores the new token and sends the cookie', async () => {
    const refresh = vi.fn<RefreshTokens>(async () => ({
      access_token: 'access-new',
      refresh_token: 'refresh-new',
      expires_in: 1800,
      username: '4711',
    }));
    const base = await app({ refresh });
    const { session, setCookies } = await probe(base, await cookieOf(dueIn(REFRESH_MARGIN_MS - 1)));
    expect(refresh).toHaveBeenCalledExactlyOnceWith('refresh-old');
    const renewed: SessionData = {
      id: SESSION.id,
      endsAt: SESSION.endsAt,
      accessToken: 'access-new',
      refreshToken: 'refresh-new',
      expiresAt: NOW + 1_800_000,
      customerId: 4711,
      firstName: 'Anna',
      persistent: true,
    };
    // This request already goes on with the new token (the gateway's bearer, the page's calls).
    expect(session).toEqual(renewed);
    expect(setCookies).toHaveLength(1);
    await expect(stored(setCookies[0])).resolves.toEqual(renewed);
    expect(setCookies[0]).toMatch(/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
  });

  it('keeps a session of this browser only as one (no Max-Age) when refreshed', async () => {
    const refresh = vi.fn<RefreshTokens>(async () => ({ access_token: 'access-new' }));
    const base = await app({ refresh });
    const { setCookies } = await probe(
      base,
      await cookieOf({ ...dueIn(0), persistent: false, refreshToken: 'r' }),
    );
    await expect(stored(setCookies[0])).resolves.toMatchObject({
      accessToken: 'access-new',
      // The answer named no new refresh token: the session keeps its own.
      refreshToken: 'r',
      persistent: false,
      customerId: 4711,
    });
    expect(setCookies[0]).not.toContain('Max-Age');
  });

  it('keeps the session when the refresh fails but the token is still valid', async () => {
    const refresh = vi.fn<RefreshTokens>(async () => null);
    const base = await app({ refresh });
    const data = dueIn(1000);
    await expect(probe(base, await cookieOf(data))).resolves.toEqual({
      session: data,
      setCookies: [],
    });
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('clears the cookie when the refresh fails and the token has expired', async () => {
    for (const left of [0, -1, -3_600_000]) {
      const refresh = vi.fn<RefreshTokens>(async () => null);
      const base = await app({ refresh });
      const { session, setCookies } = await probe(base, await cookieOf(dueIn(left)));
      expect(refresh).toHaveBeenCalledExactlyOnceWith('refresh-old');
      expect(session).toBeNull();
      expect(setCookies).toHaveLength(1);
      expect(isCleared(setCookies[0])).toBe(true);
    }
  });

  it('when it is not known whether BRP took the refresh: no session for an expired token, nothing ended', async () => {
    const refresh = vi.fn<RefreshTokens>(async () => REFRESH_UNKNOWN);
    const revocations = memoryRevocations(() => NOW);
    const base = await app({ refresh, revocations });
    // Another instance may just have refreshed it: the cookie stays and the session is not revoked.
    const expired = dueIn(-1);
    await expect(probe(base, await cookieOf(expired))).resolves.toEqual({
      session: null,
      setCookies: [],
    });
    expect(await revocations.isRevoked(expired.id)).toBe(false);
    // A token that is still valid goes on as it is.
    const valid = dueIn(1000);
    await expect(probe(base, await cookieOf(valid))).resolves.toEqual({
      session: valid,
      setCookies: [],
    });
  });

  it('clears the cookie of an expired token without asking when there is no refresh token', async () => {
    const refresh = vi.fn<RefreshTokens>();
    const base = await app({ refresh });
    const { session, setCookies } = await probe(
      base,
      await cookieOf({ ...dueIn(-1), refreshToken: null }),
    );
    expect(refresh).not.toHaveBeenCalled();
    expect(session).toBeNull();
    expect(isCleared(setCookies[0])).toBe(true);
  });

  it('treats an answer without a token as a failed refresh', async () => {
    const refresh = vi.fn<RefreshTokens>(async () => ({ errorCode: 'X' }) as TokenAnswer);
    const base = await app({ refresh });
    const { session, setCookies } = await probe(base, await cookieOf(dueIn(-1)));
    expect(session).toBeNull();
    expect(isCleared(setCookies[0])).toBe(true);
  });
});

describe('storing and ending a session in one response', () => {
  it('sends one session cookie, the last, and keeps the others', async () => {
    const base = await app();
    const { session, setCookies } = await probe(base, undefined, '/store-then-end');
    expect(session).toBeNull();
    expect(setCookies).toHaveLength(2);
    expect(setCookies[0]).toBe('other=1; Path=/');
    expect(isCleared(setCookies[1])).toBe(true);
  });
});

describe("BRP's refresh call", () => {
  /** A token answer as the contract describes it (AuthLoginToken). */
  const REFRESHED = {
    username: '4711',
    roles: ['ROLE_CUSTOMER'],
    token_type: 'Bearer',
    access_token: 'new',
    expires_in: 3600,
    refresh_token: 'refresh-new',
  };

  /** BRP's refresh through the generated call, on the server's transport to `bookingApiUrl`. */
  const refreshAt = (bookingApiUrl: string) => {
    installServerTransport({ bookingApiUrl, contentApiUrl: bookingApiUrl } as ServerConfig);
    return brpRefresh();
  };

  it('posts the refresh token as JSON to auth/refresh and returns the answer', async () => {
    const seen: { method?: string; url?: string; type?: string; body: string }[] = [];
    const base = await listen((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({
          method: request.method,
          url: request.url,
          type: request.headers['content-type'],
          body,
        });
        response.writeHead(201, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(REFRESHED));
      });
    });
    await expect(refreshAt(`${base}/brp/api/ver3`)('refresh-old')).resolves.toEqual(REFRESHED);
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/brp/api/ver3/auth/refresh',
        type: 'application/json',
        body: JSON.stringify({ refreshToken: 'refresh-old' }),
      },
    ]);
  });

  it('one refresh per refresh token at a time: parallel requests share it', async () => {
    let calls = 0;
    let answer = () => undefined as unknown;
    const base = await listen((_request, response) => {
      calls += 1;
      answer = () => {
        response.writeHead(201, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(REFRESHED));
      };
    });
    // A fixed clock: the shared answer's expires_in counts down with the time since BRP's answer.
    const refresh = refreshOnce(refreshAt(base), () => 0);
    const first = refresh('shared');
    const second = refresh('shared');
    await vi.waitFor(() => expect(calls).toBe(1));
    answer();
    await expect(Promise.all([first, second])).resolves.toEqual([REFRESHED, REFRESHED]);
    expect(calls).toBe(1);
  });

  it('is null when BRP refuses or answers no token; unknown when BRP fails or cannot be reached', async () => {
    let status = 401;
    let body = JSON.stringify({ errorCode: 'TOKEN_IS_NO_LONGER_VALID' });
    const base = await listen((_request, response) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(body);
    });
    const refresh = refreshAt(base);
    await expect(refresh('r')).resolves.toBeNull();
    status = 201;
    body = '<html>';
    await expect(refresh('r')).resolves.toBeNull();
    body = 'null';
    await expect(refresh('r')).resolves.toBeNull();
    // A failure of BRP's own says nothing about the token: it may have been refreshed.
    status = 503;
    body = JSON.stringify({ errorCode: 'SERVICE_UNAVAILABLE' });
    await expect(refresh('r')).resolves.toBe(REFRESH_UNKNOWN);

    const closed = await listen(() => {});
    const server = servers.pop();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await expect(refreshAt(closed)('r')).resolves.toBe(REFRESH_UNKNOWN);
  });
});

describe('a session that ends', () => {
  it('after logout: the same cookie, sent again, is no session (and is cleared)', async () => {
    const base = await app();
    const cookie = await cookieOf(SESSION);
    const logout = await fetch(`${base}/logout`, { method: 'POST', headers: { Cookie: cookie } });
    expect(isCleared(logout.headers.getSetCookie()[0])).toBe(true);
    // A copy of the cookie kept from before the logout:
    const { session, setCookies } = await probe(base, cookie);
    expect(session).toBeNull();
    expect(isCleared(setCookies[0])).toBe(true);
  });

  it("a logout revokes that login only: the member's other logins go on", async () => {
    const base = await app();
    const phone = await cookieOf({ ...SESSION, id: 'phone' });
    await fetch(`${base}/logout`, { method: 'POST', headers: { Cookie: phone } });
    const { session } = await probe(base, await cookieOf({ ...SESSION, id: 'desktop' }));
    expect(session?.id).toBe('desktop');
  });

  it('is revoked where the revocations are kept, so every instance sharing them honours it', async () => {
    const shared = memoryRevocations(() => NOW);
    const [one, two] = [await app({ revocations: shared }), await app({ revocations: shared })];
    const cookie = await cookieOf(SESSION);
    await fetch(`${one}/logout`, { method: 'POST', headers: { Cookie: cookie } });
    await expect(probe(two, cookie)).resolves.toMatchObject({ session: null });
  });

  it('read before, the same cookie is refused once its session has ended', async () => {
    let at = NOW;
    const refresh = vi.fn<RefreshTokens>(async () => null);
    const base = await app({ refresh, now: () => at });
    const endsAt = NOW + 3_600_000;
    const cookie = await cookieOf({ ...SESSION, endsAt, expiresAt: endsAt });
    await expect(probe(base, cookie)).resolves.toMatchObject({ session: { id: SESSION.id } });
    at = endsAt - 1;
    await expect(probe(base, cookie)).resolves.toMatchObject({ session: { id: SESSION.id } });
    at = endsAt;
    const { session, setCookies } = await probe(base, cookie);
    expect(session).toBeNull();
    expect(isCleared(setCookies[0])).toBe(true);
  });

  it('past its absolute end: no session, no refresh asked, the cookie cleared', async () => {
    const refresh = vi.fn<RefreshTokens>();
    const base = await app({ refresh });
    // Its token still valid and refreshable, but the login is older than its lifetime.
    const old = { ...SESSION, endsAt: NOW - 1, expiresAt: NOW + 3_600_000 };
    const { session, setCookies } = await probe(base, await cookieOf(old));
    expect(session).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
    expect(isCleared(setCookies[0])).toBe(true);
  });

  it('a refresh keeps the end of the login: the cookie lives only as long as is left', async () => {
    const refresh = vi.fn<RefreshTokens>(async () => ({ access_token: 'access-new' }));
    const base = await app({ refresh });
    const endsAt = NOW + 2 * 3_600_000;
    const { session, setCookies } = await probe(
      base,
      await cookieOf({ ...SESSION, endsAt, expiresAt: NOW }),
    );
    expect(refresh).toHaveBeenCalledOnce();
    expect(session).toMatchObject({ accessToken: 'access-new', id: SESSION.id, endsAt });
    expect(setCookies[0]).toMatch(/; Max-Age=7200$/);
  });
});
