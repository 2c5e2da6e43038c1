// kassa/ and /en/checkout/, the customer and payment steps (spec §2 "Checkout", §4 "Checkout vs
// receipt", §5 "Checkout", §7 generatelink/payment): login in place sets the order's customer,
// then methods, the Swish number, the terms and the pay button, its refusals and the payment
// link's checks. Leaving for the payment handler is an e2e journey.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_COOKIE } from '../../server/session';
import { clearScenarios, expectAccessible, openPage, scenario } from './support/render-app';
import {
  anonymousOrderUntilUpdated,
  findCartLines,
  settledCheckout,
  loadCheckoutCode,
} from './support/checkout';
import { PAGES_SITE_URL } from './support/mock-env';
import { kronor } from '../support/formats';
import { holdCalls, recordCalls } from './support/calls';
import { ORDER, withStoredOrder } from './support/stored-order';

beforeAll(loadCheckoutCode, 180_000);

const LINK = /\/services\/generatelink\/payment$/;
const payment = (name = 'Betalning') => screen.getByRole('region', { name });
const linkCalls = (calls: { method: string; url: string }[]) =>
  calls.filter((c) => c.method === 'POST' && LINK.test(c.url));

async function logInHere(user: ReturnType<typeof userEvent.setup>) {
  const customer = await screen.findByRole('region', { name: 'Kunduppgifter' });
  await user.type(
    await within(customer).findByLabelText(/^E-postadress/),
    'anna.lindqvist@example.se',
  );
  await user.type(within(customer).getByLabelText(/^Lösenord/), 'Simma2026!');
  await user.click(within(customer).getByRole('button', { name: 'Logga in' }));
}

const signedInCheckout = async (path = '/kassa/') => {
  const opened = await openPage(path, { signedIn: true, cart: withStoredOrder() });
  await settledCheckout(2);
  return { ...opened, user: userEvent.setup() };
};

test('an anonymous visitor logs in in the checkout: the order gets the customer, then the payment step', async () => {
  anonymousOrderUntilUpdated();
  const calls = recordCalls();
  const { router } = await openPage('/kassa/', { cart: withStoredOrder() });
  const customer = await screen.findByRole('region', { name: 'Kunduppgifter' });
  // The signed-out half is a chunk of its own: it comes after the region.
  expect(await within(customer).findByRole('form', { name: 'Inloggning' })).toBeVisible();
  expect(screen.queryByRole('region', { name: 'Betalning' })).not.toBeInTheDocument();
  await expectAccessible();

  await logInHere(userEvent.setup());
  expect(await screen.findByTestId('checkout-customer')).toHaveTextContent('Anna Lindqvist');
  expect(calls.filter((c) => c.method === 'PUT')).toMatchObject([
    { method: 'PUT', url: `/orders/${ORDER}`, body: { customer: 4711 } },
  ]);
  expect(router.state.location.pathname).toBe('/kassa/');
  // The payment step is a chunk of its own: it comes after the customer.
  await screen.findByRole('region', { name: 'Betalning' });
  const swish = await within(payment()).findByRole('radio', { name: 'Swish' });
  await waitFor(() => expect(swish).toBeChecked());
  expect(within(payment()).getByRole('radio', { name: 'Betalkort' })).not.toBeChecked();
  expect(within(payment()).getByRole('radio', { name: 'Kreditkort' })).not.toBeChecked();
  // leftToPay of the mock's order (1 320,50 kr).
  expect(within(payment()).getByTestId('amount-to-pay').textContent).toBe(
    `Att betala${kronor(132050)}`,
  );
  await expectAccessible();
});

test('bad Swish numbers and unaccepted terms stand under their inputs; nothing is sent', async () => {
  const calls = recordCalls();
  const { user } = await signedInCheckout();
  const swish = within(payment()).getByLabelText(/^Mobilnummer för Swish/);
  // It starts from Anna's own mobile; emptied, it is missing.
  expect(swish).toHaveValue('0701-234567');
  await user.clear(swish);
  await user.click(within(payment()).getByRole('button', { name: 'Betala' }));
  expect(await within(payment()).findByText('Ange ditt mobilnummer för Swish.')).toBeVisible();
  expect(swish).toHaveValue('');
  expect(screen.getByTestId('terms-error').textContent).toBe('Du behöver godkänna villkoren.');
  await expectAccessible();
  await user.type(swish, '0801234567');
  expect(swish).toHaveValue('0801-234567');
  await user.click(within(payment()).getByRole('button', { name: 'Betala' }));
  expect(await within(payment()).findByText('Ange ett giltigt nummer')).toBeVisible();
  expect(swish).toHaveValue('0801-234567');
  await user.clear(swish);
  await user.type(swish, '070 123 45 67');
  expect(swish).toHaveValue('0701-234567');
  await user.click(
    within(payment()).getByRole('checkbox', { name: /Jag godkänner bokningsreglerna/ }),
  );
  expect(within(payment()).getByRole('link', { name: 'bokningsreglerna' })).toHaveAttribute(
    'href',
    'https://www.example.com/bokningsregler/',
  );
  expect(linkCalls(calls)).toEqual([]);
});

// Issue 41: digits typed inside the prefilled number were jumbled, for the mask moved the dash
// and the caret jumped to the end. The caret stays after the digits before it.
for (const [path, region, label] of [
  ['/kassa/', 'Betalning', /^Mobilnummer för Swish/],
  ['/en/checkout/', 'Payment', /^Mobile number for Swish/],
] as const)
  test(`digits typed inside the prefilled Swish number stay in the order typed (${path})`, async () => {
    const { user } = await signedInCheckout(path);
    const swish = within(payment(region)).getByLabelText<HTMLInputElement>(label);
    expect(swish).toHaveValue('0701-234567');
    // Out go "07" from the front (the dash moves each time), and back in they come.
    await user.click(swish);
    await user.keyboard('{Home}{ArrowRight}{ArrowRight}{Backspace}');
    expect(swish).toHaveValue('0012-34567');
    expect(swish.selectionStart).toBe(1);
    await user.keyboard('{Backspace}');
    expect(swish).toHaveValue('0123-4567');
    await user.keyboard('07');
    expect(swish).toHaveValue('0701-234567');
    expect(swish.selectionStart).toBe(2);
    // A digit typed just before the dash goes there, and the rest moves on.
    await user.keyboard('{ArrowRight}{ArrowRight}9');
    expect(swish).toHaveValue('0701-923456');
    expect(swish.selectionStart).toBe(6);
  });

test('in English: the signed-in customer, Swish and terms errors, a card hides Swish, a busy button', async () => {
  // Held (registered first: axios runs the last interceptor first, and the record must see it).
  holdCalls('POST', LINK);
  const calls = recordCalls();
  const { user } = await signedInCheckout('/en/checkout/');
  const customer = screen.getByTestId('checkout-customer');
  expect(customer).toHaveTextContent('Anna Lindqvist');
  expect(customer).toHaveTextContent('anna.lindqvist@example.se');
  const pay = within(payment('Payment'));
  expect(pay.getByRole('radio', { name: 'Swish' })).toBeChecked();
  const swish = pay.getByLabelText(/^Mobile number for Swish/);
  expect(swish).toHaveValue('0701-234567');
  await user.clear(swish);
  await user.click(pay.getByRole('button', { name: 'Pay' }));
  expect(await pay.findByText('Enter your mobile number for Swish.')).toBeVisible();
  expect(screen.getByTestId('terms-error').textContent).toBe('You need to accept the terms.');
  await user.type(swish, '12345');
  await user.click(pay.getByRole('button', { name: 'Pay' }));
  expect(await pay.findByText('Enter a valid number')).toBeVisible();
  await expectAccessible();

  await user.click(pay.getByRole('radio', { name: 'Debit card' }));
  await waitFor(() =>
    expect(pay.queryByLabelText(/^Mobile number for Swish/)).not.toBeInTheDocument(),
  );
  await user.click(pay.getByRole('checkbox', { name: /I accept the booking rules/ }));
  await waitFor(() => expect(screen.queryByTestId('terms-error')).not.toBeInTheDocument());
  // Held: the button is busy and a second press sends nothing more.
  await user.click(pay.getByRole('button', { name: 'Pay' }));
  const busy = await pay.findByRole('button', { name: 'Taking you to the payment...' });
  expect(busy).toBeDisabled();
  // A press on it anyway (it takes no pointer: as Playwright's click with force).
  fireEvent.click(busy);
  expect(linkCalls(calls)).toHaveLength(1);
  expect(linkCalls(calls)[0]).toMatchObject({
    body: {
      order: ORDER,
      returnUrl: `${PAGES_SITE_URL}/en/checkout/`,
      receiptEmail: ['anna.lindqvist@example.se'],
      paymentMethod: 5,
    },
  });
  // The order already named this customer: nothing to update.
  expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
});

for (const example of ['insecureLink', 'scriptLink'])
  test(`a payment link that is not https (${example}) is refused with a message`, async () => {
    scenario('POST', '/services/generatelink/payment', `example=${example}`);
    const { user, router } = await signedInCheckout();
    await user.click(within(payment()).getByRole('radio', { name: 'Betalkort' }));
    await user.click(within(payment()).getByRole('checkbox', { name: /Jag godkänner/ }));
    await user.click(within(payment()).getByRole('button', { name: 'Betala' }));
    const error = await screen.findByTestId('pay-error');
    expect(error.textContent).toBe(
      'Betalningen kunde inte startas: vi fick en ogiltig betallänk. Försök igen eller kontakta oss.',
    );
    expect(router.state.location.pathname).toBe('/kassa/');
    await waitFor(() =>
      expect(within(payment()).getByRole('button', { name: 'Betala' })).toBeEnabled(),
    );
  });

test('a Swish number the payment refuses shows under the input; the typed number stays', async () => {
  scenario('POST', '/services/generatelink/payment', 'code=422, example=payerAliasInvalid');
  const { user, router } = await signedInCheckout();
  const swish = within(payment()).getByLabelText(/^Mobilnummer för Swish/);
  await user.clear(swish);
  await user.type(swish, '0701234567');
  await user.click(within(payment()).getByRole('checkbox', { name: /Jag godkänner/ }));
  await user.click(within(payment()).getByRole('button', { name: 'Betala' }));
  await waitFor(() => expect(swish).toHaveAccessibleDescription('Ange ett giltigt telefonnummer.'));
  expect(swish).toHaveValue('0701-234567');
  expect(router.state.location.pathname).toBe('/kassa/');
});

test('a rejected order update drops the stored order and cart, and keeps the visitor logged in', async () => {
  anonymousOrderUntilUpdated();
  scenario('PUT', `/orders/${ORDER}`, 'code=403, example=orderNotPreliminary');
  await openPage('/kassa/', { cart: withStoredOrder() });
  await logInHere(userEvent.setup());
  const alert = await screen.findByText(/har tagits bort/);
  expect(alert.closest('[role="alert"]')?.textContent).toBe(
    'Beställningen kunde inte kopplas till ditt konto och har tagits bort. Du är fortfarande inloggad – lägg varorna i kundvagnen igen.',
  );
  expect({
    order: localStorage.getItem('ORDER_ID'),
    site: localStorage.getItem('selectedbusinessunit'),
    count: localStorage.getItem('CART_ITEMS'),
  }).toEqual({ order: null, site: null, count: '0' });
  // Still signed in: the session cookie stays, and the header greets the customer.
  const jar = (
    globalThis as unknown as {
      jsdom: { cookieJar: { getCookiesSync(url: string): { key: string }[] } };
    }
  ).jsdom.cookieJar;
  expect(jar.getCookiesSync(PAGES_SITE_URL).map((c) => c.key)).toContain(SESSION_COOKIE);
  expect((await screen.findByTestId('header-account')).textContent).toBe('Hej Anna');
});

test('a paid order: the pay button is disabled and says so', async () => {
  scenario('GET', `/orders/${ORDER}`, 'example=paidAwaitingConfirmation');
  await openPage('/kassa/', { signedIn: true, cart: withStoredOrder() });
  const button = await screen.findByRole('button', { name: 'Ordern är redan betald' });
  expect(button).toBeDisabled();
  expect(within(payment()).queryAllByRole('radio')).toEqual([]);
  await expectAccessible();
});

test('a paid order in English: the pay button says so', async () => {
  scenario('GET', `/orders/${ORDER}`, 'example=paidAwaitingConfirmation');
  await openPage('/en/checkout/', { signedIn: true, cart: withStoredOrder() });
  expect(
    await within(await screen.findByRole('region', { name: 'Payment' })).findByRole('button', {
      name: 'Order already paid',
    }),
  ).toBeDisabled();
});

test('value cards that cover what is left: nothing to pay, no methods, and the order can still be completed', async () => {
  // leftToPay 0 with a reservation: the card pays it, the order is not paid yet.
  scenario('GET', `/orders/${ORDER}`, 'example=paidAwaitingConfirmation');
  scenario('GET', `/orders/${ORDER}/valuecardreservations`, 'example=oneCard');
  await openPage('/kassa/', { signedIn: true, cart: withStoredOrder() });
  const region = await screen.findByRole('region', { name: 'Betalning' });
  const pay = await within(region).findByRole('button', { name: 'Betala' });
  await waitFor(() => expect(pay).toBeEnabled());
  expect(within(region).getByTestId('amount-to-pay').textContent).toBe(`Att betala${kronor(0)}`);
  expect(within(region).queryAllByRole('radio')).toEqual([]);
  expect(
    within(region).queryByRole('button', { name: 'Ordern är redan betald' }),
  ).not.toBeInTheDocument();
});

test('payment methods: loading, a failed load with retry, and none', async () => {
  scenario('GET', '/businessunits/1/paymentmethods', 'code=404');
  const held = holdCalls('GET', /\/businessunits\/1\/paymentmethods/);
  await openPage('/kassa/', { signedIn: true, cart: withStoredOrder() });
  await findCartLines(2);
  const region = await screen.findByRole('region', { name: 'Betalning' });
  expect(within(region).getByRole('status', { name: 'Laddar betalsätt...' })).toBeVisible();
  expect(within(region).getByRole('button', { name: 'Betala' })).toBeDisabled();
  held.release();
  expect(await within(region).findByText(/Betalsätten kunde inte laddas\./)).toBeVisible();
  expect(within(region).getByRole('button', { name: 'Betala' })).toBeDisabled();
  await expectAccessible();
  clearScenarios();
  await userEvent.setup().click(within(region).getByRole('button', { name: 'Försök igen' }));
  await waitFor(() => expect(within(region).getByRole('radio', { name: 'Swish' })).toBeChecked());
});

test('payment methods: none to choose says so', async () => {
  scenario('GET', '/businessunits/*/paymentmethods', 'example=empty');
  await openPage('/kassa/', { signedIn: true, cart: withStoredOrder() });
  const region = await screen.findByRole('region', { name: 'Betalning' });
  expect(await within(region).findByText(/Det finns inget betalsätt/)).toBeVisible();
  await expectAccessible();
});

test('create account from the checkout opens the create-account modal', async () => {
  anonymousOrderUntilUpdated();
  await openPage('/kassa/', { cart: withStoredOrder() });
  const user = userEvent.setup();
  const customer = await screen.findByRole('region', { name: 'Kunduppgifter' });
  await user.click(within(customer).getByRole('button', { name: 'Skapa konto' }));
  const dialog = await screen.findByRole('dialog', { name: 'Skapa konto' });
  expect(within(dialog).getByLabelText(/^Personnummer/)).toBeVisible();
  await expectAccessible();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
});

test('a refused payment says why and keeps the form; a closed order drops the stored order', async () => {
  scenario('POST', '/services/generatelink/payment', 'code=403, example=nothingLeftToPay');
  const { user } = await signedInCheckout();
  const region = payment();
  await user.click(within(region).getByRole('radio', { name: 'Kreditkort' }));
  await user.click(within(region).getByRole('checkbox', { name: /Jag godkänner/ }));
  await user.click(within(region).getByRole('button', { name: 'Betala' }));
  expect((await screen.findByTestId('pay-error')).textContent).toBe(
    'Betalningen kunde inte startas: Det finns inget kvar att betala.',
  );
  expect(within(region).getByRole('radio', { name: 'Kreditkort' })).toBeChecked();
  expect(within(region).getByRole('checkbox', { name: /Jag godkänner/ })).toBeChecked();

  scenario('POST', '/services/generatelink/payment', 'code=403, example=orderNotPreliminary');
  await waitFor(() => expect(within(region).getByRole('button', { name: 'Betala' })).toBeEnabled());
  await user.click(within(region).getByRole('button', { name: 'Betala' }));
  const gone = await screen.findByText(/går inte längre att betala/);
  expect(gone.closest('[role="alert"]')?.textContent).toBe(
    'Beställningen går inte längre att betala och har tagits bort. Lägg varorna i kundvagnen igen.',
  );
  await waitFor(() => expect(localStorage.getItem('ORDER_ID')).toBeNull());
});

test('the terms name a document the site has no address for without linking it', async () => {
  scenario('GET', '/mild/v1/acf/options/global/booking_rules_url', 'code=404');
  const { user } = await signedInCheckout();
  const terms = within(payment()).getByRole('checkbox', { name: /Jag godkänner bokningsreglerna/ });
  expect(within(payment()).getByRole('link', { name: 'integritetspolicyn' })).toHaveAttribute(
    'href',
    'https://www.example.com/integritetspolicy/',
  );
  expect(
    within(payment()).queryByRole('link', { name: 'bokningsreglerna' }),
  ).not.toBeInTheDocument();
  await user.click(terms);
  expect(terms).toBeChecked();
});
