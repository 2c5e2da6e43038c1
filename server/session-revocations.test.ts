// Ended sessions stay ended until they would have ended anyway: in memory on one machine, and in
// a real Redis shared by instances (REDIS_URL).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  memoryRevocations,
  redisRevocations,
  type SessionRevocations,
} from './session-revocations';
import { sharedRedis, type SharedRedis } from './shared-redis';
import { SERVER_HOOK_TIMEOUT_MS } from './testing/ci-install';
import { redisBinary, startRedis, type TestRedis } from './testing/redis-server';

describe('in memory', () => {
  it('a revoked session is revoked until it would have ended, then forgotten', async () => {
    let now = 1_000_000;
    const revocations = memoryRevocations(() => now);
    await revocations.revoke('a', now + 60_000);
    expect(await revocations.isRevoked('a')).toBe(true);
    expect(await revocations.isRevoked('b')).toBe(false);
    now += 59_000;
    expect(await revocations.isRevoked('a')).toBe(true);
    now += 2_000;
    expect(await revocations.isRevoked('a')).toBe(false);
  });
});

// CI installs redis-server (.ci/run); a developer without it is told, not failed.
describe.skipIf(!redisBinary() && !process.env.CI)('in Redis, shared by instances', () => {
  let redis: TestRedis;
  const opened: SharedRedis[] = [];
  /** An instance: its own client of the one Redis. */
  const instance = (url = redis.url): SessionRevocations => {
    const client = sharedRedis(url);
    opened.push(client);
    return redisRevocations(client);
  };

  // On CI the server may still be installing (testing/ci-install.ts).
  beforeAll(async () => {
    redis = await startRedis();
  }, SERVER_HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(opened.map((client) => client.close()));
    await redis?.stop();
  });

  it('a logout on one instance is seen by another', async () => {
    const [one, two] = [instance(), instance()];
    await one.revoke('logged-out', Date.now() + 60_000);
    expect(await two.isRevoked('logged-out')).toBe(true);
    expect(await two.isRevoked('still-in')).toBe(false);
  });

  it('is kept only until the session would have ended', async () => {
    const one = instance();
    await one.revoke('short', Date.now() + 1_000);
    expect(await one.isRevoked('short')).toBe(true);
    await expect.poll(() => one.isRevoked('short'), { timeout: 5_000 }).toBe(false);
  });

  it("keeps it for the time left on the server's clock, whatever Redis's clock says", async () => {
    // A server whose clock is months behind Redis's (the e2e servers' fixed clock is).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 2, 25, 9, 0, 0) });
    try {
      const one = instance();
      await one.revoke('behind', Date.now() + 60_000);
      expect(await instance().isRevoked('behind')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts a session as revoked when Redis cannot be asked (fail closed)', async () => {
    const unreachable = instance('redis://127.0.0.1:1');
    expect(await unreachable.isRevoked('anyone')).toBe(true);
  });
});
