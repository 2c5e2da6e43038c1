import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_NOW, E2E_NOW_MS } from './tests/e2e/support/clock';
import {
  APP_PORT,
  APP_SERVER_ARGS,
  APP_URL,
  appServerEnv,
  MAIL_READ_PORT,
  MOCK_PORT,
} from './tests/e2e/support/server-env';

// The system Chromium where there is one (CHROME_PATH, else Debian's headless shell, else its
// full Chromium), else Playwright's own. The headless shell is what Playwright itself runs
// headless tests in: the suite takes about a quarter less CPU in it (docs/decisions/042).
const systemChromium = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
].find((path): path is string => Boolean(path && existsSync(path)));

/** The specs without a browser that start servers of their own (the `servers` project). */
const SERVER_SPECS = /\/(server-lifecycle|server-observability|many-instances)\.spec\.ts$/;

// Locally a running suite's servers are used; CI starts its own, unless `npm test` has started
// them already (scripts/test-all.ts: after the build, for both Playwright runs) and says so.
const reuseExistingServer = !process.env.CI || process.env.E2E_SERVERS_STARTED === '1';

/** The mock, the mail catcher and the production server every run of this config needs. */
export const webServers = [
  {
    command: 'npx tsx mocks/start-mocks.ts',
    url: `http://127.0.0.1:${MOCK_PORT}/__health`,
    env: {
      MOCK_NOW: E2E_NOW.toISOString(),
      MOCK_PORT,
      MOCK_BOOKING_PORT: String(Number(MOCK_PORT) + 1),
      MOCK_CONTENT_PORT: String(Number(MOCK_PORT) + 2),
      // Tests sign in side by side as the same customer: each login its own bookings.
      MOCK_STATE_PER_LOGIN: '1',
    },
    reuseExistingServer,
    // A readiness wait, not a sleep: a loaded machine only takes longer (mocks/start-mocks.ts
    // waits as long for its Prism processes).
    timeout: 180_000,
  },
  // The suite's SMTP server, which the app server sends its mails to (support/mail-catcher.ts).
  {
    command: 'npx tsx tests/e2e/support/mail-catcher.ts',
    url: `http://127.0.0.1:${MAIL_READ_PORT}/__health`,
    env: {},
    reuseExistingServer,
    timeout: 60_000,
  },
  // The production server, started as a facility starts it (`npm run build` first), with the
  // mock as its BRP and WordPress (support/server-env.ts).
  {
    command: `node ${APP_SERVER_ARGS.join(' ')}`,
    url: `http://127.0.0.1:${APP_PORT}/healthz`,
    env: appServerEnv(APP_PORT, E2E_NOW_MS),
    reuseExistingServer,
    timeout: 180_000,
  },
];

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    ...(systemChromium ? { executablePath: systemChromium } : {}),
    args: [
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      // One site, one renderer: the app has no cross-site frames to isolate.
      '--disable-site-isolation-trials',
      '--disable-features=IsolateOrigins,site-per-process',
    ],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  // `npm run test:servers` writes to a folder of its own (`--output`, and its HTML report's
  // PLAYWRIGHT_HTML_OUTPUT_DIR): `npm test` runs it beside the end-to-end tests, and a run empties
  // its output folder as it starts.
  outputDir: `test-results/e2e-${APP_PORT}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that fails once is a defect to fix, not to hide.
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A safety net, not a wait: on the 2-core CI machine an axe pass over a large dialog alone can
  // take several seconds, and 30 s cut off healthy flows there.
  timeout: 60_000,
  // Also a safety net: two workers keep both cores busy, and a client-side navigation that loads
  // a new route's code, texts and data took longer than 7 s there once (start-page.spec.ts).
  expect: { timeout: 15_000 },
  use: {
    baseURL: APP_URL,
    // Locally a failed test keeps its trace: every action with the DOM before and after it,
    // without the screencast. Recording it for every test, to keep the few that fail, costs a
    // tenth of the suite's CPU, and CI keeps only the log: CI records none.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    // The member card's service worker (decision 036) answers requests itself, out of
    // page.route's reach (the fixtures' faults and scenarios): no test has it but the one about
    // it (member-card-offline.spec.ts opts in).
    serviceWorkers: 'block',
    // One browser context per worker, reset between tests (cookies, storage, cache, routes,
    // bindings, init scripts, clock, viewport; fixtures.ts resets the rest): a new context and
    // renderer for every test cost a third of the suite's CPU (docs/decisions/040).
    reuseContext: true,
    timezoneId: 'Europe/Stockholm',
    locale: 'sv-SE',
    // Fades, slides and ripples end at once, as for a visitor who asks for less motion
    // (src/app/language-root.tsx): no colour is read mid-fade, and fewer frames are drawn
    // (docs/decisions/045). modal.spec.ts keeps the default motion.
    reducedMotion: 'reduce',
  },
  // `@mobile` tests run on both; `@phone` tests are about the phone's own layout and run on the
  // phone only (a desktop window at a phone's width would repeat them without touch).
  // `servers` are the specs that open no browser but start production servers of their own
  // (with nginx, Redis, stubs) and mostly wait on them: `npm test` runs them beside the unit
  // tests (`test:servers`), where their waits cost no core, and `test:e2e` without them.
  projects: [
    { name: 'desktop', use: chromium, grepInvert: /@phone/, testIgnore: SERVER_SPECS },
    {
      name: 'mobile',
      use: { ...chromium, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: /@mobile|@phone/,
      testIgnore: SERVER_SPECS,
    },
    { name: 'servers', testMatch: SERVER_SPECS },
  ],
  webServer: webServers,
});
