// kassa/ with a stored order, first paint (docs/decisions/025): the document paints the order's
// lines, the discounts and the summary from its own answers before the app's code has come, and
// the app takes over in place. Expectations come from the order the mock serves.
import type { Page } from '@playwright/test';
import { expect, hold, test } from './support/fixtures';
import { withStoredOrder } from './support/checkout-data';
import {
  expectAppStarted,
  expectOnlyTheHeaderBar,
  expectTakenOverInPlace,
  onlyTheDocumentsScript,
  recordFirstPaint,
  withoutTheAppsCode,
} from './support/first-paint';

const lines = (page: Page) => page.getByTestId('cart-line');

/** What the lines and the summary show, and where: text and box of each. */
const linesAndSummary = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-testid=cart-line], [data-testid^=summary-]')]
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { text: (element as HTMLElement).innerText, box: { x, y, width, height } };
      }),
  );

test.describe('checkout, first paint (painted by the document: docs/decisions/025)', () => {
  test("shows a guest the order's lines and total before the app has come, in both languages", async ({
    page,
    expectAccessible,
  }) => {
    await withStoredOrder(page);
    await onlyTheDocumentsScript(page);
    await page.goto('/kassa/');
    await expect(page).toHaveTitle(/^Kassa - /);
    await expect(lines(page)).toHaveCount(2);
    await expect(lines(page).first()).toContainText('Haga');
    await expect(lines(page).first().getByTestId('line-when')).toHaveText(
      /^\d{1,2} [a-zåäö]+ \d\d:\d\d–\d\d:\d\d$/,
    );
    await expect(page.getByTestId('summary-total')).toContainText('Totalt');
    await expect(
      page.getByRole('link', { name: 'Logga in för att lägga till rabatter' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Kunduppgifter' })).toBeVisible();
    // What the customer step shows comes with the app.
    await expect(page.getByRole('progressbar', { name: 'Laddar kundvagnen...' })).toHaveCount(1);
    await expectAccessible();

    await page.goto('/en/checkout/');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(lines(page)).toHaveCount(2);
    await expect(lines(page).first().getByTestId('line-when')).toHaveText(
      /^[A-Z][a-z]+ \d{1,2} \d\d:\d\d–\d\d:\d\d$/,
    );
    await expect(page.getByTestId('summary-total')).toContainText('Total');
  });

  test("a signed-in customer's discount links, and the lines as the app shows them", async ({
    page,
    signIn,
  }) => {
    await signIn();
    await withStoredOrder(page);
    const app = await hold(page, /\/assets\/(?!document-paint-)[^/]*\.js$/);
    await page.goto('/kassa/');
    await expect(page.getByRole('button', { name: 'Lägg till rabattkod' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Logga in för att lägga till rabatter' }),
    ).toHaveCount(0);
    const painted = await linesAndSummary(page);
    expect(painted.length).toBeGreaterThanOrEqual(4);
    app.release();
    await expectAppStarted(page);
    // The app's page: the same texts in the same places, and the customer step filled in.
    await expect(page.getByTestId('checkout-customer')).toContainText('Anna Lindqvist');
    expect(await linesAndSummary(page)).toEqual(painted);
  });

  test('the app takes over in place for a guest: nothing moves @mobile', async ({ page }) => {
    await withStoredOrder(page);
    await recordFirstPaint(page);
    const app = await hold(page, /\/assets\/(?!document-paint-)[^/]*\.js$/);
    await page.goto('/kassa/');
    await expect(lines(page)).toHaveCount(2);
    const painted = await linesAndSummary(page);
    app.release();
    await expectTakenOverInPlace(page);
    await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
    expect(await linesAndSummary(page)).toEqual(painted);
  });

  test('a finished order is not painted: the spinner, then the app sends the visitor home', async ({
    page,
    scenario,
  }) => {
    await withStoredOrder(page);
    await scenario('GET', '/orders/*', 'example=paid');
    const app = await hold(page, /\/assets\/(?!document-paint-)[^/]*\.js$/);
    await page.goto('/kassa/');
    await expect(page.getByRole('progressbar', { name: 'Laddar kundvagnen...' })).toBeVisible();
    // The build's line is there, never shown.
    await expect(lines(page)).toBeHidden();
    app.release();
    await expect(page).toHaveURL(/\/$/);
  });

  test('without a stored order, or on a receipt, the checkout is not painted', async ({ page }) => {
    await withoutTheAppsCode(page);
    await expectOnlyTheHeaderBar(page, '/kassa/', 'Kassa');
    await withStoredOrder(page);
    await expectOnlyTheHeaderBar(page, '/kassa/?orderid=612345&receiptid=9001', 'Kassa');
  });
});
