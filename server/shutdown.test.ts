// The server's stop: idle keep-alive connections closed at once, the answers in flight finished
// (and their connections closed after them), and whatever hangs closed by force at the bound.
// The whole process on SIGTERM: tests/e2e/server-lifecycle.spec.ts.
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gracefulStop, SHUTDOWN_GRACE_MS, type StopOutcome } from './shutdown';

let server: Server;
let stop: () => Promise<StopOutcome>;
let port = 0;
/** The slow requests the server holds, each answered when the test says (with its headers). */
let held: ((headers?: Record<string, string>) => void)[] = [];
let heldArrived: () => void = () => {};

beforeEach(async () => {
  held = [];
  server = createServer({ keepAliveTimeout: 65_000 }, (request, response) => {
    if (request.url === '/slow') {
      held.push((headers = {}) =>
        response.setHeaders(new Map(Object.entries(headers))).end('slow answer'),
      );
      heldArrived();
      return;
    }
    response.end('quick answer');
  });
  stop = gracefulStop(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  vi.useRealTimers();
  server.closeAllConnections();
  if (server.listening) await new Promise((resolve) => server.close(resolve));
});

interface Connection {
  socket: Socket;
  /** Everything the server sent on it so far. */
  received: () => string;
  closed: Promise<void>;
  /** Resolves once what it received contains `text`. */
  receives: (text: string) => Promise<void>;
}

function open(): Connection {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  const waiting: { text: string; resolve: () => void }[] = [];
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
    for (const wait of waiting.filter(({ text }) => received.includes(text))) wait.resolve();
  });
  socket.on('error', () => {});
  return {
    socket,
    received: () => received,
    closed: new Promise((resolve) => socket.once('close', () => resolve())),
    receives: (text) =>
      received.includes(text)
        ? Promise.resolve()
        : new Promise((resolve) => waiting.push({ text, resolve })),
  };
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
const slowArrives = () => new Promise<void>((resolve) => (heldArrived = resolve));

describe('the stop', () => {
  it('closes an idle keep-alive connection at once, and the one in flight after its answer', async () => {
    const idle = open();
    idle.socket.write(get('/'));
    await idle.receives('quick answer');
    expect(idle.received()).toMatch(/connection: keep-alive/i);
    const busy = open();
    const arrived = slowArrives();
    busy.socket.write(get('/slow'));
    await arrived;

    const stopped = stop();
    // The idle one goes before the slow answer is out.
    await idle.closed;
    expect(busy.socket.destroyed).toBe(false);
    held.forEach((answer) => answer());
    await busy.closed;
    expect(busy.received()).toContain('slow answer');
    expect(busy.received()).toMatch(/connection: close/i);
    await expect(stopped).resolves.toBe('drained');
  });

  it('closes the connection after an answer even when the answer said keep-alive', async () => {
    const busy = open();
    const arrived = slowArrives();
    busy.socket.write(get('/slow'));
    await arrived;
    const stopped = stop();
    // A proxied answer copies its upstream's Connection header over the one the stop set.
    held.forEach((answer) => answer({ Connection: 'keep-alive' }));
    await busy.closed;
    expect(busy.received()).toContain('slow answer');
    expect(busy.received()).toMatch(/connection: keep-alive/i);
    await expect(stopped).resolves.toBe('drained');
  });

  it('takes no new connection', async () => {
    await stop();
    const late = open();
    const refused = await new Promise((resolve) => late.socket.once('error', resolve));
    expect((refused as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
  });

  it('closes what still hangs at the bound, and not before', async () => {
    const hanging = open();
    const arrived = slowArrives();
    hanging.socket.write(get('/slow'));
    await arrived;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let outcome: StopOutcome | null = null;
    const stopped = stop().then((result) => (outcome = result));
    expect(stop()).toBe(stop());
    await vi.advanceTimersByTimeAsync(SHUTDOWN_GRACE_MS - 1);
    expect(outcome).toBeNull();
    expect(hanging.socket.destroyed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await stopped;
    expect(outcome).toBe('forced');
    await hanging.closed;
    expect(hanging.received()).toBe('');
  });
});
