// For the prerendered pages (docs/decisions/019): where the page's heading was in index.html's
// own first paint, and how much the layout shifted from then on.
import { expect, type Page } from '@playwright/test';

interface Box {
  x: number;
  y: number;
  width: number;
}

/**
 * Call before `page.goto`: records the painted h1's place (once the page shows) and every layout
 * shift.
 */
export async function recordFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { shifts: number; painted?: Box };
    record.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        record.shifts += (entry as { value?: number }).value ?? 0;
    }).observe({ type: 'layout-shift', buffered: true });
    const recordHeading = () => {
      const heading = document.querySelector('h1');
      if (!heading) return;
      const { x, y, width } = heading.getBoundingClientRect();
      record.painted = { x, y, width };
      heading.setAttribute('data-painted', '');
    };
    // A page that waits for the document's paint (docs/decisions/023) shows once it has painted.
    // (<html> does not exist yet when this runs: it is read once the document is parsed.)
    const waits = () => document.documentElement.classList.contains('document-waits');
    document.addEventListener('DOMContentLoaded', () => {
      if (!waits()) return recordHeading();
      new MutationObserver((_, observer) => {
        if (waits()) return;
        observer.disconnect();
        recordHeading();
      }).observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    });
  });
}

/** Once the app has rendered: its h1 replaced the painted one in the same place, nothing moved. */
export async function expectTakenOverInPlace(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('data-painted');
  const { shifts, painted, now } = await page.evaluate(() => {
    const record = window as unknown as { shifts: number; painted?: Box };
    const { x, y, width } = document.querySelector('h1')!.getBoundingClientRect();
    return { shifts: record.shifts, painted: record.painted, now: { x, y, width } };
  });
  expect(painted).toEqual(now);
  expect(shifts).toBeLessThan(0.01);
}

/** Without the app's code, what shows is index.html's own first paint. */
export async function withoutTheAppsCode(page: Page): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
}

/**
 * Only the document's own paint script runs (docs/decisions/023): none of the app's code arrives,
 * so what shows is index.html's first paint with what the document painted into it.
 */
export async function onlyTheDocumentsScript(page: Page): Promise<void> {
  await page.route('**/assets/*.js', (route) =>
    /\/document-paint-[^/]*\.js$/.test(route.request().url()) ? route.fallback() : route.abort(),
  );
}

/** The fallback index.html at `path`: the brand bar only, none of the page painted into it. */
export async function expectOnlyTheHeaderBar(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.locator('.first-paint-header')).toBeVisible();
  await expect(page.getByRole('heading', { name: heading })).toBeHidden();
}

/**
 * Once the app has rendered its first page: the prerendered page is gone from #root. (A painted
 * link works, as a full page load, so a test that scrolls or clicks one waits for the app's.)
 */
export async function expectAppStarted(page: Page): Promise<void> {
  await expect(page.locator('#root > .prerendered')).toHaveCount(0);
}
