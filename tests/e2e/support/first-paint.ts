// For the server-rendered pages (docs/decisions/026): what the server's HTML shows before the
// browser has taken the page over, and how much the layout moved when it did.
import { expect, type Page } from '@playwright/test';
import { withoutHydration } from './fixtures';

interface Box {
  x: number;
  y: number;
  width: number;
}

/**
 * Call before `page.goto`: records the server-rendered h1's place (once the HTML is parsed,
 * before the app's code runs) and every layout shift.
 */
export async function recordFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { shifts: number; painted?: Box };
    record.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        record.shifts += (entry as { value?: number }).value ?? 0;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const heading = document.querySelector('h1');
      if (!heading) return;
      const { x, y, width } = heading.getBoundingClientRect();
      record.painted = { x, y, width };
    });
  });
}

/** Once the browser has taken the page over: its h1 is where the server put it, nothing moved. */
export async function expectTakenOverInPlace(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const { shifts, painted, now } = await page.evaluate(() => {
    const record = window as unknown as { shifts: number; painted?: Box };
    const { x, y, width } = document.querySelector('h1')!.getBoundingClientRect();
    return { shifts: record.shifts, painted: record.painted, now: { x, y, width } };
  });
  expect(painted).toEqual(now);
  expect(shifts).toBeLessThan(0.01);
}

/** Without the app's code, what shows is the server's HTML alone. */
export async function withoutTheAppsCode(page: Page): Promise<void> {
  withoutHydration.add(page);
  await page.route('**/assets/*.js', (route) => route.abort());
}
