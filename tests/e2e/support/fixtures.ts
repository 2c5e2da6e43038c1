// Shared Playwright fixtures: scenarios chosen at the network edge (Prism's Prefer header, added
// to the app's own requests), a signed-in customer, and the axe check every page runs.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_NOW } from './clock';

/** The demo customer's token, from the login example of openapi/booking.yaml (sub 4711). */
export const DEMO_TOKEN =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0NzExIiwicm9sZXMiOlsiUk9MRV9DVVNUT01FUiJdLCJpYXQiOjE3NjgyMDQ4MDAsImV4cCI6MjA4MzU2NDgwMH0.PzpW_oMtWcCmQBZnlxegHEsDBu0_9mmgoK7XkZgNzu4';

export const BOOKING_API = '**/brponline/api/ver3';
export const CONTENT_API = '**/wp-json';

interface Fixtures {
  /**
   * Answers matching requests with a named scenario of the mock, e.g.
   * `scenario('GET', '/customers/*\/valuecards', 'example=empty')` or `'code=401'`.
   * `path` is relative to the booking API unless it starts with '/wp/' or '/mild/'.
   */
  scenario: (method: string, path: string, prefer: string) => Promise<void>;
  /** Starts the page signed in as the demo customer (token in storage, as after login). */
  signIn: () => Promise<void>;
  /** Fails with the list of WCAG 2.1 A/AA violations on the current page. */
  expectAccessible: (options?: { exclude?: string[] }) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  // Every page starts at the suite's fixed instant, the one the mock's data is made for; time then
  // runs on, and a test can fast-forward it (page.clock.fastForward) where it waits for a timer.
  context: async ({ context }, use) => {
    await context.clock.install({ time: E2E_NOW });
    await use(context);
  },
  scenario: async ({ page }, use) => {
    await use(async (method, path, prefer) => {
      const api = path.startsWith('/wp/') || path.startsWith('/mild/') ? CONTENT_API : BOOKING_API;
      const pattern = `${api}${path}`;
      await page.route(new RegExp(globToRegExp(pattern)), async (route) => {
        if (route.request().method() !== method.toUpperCase()) return route.fallback();
        await route.fallback({ headers: { ...route.request().headers(), prefer } });
      });
    });
  },
  signIn: async ({ page }, use) => {
    await use(async () => {
      await page.addInitScript((token) => {
        if (!window.localStorage.getItem('accessToken')) {
          window.localStorage.setItem('accessToken', token);
          window.localStorage.setItem('username', 'Anna');
        }
      }, DEMO_TOKEN);
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
      let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
      for (const selector of options?.exclude ?? []) builder = builder.exclude(selector);
      const { violations } = await builder.analyze();
      const summary = violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      expect(summary, 'axe WCAG 2.1 A/AA violations').toEqual([]);
    });
  },
});

/** '**\/customers/*\/valuecards' → a RegExp source matching the path with any query string. */
function globToRegExp(glob: string): string {
  const escaped = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  return `^${escaped.replace(/\*\*/g, '§').replace(/\*/g, '[^/?]*').replace(/§/g, '.*')}(\\?.*)?$`;
}

export { expect };
export type { Page };

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
