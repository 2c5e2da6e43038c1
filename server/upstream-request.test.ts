// The server's own calls over undici (server/upstream-request.ts): the limits a call cannot pass.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendUpstream } from './upstream-request';

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

/** An upstream that takes every call and never answers it. */
async function silentUpstream(): Promise<{
  url: string;
  arrived: () => number;
  closed: () => number;
}> {
  let arrived = 0;
  let closed = 0;
  const server = createServer((request) => {
    arrived += 1;
    request.on('close', () => (closed += 1));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/businessunits`;
  return { url, arrived: () => arrived, closed: () => closed };
}

const call = (url: string, extra: object = {}) => ({
  method: 'GET',
  url,
  headers: {},
  timeoutMs: 8_000,
  ...extra,
});

describe('sendUpstream', () => {
  it('gives up at its time limit with no answer (status 0), and lets the connection go', async () => {
    const upstream = await silentUpstream();
    await expect(sendUpstream(call(upstream.url, { timeoutMs: 50 }))).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      message: 'timeout of 50ms exceeded',
    });
    await expect.poll(upstream.closed).toBe(1);
  });

  it("stops when the page's own signal does", async () => {
    const upstream = await silentUpstream();
    const page = new AbortController();
    const sent = sendUpstream(call(upstream.url, { signal: page.signal }));
    await expect.poll(upstream.arrived).toBe(1);
    page.abort();
    await expect(sent).rejects.toMatchObject({ status: 0, message: 'canceled' });
    await expect.poll(upstream.closed).toBe(1);
  });

  it('sends a JSON body as JSON', async () => {
    let received: { type?: string; body: string } = { body: '' };
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received = { type: request.headers['content-type'], body };
        response.writeHead(201, { 'Content-Type': 'application/json' });
        response.end('{"id":7}');
      });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/orders`;
    await expect(
      sendUpstream(call(url, { method: 'POST', data: { businessUnit: 1 } })),
    ).resolves.toEqual({ status: 201, data: { id: 7 } });
    expect(received).toEqual({ type: 'application/json', body: '{"businessUnit":1}' });
  });
});
