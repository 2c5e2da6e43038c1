// What the server refuses before anything reads a request: a method it never serves (405 with
// Allow) and a Host no URL can be built from (400), each without a stack.
import express from 'express';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { finalErrorHandler } from './error-handler';
import { refuseBadHost, refuseUnknownMethods, SERVED_METHODS } from './request-guards';

let server: Server;
let port = 0;

beforeEach(async () => {
  const app = express();
  app.set('env', 'development');
  app.use(refuseUnknownMethods, refuseBadHost);
  // What a page does with a request it cannot build a URL from.
  app.use((request, response) => {
    const url = new URL(`${request.protocol}://${request.hostname}${request.originalUrl}`);
    response.json({ url: url.href });
  });
  app.use(finalErrorHandler);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** One raw request, as a client may send it; the whole answer as text. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      // One answer is enough: it has its length.
      const length = /content-length: (\d+)/i.exec(received)?.[1];
      const body = received.split('\r\n\r\n')[1];
      if (length !== undefined && body !== undefined && Buffer.byteLength(body) >= Number(length))
        socket.end();
    });
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
    socket.write(request);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1]);

describe('a method the server never serves', () => {
  it.each(['TRACE', 'PROPFIND', 'SEARCH', 'LINK'])('%s is 405, with Allow', async (method) => {
    const answer = await fetch(`http://127.0.0.1:${port}/`, { method }).catch(() => null);
    // fetch itself refuses TRACE: the raw request says it as a client would.
    const text = answer
      ? `HTTP/1.1 ${answer.status}\r\nallow: ${answer.headers.get('allow')}\r\n\r\n${await answer.text()}`
      : await raw(`${method} / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(statusOf(text)).toBe(405);
    expect(text.toLowerCase()).toContain(`allow: ${SERVED_METHODS.join(', ').toLowerCase()}`);
    expect(text).not.toMatch(/\bat \S+ \(/);
  });

  it('is JSON on an API path', async () => {
    const answer = await raw(
      'TRACE /brponline/api/ver3/customers/4711 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    expect(statusOf(answer)).toBe(405);
    expect(answer).toContain('{"errorCode":"METHOD_NOT_ALLOWED","message":"Method Not Allowed"}');
  });

  it.each(SERVED_METHODS.filter((method) => method !== 'HEAD'))('%s goes on', async (method) => {
    const answer = await fetch(`http://127.0.0.1:${port}/x`, { method });
    expect(answer.status).toBe(200);
  });
});

describe('a Host', () => {
  it.each(['exa mple.se', 'shop.example.se/evil', 'a@b', '[::1', 'shop.example.se:port', '<x>'])(
    '%s is 400, without a stack',
    async (host) => {
      const answer = await raw(`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(statusOf(answer)).toBe(400);
      expect(answer).not.toMatch(/\bat \S+ \(|Invalid URL/);
    },
  );

  it('is required (an HTTP/1.0 request may come without)', async () => {
    expect(statusOf(await raw('GET / HTTP/1.0\r\n\r\n'))).toBe(400);
  });

  it.each(['shop.example.se', 'shop.example.se:8443', '127.0.0.1:3000', '[::1]:3000', 'web_1'])(
    '%s goes on',
    async (host) => {
      const answer = await raw(`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(statusOf(answer)).toBe(200);
    },
  );
});
