// One refresh per refresh token across instances: two instances in this process, each with its
// own Redis client, sharing one real Redis (Debian's redis-server, which .ci/run installs), and
// a stub BRP whose refresh tokens are good once (as rotated ones are).
import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshAcrossInstances } from './refresh-across-instances';
import { REFRESH_UNKNOWN, refreshKey, refreshOnce, type RefreshTokens } from './refresh-once';
import { readSession, type SessionLocals } from './request-session';
import {
  PERSISTENT_MAX_AGE_S,
  SESSION_COOKIE,
  sealSession,
  unsealSession,
  type SessionData,
  type TokenAnswer,
} from './session';
import { redisRevocations } from './session-revocations';
import { sharedRedis, type SharedRedis } from './shared-redis';
import { SERVER_HOOK_TIMEOUT_MS } from './testing/ci-install';
import { redisBinary, startRedis, type TestRedis } from './testing/redis-server';

const SECRET = 'the-session-secret-for-the-unit-tests-0123456789';
const NOW = Date.UTC(2026, 2, 26, 9, 0, 0);

/** BRP's refresh: each refresh token once, answered when the test lets it (or at once). */
function stubBrp({ held = false } = {}) {
  const spent = new Set<string>();
  let release = () => {};
  const released = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const refresh = vi.fn<RefreshTokens>(async (token) => {
    await released;
    if (spent.has(token)) return null;
    spent.add(token);
    return {
      access_token: `access-after-${token}`,
      refresh_token: `${token}-next`,
      expires_in: 3600,
      username: '4711',
    };
  });
  return { refresh, release: () => release() };
}

// CI installs redis-server (.ci/run); a developer without it is told, not failed.
describe.skipIf(!redisBinary() && !process.env.CI)('one refresh across instances', () => {
  let redis: TestRedis;
  const clients: SharedRedis[] = [];
  const servers: Server[] = [];
  const client = () => {
    const opened = sharedRedis(redis.url);
    clients.push(opened);
    return opened;
  };
  /** An instance's refresh: its own Redis client, the one BRP. */
  const instance = (refresh: RefreshTokens, options: { waitMs?: number } = {}) =>
    refreshAcrossInstances(client(), refresh, { secret: SECRET, now: () => NOW, ...options });

  // On CI the server may still be installing (testing/ci-install.ts).
  beforeAll(async () => {
    redis = await startRedis();
  }, SERVER_HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
          }),
      ),
    );
    await Promise.all(clients.map((opened) => opened.close()));
    await redis?.stop();
  });

  it('parallel refreshes of one token at two instances make one call, and share its answer', async () => {
    const brp = stubBrp({ held: true });
    const [one, two] = [instance(brp.refresh), instance(brp.refresh)];
    const asked = [one('token-a'), two('token-a'), one('token-a'), two('token-a')];
    await vi.waitFor(() => expect(brp.refresh).toHaveBeenCalled());
    brp.release();
    const answers = await Promise.all(asked);
    expect(brp.refresh).toHaveBeenCalledExactlyOnceWith('token-a');
    for (const answer of answers)
      expect(answer).toMatchObject({ access_token: 'access-after-token-a', expires_in: 3600 });
  });

  it('a call that comes later with the same old token gets the same answer, not a refusal', async () => {
    const brp = stubBrp();
    const [one, two] = [instance(brp.refresh), instance(brp.refresh)];
    const first = await one('token-b');
    await expect(two('token-b')).resolves.toEqual(first);
    await expect(one('token-b')).resolves.toEqual(first);
    expect(brp.refresh).toHaveBeenCalledOnce();
    // Another token is another refresh.
    await expect(two('token-c')).resolves.toMatchObject({ access_token: 'access-after-token-c' });
    expect(brp.refresh).toHaveBeenCalledTimes(2);
  });

  it("BRP's refusal is shared too: nobody asks again with a token BRP has refused", async () => {
    const refresh = vi.fn<RefreshTokens>(async () => null);
    const [one, two] = [instance(refresh), instance(refresh)];
    await expect(Promise.all([one('token-d'), two('token-d')])).resolves.toEqual([null, null]);
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('Redis holds no token: the keys are HMACs and the answer is sealed', async () => {
    const brp = stubBrp();
    await instance(brp.refresh)('secret-refresh-token');
    const reader = client();
    const keys = await reader.client.keys('shop:refresh:*');
    const key = refreshKey('secret-refresh-token', SECRET);
    expect(keys).toEqual(
      expect.arrayContaining([`shop:refresh:lock:${key}`, `shop:refresh:result:${key}`]),
    );
    expect(keys.join(' ')).not.toContain('secret-refresh-token');
    const published = await reader.client.get(`shop:refresh:result:${key}`);
    expect(published).toMatch(/^Fe26\.2\*/);
    expect(published).not.toContain('secret-refresh-token');
    expect(published).not.toContain('access-after');
    // Kept for a short while only.
    const ttl = await reader.client.pTTL(`shop:refresh:result:${key}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30_000);
  });

  it('a waiting instance gives up within its bound when the winner never answers', async () => {
    const hung = vi.fn<RefreshTokens>(() => new Promise<TokenAnswer | null>(() => {}));
    const winner = instance(hung);
    void winner('token-e');
    await vi.waitFor(() => expect(hung).toHaveBeenCalled());
    const other = vi.fn<RefreshTokens>();
    const started = performance.now();
    await expect(instance(other, { waitMs: 300 })('token-e')).resolves.toBe(REFRESH_UNKNOWN);
    expect(performance.now() - started).toBeLessThan(2_000);
    // It never refreshes itself: the token may be spent the moment the winner's answer comes.
    expect(other).not.toHaveBeenCalled();
  });

  it('fails closed and in bounded time when Redis cannot be asked: no refresh at all', async () => {
    const unreachable = sharedRedis('redis://127.0.0.1:1');
    clients.push(unreachable);
    const refresh = vi.fn<RefreshTokens>();
    const started = performance.now();
    await expect(
      refreshAcrossInstances(unreachable, refresh, { secret: SECRET })('token-f'),
    ).resolves.toBe(REFRESH_UNKNOWN);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  describe('two instances of the session, one member, two calls that both need a refresh', () => {
    /** A stand-in for an instance: the session read as the server reads it, and what it has. */
    async function server(refresh: RefreshTokens, shared: SharedRedis): Promise<string> {
      const app = express();
      app.use(
        readSession({
          secret: SECRET,
          secure: false,
          refresh,
          revocations: redisRevocations(shared),
          now: () => NOW,
        }),
      );
      app.get('/probe', (_request, response) => {
        response.json({ session: (response.locals as SessionLocals).session });
      });
      const listening = createServer(app);
      servers.push(listening);
      await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    }

    async function probe(base: string, cookie: string) {
      const response = await fetch(`${base}/probe`, {
        headers: { Cookie: `${SESSION_COOKIE}=${cookie}` },
      });
      const { session } = (await response.json()) as { session: SessionData | null };
      const stored = response.headers.getSetCookie()[0]?.split(';')[0]?.split('=')[1];
      return { session, cookie: stored };
    }

    const expiredSession = async (refreshToken: string) =>
      sealSession(
        {
          id: `session-${refreshToken}`,
          endsAt: NOW + PERSISTENT_MAX_AGE_S * 1000,
          accessToken: 'access-expired',
          refreshToken,
          expiresAt: NOW - 1_000,
          customerId: 4711,
          firstName: 'Anna',
          persistent: true,
        },
        SECRET,
        NOW,
      );

    /** Both calls at once, one to each instance; then each instance with the cookie it set. */
    async function bothCalls(one: string, two: string, token: string) {
      const cookie = await expiredSession(token);
      const first = await Promise.all([probe(one, cookie), probe(two, cookie)]);
      const next = await Promise.all(
        first.map(({ cookie: stored }, index) => probe([two, one][index]!, stored ?? cookie)),
      );
      return { first, next };
    }

    it('with Redis: both go on with one refreshed token, and stay signed in at both', async () => {
      const brp = stubBrp();
      const one = await server(instance(brp.refresh), client());
      const two = await server(instance(brp.refresh), client());
      const { first, next } = await bothCalls(one, two, 'token-g');
      expect(brp.refresh).toHaveBeenCalledOnce();
      for (const { session, cookie } of first) {
        expect(session?.accessToken).toBe('access-after-token-g');
        await expect(unsealSession(cookie, SECRET, NOW)).resolves.toMatchObject({
          accessToken: 'access-after-token-g',
          refreshToken: 'token-g-next',
        });
      }
      for (const { session } of next) expect(session?.accessToken).toBe('access-after-token-g');
    });

    it('without it (each instance on its own) the second refresh is refused and ends the session', async () => {
      const brp = stubBrp();
      const shared = client();
      const one = await server(refreshOnce(brp.refresh), shared);
      const two = await server(refreshOnce(brp.refresh), shared);
      const { first, next } = await bothCalls(one, two, 'token-h');
      expect(brp.refresh).toHaveBeenCalledTimes(2);
      // One of them lost: its answer ended the session, the winner's new cookie with it.
      expect(first.filter(({ session }) => session === null)).toHaveLength(1);
      expect(next.every(({ session }) => session === null)).toBe(true);
    });
  });
});
