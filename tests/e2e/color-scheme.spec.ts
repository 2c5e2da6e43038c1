// Dark mode (issue 23, docs/decisions/033): the scheme follows the system until the visitor picks
// one in the header; the choice is kept, is on the page before its first paint (the document's
// own script, not the app's code), reads at WCAG AA in dark on the main pages, and paper stays light.
import { expect, test, type Page } from './support/fixtures';
import { withoutTheAppsCode } from './support/first-paint';

/** The body's background in each scheme (background.default, src/lib/theme/color-schemes.ts). */
const LIGHT_BACKGROUND = 'rgb(245, 248, 249)';
const DARK_BACKGROUND = 'rgb(15, 27, 30)';

/** The scheme on <html> and the body's painted background, as the page shows them now. */
function shownScheme(page: Page) {
  return page.evaluate(() => ({
    scheme: document.documentElement.getAttribute('data-mui-color-scheme'),
    background: getComputedStyle(document.body).backgroundColor,
  }));
}

/** Waits until what the page loads itself has arrived: no skeletons, no progress bars. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root, [role="progressbar"]')).toHaveCount(0);
}

test.describe('in the dark scheme of the system', () => {
  test.use({ colorScheme: 'dark' });

  /** Opens the page, waits for what it loads itself, and checks it is dark and reads at AA. */
  async function readsAtAA(page: Page, path: string, expectAccessible: () => Promise<void>) {
    // A whole page's render (after a sign-in, for a member page) and an axe pass: on the shared
    // two-core machine near a minute. A safety net, not a wait.
    test.slow();
    await page.goto(path);
    await settled(page);
    expect(await shownScheme(page)).toEqual({ scheme: 'dark', background: DARK_BACKGROUND });
    await expectAccessible();
  }

  // The colours do not depend on the language: each page once, in Swedish or English by turns.
  const pages = [
    { name: 'class booking', path: '/en/booking/?site=1' },
    { name: 'a treatment', path: '/booking-service/?id=701' },
    { name: 'the login page', path: '/en/login/' },
  ];
  for (const { name, path } of pages) {
    test(`${name} reads at AA (${path})`, async ({ page, expectAccessible }) => {
      await readsAtAA(page, path, expectAccessible);
    });
  }

  test('the start page reads at AA (/), and follows the system while nothing is chosen', async ({
    page,
    expectAccessible,
  }) => {
    await readsAtAA(page, '/', expectAccessible);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect
      .poll(() => shownScheme(page))
      .toEqual({
        scheme: 'light',
        background: LIGHT_BACKGROUND,
      });
  });

  test('the schedule reads at AA (/schema/?site=1), and prints in the light scheme', async ({
    page,
    expectAccessible,
  }) => {
    await readsAtAA(page, '/schema/?site=1', expectAccessible);
    const body = () =>
      page.evaluate(() => ({
        color: getComputedStyle(document.body).color,
        background: getComputedStyle(document.body).backgroundColor,
        colorScheme: getComputedStyle(document.documentElement).colorScheme,
      }));
    expect(await body()).toEqual({
      color: 'rgb(255, 255, 255)',
      background: DARK_BACKGROUND,
      colorScheme: 'dark',
    });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('print-header')).toBeVisible();
    expect(await body()).toEqual({
      color: 'rgba(0, 0, 0, 0.87)',
      background: 'rgb(255, 255, 255)',
      colorScheme: 'light',
    });
  });

  // The bookings page (/en/mina-sidor/bookings/) is booking-rules.spec.ts's, in the dark scheme.
  test('the member page /mina-sidor/overview/ reads at AA', async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    await signIn();
    await readsAtAA(page, '/mina-sidor/overview/', expectAccessible);
  });

  test("the member workouts page reads at AA, its chart's bars in the dark scheme's colours", async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    await signIn();
    await readsAtAA(page, '/mina-sidor/workouts/', expectAccessible);
    const bars = page.getByTestId('workout-chart').locator('rect.MuiBarChart-element');
    await expect(bars.first()).toBeVisible();
    const fills = await bars.evaluateAll((elements) =>
      elements.map((element) => getComputedStyle(element).fill),
    );
    // primary.main for the months before, secondary.main for this one (dark palette).
    expect(new Set(fills.slice(0, -1))).toEqual(new Set(['rgb(127, 208, 224)']));
    expect(fills.at(-1)).toBe('rgb(255, 171, 158)');
  });
});

test.describe('the header switch', () => {
  test.use({ colorScheme: 'light' });

  test('is reached and used with the keyboard, and the choice is kept across a reload', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/');
    expect(await shownScheme(page)).toEqual({ scheme: 'light', background: LIGHT_BACKGROUND });
    const open = page.getByRole('button', { name: 'Färgschema' });
    await open.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Färgschema' });
    await expect(menu.getByRole('menuitemradio')).toHaveText(['Följ enheten', 'Ljust', 'Mörkt']);
    await expect(menu.getByRole('menuitemradio', { name: 'Följ enheten' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // The menu starts on the current choice: two down is 'Mörkt'.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    await expect
      .poll(() => shownScheme(page))
      .toEqual({
        scheme: 'dark',
        background: DARK_BACKGROUND,
      });

    await page.reload();
    expect(await shownScheme(page)).toEqual({ scheme: 'dark', background: DARK_BACKGROUND });
    await open.click();
    await expect(menu.getByRole('menuitemradio', { name: 'Mörkt' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expectAccessible();
    // Back to the system's scheme (light here).
    await menu.getByRole('menuitemradio', { name: 'Följ enheten' }).click();
    await expect
      .poll(() => shownScheme(page))
      .toEqual({
        scheme: 'light',
        background: LIGHT_BACKGROUND,
      });
  });
  // Its English words: tests/pages/shell.test.tsx (docs/decisions/063).
});

test.describe('the first paint', () => {
  // The app's own code never runs: what shows is the server's HTML and the document's script.
  // Three loads in one test, the stored choice changed between them (docs/decisions/063).
  test('has the system scheme when nothing is stored, and a stored choice against the system', async ({
    page,
  }) => {
    await withoutTheAppsCode(page);
    // A choice kept from an earlier visit (MUI's own storage key).
    const store = (mode: 'light' | 'dark') =>
      page.evaluate((stored) => localStorage.setItem('mui-mode', stored), mode);

    // The system's dark scheme when nothing is stored.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await shownScheme(page)).toEqual({ scheme: 'dark', background: DARK_BACKGROUND });

    // A stored light choice on a dark system.
    await store('light');
    await page.goto('/en/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await shownScheme(page)).toEqual({ scheme: 'light', background: LIGHT_BACKGROUND });

    // A stored dark choice on a light system.
    await store('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await shownScheme(page)).toEqual({ scheme: 'dark', background: DARK_BACKGROUND });
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  });
});
