// The receipt side of kassa/ and /en/checkout/ (spec §2 "Receipt screen", §8, §9): the paid order
// and its receipt for a signed-in customer and for an anonymous visitor, a payment error code, the
// login prompt on 401, the raw status of other failures, and the purchase event pushed once.
// Expectations come from what the mock serves (its dates are moved to the test day).
import type { APIRequestContext, Page } from '@playwright/test';
import { API } from './support/classes-data';
import { DEMO_TOKEN, expect, hold, test } from './support/fixtures';
import { withoutTheAppsCode } from './support/first-paint';
import { kronor } from './support/services-data';

// The data layer's events (sign-up, line removal, purchase) are pushed once the visitor has
// accepted analytics (docs/decisions/034-consent-before-analytics.md).
test.use({ analyticsConsent: 'granted' });

const ORDER = 611902; // the mock's OrderPaid (Anna's, paid with Swish)
const RECEIPT = 90391; // its receipt (ReceiptDetailPaidOrder)

interface MockLine {
  product: { id: number; name: string };
  price: { amount: number };
}
interface MockOrder {
  number: number;
  lastModified: string;
  price: { amount: number };
  vatSums: { rate: string; amount: { amount: number } }[];
  serviceItems: MockLine[];
}
interface MockReceipt {
  number: number;
  created: string;
  paymentMethod: string;
}

async function load<T>(request: APIRequestContext, path: string, example: string): Promise<T> {
  const headers = { prefer: `example=${example}`, authorization: `Bearer ${DEMO_TOKEN}` };
  return (await (await request.get(`${API}${path}`, { headers })).json()) as T;
}

/** 'yyyy-MM-dd HH:mm' in Stockholm, the receipt's time format (spec §9). */
const stockholm = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(iso));

/** A cart left in storage, seeded once (reloads keep what the page did to it). */
async function withStoredCart(page: Page) {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('ORDER_ID', '612345');
    localStorage.setItem('selectedbusinessunit', '1');
    localStorage.setItem('CART_ITEMS', '1');
    localStorage.setItem('gift_from_email', 'anna@example.se');
  });
}

const storedCart = (page: Page) =>
  page.evaluate(() =>
    ['ORDER_ID', 'selectedbusinessunit', 'gift_from_email'].map((k) => localStorage.getItem(k)),
  );
const purchases = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'purchase'),
  );
const detail = (page: Page, label: string) =>
  page.getByTestId('receipt-details').locator('dt', { hasText: label }).locator('+ dd');

test('a signed-in customer sees the paid receipt with their details, reported once', async ({
  page,
  request,
  scenario,
  signIn,
  leaveToBrowser,
  expectAccessible,
}) => {
  const order = await load<MockOrder>(request, `/orders/${ORDER}`, 'paid');
  const receipt = await load<MockReceipt>(
    request,
    `/customers/4711/receipts/${RECEIPT}`,
    'paidOrder',
  );
  const line = order.serviceItems[0]!;
  await signIn();
  await withStoredCart(page);
  await scenario('GET', '/orders/*', 'example=paid');
  await scenario('GET', '/customers/*/receipts/*', 'example=paidOrder');
  // The receipt's address names its order: the server's call fails, so the browser reads it and
  // the loading state shows while it is held.
  leaveToBrowser('GET', `/orders/${ORDER}`);
  const held = await hold(page, `**${API}/orders/${ORDER}`);
  await page.goto(`/kassa/?orderid=${ORDER}&receiptid=${RECEIPT}`);
  await expect(page.getByRole('progressbar', { name: 'Laddar kvittot...' })).toBeVisible();
  held.release();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kvitto');
  await expect(detail(page, 'Tid')).toHaveText(stockholm(receipt.created));
  await expect(detail(page, 'Betalsätt')).toHaveText(receipt.paymentMethod);
  await expect(detail(page, 'Kvittonummer')).toHaveText(String(receipt.number));
  await expect(detail(page, 'Ordernummer')).toHaveText(String(order.number));
  await expect(page.getByTestId('receipt-thanks')).toHaveText(
    `Tack för din beställning! Ordernummer ${order.number}.`,
  );

  const customer = page.getByTestId('receipt-customer');
  await expect(customer).toContainText('Anna Lindqvist');
  await expect(customer).toContainText('anna.lindqvist@example.se');
  await expect(customer).toContainText('4711');
  await expect(customer).toContainText('+46 701234567');
  await expect(customer).toContainText('Haga Nygata 12413 01 GöteborgSverige');
  await expect(customer.getByRole('link', { name: 'Mina bokningar' })).toHaveAttribute(
    'href',
    '/mina-sidor/overview/',
  );

  await expect(page.getByTestId('receipt-line')).toHaveCount(1);
  await expect(page.getByTestId('receipt-line')).toContainText(line.product.name);
  await expect(page.getByTestId('line-price')).toHaveText(
    `${kronor(line.price.amount)} inkl. moms`,
  );
  await expect(page.getByRole('button', { name: /^Ta bort/ })).toHaveCount(0);
  await expect(page.getByTestId('receipt-total')).toHaveText(`Totalt${kronor(order.price.amount)}`);
  await expect(page.getByTestId('receipt-vat-25')).toHaveText(
    `Varav moms 25 %${kronor(order.vatSums[0]!.amount.amount)}`,
  );
  await expect(page.getByTestId('receipt-total-cost')).toHaveText(
    `Total kostnad${kronor(order.price.amount)}`,
  );
  expect(await storedCart(page)).toEqual([null, null, null]);
  expect(await purchases(page)).toEqual([
    {
      event: 'purchase',
      ecommerce: {
        transaction_id: String(receipt.number),
        value: order.price.amount / 100,
        currency: 'SEK',
        items: [
          {
            item_id: String(line.product.id),
            item_name: line.product.name,
            item_category: 'treatments',
            price: line.price.amount / 100,
            quantity: 1,
          },
        ],
      },
    },
  ]);
  await expectAccessible();

  // A reload shows the same receipt and reports nothing more.
  await page.reload();
  await expect(detail(page, 'Kvittonummer')).toHaveText(String(receipt.number));
  await expect(page.getByTestId('receipt-total-cost')).toBeVisible();
  expect(await purchases(page)).toEqual([]);
});

test('the order failing while its receipt answers shows the receipt, in English', async ({
  page,
  request,
  scenario,
  signIn,
  leaveToBrowser,
  expectAccessible,
}) => {
  const receipt = await load<
    MockReceipt & {
      amount: { amount: number };
      items: { product: { name: string } }[];
      orders: { number: number }[];
    }
  >(request, `/customers/4711/receipts/${RECEIPT}`, 'paidOrder');
  // A receipt is a signed-in customer's to see (an anonymous visitor is asked to log in).
  await signIn();
  await scenario('GET', '/customers/*/receipts/*', 'example=paidOrder');
  leaveToBrowser('GET', `/orders/${ORDER}`);
  await page.route(`**${API}/orders/${ORDER}`, (route) =>
    route.fulfill({ status: 500, json: { errorCode: 'INTERNAL_SERVER_ERROR' } }),
  );
  await page.goto(`/en/checkout/?orderid=${ORDER}&receiptid=${RECEIPT}`);
  await expect(page.getByText('The order could not be loaded right now')).toBeVisible();
  await expect(detail(page, 'Receipt number')).toHaveText(String(receipt.number));
  await expect(detail(page, 'Time')).toHaveText(stockholm(receipt.created));
  await expect(detail(page, 'Order number')).toHaveText(String(receipt.orders[0]!.number));
  await expect(page.getByTestId('receipt-line').first()).toContainText(
    receipt.items[0]!.product.name,
  );
  await expect(page.getByTestId('receipt-total-cost')).toHaveText(
    `Total cost${kronor(receipt.amount.amount, 'en')}`,
  );
  await expect(page.getByText('The receipt could not be loaded.')).toHaveCount(0);
  await expectAccessible();
});

test('the receipt arrives from the server with its order', async ({ page, request, scenario }) => {
  const order = await load<MockOrder>(request, `/orders/${ORDER}`, 'paid');
  await scenario('GET', '/orders/*', 'example=paid');
  await withoutTheAppsCode(page);
  await page.goto(`/kassa/?orderid=${ORDER}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kvitto');
  await expect(detail(page, 'Ordernummer')).toHaveText(String(order.number));
  await expect(page.getByTestId('receipt-line')).toContainText(order.serviceItems[0]!.product.name);
  await expect(page.getByTestId('receipt-total')).toHaveText(`Totalt${kronor(order.price.amount)}`);
});

test('value-card payments are deducted: Total is the products, Total cost what was paid', async ({
  page,
  scenario,
  signIn,
}) => {
  await signIn();
  await scenario('GET', '/orders/*', 'example=paid');
  await scenario('GET', '/customers/*/receipts/*', 'example=paidOrderValueCard');
  await page.goto(`/kassa/?orderid=${ORDER}&receiptid=90392`);
  await expect(page.getByTestId('receipt-total')).toHaveText(`Totalt${kronor(69500)}`);
  await expect(page.getByTestId('receipt-valuecard-0')).toHaveText(
    `Värdekort 15226337449921${kronor(-50000)}`,
  );
  await expect(page.getByTestId('receipt-total-cost')).toHaveText(`Total kostnad${kronor(19500)}`);
  // The purchase reported is worth what was paid now (spec §9).
  await expect
    .poll(async () =>
      (await purchases(page)).map((e) => (e as { ecommerce: { value: number } }).ecommerce.value),
    )
    .toEqual([195]);
});

test('English, anonymous: the order without receipt number or customer details @mobile', async ({
  page,
  request,
  scenario,
  expectAccessible,
}) => {
  const order = await load<MockOrder>(request, `/orders/${ORDER}`, 'paid');
  const line = order.serviceItems[0]!;
  await withStoredCart(page);
  await scenario('GET', '/orders/*', 'example=paid');
  await page.goto(`/en/checkout/?orderid=${ORDER}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receipt');
  await expect(detail(page, 'Time')).toHaveText(stockholm(order.lastModified));
  await expect(detail(page, 'Order number')).toHaveText(String(order.number));
  await expect(page.getByTestId('receipt-thanks')).toHaveText(
    `Thank you for your order! Order number ${order.number}.`,
  );
  await expect(detail(page, 'Receipt number')).toHaveCount(0);
  await expect(page.getByTestId('receipt-customer')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'My bookings' })).toHaveCount(0);
  await expect(page.getByTestId('line-price')).toHaveText(
    `${kronor(line.price.amount, 'en')} incl. VAT`,
  );
  await expect(page.getByTestId('receipt-total')).toHaveText(
    `Total${kronor(order.price.amount, 'en')}`,
  );
  await expect(page.getByTestId('receipt-vat-25')).toHaveText(
    `Of which VAT 25 %${kronor(order.vatSums[0]!.amount.amount, 'en')}`,
  );
  await expect(page.getByTestId('receipt-total-cost')).toHaveText(
    `Total cost${kronor(order.price.amount, 'en')}`,
  );
  expect(await storedCart(page)).toEqual([null, null, null]);
  expect(await purchases(page)).toHaveLength(1);
  await expectAccessible();
});

for (const { language, path, heading, code, text, payAgain } of [
  {
    language: 'Swedish',
    path: '/kassa/',
    heading: 'Kvitto',
    code: 'Felkod 201',
    text: 'Betalningen nekades. Kontakta din bank eller välj ett annat betalsätt.',
    payAgain: 'Betala igen',
  },
  {
    language: 'English',
    path: '/en/checkout/',
    heading: 'Receipt',
    code: 'Error code 201',
    text: 'The payment was declined. Contact your bank or choose another payment method.',
    payAgain: 'Pay again',
  },
])
  test(`${language}: a payment error code shows its text, keeps the order, reports nothing`, async ({
    page,
    expectAccessible,
  }) => {
    const orderCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(`${API}/orders/`)) orderCalls.push(r.url());
    });
    await withStoredCart(page);
    await page.goto(`${path}?orderid=${ORDER}&receiptid=${RECEIPT}&error=201`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText(code)).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByTestId('receipt-details')).toHaveCount(0);
    await expect(page.getByTestId('receipt-thanks')).toHaveCount(0);
    // The order stays, to be paid again another way.
    await expect(page.getByRole('link', { name: payAgain })).toHaveAttribute('href', path);
    expect(await storedCart(page)).toEqual(['612345', '1', 'anna@example.se']);
    expect(orderCalls).toEqual([]);
    expect(await purchases(page)).toEqual([]);
    await expectAccessible();
  });

test('an error the catalogue does not know is never shown back: no code, the general text', async ({
  page,
}) => {
  const chosen = 'Ditt kort är spärrat. Ring 08-123 45 67';
  await page.goto(`/kassa/?orderid=${ORDER}&error=${encodeURIComponent(chosen)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kvitto');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Betalningen');
  await expect(page.getByText(/Felkod/)).toHaveCount(0);
  await expect(page.getByText(/08-123 45 67/)).toHaveCount(0);
});

test('401 on order and receipt asks to log in, and the login returns to the receipt', async ({
  page,
  scenario,
  expectAccessible,
}) => {
  await scenario('GET', '/orders/*', 'code=401');
  await scenario('GET', '/receipts/*', 'code=401');
  const receiptUrl = `/kassa/?orderid=${ORDER}&receiptid=${RECEIPT}`;
  await page.goto(receiptUrl);
  const prompt = page.getByRole('alert').filter({ hasText: 'Du måste logga in för att se kvitto' });
  await expect(prompt).toBeVisible();
  const login = prompt.getByRole('link', { name: 'Logga in' });
  await expect(login).toHaveAttribute(
    'href',
    `/logga-in/?returnTo=${encodeURIComponent(receiptUrl)}`,
  );
  expect(await purchases(page)).toEqual([]);
  await expectAccessible();

  await login.click();
  await expect(page).toHaveURL(/\/logga-in\/\?returnTo=/);
  // Signed in, the customer's own receipt route answers.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await scenario('GET', '/orders/*', 'example=paid');
  await scenario('GET', '/customers/*/receipts/*', 'example=paidOrder');
  await page.getByLabel('E-postadress', { exact: false }).first().fill('anna.lindqvist@example.se');
  await page.getByLabel(/^Lösenord/).fill('Simma2026!');
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${receiptUrl.replace(/[?]/g, '\\?')}$`));
  await expect(detail(page, 'Kvittonummer')).toBeVisible();
  await expect(page.getByTestId('receipt-customer')).toContainText('Anna Lindqvist');
});

test("English: a 500 shows its status and code, never the server's text, and a retry", async ({
  page,
  scenario,
  leaveToBrowser,
  expectAccessible,
}) => {
  await scenario('GET', '/orders/*', 'example=paid');
  // The browser's read is the one answered with the 500 below.
  leaveToBrowser('GET', `/orders/${ORDER}`);
  let failing = true;
  await page.route(`**${API}/orders/${ORDER}`, (route) =>
    failing
      ? route.fulfill({
          status: 500,
          json: {
            errorCode: 'INTERNAL_ERROR',
            message: 'java.lang.IllegalStateException: pool closed (OrderResource.java:88)',
          },
        })
      : route.fallback(),
  );
  await page.goto(`/en/checkout/?orderid=${ORDER}`);
  const error = page.getByRole('alert').filter({ hasText: 'The receipt could not be loaded.' });
  await expect(error).toContainText('The receipt could not be loaded. 500 · INTERNAL_ERROR');
  await expect(error).not.toContainText('java.lang');
  await expectAccessible();
  failing = false;
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(detail(page, 'Order number')).toBeVisible();
});
