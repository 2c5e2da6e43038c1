// Shared Playwright fixtures: scenarios chosen at the network edge (Prism's Prefer header, added
// to the browser's requests, and a list of them on each page request, which the server passes on
// to the calls it makes while rendering), a signed-in customer, the axe check every page runs,
// and guards that fail any test whose page breaks the Content-Security-Policy or whose server HTML
// the browser could not take over as it was (a hydration error).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { CONSENT_COOKIE, type AnalyticsConsent } from '../../../src/lib/consent/analytics-consent';
import {
  callPattern,
  SCENARIOS_HEADER,
  scenarioRule,
  type ScenarioRule,
} from '../../support/scenario-rules';
import { E2E_NOW } from './clock';

export { DEMO_TOKEN } from '../../support/demo-token';

/** Pages whose scripts a test blocks: their navigations do not wait for the browser's take-over. */
export const withoutHydration = new WeakSet<Page>();

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

/** React's hydration errors: its development texts, and the numbers its production build logs. */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|422|423|425)\b/i;

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
    // A clock the test paused (clock.pauseAt) is resumed here, while the test still holds the
    // context. Left paused, Playwright resumes it as the context passes to the next test, without
    // waiting, and its script can outlive the reset: every later page of the worker then throws
    // "Cannot read properties of undefined (reading 'controller')" as it loads. Resuming a clock
    // that runs changes nothing.
    await context.clock.resume();
    // A worker's tests share one context (reuseContext, playwright.config.ts). Playwright's reset
    // between them leaves the network switch and granted permissions as a test set them.
    await context.setOffline(false);
    await context.clearPermissions();
  },
  // Every page of every test runs under the server's CSP: a violation fails the test.
  page: async ({ page, cspAllowance }, use, testInfo) => {
    // The calls that failed or got a server error: printed when the test fails, since CI keeps
    // only the log (a test that makes faults on purpose lists them too).
    const failedCalls: string[] = [];
    page.on('requestfailed', (request) =>
      failedCalls.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
    );
    page.on('response', (response) => {
      if (response.status() >= 500)
        failedCalls.push(`${response.request().method()} ${response.url()}: ${response.status()}`);
    });
    // A page the browser takes over with other content than the server sent fails its test: React
    // reports the mismatch (in the production build by its number, react.dev/errors/418 and kin).
    const hydrationErrors: string[] = [];
    const hydration = (text: string) => {
      if (HYDRATION_ERROR.test(text)) hydrationErrors.push(text);
    };
    page.on('pageerror', (error) => hydration(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') hydration(message.text());
    });
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
    // A call the app makes after the test's last step (a refetch) may still be in a test's route
    // handler: the test is over, and what that handler does no longer matters.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    if (testInfo.status !== testInfo.expectedStatus && failedCalls.length > 0)
      console.log(`Calls that failed during the test:\n  ${failedCalls.join('\n  ')}`);
    const unexpected = violations.filter(
      (line) => !cspAllowance.some((directive) => line.startsWith(`${directive} `)),
    );
    expect(unexpected, 'Content-Security-Policy violations').toEqual([]);
    expect(hydrationErrors, 'React hydration errors').toEqual([]);
  },
  serverScenario: async ({ scenarioRules }, use) =>
    use((method, path, prefer) => {
      scenarioRules.unshift(scenarioRule(method, path, prefer));
    }),
  leaveToBrowser: async ({ serverScenario }, use) =>
    use((method, path) => serverScenario(method, path, 'code=500')),
  scenario: async ({ page, scenarioRules: rules }, use) => {
    await use(async (method, path, prefer) => {
      // Newest first: a later choice for the same call wins, as with page.route.
      rules.unshift(scenarioRule(method, path, prefer));
      await page.route(new RegExp(callPattern(path)), async (route) => {
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
      const violations = await runAxe(page, options?.exclude ?? []);
      const summary = violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      expect(summary, 'axe WCAG 2.2 A/AA violations').toEqual([]);
    });
  },
});

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe-core's own `axe.run` in the page, injected once per document and asked for the violations
 * only. @axe-core/playwright injected it again on every check and brought back every passing
 * node too: about 3.6 s of the page's CPU per check on two cores, against 2.2 s this way. The app
 * has no frames, which is all that wrapper adds.
 */
async function runAxe(page: Page, exclude: string[]): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    resultTypes: ['violations'],
  };
  return page.evaluate(
    async ({ exclude, options }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const context = { exclude: exclude.map((selector) => [selector]) };
      return (await axe.run(context, options)).violations;
    },
    { exclude, options },
  );
}

/**
 * The header that makes the server render a page with the given scenarios, for a test that asks
 * for the page's HTML itself (`page.request.get(path, { headers })`) instead of opening it.
 */
export function scenariosHeader(
  scenarios: { method: string; path: string; prefer: string }[],
): Record<string, string> {
  const rules = scenarios.map(({ method, path, prefer }) => scenarioRule(method, path, prefer));
  return { [SCENARIOS_HEADER]: JSON.stringify(rules) };
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
