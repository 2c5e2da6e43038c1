// The withdrawal function's POSTs: a body of a few fields, its length named, and a rate limit
// per address (each step checks an order with BRP: no guessing at order numbers in bulk).
import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from './rate-limit-settings';
import { mountRateLimits } from './rate-limits';
import { limitWithdrawalBodies, WITHDRAWAL_BODY_LIMIT } from './withdrawal-guards';

describe('the withdrawal function’s POSTs', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = express();
    mountRateLimits(app, {
      ...DEFAULT_RATE_LIMITS,
      withdrawalsPerAddress: { limit: 3, windowMs: 60_000 },
    });
    app.use(limitWithdrawalBodies);
    app.use((_request, response) => void response.json({ ok: true }));
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const post = (path: string, body: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });

  it('refuses a body over the limit, and counts the steps per address', async () => {
    expect((await post('/en/withdraw.data', 'x'.repeat(WITHDRAWAL_BODY_LIMIT + 1))).status).toBe(
      413,
    );
    expect((await post('/angra-kop/', 'intent=next%3Aorder')).status).toBe(200);
    expect((await post('/angra-kop.data', 'intent=next%3Aorder')).status).toBe(200);
    const refused = await post('/ANGRA-KOP/', 'intent=next%3Aorder');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Other pages' POSTs are not counted here.
    expect((await post('/session/logout', '')).status).toBe(200);
  });
});
