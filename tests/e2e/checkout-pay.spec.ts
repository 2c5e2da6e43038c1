// kassa/ and /en/checkout/, paying (spec §2 "Checkout", §5 "Checkout", §7 generatelink/payment):
// leaving for the payment handler from a phone, its host answered here, never reached. The journey
// from a login in place to Swish and back is purchase-flow.spec.ts; login in place, the Swish
// number's and the terms' errors, the methods' states, refusals and the payment link's checks
// (an insecure link is never followed) are page tests (tests/pages/checkout-pay.test.tsx).
import { expect, test } from './support/fixtures';
import { fakePaymentHandler, isPaymentLinkCall, withStoredOrder } from './support/checkout-data';

const ORDER = 612345;
const PAYMENT_URL =
  'https://haga.brpsystems.com/brponline/payment/8f3c2a9e-5d14-4b7a-9c61-2e0b7f4d1a53';

test('in English, signed in: a card payment leaves for the payment handler @phone', async ({
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
