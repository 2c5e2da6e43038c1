// The rate limits with REDIS_URL: two instances in this process, each with its own client of one
// real Redis (Debian's redis-server, which .ci/run installs), count as one; and when Redis cannot
// count, the login is refused (nothing guessed passes uncounted) while browsing goes on.
import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_PATH, mountRateLimits } from './rate-limits';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './rate-limit-settings';
import { sharedRedis, type SharedRedis } from './shared-redis';
import { freePort } from './testing/free-port';
import { SERVER_HOOK_TIMEOUT_MS } from './testing/ci-install';
import { redisBinary, startRedis, type TestRedis } from './testing/redis-server';

const OFF = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([name, window]) => [name, { ...window, limit: 0 }]),
) as unknown as RateLimitSettings;
const WINDOW = 15 * 60_000;

// CI installs redis-server (.ci/run); a developer without it is told, not failed.
describe.skipIf(!redisBinary() && !process.env.CI)('rate limits shared through Redis', () => {
  let redis: TestRedis;
  const clients: SharedRedis[] = [];
  const servers: Server[] = [];
  /** How many logins reached "BRP" (the app's last handler), over every instance. */
  let reached = 0;

  // On CI the server may still be installing (testing/ci-install.ts).
  beforeAll(async () => {
    redis = await startRedis();
  }, SERVER_HOOK_TIMEOUT_MS);

  afterAll(async () => {
    for (const server of servers) server.closeAllConnections();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await Promise.all(clients.map((client) => client.close()));
    await redis?.stop();
  });

  /** An instance: the limits on its own client of `url`, BRP taking the password 'right'. */
  async function instance(settings: Partial<RateLimitSettings>, url = redis.url) {
    const client = sharedRedis(url);
    clients.push(client);
    const app = express();
    app.use(express.json());
    mountRateLimits(app, { ...OFF, ...settings }, client);
    app.use((request, response) => {
      reached += 1;
      const body = request.body as { password?: string } | undefined;
      response.status(request.method === 'GET' || body?.password === 'right' ? 200 : 401).end();
    });
    const server = createServer(app);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  const logIn = async (base: string, username: string, password = 'wrong') =>
    (
      await fetch(`${base}${LOGIN_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password }),
      })
    ).status;

  it("counts one username's failures at both instances as one count", async () => {
    const settings = { loginFailuresPerUsername: { limit: 3, windowMs: WINDOW } };
    const [one, two] = [await instance(settings), await instance(settings)];
    const statuses = [
      await logIn(one, 'anna@example.se'),
      await logIn(two, 'anna@example.se'),
      await logIn(one, 'anna@example.se'),
      // Each instance alone has seen fewer than three.
      await logIn(two, 'anna@example.se'),
      await logIn(one, 'anna@example.se'),
    ];
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another username is not affected.
    expect(await logIn(two, 'bo@example.se')).toBe(401);
  });

  it('a success at one instance gives its count back at the other', async () => {
    const settings = { loginFailuresPerAddress: { limit: 2, windowMs: WINDOW } };
    const [one, two] = [await instance(settings), await instance(settings)];
    expect(await logIn(one, 'a@example.se')).toBe(401);
    for (let i = 0; i < 3; i++) expect(await logIn(two, 'b@example.se', 'right')).toBe(200);
    expect(await logIn(two, 'c@example.se')).toBe(401);
    expect(await logIn(one, 'd@example.se')).toBe(429);
  });

  it('without Redis the login is refused within the bound, while the gateway lets calls through', async () => {
    const base = await instance(
      {
        loginFailuresPerUsername: { limit: 3, windowMs: WINDOW },
        gatewayPerAddress: { limit: 100, windowMs: 60_000 },
      },
      'redis://127.0.0.1:1',
    );
    const before = reached;
    const started = performance.now();
    expect(await logIn(base, 'anna@example.se', 'right')).toBe(500);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(reached).toBe(before);
    expect((await fetch(`${base}/brponline/api/ver3/businessunits`)).status).toBe(200);
  });

  it('a server that started while Redis was down counts once Redis is up', async () => {
    const port = await freePort();
    const base = await instance(
      { loginFailuresPerUsername: { limit: 1, windowMs: WINDOW } },
      `redis://127.0.0.1:${port}`,
    );
    expect(await logIn(base, 'late@example.se')).toBe(500);
    const late = await startRedis(port);
    try {
      // The client reconnects on its own (every 2 s at most): a wait for that state.
      await expect.poll(() => logIn(base, 'late@example.se'), { timeout: 10_000 }).toBe(401);
      expect(await logIn(base, 'late@example.se')).toBe(429);
    } finally {
      await late.stop();
    }
  });
});
