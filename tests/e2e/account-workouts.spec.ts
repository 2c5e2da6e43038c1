// Member area, workouts (spec §2 "Workouts", §9 chart): what needs a real browser, the bar chart
// itself (MUI's SVG, laid out: a bar per period, the current one labelled) and axe with colour
// contrast. The periods the page asks for, the table of the same numbers, both languages, the
// empty and failed states are page tests: tests/pages/account-workouts.test.tsx.
import { E2E_NOW } from './support/clock';
import { expect, test, type Page } from './support/fixtures';

/** The test clock's month in Stockholm (1-12), independent of the app's code. */
function stockholmMonth(): number {
  const [, month] = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' })
    .format(E2E_NOW)
    .split('-')
    .map(Number);
  return month!;
}

const chart = (page: Page) => page.getByTestId('workout-chart');
const bars = (page: Page) => chart(page).locator('rect.MuiBarChart-element');

test.describe('workouts', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test('draws a bar per month, week or year, the current one labelled, and passes axe @mobile', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/mina-sidor/workouts/');
    await expect(page.getByRole('heading', { name: 'Träningspass per månad i år' })).toBeVisible();
    // January up to this month; the last bar is 'Denna månad'.
    await expect(bars(page)).toHaveCount(stockholmMonth());
    await expect(chart(page).locator('text', { hasText: 'Denna månad' })).toHaveCount(1);
    await expectAccessible();

    await page.getByRole('button', { name: 'Vecka' }).click();
    await expect(bars(page)).toHaveCount(10);
    await expect(chart(page).locator('text', { hasText: 'Denna vecka' })).toHaveCount(1);

    await page.getByRole('button', { name: 'År' }).click();
    await expect(bars(page)).toHaveCount(3);
  });
});
