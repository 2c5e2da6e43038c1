// kassa/ and /en/checkout/, paying (spec §2 "Checkout", §5 "Checkout", §7 generatelink/payment):
// the journeys to the payment handler, whose host is answered here, never reached. Login in place,
// the Swish number's and the terms' errors, the methods' states, refusals and the payment link's
// checks are page tests (tests/pages/checkout-pay.test.tsx).
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { fakePaymentHandler, isPaymentLinkCall, withStoredOrder } from './support/checkout-data';
import { API } from './support/classes-data';

const ORDER = 612345;
const PAYMENT_URL =
  'https://haga.brpsystems.com/brponline/payment/8f3c2a9e-5d14-4b7a-9c61-2e0b7f4d1a53';

/**
 * The order has no customer until a PUT sets one (as at BRP): every read before that answers the
 * anonymous order, every read after it the mock's default order of Anna Lindqvist (the browser
 * reads it, not the server).
 */
async function anonymousOrderUntilUpdated(
  page: Page,
  leaveToBrowser: (method: string, path: string) => void,
) {
  leaveToBrowser('GET', `/orders/${ORDER}`);
  let updated = false;
  await page.route(`**${API}/orders/${ORDER}`, (route) => {
    const method = route.request().method();
    if (method === 'PUT') updated = true;
    if (method !== 'GET' || updated) return route.fallback();
    return route.fallback({
      headers: { ...route.request().headers(), prefer: 'example=anonymousWithServices' },
    });
  });
}

test('an anonymous visitor logs in in the checkout, the order gets the customer, then pays with Swish', async ({
  page,
  leaveToBrowser,
}) => {
  await withStoredOrder(page);
  await anonymousOrderUntilUpdated(page, leaveToBrowser);
  const opened = await fakePaymentHandler(page);
  await page.goto('/kassa/');

  const customer = page.getByRole('region', { name: 'Kunduppgifter' });
  const update = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().endsWith(`${API}/orders/${ORDER}`),
  );
  await customer.getByLabel('E-postadress').fill('anna.lindqvist@example.se');
  await customer.getByLabel(/^Lösenord/).fill('Simma2026!');
  await customer.getByRole('button', { name: 'Logga in' }).click();
  expect((await update).postDataJSON()).toEqual({ customer: 4711 });
  await expect(page.getByTestId('checkout-customer')).toContainText('Anna Lindqvist');

  const payment = page.getByRole('region', { name: 'Betalning' });
  await expect(payment.getByRole('radio', { name: 'Swish' })).toBeChecked();
  await payment.getByLabel(/^Mobilnummer för Swish/).fill('070 123 45 67');
  await payment.getByRole('checkbox', { name: /Jag godkänner bokningsreglerna/ }).check();
  // The site's origin, read before paying: the browser leaves for the payment page after it.
  const origin = new URL(page.url()).origin;
  const link = page.waitForRequest(isPaymentLinkCall);
  await payment.getByRole('button', { name: 'Betala' }).click();
  expect((await link).postDataJSON()).toEqual({
    order: ORDER,
    returnUrl: `${origin}/kassa/`,
    receiptEmail: ['anna.lindqvist@example.se'],
    paymentMethod: 3,
    payerAlias: { number: '0701234567', countryCode: 46 },
  });
  await expect(page).toHaveURL(PAYMENT_URL);
  expect(opened).toEqual([PAYMENT_URL]);
});

test('in English, signed in: a card payment leaves for the payment handler @mobile', async ({
  page,
  signIn,
}) => {
  await signIn();
  await withStoredOrder(page);
  await fakePaymentHandler(page);
  await page.goto('/en/checkout/');
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByRole('radio', { name: 'Debit card' }).check();
  await payment.getByRole('checkbox', { name: /I accept the booking rules/ }).check();
  const origin = new URL(page.url()).origin;
  const link = page.waitForRequest(isPaymentLinkCall);
  await payment.getByRole('button', { name: 'Pay' }).click();
  expect((await link).postDataJSON()).toEqual({
    order: ORDER,
    returnUrl: `${origin}/en/checkout/`,
    receiptEmail: ['anna.lindqvist@example.se'],
    paymentMethod: 5,
  });
  await expect(page).toHaveURL(PAYMENT_URL);
});

test('a payment link that is not https is never followed', async ({ page, signIn, scenario }) => {
  await signIn();
  await withStoredOrder(page);
  const opened = await fakePaymentHandler(page);
  await scenario('POST', '/services/generatelink/payment', 'example=insecureLink');
  await page.goto('/kassa/');
  const payment = page.getByRole('region', { name: 'Betalning' });
  await payment.getByRole('radio', { name: 'Betalkort' }).check();
  await payment.getByRole('checkbox', { name: /Jag godkänner/ }).check();
  const answered = page.waitForResponse((r) => isPaymentLinkCall(r.request()));
  await payment.getByRole('button', { name: 'Betala' }).click();
  await answered;
  await expect(page.getByTestId('pay-error')).toBeVisible();
  await expect(page).toHaveURL(/\/kassa\/$/);
  expect(opened).toEqual([]);
});
