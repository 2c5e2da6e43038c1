// The class schedule in a browser (spec §2 "Schedule", §9): printing after 500 ms with a print
// layout, the contrast, the server's HTML and the browser's take-over. Choosing the facility and
// classes, the weeks, the sessions per day, chips, Reset, English and the failed loads are page
// tests: tests/pages/schedule.test.tsx.
import type { Page } from '@playwright/test';
import { E2E_NOW_MS } from './support/clock';
import { expect, test } from './support/fixtures';
import {
  expectTakenOverInPlace,
  recordFirstPaint,
  withoutTheAppsCode,
} from './support/first-paint';
import {
  addDays,
  loadSchedule,
  stockholmDay,
  stockholmTime,
  type MockClass,
} from './support/classes-data';
import { weekOf } from '../support/formats';

/** What each day of the week must list: "HH:MM Name", sorted by start. */
function expectedWeek(schedule: MockClass[], monday: string, now: number, only?: number[]) {
  const days: Record<string, string[]> = {};
  for (let i = 0; i < 7; i++) days[addDays(monday, i)] = [];
  const visible = schedule
    .filter((c) => !c.cancelled)
    .filter((c) => !c.bookableLatest || Date.parse(c.bookableLatest) >= now)
    .filter((c) => !only || only.includes(c.groupActivityProduct.id))
    .sort((a, b) => Date.parse(a.duration.start) - Date.parse(b.duration.start));
  for (const c of visible) {
    const day = stockholmDay(c.duration.start);
    days[day]?.push(`${stockholmTime(c.duration.start)}${c.name}`);
  }
  return days;
}

async function shownWeek(page: Page): Promise<Record<string, string[]>> {
  return page.getByTestId('schedule-day').evaluateAll((sections) =>
    Object.fromEntries(
      sections.map((s) => [
        s.getAttribute('data-day'),
        [...s.querySelectorAll('[data-testid="schedule-session"]')].map((li) =>
          [...li.children]
            .slice(0, 2)
            .map((c) => c.textContent)
            .join(''),
        ),
      ]),
    ),
  );
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
});

test("the browser takes over in place; prints after 500 ms, with the print layout and without the site's header and buttons; a week can then be chosen", async ({
  page,
  request,
  expectAccessible,
}) => {
  // Choosing the facility, its classes, the weeks, the sessions, the chips and Reset are page
  // tests (tests/pages/schedule.test.tsx); printing and the take-over need a browser.
  const schedule = await loadSchedule(request);
  await recordFirstPaint(page);
  await page.goto('/schema/?site=1');
  await expectTakenOverInPlace(page);
  const now = await page.evaluate(() => Date.now());
  const { monday, number } = weekOf(stockholmDay(now));
  const print = page.getByRole('button', { name: 'Skriv ut' });
  await expect(page.getByTestId('schedule-session').first()).toBeVisible();
  await expect(print).toBeEnabled();
  // The schedule's contrast.
  await expectAccessible();

  // Print: after 500 ms, with the print layout and without the site's header and buttons.
  await print.click();
  await page.clock.fastForward(500);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
    .toBe(1);
  await page.emulateMedia({ media: 'print' });
  const header = page.getByTestId('print-header');
  await expect(header).toBeVisible();
  await expect(header).toContainText('Mitt Schema');
  await expect(header).toContainText('Preliminärt schema');
  await expect(header).toContainText('Haga');
  // The contact line of the content site (global option contact_details), not of the code.
  await expect(header).toContainText('Telefon 031-123 45 67 · E-post info@example.com');
  await expect(header).toContainText(`Vecka ${number}`);
  await expect(page.getByTestId('print-footer')).toContainText('preliminärt');
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(print).toBeHidden();
  await expect(page.getByTestId('schedule-session').first()).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByTestId('print-header')).toBeHidden();

  // The browser's schedule: the next week, its sessions by day.
  await page.getByTestId('week-button').nth(1).click();
  await expect(page.getByTestId('week-button').nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]week=1(&|$)/);
  await expect.poll(() => shownWeek(page)).toEqual(expectedWeek(schedule, addDays(monday, 7), now));
});

test.describe('schedule, as the server sends it (docs/decisions/026)', () => {
  /** The days after today: a session of today may close for booking while the test runs. */
  const afterToday = (week: Record<string, string[]>, today: string) =>
    Object.fromEntries(Object.entries(week).filter(([day]) => day > today));

  test('arrives with the week’s sessions of the facility in the address, in both languages', async ({
    page,
    request,
  }) => {
    const schedule = await loadSchedule(request);
    const today = stockholmDay(E2E_NOW_MS);
    const { monday, number } = weekOf(today);
    const expected = afterToday(expectedWeek(schedule, monday, E2E_NOW_MS), today);
    await withoutTheAppsCode(page);
    await page.goto('/schema/?site=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schema');
    // The tab's title is part of the page (spec §2): the server's HTML must carry it too.
    await expect.soft(page).toHaveTitle(/^Schema - /);
    await expect(page.getByTestId('week-button').first()).toContainText(`Vecka ${number}, `);
    await expect(page.getByTestId('schedule-session').first()).toBeVisible();
    expect(afterToday(await shownWeek(page), today)).toEqual(expected);

    await page.goto('/en/schema/?site=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule');
    await expect.soft(page).toHaveTitle(/^Schedule - /);
    await expect(page.getByTestId('week-button').first()).toContainText(`Week ${number}, `);
    await expect(page.getByTestId('schedule-session').first()).toBeVisible();
    expect(afterToday(await shownWeek(page), today)).toEqual(expected);
  });
});
