// Shared Playwright fixtures: scenarios chosen at the network edge (Prism's Prefer header, added
// to the browser's requests, and a list of them on each page request, which the server passes on
// to the calls it makes while rendering), a signed-in customer, the axe check every page runs,
// and a guard that fails any test whose page breaks the Content-Security-Policy.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { CONSENT_COOKIE, type AnalyticsConsent } from '../../../src/lib/consent/analytics-consent';
import { E2E_NOW } from './clock';

/** The demo customer's token, from the login example of openapi/booking.yaml (sub 4711). */
export const DEMO_TOKEN =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0NzExIiwicm9sZXMiOlsiUk9MRV9DVVNUT01FUiJdLCJpYXQiOjE3NjgyMDQ4MDAsImV4cCI6MjA4MzU2NDgwMH0.PzpW_oMtWcCmQBZnlxegHEsDBu0_9mmgoK7XkZgNzu4';

/** Pages whose scripts a test blocks: their navigations do not wait for the browser's take-over. */
export const withoutHydration = new WeakSet<Page>();

/** The mock's header for the scenarios of a page view (mocks/scenario-router.ts). */
const SCENARIOS_HEADER = 'x-mock-scenarios';

interface ScenarioRule {
  method: string;
  pattern: string;
  prefer: string;
}

export const BOOKING_API = '**/brponline/api/ver3';
export const CONTENT_API = '**/wp-json';

interface Internal {
  cspAllowance: string[];
  scenarioRules: ScenarioRule[];
}

interface Options {
  /**
   * The visitor's answer about analytics, as its cookie holds it when the test starts. 'denied' by
   * default: a visitor who has answered sees no banner, and nothing is pushed to the data layer.
   * A test of the analytics events uses 'granted'; the consent tests use null (not answered yet).
   */
  analyticsConsent: AnalyticsConsent | null;
}

interface Fixtures {
  /**
   * Answers matching requests with a named scenario of the mock, e.g.
   * `scenario('GET', '/customers/*\/valuecards', 'example=empty')` or `'code=401'`.
   * `path` is relative to the booking API unless it starts with '/wp/' or '/mild/'.
   */
  scenario: (method: string, path: string, prefer: string) => Promise<void>;
  /** Signs in as the demo customer through the site's own login (the server sets its cookie). */
  signIn: () => Promise<void>;
  /**
   * For a test that feeds the page hostile HTML on purpose: Chromium reports the inline handlers
   * and <style> elements the sanitiser's parser meets (blocked, never run) as CSP violations.
   */
  allowCspViolations: (directives: string[]) => void;
  /** Adds a scenario to the calls the server makes while rendering only, not the browser's. */
  serverScenario: (method: string, path: string, prefer: string) => void;
  /**
   * The server's call fails (a 500), so the page arrives without that answer and the browser
   * asks for it itself: for a test that answers it with `page.route` or holds it with `hold()`.
   */
  leaveToBrowser: (method: string, path: string) => void;
  /** Fails with the list of WCAG 2.2 A/AA violations on the current page (axe's rules for them). */
  expectAccessible: (options?: { exclude?: string[] }) => Promise<void>;
}

export const test = base.extend<Fixtures & Internal & Options>({
  analyticsConsent: ['denied', { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's parameters
  cspAllowance: async ({}, use) => use([]),
  // The page requests carry every scenario chosen so far: the server renders with them.
  scenarioRules: async ({ page }, use) => {
    const rules: ScenarioRule[] = [];
    // A pattern, not a function: the browser's requests are matched by Playwright itself, and
    // the built files (most of a page's requests) never reach the test's process.
    await page.route(/^https?:\/\/[^/]+\/(?!assets\/|brponline\/|wp-json\/)/, async (route) => {
      if (route.request().resourceType() !== 'document' || rules.length === 0)
        return route.fallback();
      await route.fallback({
        headers: { ...route.request().headers(), [SCENARIOS_HEADER]: JSON.stringify(rules) },
      });
    });
    await use(rules);
  },
  allowCspViolations: async ({ cspAllowance }, use) =>
    use((directives) => void cspAllowance.push(...directives)),
  // Every page starts at the suite's fixed instant, the one the mock's data is made for; time then
  // runs on, and a test can fast-forward it (page.clock.fastForward) where it waits for a timer.
  context: async ({ context, analyticsConsent, baseURL }, use) => {
    await context.clock.install({ time: E2E_NOW });
    if (analyticsConsent)
      await context.addCookies([{ name: CONSENT_COOKIE, value: analyticsConsent, url: baseURL }]);
    await use(context);
  },
  // Every page of every test runs under the server's CSP: a violation fails the test.
  page: async ({ page, cspAllowance }, use) => {
    const violations: string[] = [];
    await page.exposeFunction('__reportCspViolation', (line: string) => violations.push(line));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (line: string) => void })
          .__reportCspViolation;
        report(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    // A server-rendered page shows before the browser has taken it over, and a tap before that
    // goes nowhere: every navigation of a test waits for the page to be the browser's.
    const hydrated = async () => {
      if (withoutHydration.has(page)) return;
      if (/^text\/html/.test((await page.evaluate(() => document.contentType)) ?? ''))
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    };
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      if (response?.ok()) await hydrated();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args) => {
      const response = await reload(...args);
      if (response?.ok()) await hydrated();
      return response;
    };
    await use(page);
    const unexpected = violations.filter(
      (line) => !cspAllowance.some((directive) => line.startsWith(`${directive} `)),
    );
    expect(unexpected, 'Content-Security-Policy violations').toEqual([]);
  },
  serverScenario: async ({ scenarioRules }, use) =>
    use((method, path, prefer) => {
      const api = path.startsWith('/wp/') || path.startsWith('/mild/') ? CONTENT_API : BOOKING_API;
      scenarioRules.unshift({
        method: method.toUpperCase(),
        pattern: globToRegExp(`${api}${path}`),
        prefer,
      });
    }),
  leaveToBrowser: async ({ serverScenario }, use) =>
    use((method, path) => serverScenario(method, path, 'code=500')),
  scenario: async ({ page, scenarioRules: rules }, use) => {
    await use(async (method, path, prefer) => {
      const api = path.startsWith('/wp/') || path.startsWith('/mild/') ? CONTENT_API : BOOKING_API;
      const pattern = globToRegExp(`${api}${path}`);
      // Newest first: a later choice for the same call wins, as with page.route.
      rules.unshift({ method: method.toUpperCase(), pattern, prefer });
      await page.route(new RegExp(pattern), async (route) => {
        if (route.request().method() !== method.toUpperCase()) return route.fallback();
        await route.fallback({ headers: { ...route.request().headers(), prefer } });
      });
    });
  },
  signIn: async ({ page }, use) => {
    await use(async () => {
      const answer = await page.request.post('/brponline/api/ver3/auth/login', {
        data: { username: 'anna.lindqvist@example.se', password: 'Simma2026!' },
      });
      expect(answer.status(), 'demo login').toBe(200);
    });
  },
  expectAccessible: async ({ page }, use) => {
    await use(async (options) => {
      // Colours are only final once dialogs and toasts have finished fading in.
      // (Endless ones, such as spinners and skeleton pulses, are not waited for.)
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      );
      // Legacy mode: axe.run in the page itself. The default merges per-frame results in a new
      // blank page with axe injected a second time, about a second per check on two cores; the
      // app has no frames for it to reach.
      let builder = new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .setLegacyMode();
      for (const selector of options?.exclude ?? []) builder = builder.exclude(selector);
      const { violations } = await builder.analyze();
      const summary = violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      expect(summary, 'axe WCAG 2.2 A/AA violations').toEqual([]);
    });
  },
});

/** '**\/customers/*\/valuecards' → a RegExp source matching the path with any query string. */
function globToRegExp(glob: string): string {
  const escaped = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  return `^${escaped.replace(/\*\*/g, '§').replace(/\*/g, '[^/?]*').replace(/§/g, '.*')}(\\?.*)?$`;
}

export { expect };
export type { BrowserContext, Page };

/**
 * Holds back the matching requests until `release()` is called, so a test can see the loading
 * state before the answer instead of hoping a delay is long enough.
 */
export async function hold(
  page: Page,
  pattern: RegExp | string,
  method = 'GET',
): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    if (route.request().method() === method.toUpperCase()) await released;
    await route.fallback();
  });
  return { release };
}
