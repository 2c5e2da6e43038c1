import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { APP_PORT } from './support/server-env';

// What the production server answers to what it cannot serve (server/error-handler.ts,
// server/request-guards.ts): JSON on the API paths, a small page elsewhere, the status the
// request deserves, and never a stack or a path of the server's. And /healthz carries the
// security headers of every answer.

/** What must never reach a client: a stack frame, the server's own files. */
const LEAK = /\bat \S+ \(|node_modules|build\/server|server\/\w+\.ts|Invalid URL/;

/** One raw request, as any client may send it; the whole answer as text. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(APP_PORT), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
    socket.write(request);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

test('a method the server never serves is 405 with Allow, also on an API path', async () => {
  for (const path of ['/', '/brponline/api/ver3/customers/4711']) {
    const answer = await raw(
      `TRACE ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    );
    expect(statusOf(answer), path).toBe(405);
    expect(answer.toLowerCase()).toContain('allow: get, head, post, put, patch, delete, options');
    expect(answer).not.toMatch(LEAK);
  }
});

test('a Host no URL can be built from is 400, without a stack', async () => {
  for (const host of ['exa mple.se', '[::1', 'shop.example.se:port']) {
    const answer = await raw(`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(statusOf(answer), host).toBe(400);
    expect(answer).not.toMatch(LEAK);
  }
});

test('a malformed login body is 400 JSON, without a stack', async ({ request }) => {
  const answer = await request.post('/brponline/api/ver3/auth/login', {
    headers: { 'Content-Type': 'application/json' },
    data: '{"username": "anna',
  });
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toEqual({ errorCode: 'BAD_REQUEST', message: 'Bad Request' });
});

test('an error report over 8 kB is 413 JSON, without a stack', async ({ request }) => {
  const answer = await request.post('/__errors', {
    headers: { 'Content-Type': 'text/plain' },
    data: JSON.stringify({
      source: 'render',
      name: 'Error',
      message: 'x'.repeat(9_000),
      path: '/',
    }),
  });
  expect(answer.status()).toBe(413);
  expect(await answer.json()).toEqual({
    errorCode: 'PAYLOAD_TOO_LARGE',
    message: 'Payload Too Large',
  });
});

test('/healthz carries the security headers of every answer', async ({ request }) => {
  const answer = await request.get('/healthz');
  expect(answer.status()).toBe(200);
  const headers = answer.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cache-control']).toBe('no-store');
});
