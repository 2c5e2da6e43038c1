// The server's own answer to errors: JSON on the API paths, a small page elsewhere, the status a
// client error deserves, and never a stack or a path of the server's, whatever NODE_ENV says.
import express from 'express';
import { connect, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addErrorReporter, type ErrorReport } from '../src/lib/errors/report-error';
import { finalErrorHandler, statusOf } from './error-handler';

let server: Server;
let base = '';
const reports: ErrorReport[] = [];
let removeReporter = () => {};

/** What must never reach a client: a stack frame, the server's own files. */
const LEAK = /\bat \S+ \(|node_modules|\/work\/|server\/|\.ts:\d+/;

beforeEach(async () => {
  reports.length = 0;
  removeReporter = addErrorReporter((report) => void reports.push(report));
  const app = express();
  // Express's own fallback shows the stack in development: the handler must not care.
  app.set('env', 'development');
  app.post(
    '/brponline/api/ver3/auth/login',
    express.json({ limit: '16kb' }),
    (_q, response) => void response.json({ ok: true }),
  );
  app.get('/broken/:id', () => {
    throw new Error(`render failed in ${import.meta.filename} for anna@example.se`);
  });
  app.get('/wp-json/broken', () => {
    throw Object.assign(new Error('upstream said no'), { status: 200 });
  });
  app.get('/half', (_request, response, next) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.write('<p>half a page');
    next(new Error('the rest failed'));
  });
  app.use(finalErrorHandler);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  removeReporter();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const login = (body: string, contentType = 'application/json') =>
  fetch(`${base}/brponline/api/ver3/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  });

describe('a client error on an API path', () => {
  it.each([
    ['malformed JSON', () => login('{"username": "anna'), 400, 'BAD_REQUEST', 'Bad Request'],
    [
      'a body over the limit',
      () => login(JSON.stringify({ username: 'x'.repeat(20_000) })),
      413,
      'PAYLOAD_TOO_LARGE',
      'Payload Too Large',
    ],
    [
      'a charset it cannot read',
      () => login('{}', 'application/json; charset=koi8-r'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Unsupported Media Type',
    ],
  ])(
    '%s is its own status, as JSON, unreported',
    async (_name, send, status, errorCode, message) => {
      const answer = await send();
      expect(answer.status).toBe(status);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.json()).toEqual({ errorCode, message });
      expect(reports).toEqual([]);
    },
  );
});

describe('a server error', () => {
  it('is a small page without a stack or a path, and is reported', async () => {
    const answer = await fetch(`${base}/broken/4711`);
    expect(answer.status).toBe(500);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'");
    const page = await answer.text();
    expect(page).toContain('<html lang="sv">');
    expect(page).toContain('Något gick fel');
    expect(page).toContain('Something went wrong');
    expect(page).not.toMatch(LEAK);
    expect(page).not.toContain('render failed');
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      source: 'request',
      details: { method: 'GET', path: '/broken/{id}' },
    });
  });

  it('is JSON on an API path, and a status outside 4xx-5xx is a 500', async () => {
    const answer = await fetch(`${base}/wp-json/broken`);
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({
      errorCode: 'INTERNAL_SERVER_ERROR',
      message: 'Internal Server Error',
    });
  });

  it('after part of the answer was sent, cuts the connection (the client cannot take it as whole)', async () => {
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.write('GET /half HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await new Promise((resolve) => socket.once('close', resolve));
    expect(received).toContain('half a page');
    expect(received).not.toMatch(LEAK);
    // A chunked answer that was cut has no last chunk.
    expect(received).not.toMatch(/\r\n0\r\n\r\n$/);
  });
});

describe('statusOf', () => {
  it('takes a 4xx or 5xx status or statusCode, anything else is 500', () => {
    expect(statusOf(Object.assign(new Error(), { status: 404 }))).toBe(404);
    expect(statusOf({ statusCode: 503 })).toBe(503);
    for (const error of [
      new Error(),
      { status: 302 },
      { status: '400' },
      { status: 600 },
      null,
      'x',
    ])
      expect(statusOf(error)).toBe(500);
  });
});
