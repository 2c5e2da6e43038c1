// Member area, workouts (spec §2 "Workouts", §7 workouts and workoutssummary, §9 chart): a bar chart
// per week, month (default) or year, with a table of the same numbers for screen readers.
import type { Workout, WorkoutSummary } from '../../generated/booking/model';
import { E2E_NOW, E2E_NOW_MS } from './support/clock';
import { expect, test, type Page } from './support/fixtures';

const MONTH_KEYS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
const WORKOUTS = /\/customers\/4711\/workouts\?/;
const SUMMARY = /\/customers\/4711\/workoutssummary\?/;

/** The test clock's day in Stockholm as [year, month 1-12], independent of the app's code. */
function stockholmYearMonth(): [number, number] {
  const [year, month] = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' })
    .format(E2E_NOW)
    .split('-')
    .map(Number);
  return [year!, month!];
}

const MENU = {
  sv: { label: 'Mina sidor', workouts: 'Träningsstatistik' },
  en: { label: 'My pages', workouts: 'Workouts' },
};

/**
 * Opens the page from the member menu of the membership page, so the browser asks for both lists
 * itself (opened directly, the server would have asked, out of the test's sight; from the
 * overview, the summaries would already be there: the overview reads the same request).
 */
async function openWorkouts(page: Page, path: string) {
  const menuText = MENU[path.startsWith('/en/') ? 'en' : 'sv'];
  await page.goto(path.replace(/workouts\/$/, 'membership/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const workouts = page.waitForResponse((r) => WORKOUTS.test(r.url()));
  const summary = page.waitForResponse((r) => SUMMARY.test(r.url()));
  // A side list on wide screens, a dropdown on narrow ones.
  const menu = page.getByRole('navigation', { name: menuText.label });
  if (await menu.isVisible()) await menu.getByRole('link', { name: menuText.workouts }).click();
  else {
    await page.getByRole('combobox', { name: menuText.label }).click();
    await page.getByRole('option', { name: menuText.workouts }).click();
  }
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const [w, s] = await Promise.all([workouts, summary]);
  return {
    workoutsUrl: new URL(w.url()),
    summaryUrl: new URL(s.url()),
    workouts: (await w.json()) as Workout[],
    summaries: (await s.json()) as WorkoutSummary[],
  };
}

const chart = (page: Page) => page.getByTestId('workout-chart');
const bars = (page: Page) => chart(page).locator('rect.MuiBarChart-element');
/** The visually hidden table: one row per bar, [period, count]. */
async function tableRows(page: Page): Promise<[string, number][]> {
  const rows = await page.locator('table tbody tr').all();
  return Promise.all(
    rows.map(async (row) => {
      const cells = await row.locator('th, td').allTextContents();
      return [cells[0]!, Number(cells[1])] as [string, number];
    }),
  );
}

test.describe('workouts', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test('asks for the last ten weeks from a Monday and for the current year and the two before', async ({
    page,
  }) => {
    const data = await openWorkouts(page, '/mina-sidor/workouts/');
    const [year] = stockholmYearMonth();
    const start = new Date(data.workoutsUrl.searchParams.get('period.start')!);
    const end = new Date(data.workoutsUrl.searchParams.get('period.end')!);
    const startInStockholm = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Stockholm',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
    }).format(start);
    expect(startInStockholm).toBe('Monday 00:00');
    // Nine whole weeks before this week's Monday, plus the days of this week so far.
    const days = (end.getTime() - start.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(63);
    expect(days).toBeLessThan(70);
    // To the end of today in Stockholm (the server's key and the browser's are the same).
    const endInStockholm = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Stockholm',
      hour: '2-digit',
      minute: '2-digit',
    }).format(end);
    expect(endInStockholm).toBe('23:59');
    expect(end.getTime() - E2E_NOW_MS).toBeGreaterThan(0);
    expect(end.getTime() - E2E_NOW_MS).toBeLessThan(86_400_000);
    expect(data.summaryUrl.searchParams.get('period.start')).toBe(String(year - 2));
    expect(data.summaryUrl.searchParams.get('period.end')).toBe(String(year));
  });

  test('shows this year per month by default, the current month labelled, in Swedish @mobile', async ({
    page,
    expectAccessible,
  }) => {
    const data = await openWorkouts(page, '/mina-sidor/workouts/');
    const [year, month] = stockholmYearMonth();
    await expect(page).toHaveTitle(/^Träningsstatistik - /);
    const group = page.getByRole('group', { name: 'Visa per' });
    await expect(group.getByRole('button', { name: 'Månad' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Träningspass per månad i år' })).toBeVisible();
    // January up to this month; the last bar is 'Denna månad'.
    await expect(bars(page)).toHaveCount(month);
    await expect(chart(page).locator('text', { hasText: 'Denna månad' })).toHaveCount(1);
    const thisYear = data.summaries.find((s) => s.year === year)!;
    const monthRows = await tableRows(page);
    expect(monthRows.map(([, count]) => count)).toEqual(
      MONTH_KEYS.slice(0, month).map((key) => thisYear[key]),
    );
    expect(monthRows.at(-1)![0]).toMatch(/^Denna månad: /);
    await expectAccessible();
  });

  test('switches to ten weeks, the current one labelled, every workout counted', async ({
    page,
    expectAccessible,
  }) => {
    const data = await openWorkouts(page, '/mina-sidor/workouts/');
    await expect(bars(page)).toHaveCount(stockholmYearMonth()[1]);
    await page.getByRole('button', { name: 'Vecka' }).click();
    await expect(
      page.getByRole('heading', { name: 'Träningspass per vecka de senaste tio veckorna' }),
    ).toBeVisible();
    await expect(bars(page)).toHaveCount(10);
    await expect(chart(page).locator('text', { hasText: 'Denna vecka' })).toHaveCount(1);
    // The table beside the chart follows in its own render: wait for its weeks, then read it.
    await expect(page.locator('table tbody tr')).toHaveCount(10);
    await expect(page.locator('table tbody tr').last().locator('th')).toHaveText(
      /^Denna vecka: Vecka \d+ /,
    );
    const weekRows = await tableRows(page);
    expect(weekRows.reduce((sum, [, count]) => sum + count, 0)).toBe(data.workouts.length);
    await expectAccessible();
  });

  test('switches to the yearly totals of three years', async ({ page, expectAccessible }) => {
    const data = await openWorkouts(page, '/mina-sidor/workouts/');
    const [year] = stockholmYearMonth();
    await page.getByRole('button', { name: 'År' }).click();
    await expect(page.getByRole('heading', { name: 'Träningspass per år' })).toBeVisible();
    await expect(bars(page)).toHaveCount(3);
    await expect
      .poll(() => tableRows(page))
      .toEqual(
        [year - 2, year - 1, year].map((y) => [
          String(y),
          data.summaries.find((s) => s.year === y)?.total ?? 0,
        ]),
      );
    await expectAccessible();
  });

  test('labels the current week and month in English', async ({ page, expectAccessible }) => {
    await openWorkouts(page, '/en/mina-sidor/workouts/');
    const [, month] = stockholmYearMonth();
    await expect(page).toHaveTitle(/^Workouts - /);
    await expect(page.getByRole('heading', { name: 'Workouts per month this year' })).toBeVisible();
    await expect(bars(page)).toHaveCount(month);
    await expect(chart(page).locator('text', { hasText: 'This month' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Week' }).click();
    await expect(bars(page)).toHaveCount(10);
    await expect(chart(page).locator('text', { hasText: 'This week' })).toHaveCount(1);
    await expect(
      page.getByRole('table', { name: /per week over the last ten weeks/ }),
    ).toBeAttached();
    await expectAccessible();
  });

  test('says so when there are no workouts', async ({ page, scenario, expectAccessible }) => {
    await scenario('GET', '/customers/*/workouts', 'example=empty');
    await scenario('GET', '/customers/*/workoutssummary', 'example=empty');
    await openWorkouts(page, '/mina-sidor/workouts/');
    const empty = page.getByText('Du har inga registrerade träningspass under perioden.');
    await expect(empty).toBeVisible();
    await expect(chart(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Vecka' }).click();
    await expect(empty).toBeVisible();
    await page.getByRole('button', { name: 'År' }).click();
    await expect(empty).toBeVisible();
    await expectAccessible();
  });

  test('shows an error with a retry when the summary fails, while weeks still work', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('GET', '/customers/*/workoutssummary', 'code=403');
    await openWorkouts(page, '/en/mina-sidor/workouts/');
    await expect(
      page.getByText('Your workout statistics could not be loaded right now.'),
    ).toBeVisible();
    await expectAccessible();
    await page.getByRole('button', { name: 'Week' }).click();
    await expect(bars(page)).toHaveCount(10);
    await page.getByRole('button', { name: 'Month' }).click();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(bars(page)).toHaveCount(stockholmYearMonth()[1]);
  });
});
