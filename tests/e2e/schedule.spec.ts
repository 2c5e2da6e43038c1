// The class schedule (spec §2 "Schedule", §5, §9): facility first, then its classes sorted by
// name, three weeks from Monday, sessions per Stockholm day (hidden once booking has closed),
// chips and Reset, printing after 500 ms with a print layout, English, and a failing load.
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
  loadProducts,
  loadSchedule,
  stockholmDay,
  stockholmTime,
  type MockClass,
} from './support/classes-data';

/** Monday of the Stockholm week of `day`, and its ISO week number. */
function weekOf(day: string): { monday: string; number: number } {
  const date = new Date(`${day}T12:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0
  const monday = addDays(day, -weekday);
  const thursday = new Date(`${addDays(monday, 3)}T12:00:00Z`);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const number = Math.floor((thursday.getTime() - yearStart) / (7 * 86_400_000)) + 1;
  return { monday, number };
}

function dayMonth(day: string, locale: string): string {
  const options = { day: 'numeric', month: 'long', timeZone: 'UTC' } as const;
  return new Intl.DateTimeFormat(locale, options).format(new Date(`${day}T12:00:00Z`));
}

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

test('facility first, its classes by name, three weeks, sessions per day, chips, reset and print', async ({
  page,
  request,
  expectAccessible,
}) => {
  const [schedule, products] = await Promise.all([loadSchedule(request), loadProducts(request)]);
  await page.goto('/schema/');
  const now = await page.evaluate(() => Date.now());
  await expect(page).toHaveTitle(/^Schema - /);
  const print = page.getByRole('button', { name: 'Skriv ut' });
  const classes = page.getByRole('combobox', { name: 'Pass' });
  await expect(print).toBeDisabled();
  await expect(classes).toHaveAttribute('aria-disabled', 'true');

  const { monday, number } = weekOf(stockholmDay(now));
  const weeks = page.getByTestId('week-button');
  await expect(weeks).toHaveText(
    [0, 1, 2].map(
      (i) =>
        new RegExp(
          `Vecka ${weekOf(addDays(monday, 7 * i)).number}, ${dayMonth(addDays(monday, 7 * i), 'sv-SE')} – ${dayMonth(addDays(monday, 7 * i + 6), 'sv-SE')}`,
          'i',
        ),
    ),
  );
  await expectAccessible();

  await page.getByRole('combobox', { name: 'Anläggning' }).click();
  await page.getByRole('option', { name: 'Haga' }).click();
  await expect(page).toHaveURL(/site=1/);
  await expect(print).toBeEnabled();
  await expect.poll(() => shownWeek(page)).toEqual(expectedWeek(schedule, monday, now));

  await classes.click();
  const hagaClasses = products
    .filter((p) => p.businessUnits.some((u) => u.id === 1))
    .map((p) => p.name)
    .sort((a, b) => a.localeCompare(b, 'sv'));
  await expect(page.getByRole('option')).toHaveText(hagaClasses);
  await page.getByRole('option', { name: 'Aquafit' }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => shownWeek(page)).toEqual(expectedWeek(schedule, monday, now, [22]));
  await expect(page.getByRole('button', { name: 'Ta bort filtret Aquafit' })).toBeVisible();

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

  // Reset clears the classes and the facility.
  await page.getByRole('button', { name: 'Återställ' }).click();
  await expect(page).not.toHaveURL(/site=|class=/);
  await expect(print).toBeDisabled();
  await expect(page.getByTestId('schedule-session')).toHaveCount(0);
});

test('English, a week from the URL, and a failing load with a retry that keeps the choices', async ({
  page,
  request,
  serverScenario,
  expectAccessible,
}) => {
  const schedule = await loadSchedule(request, 3509);
  // The server's render meets the failure too, so the browser asks again itself.
  serverScenario('GET', '/businessunits/3509/groupactivities', 'code=500');
  let failing = true;
  await page.route(/\/businessunits\/3509\/groupactivities(\?.*)?$/, (route) =>
    failing
      ? route.fulfill({ status: 503, json: { errorCode: 'SERVICE_UNAVAILABLE' } })
      : route.fallback(),
  );
  await page.goto('/en/schema/?site=3509&week=1');
  const now = await page.evaluate(() => Date.now());
  await expect(page).toHaveTitle(/^Schedule - /);
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove the filter Älvstranden' })).toBeVisible();
  failing = false;
  await retry.click();
  const { monday } = weekOf(stockholmDay(now));
  await expect(page.getByTestId('week-button').nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => shownWeek(page)).toEqual(expectedWeek(schedule, addDays(monday, 7), now));
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
    new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${addDays(monday, 7)}T12:00:00Z`)),
  );
  await expectAccessible();
});

test('when the classes cannot be loaded the schedule says so, still shows every session, and retries', async ({
  page,
  serverScenario,
}) => {
  serverScenario('GET', '/products/groupactivities', 'code=500');
  let failing = true;
  await page.route(/\/products\/groupactivities\?/, (route) =>
    failing
      ? route.fulfill({ status: 503, json: { errorCode: 'SERVICE_UNAVAILABLE' } })
      : route.fallback(),
  );
  await page.goto('/schema/?site=1');
  const alert = page.getByRole('alert').filter({ hasText: 'Passen kunde inte hämtas' });
  await expect(alert).toBeVisible();
  await expect(page.getByTestId('schedule-session').first()).toBeVisible();
  failing = false;
  await alert.getByRole('button', { name: 'Försök igen' }).click();
  await expect(alert).toBeHidden();
  await page.getByRole('combobox', { name: 'Pass' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
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

  test('the browser takes over in place, and a week can then be chosen', async ({
    page,
    request,
  }) => {
    const schedule = await loadSchedule(request);
    await recordFirstPaint(page);
    await page.goto('/schema/?site=1');
    await expectTakenOverInPlace(page);
    const now = await page.evaluate(() => Date.now());
    const { monday } = weekOf(stockholmDay(now));
    await page.getByTestId('week-button').nth(1).click();
    await expect(page.getByTestId('week-button').nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/[?&]week=1(&|$)/);
    await expect
      .poll(() => shownWeek(page))
      .toEqual(expectedWeek(schedule, addDays(monday, 7), now));
  });
});
