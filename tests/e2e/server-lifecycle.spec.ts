import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import { E2E_NOW_MS } from './support/clock';
import { appServerEnv } from './support/server-env';

// The server process as a container runs it (server/main.ts, the production build): SIGTERM
// ends it within the container's 10 s grace with the answers in flight sent, and a client that
// trickles its request is answered 408 and closed within seconds. Each test starts its own server
// in front of a stub BRP and WordPress whose answers wait until the test lets them go.

/** A container's grace period: SIGKILL follows SIGTERM after this. */
const CONTAINER_GRACE_MS = 10_000;

test.describe.configure({ mode: 'parallel' });

interface Stub {
  url: string;
  /** Resolves when a call arrives; the call waits for its answer until `release`. */
  arrival: () => Promise<void>;
  release: () => void;
  close: () => Promise<void>;
}

/** BRP and WordPress, answering every call with an empty list, when the test lets it. */
async function startStub(): Promise<Stub> {
  const waiting: ServerResponse[] = [];
  const arrivals: (() => void)[] = [];
  let released = false;
  const answer = (response: ServerResponse) =>
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('[]');
  const server: Server = createServer((_request: IncomingMessage, response: ServerResponse) => {
    if (released) answer(response);
    else waiting.push(response);
    arrivals.splice(0).forEach((arrived) => arrived());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrival: () => new Promise((resolve) => arrivals.push(resolve)),
    release: () => {
      released = true;
      waiting.splice(0).forEach(answer);
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

interface Running {
  port: number;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

/** A free port: the system's pick, closed again for the server to take. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** server/main.ts in production, in front of `stub`; resolves once it says it listens. */
async function startServer(stub: Stub): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      ...appServerEnv(String(port), E2E_NOW_MS),
      BOOKING_API_URL: `${stub.url}/brponline/api/ver3`,
      CONTENT_API_URL: `${stub.url}/wp-json`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Shop server on ')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(({ code, signal }) =>
      reject(new Error(`The server exited (${code ?? signal}):\n${output}`)),
    );
  });
  return { port, child, exited, output: () => output };
}

interface Connection {
  socket: Socket;
  received: () => string;
  closed: Promise<number>;
  /** Resolves once what it received contains `text`. */
  receives: (text: string | RegExp) => Promise<void>;
}

/** A raw connection to the server: what it sends and when it closes, as a client sees them. */
function open(port: number): Connection {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  const waiting: { text: string | RegExp; resolve: () => void }[] = [];
  const holds = (text: string | RegExp) =>
    typeof text === 'string' ? received.includes(text) : text.test(received);
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
    for (const wait of waiting.filter(({ text }) => holds(text))) wait.resolve();
  });
  socket.on('error', () => {});
  return {
    socket,
    received: () => received,
    closed: new Promise((resolve) => socket.once('close', () => resolve(Date.now()))),
    receives: (text) =>
      holds(text) ? Promise.resolve() : new Promise((resolve) => waiting.push({ text, resolve })),
  };
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;

test.describe('SIGTERM', () => {
  test('closes an idle keep-alive connection at once, sends the answer in flight, and exits 0 within the grace', async () => {
    const stub = await startStub();
    const server = await startServer(stub);
    try {
      const idle = open(server.port);
      idle.socket.write(get('/healthz'));
      await idle.receives('{"status":"ok"}');
      expect(idle.received()).toMatch(/connection: keep-alive/i);

      const busy = open(server.port);
      const arrived = stub.arrival();
      busy.socket.write(get('/wp-json/wp/v2/pages?slug=om-oss'));
      await arrived;

      const signalled = Date.now();
      server.child.kill('SIGTERM');
      // The idle one is closed while the answer in flight still waits for its upstream.
      await idle.closed;
      expect(busy.received()).toBe('');
      stub.release();
      // Closed once its answer is out (whatever Connection header the upstream's answer had).
      await busy.closed;
      expect(busy.received()).toMatch(/^HTTP\/1\.1 200 /);
      expect(busy.received()).toMatch(/\r\n\r\n\[\]$/);

      const { code } = await server.exited;
      expect(code).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(CONTAINER_GRACE_MS);
    } finally {
      server.child.kill('SIGKILL');
      await stub.close();
    }
  });

  test('closes a request that never ends at the bound, and exits 0 within the grace', async () => {
    const stub = await startStub();
    const server = await startServer(stub);
    try {
      // A body that never comes: after SIGTERM nothing but the bound ends it. (Its connection
      // answers once first, so the server has it; the next connection's answer comes after the
      // server has read the body's start.)
      const hanging = open(server.port);
      hanging.socket.write(get('/healthz'));
      await hanging.receives('{"status":"ok"}');
      const answered = hanging.received();
      hanging.socket.write(
        'POST /__errors HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 200\r\n\r\n{',
      );
      const healthy = open(server.port);
      healthy.socket.write(get('/healthz'));
      await healthy.receives('{"status":"ok"}');
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      const { code } = await server.exited;
      expect(code).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(CONTAINER_GRACE_MS);
      expect(server.output()).toContain('Closed the connections still open at the bound');
      await hanging.closed;
      expect(hanging.received()).toBe(answered);
    } finally {
      server.child.kill('SIGKILL');
      await stub.close();
    }
  });
});

test.describe('a client that trickles its request', () => {
  test('is answered 408 and closed within seconds, headers or body', async () => {
    const stub = await startStub();
    const server = await startServer(stub);
    const trickles: NodeJS.Timeout[] = [];
    try {
      const started = Date.now();
      const body = open(server.port);
      body.socket.write(
        'POST /__errors HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 200\r\n\r\n{',
      );
      const headers = open(server.port);
      headers.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      // A byte a second: each keeps its connection busy, none of them finishes its request.
      trickles.push(
        setInterval(() => body.socket.writable && body.socket.write(' '), 1_000),
        setInterval(() => headers.socket.writable && headers.socket.write('X'), 1_000),
      );
      for (const connection of [body, headers]) {
        const closedAt = await connection.closed;
        expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
        expect(closedAt - started).toBeLessThan(12_000);
      }
      // The server still serves everyone else.
      const fresh = open(server.port);
      fresh.socket.write(get('/healthz'));
      await fresh.receives('{"status":"ok"}');
      fresh.socket.destroy();
    } finally {
      trickles.forEach(clearInterval);
      server.child.kill('SIGKILL');
      await stub.close();
    }
  });
});
