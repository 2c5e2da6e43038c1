// CLI: fresh served specs for today, one Prism per API, and the scenario router in front of them.
//   npx tsx mocks/start-mocks.ts
// Env: MOCK_NOW=<ISO instant> (a fixed clock: the data treats that instant as now; the e2e tests set
//   it to the instant their browser clock starts at), else MOCK_TODAY=YYYY-MM-DD (data for that day;
//   "now" is 07:00 there unless it is really today),
//   MOCK_PORT (4010, the router), MOCK_BOOKING_PORT (4011), MOCK_CONTENT_PORT (4012),
//   MOCK_BOOKING_SPEC / MOCK_CONTENT_SPEC (default openapi/*.yaml), MOCK_SERVED_DIR (mocks/.served/<MOCK_PORT>),
//   MOCK_STATE_PER_LOGIN=1 (each login its own bookings and password: the tests, which sign in
//   side by side, never meet; without it the demo customer's are one, as at BRP).
import { spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { indexSpecFiles } from './example-index.ts';
import { buildServedSpecs, REPO_ROOT } from './fresh-specs.ts';
import { BookingStore } from './booking-store.ts';
import { LoginStore } from './login-store.ts';
import { MembershipStore } from './subscription-changes.ts';
import { OrderStore } from './order-store.ts';
import type { Api } from './scenario-rules.ts';
import { InvoiceStore } from './invoice-routes.ts';
import { startScenarioRouter } from './scenario-router.ts';
import { stockholmToday } from './stockholm-time.ts';

export interface MockConfig {
  today: string;
  /** The instant the generated data treats as now; unset: the real clock (see defaultNow). */
  now?: Date;
  port: number;
  bookingPort: number;
  contentPort: number;
  bookingSpec: string;
  contentSpec: string;
  servedDir?: string; // default mocks/.served
  /** Each login its own bookings and password (mocks/login-store.ts), for the tests. */
  perLogin?: boolean;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): MockConfig {
  const now = env.MOCK_NOW ? new Date(env.MOCK_NOW) : undefined;
  if (now && Number.isNaN(now.getTime()))
    throw new Error(`MOCK_NOW must be an ISO instant, got "${env.MOCK_NOW}"`);
  const today = now ? stockholmToday(now) : env.MOCK_TODAY || stockholmToday();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today))
    throw new Error(`MOCK_TODAY must be YYYY-MM-DD, got "${today}"`);
  const port = (name: string, fallback: number) => {
    const value = Number(env[name] || fallback);
    if (!Number.isInteger(value) || value <= 0 || value > 65535)
      throw new Error(`${name} is not a port: ${env[name]}`);
    return value;
  };
  return {
    today,
    ...(now ? { now } : {}),
    perLogin: env.MOCK_STATE_PER_LOGIN === '1',
    port: port('MOCK_PORT', 4010),
    bookingPort: port('MOCK_BOOKING_PORT', 4011),
    contentPort: port('MOCK_CONTENT_PORT', 4012),
    bookingSpec: resolve(env.MOCK_BOOKING_SPEC || join(REPO_ROOT, 'openapi/booking.yaml')),
    contentSpec: resolve(env.MOCK_CONTENT_SPEC || join(REPO_ROOT, 'openapi/content.yaml')),
    // One folder per mock port: Prism reloads when its file changes, so two mocks running side
    // by side (npm start and the tests) must not share their served copies.
    servedDir: resolve(
      env.MOCK_SERVED_DIR || join(REPO_ROOT, 'mocks/.served', String(port('MOCK_PORT', 4010))),
    ),
  };
}

/** Prism's output is kept quiet (it is verbose) but its tail is shown if it dies. */
function startPrism(spec: string, port: number): { child: ChildProcess; tail: string[] } {
  const bin = join(REPO_ROOT, 'node_modules/.bin/prism');
  const child = spawn(bin, ['mock', spec, '-p', String(port), '-h', '127.0.0.1', '--errors'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(...chunk.toString().split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 30));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, tail };
}

/** How long a Prism may take to answer: long, for a loaded machine (MOCK_START_TIMEOUT_MS). */
const START_TIMEOUT_MS = Number(process.env.MOCK_START_TIMEOUT_MS ?? 180_000);
const PROGRESS_EVERY_MS = 15_000;

/**
 * Waits until Prism answers (any answer, even 404, means it is up), as long as it runs: a slow
 * machine only takes longer. Says so while it waits, and shows Prism's own last lines when it
 * stops or never answers.
 */
async function waitForPrism(
  { port, child, tail }: { port: number; child: ChildProcess; tail: string[] },
  timeoutMs = START_TIMEOUT_MS,
): Promise<void> {
  const started = Date.now();
  let nextProgress = started + PROGRESS_EVERY_MS;
  const lastLines = () => (tail.length ? `; its last output:\n${tail.join('\n')}` : '');
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`Prism on port ${port} stopped before it answered${lastLines()}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
    if (Date.now() >= nextProgress) {
      console.log(
        `[mocks] still waiting for Prism on port ${port} (${Math.round((Date.now() - started) / 1000)} s)…`,
      );
      nextProgress += PROGRESS_EVERY_MS;
    }
  }
  throw new Error(
    `Prism on port ${port} did not answer within ${timeoutMs / 1000} s (MOCK_START_TIMEOUT_MS)${lastLines()}`,
  );
}

export interface StartOptions {
  /** Where each answered request's line goes (default stdout); the mock's own failures go to stderr. */
  log?: (line: string) => void;
}

export async function startMocks(config: MockConfig = readEnv(), { log }: StartOptions = {}) {
  const served = buildServedSpecs({
    today: config.today,
    ...(config.now ? { now: config.now } : {}),
    bookingSpec: config.bookingSpec,
    contentSpec: config.contentSpec,
    ...(config.servedDir ? { outDir: config.servedDir } : {}),
  });
  served.notes.forEach((note) => console.warn(`[mocks] ${note}`));
  const index = indexSpecFiles({ booking: served.booking, content: served.content });
  const apis: { api: Api; prefix: string; port: number; spec: string }[] = [
    {
      api: 'booking',
      prefix: '/brponline/api/ver3',
      port: config.bookingPort,
      spec: served.booking,
    },
    { api: 'content', prefix: '/wp-json', port: config.contentPort, spec: served.content },
  ];
  // Prism refuses a document without operations; such an API answers 404 until its spec has some.
  const hasOperations = (api: Api) => [...index.keys()].some((key) => key.startsWith(`${api} `));
  const prisms = apis
    .filter((a) => hasOperations(a.api))
    .map((a) => ({ port: a.port, ...startPrism(a.spec, a.port) }));
  let router: Server | undefined;
  let stopping = false;

  const stop = () => {
    stopping = true;
    router?.close();
    router?.closeAllConnections();
    for (const { child } of prisms)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  for (const { child, tail } of prisms) {
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(
        `[mocks] Prism ${child.pid} stopped (${signal ?? code}); last output:\n${tail.join('\n')}`,
      );
      stop();
      process.exitCode = 1;
    });
  }
  try {
    await Promise.all(prisms.map((p) => waitForPrism(p)));
    // The orders' times run on the data's clock: from the fixed instant when there is one.
    const startedAt = Date.now();
    const fixed = config.now?.getTime();
    const now = () => new Date(fixed === undefined ? Date.now() : fixed + Date.now() - startedAt);
    router = await startScenarioRouter({
      port: config.port,
      orders: new OrderStore({ now }),
      customers: {
        logins: new LoginStore({ perLogin: config.perLogin ?? false }),
        bookings: new BookingStore({ now }),
        memberships: new MembershipStore({ now }),
      },
      invoices: new InvoiceStore(),
      upstreams: apis.map(({ api, prefix, port }) => ({
        api,
        prefix,
        port,
        ...(hasOperations(api) ? {} : { unavailable: `The ${api} spec has no operations yet` }),
      })),
      index,
      ...(log ? { log } : {}),
    });
  } catch (err) {
    stop();
    throw err;
  }
  return { stop, served };
}

async function main(): Promise<void> {
  const config = readEnv();
  const { stop } = await startMocks(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop();
      process.exit(0);
    });
  }
  process.once('exit', stop);
  console.log(
    `Mock data for ${config.today}${config.now ? `, now fixed at ${config.now.toISOString()}` : ''}`,
  );
  console.log(`Mock API ready on http://127.0.0.1:${config.port}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    console.error(`[mocks] ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
