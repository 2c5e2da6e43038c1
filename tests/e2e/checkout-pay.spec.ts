// kassa/ and /en/checkout/, the customer and payment steps (spec §2 "Checkout", §4 "Checkout vs
// receipt", §5 "Checkout", §7 generatelink/payment): login in place sets the order's customer,
// then methods, the Swish number, the terms and the pay button, which only ever follows an https
// payment link. The payment handler's host is answered here, never reached.
import type { Page } from '@playwright/test';
import { expect, hold, test } from './support/fixtures';
import { fakePaymentHandler, isPaymentLinkCall, withStoredOrder } from './support/checkout-data';
import { API } from './support/classes-data';
import { kronor } from './support/services-data';
import { hasSessionCookie } from './support/session-cookie';

const ORDER = 612345;
const PAYMENT_URL =
  'https://haga.brpsystems.com/brponline/payment/8f3c2a9e-5d14-4b7a-9c61-2e0b7f4d1a53';

/**
 * The order has no customer until a PUT sets one (as at BRP): every read before that answers the
 * anonymous order, every read after it the mock's default order of Anna Lindqvist.
 */
/** The order without a customer until the page updates it (the browser reads it, not the server). */
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

async function logInHere(page: Page) {
  const customer = page.getByRole('region', { name: 'Kunduppgifter' });
  await customer.getByLabel('E-postadress').fill('anna.lindqvist@example.se');
  await customer.getByLabel(/^Lösenord/).fill('Simma2026!');
  await customer.getByRole('button', { name: 'Logga in' }).click();
}

test('an anonymous visitor logs in in the checkout, the order gets the customer, then pays with Swish', async ({
  page,
  expectAccessible,
  leaveToBrowser,
}) => {
  await withStoredOrder(page);
  await anonymousOrderUntilUpdated(page, leaveToBrowser);
  const opened = await fakePaymentHandler(page);
  await page.goto('/kassa/');

  const customer = page.getByRole('region', { name: 'Kunduppgifter' });
  await expect(customer.getByRole('form', { name: 'Inloggning' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Betalning' })).toHaveCount(0);
  await expectAccessible();

  const update = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().endsWith(`${API}/orders/${ORDER}`),
  );
  let updates = 0;
  page.on(
    'request',
    (r) => void (r.method() === 'PUT' && r.url().includes('/orders/') && updates++),
  );
  await logInHere(page);
  expect((await update).postDataJSON()).toEqual({ customer: 4711 });
  await expect(page).toHaveURL(/\/kassa\/$/);
  await expect(page.getByTestId('checkout-customer')).toContainText('Anna Lindqvist');

  const payment = page.getByRole('region', { name: 'Betalning' });
  await expect(payment.getByRole('radio', { name: 'Swish' })).toBeChecked();
  await expect(payment.getByRole('radio', { name: 'Betalkort' })).not.toBeChecked();
  await expect(payment.getByRole('radio', { name: 'Kreditkort' })).not.toBeChecked();
  // leftToPay of the mock's order (1 320,50 kr).
  await expect(payment.getByTestId('amount-to-pay')).toHaveText(`Att betala${kronor(132050)}`);
  expect(updates).toBe(1);
  await expectAccessible();

  // Bad input: nothing is sent, the errors stand under their inputs.
  let linkCalls = 0;
  page.on('request', (r) => void (isPaymentLinkCall(r) && linkCalls++));
  const swish = payment.getByLabel(/^Mobilnummer för Swish/);
  // It starts from Anna's own mobile; emptied, it is missing.
  await expect(swish).toHaveValue('0701-234567');
  await swish.clear();
  await payment.getByRole('button', { name: 'Betala' }).click();
  await expect(payment.getByText('Ange ditt mobilnummer för Swish.')).toBeVisible();
  await expect(swish).toHaveValue('');
  await expect(payment.getByTestId('terms-error')).toHaveText('Du behöver godkänna villkoren.');
  await expectAccessible();
  await swish.fill('0801234567');
  await expect(swish).toHaveValue('0801-234567');
  await payment.getByRole('button', { name: 'Betala' }).click();
  await expect(payment.getByText('Ange ett giltigt nummer', { exact: true })).toBeVisible();
  await expect(swish).toHaveValue('0801-234567');
  expect(linkCalls).toBe(0);

  await swish.fill('070 123 45 67');
  await expect(swish).toHaveValue('0701-234567');
  await payment.getByRole('checkbox', { name: /Jag godkänner bokningsreglerna/ }).check();
  await expect(payment.getByRole('link', { name: 'bokningsreglerna' })).toHaveAttribute(
    'href',
    'https://www.example.com/bokningsregler/',
  );
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

test('in English: the signed-in customer, Swish and terms errors, then a card payment @mobile', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  await signIn();
  await withStoredOrder(page);
  await fakePaymentHandler(page);
  let updates = 0;
  page.on(
    'request',
    (r) => void (r.method() === 'PUT' && r.url().includes('/orders/') && updates++),
  );
  await page.goto('/en/checkout/');

  await expect(page.getByTestId('checkout-customer')).toContainText('Anna Lindqvist');
  await expect(page.getByTestId('checkout-customer')).toContainText('anna.lindqvist@example.se');
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByRole('radio', { name: 'Swish' })).toBeChecked();
  await expect(payment.getByLabel(/^Mobile number for Swish/)).toHaveValue('0701-234567');
  await payment.getByLabel(/^Mobile number for Swish/).clear();
  await payment.getByRole('button', { name: 'Pay' }).click();
  await expect(payment.getByText('Enter your mobile number for Swish.')).toBeVisible();
  await expect(payment.getByTestId('terms-error')).toHaveText('You need to accept the terms.');
  await payment.getByLabel(/^Mobile number for Swish/).fill('12345');
  await payment.getByRole('button', { name: 'Pay' }).click();
  await expect(payment.getByText('Enter a valid number', { exact: true })).toBeVisible();
  await expectAccessible();

  await payment.getByRole('radio', { name: 'Debit card' }).check();
  await expect(payment.getByLabel(/^Mobile number for Swish/)).toHaveCount(0);
  await payment.getByRole('checkbox', { name: /I accept the booking rules/ }).check();
  await expect(payment.getByTestId('terms-error')).toHaveCount(0);
  // Held: the button is busy and a second press sends nothing more.
  const held = await hold(page, /\/services\/generatelink\/payment$/, 'POST');
  let linkCalls = 0;
  page.on('request', (r) => void (isPaymentLinkCall(r) && linkCalls++));
  const origin = new URL(page.url()).origin;
  const link = page.waitForRequest(isPaymentLinkCall);
  await payment.getByRole('button', { name: 'Pay' }).click();
  const busy = payment.getByRole('button', { name: 'Taking you to the payment...' });
  await expect(busy).toBeDisabled();
  await busy.click({ force: true });
  const body = (await link).postDataJSON() as Record<string, unknown>;
  expect(linkCalls).toBe(1);
  held.release();
  expect(body).toEqual({
    order: ORDER,
    returnUrl: `${origin}/en/checkout/`,
    receiptEmail: ['anna.lindqvist@example.se'],
    paymentMethod: 5,
  });
  await expect(page).toHaveURL(PAYMENT_URL);
  // The order already named this customer: nothing to update.
  expect(updates).toBe(0);
});

for (const example of ['insecureLink', 'scriptLink']) {
  test(`a payment link that is not https (${example}) is never followed`, async ({
    page,
    signIn,
    scenario,
  }) => {
    await signIn();
    await withStoredOrder(page);
    const opened = await fakePaymentHandler(page);
    await scenario('POST', '/services/generatelink/payment', `example=${example}`);
    await page.goto('/kassa/');
    const payment = page.getByRole('region', { name: 'Betalning' });
    await payment.getByRole('radio', { name: 'Betalkort' }).check();
    await payment.getByRole('checkbox', { name: /Jag godkänner/ }).check();
    const answered = page.waitForResponse((r) => isPaymentLinkCall(r.request()));
    await payment.getByRole('button', { name: 'Betala' }).click();
    await answered;
    await expect(page.getByTestId('pay-error')).toHaveText(
      'Betalningen kunde inte startas: vi fick en ogiltig betallänk. Försök igen eller kontakta oss.',
    );
    await expect(page).toHaveURL(/\/kassa\/$/);
    expect(opened).toEqual([]);
    await expect(payment.getByRole('button', { name: 'Betala' })).toBeEnabled();
  });
}

test('a Swish number the payment refuses shows under the input; the typed number stays', async ({
  page,
  signIn,
  scenario,
}) => {
  await signIn();
  await withStoredOrder(page);
  await scenario('POST', '/services/generatelink/payment', 'code=422, example=payerAliasInvalid');
  await page.goto('/kassa/');
  const payment = page.getByRole('region', { name: 'Betalning' });
  const swish = payment.getByLabel(/^Mobilnummer för Swish/);
  await swish.fill('0701234567');
  await payment.getByRole('checkbox', { name: /Jag godkänner/ }).check();
  await payment.getByRole('button', { name: 'Betala' }).click();
  await expect(swish).toHaveAccessibleDescription('Ange ett giltigt telefonnummer.');
  await expect(swish).toHaveValue('0701-234567');
  await expect(page).toHaveURL(/\/kassa\/$/);
});

test('a rejected order update drops the stored order and cart, and keeps the visitor logged in', async ({
  page,
  scenario,
  leaveToBrowser,
}) => {
  await withStoredOrder(page);
  await anonymousOrderUntilUpdated(page, leaveToBrowser);
  await scenario('PUT', `/orders/${ORDER}`, 'code=403, example=orderNotPreliminary');
  await page.goto('/kassa/');
  await logInHere(page);
  await expect(page.getByRole('alert').filter({ hasText: 'har tagits bort' })).toHaveText(
    'Beställningen kunde inte kopplas till ditt konto och har tagits bort. Du är fortfarande inloggad – lägg varorna i kundvagnen igen.',
  );
  await expect(page).toHaveURL(/\/$/);
  const stored = await page.evaluate(() => ({
    order: localStorage.getItem('ORDER_ID'),
    site: localStorage.getItem('selectedbusinessunit'),
    count: localStorage.getItem('CART_ITEMS'),
  }));
  expect(stored).toEqual({ order: null, site: null, count: '0' });
  // Still signed in: the session cookie stays, and the header greets the customer.
  expect(await hasSessionCookie(page.context())).toBe(true);
  await expect(page.getByTestId('header-account')).toHaveText('Hej Anna');
});

test('a paid order: the pay button is disabled and says so', async ({
  page,
  signIn,
  scenario,
  expectAccessible,
}) => {
  await signIn();
  await withStoredOrder(page);
  await scenario('GET', `/orders/${ORDER}`, 'example=paidAwaitingConfirmation');
  await page.goto('/kassa/');
  const payment = page.getByRole('region', { name: 'Betalning' });
  await expect(payment.getByRole('button', { name: 'Ordern är redan betald' })).toBeDisabled();
  await expect(payment.getByRole('radio')).toHaveCount(0);
  await expectAccessible();
  await page.goto('/en/checkout/');
  await expect(
    page
      .getByRole('region', { name: 'Payment' })
      .getByRole('button', { name: 'Order already paid' }),
  ).toBeDisabled();
});

test('value cards that cover what is left: nothing to pay, no methods, and the order can still be completed', async ({
  page,
  signIn,
  scenario,
}) => {
  await signIn();
  await withStoredOrder(page);
  // leftToPay 0 with a reservation: the card pays it, the order is not paid yet.
  await scenario('GET', `/orders/${ORDER}`, 'example=paidAwaitingConfirmation');
  await scenario('GET', `/orders/${ORDER}/valuecardreservations`, 'example=oneCard');
  await page.goto('/kassa/');
  const payment = page.getByRole('region', { name: 'Betalning' });
  await expect(payment.getByTestId('amount-to-pay')).toContainText(kronor(0));
  await expect(payment.getByRole('radio')).toHaveCount(0);
  await expect(payment.getByRole('button', { name: 'Ordern är redan betald' })).toHaveCount(0);
  await expect(payment.getByRole('button', { name: 'Betala', exact: true })).toBeEnabled();
});

test('payment methods: loading, none, and a failed load with retry', async ({
  page,
  signIn,
  scenario,
  expectAccessible,
}) => {
  await signIn();
  await withStoredOrder(page);
  let fail = true;
  await page.route(`**${API}/businessunits/1/paymentmethods*`, (route) =>
    fail
      ? route.fallback({ headers: { ...route.request().headers(), prefer: 'code=404' } })
      : route.fallback(),
  );
  const held = await hold(page, /\/businessunits\/1\/paymentmethods/);
  await page.goto('/kassa/');
  const payment = page.getByRole('region', { name: 'Betalning' });
  await expect(payment.getByRole('status', { name: 'Laddar betalsätt...' })).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Betala' })).toBeDisabled();
  held.release();
  await expect(payment.getByText('Betalsätten kunde inte laddas.')).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Betala' })).toBeDisabled();
  await expectAccessible();
  fail = false;
  await payment.getByRole('button', { name: 'Försök igen' }).click();
  await expect(payment.getByRole('radio', { name: 'Swish' })).toBeChecked();

  await scenario('GET', '/businessunits/*/paymentmethods', 'example=empty');
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Betalning' }).getByText('Det finns inget betalsätt', {
      exact: false,
    }),
  ).toBeVisible();
  await expectAccessible();
});

test('create account from the checkout opens the create-account modal', async ({
  page,
  expectAccessible,
  leaveToBrowser,
}) => {
  await withStoredOrder(page);
  await anonymousOrderUntilUpdated(page, leaveToBrowser);
  await page.goto('/kassa/');
  await page
    .getByRole('region', { name: 'Kunduppgifter' })
    .getByRole('button', { name: 'Skapa konto' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Skapa konto' });
  await expect(dialog.getByLabel(/^Personnummer/)).toBeVisible();
  await expectAccessible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a refused payment says why and keeps the form; a closed order drops the stored order', async ({
  page,
  signIn,
}) => {
  await signIn();
  await withStoredOrder(page);
  // One scenario per press: first a refusal, then the order turns out to be closed.
  const answers = ['code=403, example=nothingLeftToPay', 'code=403, example=orderNotPreliminary'];
  await page.route(/\/services\/generatelink\/payment$/, (route) =>
    route.fallback({ headers: { ...route.request().headers(), prefer: answers.shift() ?? '' } }),
  );
  await page.goto('/kassa/');
  const payment = page.getByRole('region', { name: 'Betalning' });
  await payment.getByRole('radio', { name: 'Kreditkort' }).check();
  await payment.getByRole('checkbox', { name: /Jag godkänner/ }).check();
  await payment.getByRole('button', { name: 'Betala' }).click();
  await expect(page.getByTestId('pay-error')).toHaveText(
    'Betalningen kunde inte startas: Det finns inget kvar att betala.',
  );
  await expect(payment.getByRole('radio', { name: 'Kreditkort' })).toBeChecked();
  await expect(payment.getByRole('checkbox', { name: /Jag godkänner/ })).toBeChecked();

  await payment.getByRole('button', { name: 'Betala' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'går inte längre att betala' }),
  ).toHaveText(
    'Beställningen går inte längre att betala och har tagits bort. Lägg varorna i kundvagnen igen.',
  );
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('ORDER_ID'))).toBeNull();
});

test('the terms name a document the site has no address for without linking it', async ({
  page,
  signIn,
  serverScenario,
  scenario,
}) => {
  serverScenario('GET', '/mild/v1/acf/options/global/booking_rules_url', 'code=404');
  await scenario('GET', '/mild/v1/acf/options/global/booking_rules_url', 'code=404');
  await signIn();
  await withStoredOrder(page);
  await page.goto('/kassa/');
  const payment = page.getByRole('region', { name: 'Betalning' });
  const terms = payment.getByRole('checkbox', { name: /Jag godkänner bokningsreglerna/ });
  await expect(terms).toBeVisible();
  await expect(payment.getByRole('link', { name: 'integritetspolicyn' })).toHaveAttribute(
    'href',
    'https://www.example.com/integritetspolicy/',
  );
  await expect(payment.getByRole('link', { name: 'bokningsreglerna' })).toHaveCount(0);
  await terms.check();
  await expect(terms).toBeChecked();
});
