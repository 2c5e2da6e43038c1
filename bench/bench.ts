// npm run bench: builds the app and the floor page, serves both with the mock, runs Lighthouse
// (mobile, simulated slow 4G and 4x CPU) `runs` times per route of bench/budgets.json and the
// floor, prints and writes the medians (bench/results.{md,json}) and exits 1 when a route misses
// its budget. Ports: mock BENCH_MOCK_PORT (4160, plus the next two for Prism), app BENCH_APP_PORT
// (4260). How it signs in and how to add a route: bench/README.md.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { checkBudgets, median, type Budgets, type RouteResult, type RunMetrics } from './budget';
import { formatMarkdown, formatTable } from './report';
import { startServer } from './serve';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist-bench';
const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT ?? 4160);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4260);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ORIGIN = `http://127.0.0.1:${APP_PORT}`;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

function build(): void {
  const env = { ...process.env, VITE_OUT_DIR: OUT_DIR };
  console.log(`Building the app and the floor into ${OUT_DIR}/ …`);
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  });
  execFileSync(
    'npx',
    ['vite', 'build', '--config', 'bench/floor/vite.config.ts', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      env,
      stdio: 'inherit',
    },
  );
}

async function startMock(): Promise<ChildProcess> {
  const mock = spawn('npx', ['tsx', 'mocks/start-mocks.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      MOCK_PORT: String(MOCK_PORT),
      MOCK_BOOKING_PORT: String(MOCK_PORT + 1),
      MOCK_CONTENT_PORT: String(MOCK_PORT + 2),
    },
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${MOCK_PORT}/__health`)).ok) return mock;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the mock did not answer on port ${MOCK_PORT}`);
}

/** A real login against the mock, as the app would do it: the demo customer's token. */
async function demoToken(): Promise<string> {
  const answer = await fetch(`${ORIGIN}/brponline/api/ver3/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench@example.se', password: 'bench' }),
  });
  const body = (await answer.json()) as { access_token?: string };
  if (!answer.ok || !body.access_token) throw new Error(`login failed: ${answer.status}`);
  return body.access_token;
}

/**
 * One Lighthouse run in a fresh Chrome. Storage is prepared on the same origin first (an empty
 * robots.txt visit, then localStorage), the HTTP cache cleared, and Lighthouse told not to reset
 * storage: every route, signed in or not, and the floor go through the same steps.
 */
async function measure(path: string, storage: Record<string, string>): Promise<RunMetrics> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    await page.goto(`${ORIGIN}/robots.txt`);
    await page.evaluate((entries: [string, string][]) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, Object.entries(storage));
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lighthouse(
      `${ORIGIN}${path}`,
      { logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    const { lhr } = result;
    // The full report of the latest run per route, for digging into a number (not committed).
    const reports = join(ROOT, OUT_DIR, 'lighthouse');
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, `${path.replace(/[^a-z0-9]+/gi, '_')}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const summary = lhr.audits['resource-summary']?.details as
      { items?: { resourceType: string; transferSize: number }[] } | undefined;
    const script = summary?.items?.find((item) => item.resourceType === 'script');
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      jsKb: (script?.transferSize ?? 0) / 1024,
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    chrome.kill();
  }
}

async function measureRoute(
  name: string,
  path: string,
  storage: Record<string, string>,
  runs: number,
): Promise<RouteResult> {
  const all: RunMetrics[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const metrics = await measure(path, storage);
    console.log(
      `  ${name} #${run}: ${metrics.score}, LCP ${Math.round(metrics.lcpMs)} ms, TBT ${Math.round(metrics.tbtMs)} ms, CLS ${metrics.cls.toFixed(3)}`,
    );
    if (new URL(metrics.finalUrl).pathname !== new URL(`${ORIGIN}${path}`).pathname)
      throw new Error(`${name}: ${path} ended on ${metrics.finalUrl} (not signed in?)`);
    all.push(metrics);
  }
  const pick = (key: keyof Omit<RunMetrics, 'finalUrl'>) => median(all.map((m) => m[key]));
  return {
    name,
    path,
    score: pick('score'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    jsKb: pick('jsKb'),
    runs: all.length,
  };
}

/** The README shows the latest table, between its bench markers, formatted as the repo is. */
function updateReadme(markdown: string): void {
  const readme = join(ROOT, 'README.md');
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) return;
  const body = markdown.split('\n').slice(2).join('\n').trim();
  writeFileSync(readme, `${text.slice(0, from + start.length)}\n\n${body}\n\n${text.slice(to)}`);
  execFileSync('npx', ['prettier', '--log-level', 'warn', '--write', 'README.md'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}

async function main(): Promise<void> {
  const budgets = JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8')) as Budgets;
  if (!process.argv.includes('--no-build')) build();
  const mock = await startMock();
  const server = await startServer(join(ROOT, OUT_DIR), APP_PORT, MOCK_PORT);
  const started = new Date();
  const loadBefore = loadavg()[0]!;
  try {
    const token = await demoToken();
    // For a quick look: BENCH_ONLY=<part of a route name>, BENCH_RUNS=<runs per route>.
    const only = process.env.BENCH_ONLY;
    const runs = Number(process.env.BENCH_RUNS ?? budgets.runs);
    const routes = budgets.routes.filter((route) => !only || route.name.includes(only));
    const floor = await measureRoute(budgets.floor.name, budgets.floor.path, {}, runs);
    const dataFloor = budgets.dataFloor
      ? await measureRoute(budgets.dataFloor.name, budgets.dataFloor.path, {}, runs)
      : undefined;
    const floors = { floor, dataFloor };
    const results: RouteResult[] = [];
    for (const route of routes) {
      const storage = { ...(route.signedIn ? { accessToken: token } : {}), ...route.storage };
      results.push(await measureRoute(route.name, route.path, storage, runs));
    }
    const misses = checkBudgets(budgets, floor, results);
    // A quick look (some routes, or another number of runs) is printed, never recorded: the
    // README and the results files show full runs only.
    const quickLook = Boolean(only) || runs !== budgets.runs;
    const load = `load average ${loadBefore.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end (2 cores)`;
    console.log(`\n${formatTable(floors, results)}\n${load}`);
    if (quickLook)
      console.log('\nA quick look: bench/results.md and the README are left as they were.');
    else {
      const markdown = formatMarkdown(floors, results, budgets, misses, started, load);
      writeFileSync(join(ROOT, 'bench/results.md'), markdown);
      updateReadme(markdown);
      writeFileSync(
        join(ROOT, 'bench/results.json'),
        `${JSON.stringify({ date: started.toISOString(), load, budgets: budgets.goal, floor, dataFloor, routes: results, misses }, null, 2)}\n`,
      );
    }
    if (misses.length > 0) {
      console.error(`\nOver budget:\n${misses.map((miss) => `  ${miss}`).join('\n')}`);
      process.exitCode = 1;
    } else console.log('\nEvery route within budget.');
  } finally {
    server.close();
    try {
      if (mock.pid) process.kill(-mock.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

await main();
