// kassa/ and /en/checkout/ (spec §2 "Checkout and receipt", §4 "Line removal" and "Line
// warning"): which view the query parameters choose, the cart lines of the stored order with their
// removal, the total and VAT. Expectations come from the order the mock serves.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hold, test } from './support/fixtures';
import { withStoredOrder } from './support/checkout-data';
import {
  expectTakenOverInPlace,
  recordFirstPaint,
  withoutTheAppsCode,
} from './support/first-paint';
import { API, stockholmDay, stockholmTime } from './support/classes-data';
import { kronor } from './support/services-data';

// The data layer's events (sign-up, line removal, purchase) are pushed once the visitor has
// accepted analytics (docs/decisions/034-consent-before-analytics.md).
test.use({ analyticsConsent: 'granted' });

const ORDER = 612345;

interface MockServiceLine {
  id: number;
  product: { id: number; name: string };
  price: { amount: number };
  coupon: { name: string } | null;
  duration: { start: string; end: string };
}
interface MockOrder {
  id: number;
  invalidateTime: string;
  price: { amount: number };
  couponDiscount: { amount: number } | null;
  vatSums: { rate: string; amount: { amount: number } }[];
  businessUnit: { name: string };
  serviceItems: MockServiceLine[];
}

const loadOrder = async (request: APIRequestContext): Promise<MockOrder> =>
  (await (await request.get(`${API}/orders/${ORDER}`)).json()) as MockOrder;

const lines = (page: Page) => page.getByTestId('cart-line');
const dayMonth = (iso: string, language: 'sv' | 'en') =>
  new Intl.DateTimeFormat(language === 'sv' ? 'sv-SE' : 'en-US', {
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(iso));

test('shows every service line, the total and VAT per rate (Swedish) @mobile', async ({
  page,
  request,
  expectAccessible,
}) => {
  const order = await loadOrder(request);
  await withStoredOrder(page);
  await page.goto('/kassa/');
  await expect(page).toHaveTitle(/^Kassa - /);
  await expect(lines(page)).toHaveCount(order.serviceItems.length);
  for (const [index, item] of order.serviceItems.entries()) {
    const line = lines(page).nth(index);
    await expect(line).toContainText(item.product.name);
    await expect(line.getByTestId('line-when')).toHaveText(
      `${dayMonth(item.duration.start, 'sv')} ${stockholmTime(item.duration.start)}–${stockholmTime(item.duration.end)}`,
    );
    await expect(line).toContainText(order.businessUnit.name);
    await expect(line.getByTestId('line-price')).toHaveText(kronor(item.price.amount));
    await expect(line.getByText('Rabattkod tillagd')).toHaveCount(item.coupon ? 1 : 0);
  }
  await expect(page.getByTestId('summary-total')).toHaveText(`Totalt${kronor(order.price.amount)}`);
  for (const sum of order.vatSums.filter((s) => Number(s.rate) !== 0))
    await expect(page.getByTestId(`summary-vat-${Number(sum.rate)}`)).toHaveText(
      `Varav moms ${sum.rate} %${kronor(sum.amount.amount)}`,
    );
  // Before paying: how long the times are held, and the treatments' 24-hour cancellation rule.
  const terms = page.getByTestId('cart-terms');
  await expect(terms).toContainText(
    `Dina tider är reserverade för dig till kl. ${stockholmTime(order.invalidateTime)}.`,
  );
  await expect(terms).toContainText('Behandlingar kan avbokas senast 24 timmar före start.');
  // The price before the coupon, the discount with its percentage, then the total: read top to
  // bottom, the discount is taken off once.
  expect(order.couponDiscount?.amount, 'the mock order has a coupon').toBeGreaterThan(0);
  const discount = order.couponDiscount!.amount;
  const before = order.price.amount + discount;
  await expect(page.getByTestId('summary-before-coupon')).toHaveText(
    `Pris före rabatt${kronor(before)}`,
  );
  await expect(page.getByTestId('summary-coupon')).toHaveText(
    `Rabatt ${Math.round((discount / before) * 100)} %${kronor(-discount)}`,
  );
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

test("the browser takes the server's checkout over in place", async ({ page }) => {
  await withStoredOrder(page);
  await recordFirstPaint(page);
  await page.goto('/kassa/');
  await expectTakenOverInPlace(page);
  await expect(lines(page)).toHaveCount(2);
});

test('an empty cart says so, with the ways to fill it, in both languages', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/kassa/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kassa');
  await expect(page.getByText('Din kundvagn är tom.')).toBeVisible();
  await expectAccessible();
  await page.getByRole('link', { name: 'Boka gruppträning' }).click();
  await expect(page).toHaveURL(/\/booking\/$/);
  await page.goto('/en/checkout/');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See treatments' })).toHaveAttribute(
    'href',
    '/en/#treatments',
  );
});

test('removing a line asks first, deletes it, refreshes the cart and reports it once', async ({
  page,
  request,
  expectAccessible,
}) => {
  const order = await loadOrder(request);
  const first = order.serviceItems[0]!;
  await withStoredOrder(page, { items: 2 });
  await page.goto('/kassa/');
  const bin = page.getByRole('button', { name: `Ta bort ${first.product.name}` }).first();
  await bin.click();
  const ask = page.getByRole('dialog', { name: 'Är du säker?' });
  await expect(ask).toContainText(first.product.name);
  await expectAccessible();
  await ask.getByRole('button', { name: 'Avbryt' }).click();
  await expect(ask).toBeHidden();

  // The refreshed order is empty: the stored order goes, and the page says the cart is empty.
  let deleted = false;
  await page.route(`**${API}/orders/${ORDER}`, (route) =>
    deleted && route.request().method() === 'GET'
      ? route.fallback({
          headers: { ...route.request().headers(), prefer: 'example=emptyPreliminary' },
        })
      : route.fallback(),
  );
  await page.route(`**${API}/orders/${ORDER}/items/services/*`, (route) => {
    if (route.request().method() === 'DELETE') deleted = true;
    return route.fallback();
  });
  const deleteCall = page.waitForRequest(
    (r) =>
      r.method() === 'DELETE' && r.url().endsWith(`/orders/${ORDER}/items/services/${first.id}`),
  );
  await bin.click();
  await ask.getByRole('button', { name: 'Ta bort' }).click();
  await deleteCall;
  await expect(page.getByText('Din kundvagn är tom.')).toBeVisible();
  await expect(page).toHaveURL(/\/kassa\/$/);
  await expect(page.getByRole('link', { name: 'Kundvagn, 0 varor' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ORDER_ID'))).toBeNull();
  const events = await page.evaluate(() =>
    (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'remove_from_cart'),
  );
  expect(events).toEqual([
    {
      event: 'remove_from_cart',
      ecommerce: {
        currency: 'SEK',
        value: first.price.amount / 100,
        items: [
          {
            item_id: String(first.product.id),
            item_name: first.product.name,
            item_category: 'valueCard',
            price: first.price.amount / 100,
            quantity: 1,
          },
        ],
      },
    },
  ]);
});

test('a refused removal says why, refreshes and keeps the line', async ({ page, scenario }) => {
  await withStoredOrder(page, { items: 2 });
  await scenario('DELETE', '/orders/*/items/services/*', 'code=403, example=itemDeleteNotAllowed');
  await page.goto('/kassa/');
  await expect(lines(page)).toHaveCount(2);
  const refresh = page.waitForRequest(
    (r) => r.method() === 'GET' && r.url().endsWith(`/orders/${ORDER}`),
  );
  await page
    .getByRole('button', { name: /^Ta bort / })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Är du säker?' })
    .getByRole('button', { name: 'Ta bort' })
    .click();
  await expect(page.getByText('Varan kan inte tas bort från beställningen.')).toBeVisible();
  await refresh;
  await expect(lines(page)).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Kundvagn, 2 varor' })).toBeVisible();
});

test('the lines wait for every service detail and addition, and show what comes with the booking', async ({
  page,
  scenario,
  leaveToBrowser,
}) => {
  await withStoredOrder(page);
  await scenario('GET', '/products/services/*/additions', 'example=withIncluded');
  leaveToBrowser('GET', '/products/services/*/additions');
  const additions = await hold(page, /\/products\/services\/\d+\/additions/);
  await page.goto('/kassa/');
  await expect(page.getByRole('progressbar', { name: 'Laddar kundvagnen...' })).toBeVisible();
  await expect(lines(page)).toHaveCount(0);
  additions.release();
  await expect(lines(page)).toHaveCount(2);
  await expect(lines(page).first().getByTestId('line-included')).toHaveText(
    'Ingår: Badrock och handduk',
  );
});

test('a failed service detail read is ignored: the lines show what the order says', async ({
  page,
  scenario,
}) => {
  await withStoredOrder(page);
  await scenario('GET', '/products/services/*', 'code=404');
  await scenario('GET', '/products/services/*/additions', 'code=404');
  await page.goto('/kassa/');
  await expect(lines(page)).toHaveCount(2);
  await expect(page.getByTestId('line-included')).toHaveCount(0);
});

test('a line warning from the notices shows above the line, in paragraphs', async ({
  page,
  request,
  scenario,
}) => {
  const order = await loadOrder(request);
  await withStoredOrder(page);
  await scenario('GET', '/mild/v1/unique-messages', 'example=massage-week');
  await page.goto('/kassa/');
  // The mock's order lines are on the days after today; the week's notice covers today and the
  // six days after at Haga, for the massage (701).
  const today = stockholmDay(await page.evaluate(() => Date.now()));
  expect(stockholmDay(order.serviceItems[0]!.duration.start) >= today).toBe(true);
  const warning = lines(page).first().getByTestId('line-warning');
  await expect(warning.locator('p').first()).toHaveText(
    'Massagen har färre tider än vanligt den här veckan.',
  );
  await expect(warning).toContainText('Vi ber om ursäkt för besväret.');
});

test('a cancelled payment (error=205) returns to checkout with the message', async ({ page }) => {
  await withStoredOrder(page);
  await page.goto(`/kassa/?orderid=${ORDER}&error=205`);
  await expect(page.getByText('Betalningen avbröts. Din kundvagn finns kvar')).toBeVisible();
  await expect(lines(page)).toHaveCount(2);
  expect(await page.evaluate(() => localStorage.getItem('ORDER_ID'))).toBe(String(ORDER));
});

test('a failed payment keeps the order, and "Betala igen" opens it in checkout again', async ({
  page,
  expectAccessible,
}) => {
  await withStoredOrder(page);
  await page.addInitScript(() => localStorage.setItem('gift_from_email', 'anna@example.se'));
  await page.goto('/kassa/?orderid=611902&error=201');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kvitto');
  await expect(page.getByText('Felkod 201')).toBeVisible();
  await expect(page.getByText('Betalningen nekades.')).toBeVisible();
  await expect(page.getByText('Din beställning finns kvar.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kundvagn, 2 varor' })).toBeVisible();
  const stored = await page.evaluate(() =>
    ['ORDER_ID', 'selectedbusinessunit', 'gift_from_email'].map((k) => localStorage.getItem(k)),
  );
  expect(stored).toEqual([String(ORDER), '1', 'anna@example.se']);
  await expectAccessible();
  await page.getByRole('link', { name: 'Betala igen' }).click();
  await expect(page).toHaveURL(/\/kassa\/$/);
  await expect(lines(page)).toHaveCount(2);
});

test('English: /en/checkout/ shows the lines, total and VAT in English', async ({
  page,
  request,
  expectAccessible,
}) => {
  const order = await loadOrder(request);
  await withStoredOrder(page);
  await page.goto('/en/checkout/');
  await expect(page).toHaveTitle(/^Checkout - /);
  const item = order.serviceItems[1]!;
  await expect(lines(page).nth(1).getByTestId('line-when')).toHaveText(
    `${dayMonth(item.duration.start, 'en')} ${stockholmTime(item.duration.start)}–${stockholmTime(item.duration.end)}`,
  );
  await expect(lines(page).nth(1).getByTestId('line-price')).toHaveText(
    kronor(item.price.amount, 'en'),
  );
  await expect(page.getByTestId('summary-total')).toHaveText(
    `Total${kronor(order.price.amount, 'en')}`,
  );
  await expect(page.getByTestId('summary-vat-25')).toHaveText(
    `Of which VAT 25 %${kronor(order.vatSums[0]!.amount.amount, 'en')}`,
  );
  await expect(
    page.getByRole('button', { name: `Remove ${item.product.name}` }).first(),
  ).toBeVisible();
  await expectAccessible();
});
