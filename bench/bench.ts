// npm run bench: builds the app (React Router's build, into <out>/app) and the floor page, starts
// the mock, the production server (server/main.ts on Node 24, the mock as its BRP and WordPress)
// and a small static server for the floor, then runs Lighthouse (mobile, simulated slow 4G and 4x
// CPU) `runs` times on every route of bench/budgets.json, each route also with JavaScript
// disabled and the floor, in turns. Prints and writes the medians (bench/results.{md,json}) and exits
// 1 when a route misses its budget. Ports: mock BENCH_MOCK_PORT (4160, plus the next two for
// Prism), app BENCH_APP_PORT (4260), floor BENCH_FLOOR_PORT (4261). bench/README.md has the rest.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import {
  checkBudgets,
  median,
  type BenchRoute,
  type Budgets,
  type RouteResult,
  type RunMetrics,
} from './budget';
import { COOKIE_KEYS, STORAGE_KEYS } from '../src/lib/storage';
import {
  ROOT,
  SERVERS_ON_FIRST_CORE,
  sessionCookie,
  startAppServer,
  startMock,
  stopOnSignal,
} from './processes';
import { updateReadme } from './readme';
import { formatMarkdown, formatTable } from './report';
import { startFloorServer } from './serve';

const OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist-bench';
const APP_BUILD = join(OUT_DIR, 'app');
const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT ?? 4160);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4260);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? 4261);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const THROTTLING = (process.env.BENCH_THROTTLING ?? 'simulate') as 'simulate' | 'devtools';
const APP_ORIGIN = `http://127.0.0.1:${APP_PORT}`;
const FLOOR_ORIGIN = `http://127.0.0.1:${FLOOR_PORT}`;
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
/**
 * JavaScript blocked for one site, as Chrome's site settings block it (Lighthouse has no setting
 * of its own). Not the `--blink-settings=scriptEnabled=false` switch nor DevTools' "disable
 * JavaScript" (Emulation.setScriptExecutionDisabled): with either, Lighthouse's own
 * `Debugger.enable` fails ("Script execution is prohibited") and the run stops.
 */
const blockJavaScript = (origin: string) => ({
  profile: {
    content_settings: { exceptions: { javascript: { [`${origin},*`]: { setting: 2 } } } },
  },
});

function build(): void {
  console.log(`Building the app into ${APP_BUILD}/ and the floor into ${OUT_DIR}/__floor/ …`);
  execFileSync('npx', ['react-router', 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: { ...process.env, BUILD_DIR: APP_BUILD },
    stdio: 'inherit',
  });
  execFileSync(
    'npx',
    ['vite', 'build', '--config', 'bench/floor/vite.config.ts', '--logLevel', 'warn'],
    { cwd: ROOT, env: { ...process.env, VITE_OUT_DIR: OUT_DIR }, stdio: 'inherit' },
  );
}

interface Visit {
  origin: string;
  path: string;
  storage: Record<string, string>;
  /** The `Cookie` header of a signed-in visit (Lighthouse sends it with every request). */
  cookie?: string;
  noJs: boolean;
}

/** What the page looked like when Lighthouse was done with it (read over DevTools). */
interface PageState {
  scriptRan: boolean;
  hydrated: boolean;
  hiddenSegments: number;
  accountLink: string | null;
}

/**
 * One Lighthouse run in a fresh Chrome. Storage is prepared on the same origin first (a
 * robots.txt visit, then localStorage), the HTTP cache cleared, and Lighthouse told not to reset
 * storage: every route, with or without JavaScript, and the floor go through the same steps.
 */
/** The stored keys the app copies into cookies (the cart), as a Cookie header's pairs. */
function cartCookies(storage: Record<string, string>): string[] {
  const names = new Set<string>(COOKIE_KEYS.map((key) => STORAGE_KEYS[key]));
  return Object.entries(storage)
    .filter(([name]) => names.has(name))
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
}

async function measure(visit: Visit): Promise<RunMetrics & { state: PageState }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    ...(visit.noJs ? { prefs: blockJavaScript(visit.origin) } : {}),
  });
  const url = `${visit.origin}${visit.path}`;
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    await page.goto(`${visit.origin}/robots.txt`);
    // DevTools' evaluation runs with the page's scripts blocked too.
    // As the app keeps them: the keys in storage, the cart's also in cookies for the server.
    await page.evaluate((entries: [string, string][]) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, Object.entries(visit.storage));
    // The cookies go into the browser's own jar, as the server's Set-Cookie would put them (the
    // session's HttpOnly): a Cookie header given to Lighthouse lost to the jar once the cart's
    // cookies were in it, and the checkout was measured signed out.
    const pairs = [...(visit.cookie ? [visit.cookie] : []), ...cartCookies(visit.storage)];
    const cdp = await page.createCDPSession();
    await cdp.send('Network.setCookies', {
      cookies: pairs.map((pair) => {
        const [name = '', ...value] = pair.split('=');
        return {
          name,
          value: value.join('='),
          url: visit.origin,
          path: '/',
          httpOnly: name === 'shop_session',
          sameSite: 'Lax' as const,
        };
      }),
    });
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        onlyCategories: ['performance'],
        throttlingMethod: THROTTLING,
        disableStorageReset: true,
        // It waits for two animation frames in the page, which never come without JavaScript;
        // no metric reads it, so no run takes it.
        disableFullPageScreenshot: true,
        // The back/forward cache audit (weight 0) leaves the page for chrome://terms and comes
        // back: the page read below would be another one. Without it the page stays as measured.
        skipAudits: ['bf-cache'],
        // BENCH_TRACE=cpu: the trace with the CPU's samples, to tell which code a task ran (they
        // cost time of their own: not for numbers to keep).
        ...(process.env.BENCH_TRACE === 'cpu'
          ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
          : {}),
        // Lighthouse tells a quiet CPU by a timer it sets in the page, which never fires without
        // JavaScript: the run would wait out maxWaitForLoad (45 s) and warn. Such a page runs no
        // task of its own to wait for; the load event and a quiet network end its run.
        ...(visit.noJs ? { cpuQuietThresholdMs: 0 } : {}),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`no Lighthouse result for ${visit.path}`);
    const state = await page.evaluate((): PageState => ({
      scriptRan: '__reactRouterContext' in window,
      hydrated: document.documentElement.hasAttribute('data-hydrated'),
      hiddenSegments: document.querySelectorAll('div[hidden][id^="S:"]').length,
      accountLink:
        document.querySelector('[data-testid="header-account"]')?.getAttribute('href') ?? null,
    }));
    await browser.disconnect();
    const { lhr } = result;
    // The full report of the latest run per page, for digging into a number (not committed).
    const reports = join(ROOT, OUT_DIR, 'lighthouse');
    mkdirSync(reports, { recursive: true });
    const file = `${visit.path.replace(/[^a-z0-9]+/gi, '_')}${visit.noJs ? '.nojs' : ''}.json`;
    writeFileSync(join(reports, file), JSON.stringify(lhr));
    // BENCH_TRACE=1: its trace too, as Chrome recorded it before Lighthouse's simulation (open it
    // in DevTools' Performance panel; its tasks, times four, are what TBT counts).
    if (process.env.BENCH_TRACE) {
      writeFileSync(
        join(reports, file.replace(/\.json$/, '.trace.json')),
        JSON.stringify(result.artifacts.Trace),
      );
      writeFileSync(
        join(reports, file.replace(/\.json$/, '.devtoolslog.json')),
        JSON.stringify(result.artifacts.DevtoolsLog),
      );
    }
    if (lhr.runtimeError) throw new LighthouseFailure(`${visit.path}: ${lhr.runtimeError.message}`);
    // A warning here (a run cut off at the time limit, say) means numbers not to trust.
    for (const warning of lhr.runWarnings) console.warn(`  ${visit.path}: ${warning}`);
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
      hydrated: state.hydrated,
      hiddenSegments: state.hiddenSegments,
      state,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse could not measure the page (its runtimeError): it says to run it again. */
class LighthouseFailure extends Error {}

/**
 * Tries of one run when Lighthouse itself failed: twice in a row stopped full runs, and on
 * 2026-11-29 three in a row did (NO_NAVSTART on /en/). A failed try measures nothing, so trying
 * again hides no number.
 */
const LIGHTHOUSE_TRIES = 5;

/** One run, again when Lighthouse itself failed (NO_NAVSTART on a busy machine, say). */
async function measureOnce(visit: Visit): Promise<RunMetrics & { state: PageState }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(visit);
    } catch (error) {
      if (!(error instanceof LighthouseFailure) || attempt === LIGHTHOUSE_TRIES) throw error;
      console.warn(`  ${error.message}; once more`);
    }
  }
}

/** A run that measured the wrong thing stops the bench instead of entering the table. */
function checkRun(name: string, visit: Visit, run: RunMetrics & { state: PageState }): void {
  const expected = new URL(`${visit.origin}${visit.path}`);
  if (new URL(run.finalUrl).pathname !== expected.pathname)
    throw new Error(`${name}: ${visit.path} ended on ${run.finalUrl}`);
  if (visit.noJs && (run.state.scriptRan || run.state.hydrated))
    throw new Error(`${name}: a script ran on the page with JavaScript disabled`);
  if (visit.cookie && !run.state.accountLink?.includes('/mina-sidor/'))
    throw new Error(
      `${name}: not signed in (the header's account link is ${run.state.accountLink ?? 'missing'})`,
    );
}

const pickMedian = <T>(runs: T[], pick: (run: T) => number) => median(runs.map(pick));

function summarise(name: string, path: string, runs: RunMetrics[]): RouteResult {
  return {
    name,
    path,
    score: pickMedian(runs, (run) => run.score),
    fcpMs: pickMedian(runs, (run) => run.fcpMs),
    lcpMs: pickMedian(runs, (run) => run.lcpMs),
    tbtMs: pickMedian(runs, (run) => run.tbtMs),
    cls: pickMedian(runs, (run) => run.cls),
    jsKb: pickMedian(runs, (run) => run.jsKb),
    runs: runs.length,
    hydratedRuns: runs.filter((run) => run.hydrated).length,
  };
}

const describeRun = (label: string, run: RunMetrics) =>
  `  ${label}: ${run.score}, FCP ${Math.round(run.fcpMs)} ms, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}${run.hiddenSegments ? `, ${run.hiddenSegments} segment(s) hidden` : ''}`;

/** One run of the floor, in a route's turn. */
async function measureFloorOnce(floor: Budgets['floor'], label: string): Promise<RunMetrics> {
  const visit: Visit = { origin: FLOOR_ORIGIN, path: floor.path, storage: {}, noJs: false };
  const metrics = await measureOnce(visit);
  checkRun(floor.name, visit, metrics);
  console.log(describeRun(`${floor.name}, ${label}`, metrics));
  // The floor renders in the browser only: it has nothing to take over.
  return { ...metrics, hydrated: true };
}

/**
 * Two requests for the page before its runs, as a server that has been up a while has had: the
 * first render of a route after start-up compiles its code and fills the connections, and
 * Lighthouse would count that wait as the page's own (its first run's document took seconds).
 */
async function warmUp(visit: Omit<Visit, 'noJs'>): Promise<void> {
  const cookie = [visit.cookie, ...cartCookies(visit.storage)].filter(Boolean).join('; ');
  for (let request = 0; request < 2; request += 1) {
    const response = await fetch(`${visit.origin}${visit.path}`, {
      headers: cookie ? { cookie } : {},
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`warm-up: ${visit.path} answered ${response.status}`);
  }
}

/**
 * The route, the same page without JavaScript and the floor, in turns, so all three meet the same
 * machine: its TBT is held to the floor's of its own turns (bench/budget.ts). The floor's runs are
 * also added to `floorRuns`, the floor's row.
 */
async function measureRoute(
  route: BenchRoute,
  cookie: string | undefined,
  runs: number,
  floor: Budgets['floor'],
  floorRuns: RunMetrics[],
): Promise<RouteResult> {
  const floorTurns: RunMetrics[] = [];
  const withJs: RunMetrics[] = [];
  const withoutJs: RunMetrics[] = [];
  const base = {
    origin: APP_ORIGIN,
    path: route.path,
    storage: route.storage ?? {},
    ...(route.signedIn && cookie ? { cookie } : {}),
  };
  await warmUp(base);
  for (let run = 1; run <= runs; run += 1) {
    for (const noJs of [false, true]) {
      const visit = { ...base, noJs };
      const metrics = await measureOnce(visit);
      checkRun(route.name, visit, metrics);
      console.log(describeRun(`${route.name}${noJs ? ', no JS' : ''} #${run}`, metrics));
      (noJs ? withoutJs : withJs).push(metrics);
    }
    floorTurns.push(await measureFloorOnce(floor, `${route.name} #${run}`));
  }
  floorRuns.push(...floorTurns);
  return {
    ...summarise(route.name, route.path, withJs),
    noJs: {
      fcpMs: pickMedian(withoutJs, (run) => run.fcpMs),
      lcpMs: pickMedian(withoutJs, (run) => run.lcpMs),
      hiddenSegments: pickMedian(withoutJs, (run) => run.hiddenSegments),
    },
    floorTbtMs: pickMedian(floorTurns, (run) => run.tbtMs),
  };
}

async function main(): Promise<void> {
  const budgets = JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8')) as Budgets;
  // For a quick look: BENCH_ONLY=<part of a route name>[,<another>], BENCH_RUNS=<runs per page>.
  const only = (process.env.BENCH_ONLY ?? '').split(',').map((part) => part.trim());
  const quickFilter = only.some(Boolean);
  const runs = Number(process.env.BENCH_RUNS ?? budgets.runs);
  const routes = budgets.routes.filter(
    (route) => !quickFilter || only.some((part) => part && route.name.includes(part)),
  );
  if (routes.length === 0) throw new Error(`BENCH_ONLY=${process.env.BENCH_ONLY} names no route`);
  if (!process.argv.includes('--no-build')) build();

  const stops: (() => void)[] = [];
  stopOnSignal(stops);
  try {
    // The mock and the server stand in for hosts far away: on the first core, the page's on the
    // other (bench/processes.ts).
    if (SERVERS_ON_FIRST_CORE) console.log('The mock and the server run on the first core only.');
    const mock = await startMock(MOCK_PORT, { firstCore: true });
    stops.push(mock.stop);
    const mockApi = `http://127.0.0.1:${MOCK_PORT}`;
    const app = await startAppServer({
      port: APP_PORT,
      bookingApiUrl: `${mockApi}/brponline/api/ver3`,
      contentApiUrl: `${mockApi}/wp-json`,
      buildDir: APP_BUILD,
      logFile: join(ROOT, OUT_DIR, 'server.log'),
      // Every run, with JavaScript or without, waits for the same fresh render: a page kept by
      // the short page cache would favour whichever run came second.
      env: { PAGE_CACHE_SECONDS: '0' },
      firstCore: true,
    });
    stops.push(app.stop);
    const floorServer = await startFloorServer({
      floorDir: join(ROOT, OUT_DIR, '__floor'),
      rootDir: join(ROOT, APP_BUILD, 'client'),
      port: FLOOR_PORT,
      mockPort: MOCK_PORT,
    });
    stops.push(() => floorServer.close());

    const started = new Date();
    const loadBefore = loadavg()[0]!;
    const results: RouteResult[] = [];
    const floorRuns: RunMetrics[] = [];
    for (const route of routes) {
      // A session of its own per route: Lighthouse sends a fixed Cookie header and never takes
      // the renewed one the server sets, so one session for the whole bench ran out before its end.
      const cookie = route.signedIn ? await sessionCookie(APP_ORIGIN) : undefined;
      results.push(await measureRoute(route, cookie, runs, budgets.floor, floorRuns));
    }
    // The floor's row: its runs in every route's turns, spread over the whole bench.
    const floor = summarise(budgets.floor.name, budgets.floor.path, floorRuns);
    const misses = checkBudgets(budgets, floor, results);
    // A quick look (some routes, or another number of runs) is printed, never recorded: the
    // README and the results files show full runs only.
    const quickLook = quickFilter || runs !== budgets.runs;
    const load = `load average ${loadBefore.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end (2 cores)`;
    console.log(`\n${formatTable(floor, results)}\n${load}`);
    if (quickLook)
      console.log('\nA quick look: bench/results.md and the README are left as they were.');
    else {
      const markdown = formatMarkdown(floor, results, budgets, misses, started, load);
      writeFileSync(join(ROOT, 'bench/results.md'), markdown);
      await updateReadme(
        '<!-- bench:start -->',
        '<!-- bench:end -->',
        markdown.split('\n').slice(2).join('\n').trim(),
      );
      writeFileSync(
        join(ROOT, 'bench/results.json'),
        `${JSON.stringify({ date: started.toISOString(), load, budgets: budgets.goal, floor, routes: results, misses }, null, 2)}\n`,
      );
    }
    if (misses.length > 0) {
      console.error(`\nOver budget:\n${misses.map((miss) => `  ${miss}`).join('\n')}`);
      process.exitCode = 1;
    } else console.log('\nEvery route within budget.');
  } finally {
    for (const stop of stops.reverse()) stop();
  }
}

await main();
