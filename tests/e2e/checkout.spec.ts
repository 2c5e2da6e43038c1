// kassa/ and /en/checkout/ (spec §2 "Checkout and receipt") in a real browser: the server's render
// of the stored order, the browser taking it over in place, and the page's contrast. The lines,
// totals, removal, warnings and returns with an error code are page tests
// (tests/pages/checkout.test.tsx).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { withStoredOrder } from './support/checkout-data';
import {
  expectTakenOverInPlace,
  recordFirstPaint,
  withoutTheAppsCode,
} from './support/first-paint';
import { API } from './support/classes-data';
import { kronor } from './support/services-data';

const ORDER = 612345;

interface MockOrder {
  price: { amount: number };
  serviceItems: { product: { name: string } }[];
}

const loadOrder = async (request: APIRequestContext): Promise<MockOrder> =>
  (await (await request.get(`${API}/orders/${ORDER}`)).json()) as MockOrder;

const lines = (page: Page) => page.getByTestId('cart-line');

test("the browser takes the server's checkout over in place, and it reads at AA, contrast included @mobile", async ({
  page,
  expectAccessible,
}) => {
  await withStoredOrder(page);
  await recordFirstPaint(page);
  await page.goto('/kassa/');
  await expectTakenOverInPlace(page);
  await expect(lines(page)).toHaveCount(2);
  await expect(page.getByTestId('cart-terms')).toBeVisible();
  await expectAccessible();
});

test('the checkout arrives from the server with its lines, its total and the cart count', async ({
  page,
  request,
}) => {
  const order = await loadOrder(request);
  await withStoredOrder(page);
  await withoutTheAppsCode(page);
  await page.goto('/kassa/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kassa');
  await expect(page).toHaveTitle(/^Kassa - /);
  await expect(lines(page)).toHaveCount(order.serviceItems.length);
  await expect(lines(page).first()).toContainText(order.serviceItems[0]!.product.name);
  await expect(page.getByTestId('summary-total')).toHaveText(`Totalt${kronor(order.price.amount)}`);
  await expect(page.getByRole('link', { name: 'Kundvagn, 2 varor' })).toBeVisible();
});
