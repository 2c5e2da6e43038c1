// Discount codes and value cards in kassa/ and /en/checkout/ (spec §2 "Checkout", "Cart lines",
// §4 coupon removal, §5, §6, §8): guests are asked to log in; a signed-in customer adds a code or a
// value card in a dialog (Enter submits, inline error line), sees them in the lines and summary,
// and removes them after an are-you-sure. Expectations come from the mock's examples. How a line's
// coupon row is laid out on a phone is an e2e test.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectAccessible, openPage, scenario } from './support/render-app';
import {
  expectAlert,
  findCartLines,
  offline,
  settledCheckout,
  loadCheckoutCode,
} from './support/checkout';
import { kronor } from '../support/formats';
import { holdCalls, recordCalls } from './support/calls';
import { ORDER, withStoredOrder } from './support/stored-order';

beforeAll(loadCheckoutCode, 180_000);

const ORDER_TOTAL = 132050; // OrderPreliminaryWithServices
const COUPON_DISCOUNT = 6950;
const VAT_25 = 26410;
const RESERVATION = { id: 33017, name: 'Presentkort 500 kr', number: '4711000123456', used: 50000 };

const signedIn = async (path: string, lines = 2) => {
  await openPage(path, { signedIn: true, cart: withStoredOrder() });
  await settledCheckout(lines);
  return userEvent.setup();
};
const text = (testId: string) => screen.getByTestId(testId).textContent;

test('guests are asked to log in, with a way back to the checkout', async () => {
  await openPage('/kassa/', { cart: withStoredOrder() });
  const login = await screen.findByRole('link', { name: 'Logga in för att lägga till rabatter' });
  expect(login).toHaveAttribute('href', '/logga-in/?returnTo=%2Fkassa%2F');
  expect(screen.queryByRole('button', { name: 'Lägg till rabattkod' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Lägg till värdekort' })).not.toBeInTheDocument();
  await expectAccessible();
});

test('English guests are asked to log in, with a way back to the checkout', async () => {
  await openPage('/en/checkout/', { cart: withStoredOrder() });
  expect(await screen.findByRole('link', { name: 'Log in to add discounts' })).toHaveAttribute(
    'href',
    '/en/login/?returnTo=%2Fen%2Fcheckout%2F',
  );
});

test('adds a discount code with Enter: busy button, then the mark and the discount line', async () => {
  scenario('GET', `/orders/${ORDER}`, 'example=preliminaryOneService');
  const user = await signedIn('/kassa/', 1);
  expect(screen.queryByTestId('summary-coupon')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Lägg till rabattkod' }));
  const dialog = await screen.findByRole('dialog', { name: 'Lägg till rabattkod' });
  await expectAccessible();
  const held = holdCalls('POST', new RegExp(`/orders/${ORDER}/coupons$`));
  const calls = recordCalls();
  await user.type(within(dialog).getByLabelText(/^Rabattkod/), 'VINTER10{Enter}');
  expect(await within(dialog).findByRole('button', { name: 'Lägger till...' })).toBeDisabled();
  expect(calls.filter((c) => c.method === 'POST')).toMatchObject([
    { method: 'POST', url: `/orders/${ORDER}/coupons`, body: { couponName: 'VINTER10' } },
  ]);
  held.release();

  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  const lines = await findCartLines(2);
  expect(within(lines[1]!).getByText('Rabattkod tillagd')).toBeVisible();
  const before = ORDER_TOTAL + COUPON_DISCOUNT;
  expect(text('summary-before-coupon')).toBe(`Pris före rabatt${kronor(before)}`);
  expect(text('summary-coupon')).toBe(
    `Rabatt ${Math.round((COUPON_DISCOUNT / before) * 100)} %${kronor(-COUPON_DISCOUNT)}`,
  );
  expect(text('summary-total')).toBe(`Totalt${kronor(ORDER_TOTAL)}`);
});

for (const [path, open, label] of [
  ['/kassa/', 'Lägg till rabattkod', /^Rabattkod/],
  ['/en/checkout/', 'Add discount code', /^Discount code/],
] as const)
  test(`opened by keyboard at ${path}, the code dialog puts the cursor in its field`, async () => {
    const user = await signedIn(path);
    screen.getByRole('button', { name: open }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: open });
    await waitFor(() => expect(within(dialog).getByLabelText(label)).toHaveFocus());
  });

test('an empty code is required before any call', async () => {
  const calls = recordCalls();
  const user = await signedIn('/kassa/');
  await user.click(screen.getByRole('button', { name: 'Lägg till rabattkod' }));
  const dialog = await screen.findByRole('dialog', { name: 'Lägg till rabattkod' });
  await user.type(within(dialog).getByLabelText(/^Rabattkod/), '   ');
  await user.click(within(dialog).getByRole('button', { name: 'Lägg till' }));
  expect(await within(dialog).findByText('Ange en rabattkod.')).toBeVisible();
  expect(within(dialog).getByLabelText(/^Rabattkod/)).toHaveAttribute('aria-invalid', 'true');
  expect(calls.filter((c) => c.url.includes('/coupons'))).toEqual([]);
});

for (const { language, path, open, label, texts } of [
  {
    language: 'Swedish',
    path: '/kassa/',
    open: 'Lägg till rabattkod',
    label: /^Rabattkod/,
    texts: {
      couponInvalidTime:
        /^Rabattkoden gäller bara från \d{4}-\d{2}-\d{2} till \d{4}-\d{2}-\d{2}\.$/,
      couponNotApplicable: 'Rabattkoden kan inte användas för varorna i din kundvagn.',
      couponNotFound: 'Rabattkoden finns inte på din beställning.',
      couponAfterValueCardReservation:
        'Lägg till rabattkoden innan du använder ett värdekort. Ta bort värdekortet och försök igen.',
      couponNameMissing: 'Ange en rabattkod.',
      network:
        'Vi fick inget svar från servern. Kontrollera din internetanslutning och försök igen.',
    },
  },
  {
    language: 'English',
    path: '/en/checkout/',
    open: 'Add discount code',
    label: /^Discount code/,
    texts: {
      couponInvalidTime: /^This discount code is only valid from \S+ to \S+\.$/,
      couponNotApplicable: 'This discount code cannot be used for the items in your cart.',
      couponNotFound: 'The discount code was not found on your order.',
      couponAfterValueCardReservation:
        'Add the discount code before using a value card. Remove the value card and try again.',
      couponNameMissing: 'Please enter a discount code.',
      network: 'We got no answer from the server. Check your internet connection and try again.',
    },
  },
])
  test(`${language}: each refused code shows its text inline and keeps what was typed`, async () => {
    const user = await signedIn(path);
    await user.click(screen.getByRole('button', { name: open }));
    const dialog = await screen.findByRole('dialog', { name: open });
    const input = within(dialog).getByLabelText(label);
    await user.type(input, 'SOMMAR25');
    const cases: [string, string | RegExp][] = [
      ['code=403, example=couponInvalidTime', texts.couponInvalidTime],
      ['code=403, example=couponNotApplicable', texts.couponNotApplicable],
      ['code=403, example=couponNotFound', texts.couponNotFound],
      ['code=403, example=couponAfterValueCardReservation', texts.couponAfterValueCardReservation],
      ['code=422, example=couponNameMissing', texts.couponNameMissing],
    ];
    for (const [prefer, said] of cases) {
      scenario('POST', `/orders/${ORDER}/coupons`, prefer);
      await user.type(input, '{Enter}');
      await expectAlert(dialog, said);
      expect(input).toHaveValue('SOMMAR25');
    }
    await expectAccessible();
    offline('POST', new RegExp(`/orders/${ORDER}/coupons$`));
    await user.type(input, '{Enter}');
    await expectAlert(dialog, texts.network);
    expect(dialog).toBeVisible();
  });

test('removing a line coupon asks first, then the order shows it gone', async () => {
  const calls = recordCalls();
  const user = await signedIn('/kassa/');
  expect(screen.getByTestId('summary-coupon')).toBeVisible();
  const remove = () => screen.getByRole('button', { name: 'Ta bort rabattkod VINTER10' });
  await user.click(remove());
  const ask = await screen.findByRole('dialog', { name: 'Är du säker?' });
  expect(ask).toHaveTextContent('Vill du ta bort rabattkoden VINTER10?');
  await expectAccessible();
  await user.click(within(ask).getByRole('button', { name: 'Avbryt' }));
  await waitFor(() => expect(ask).not.toBeInTheDocument());
  expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

  await user.click(remove());
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Är du säker?' })).getByRole('button', {
      name: 'Ta bort',
    }),
  );
  await waitFor(() => expect(screen.queryByTestId('summary-coupon')).not.toBeInTheDocument());
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
    `/orders/${ORDER}/coupons/VINTER10`,
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByText('Rabattkod tillagd')).not.toBeInTheDocument();
  await findCartLines(1);
});

test('a closed order (ORDER_NOT_PRELIMINARY) is forgotten, with a message', async () => {
  scenario('POST', `/orders/${ORDER}/coupons`, 'code=403, example=orderNotPreliminary');
  await openPage('/kassa/', { signedIn: true, cart: withStoredOrder() });
  await settledCheckout(2);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Lägg till rabattkod' }));
  await user.type(await screen.findByRole('textbox', { name: /^Rabattkod/ }), 'VINTER10{Enter}');
  expect(await screen.findByText(/Beställningen är redan avslutad/)).toBeVisible();
  await waitFor(() => expect(localStorage.getItem('ORDER_ID')).toBeNull());
});

test('adds a typed value card: listed with its amount, what is left to pay, no VAT lines', async () => {
  scenario('GET', '/customers/4711/valuecards', 'example=forCheckout');
  const user = await signedIn('/kassa/');
  expect(text('summary-vat-25')).toBe(`Varav moms 25 %${kronor(VAT_25)}`);
  expect(screen.queryByTestId('value-card-reservation')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Lägg till värdekort' }));
  const dialog = await screen.findByRole('dialog', { name: 'Lägg till värdekort' });
  // Only the valid card that pays for a massage is offered (spec §5).
  const own = await within(dialog).findAllByTestId('own-value-card');
  expect(own).toHaveLength(1);
  expect(own[0]).toHaveTextContent('Presentkort');
  expect(own[0]).toHaveTextContent('15226337450012');
  await expectAccessible();

  // From the reservation on, the order's reservations list it.
  scenario('GET', `/orders/${ORDER}/valuecardreservations`, 'example=oneCard');
  const calls = recordCalls();
  await user.type(within(dialog).getByLabelText(/^Värdekortsnummer/), '4711 0001 2345 6{Enter}');
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(calls.filter((c) => c.method === 'POST')).toMatchObject([
    {
      method: 'POST',
      url: `/orders/${ORDER}/valuecardreservations`,
      body: { valueCardNumber: RESERVATION.number },
    },
  ]);

  const card = await screen.findByTestId('value-card-reservation');
  expect(card).toHaveTextContent(RESERVATION.name);
  expect(card).toHaveTextContent(`Kortnummer ${RESERVATION.number}`);
  expect(within(card).getByTestId('reservation-amount').textContent).toBe(
    kronor(-RESERVATION.used),
  );
  expect(text(`summary-value-card-${RESERVATION.id}`)).toBe(
    `Värdekort ${RESERVATION.name}${kronor(-RESERVATION.used)}`,
  );
  expect(text('summary-to-pay')).toBe(`Att betala${kronor(ORDER_TOTAL - RESERVATION.used)}`);
  expect(screen.queryByTestId('summary-vat-25')).not.toBeInTheDocument();
  await expectAccessible();
});

test('picks one of the own cards instead of typing', async () => {
  scenario('GET', '/customers/4711/valuecards', 'example=forCheckout');
  const user = await signedIn('/kassa/');
  await user.click(screen.getByRole('button', { name: 'Lägg till värdekort' }));
  const dialog = await screen.findByRole('dialog', { name: 'Lägg till värdekort' });
  const calls = recordCalls();
  await user.click(
    await within(dialog).findByRole('button', { name: 'Använd Presentkort 15226337450012' }),
  );
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(calls.filter((c) => c.method === 'POST')).toMatchObject([
    {
      method: 'POST',
      url: `/orders/${ORDER}/valuecardreservations`,
      body: { valueCardNumber: '15226337450012' },
    },
  ]);
});

for (const { language, path, open, label, add, texts } of [
  {
    language: 'Swedish',
    path: '/kassa/',
    open: 'Lägg till värdekort',
    label: /^Värdekortsnummer/,
    add: 'Lägg till',
    texts: {
      required: 'Ange värdekortets nummer.',
      short: 'Värdekortsnumret ska vara 12–20 tecken.',
      valueCardEmpty: 'Värdekortet har inget saldo kvar.',
      valueCardExpired: 'Värdekortet har gått ut.',
      valueCardAlreadyReserved: 'Värdekortet används redan i en annan beställning.',
      valueCardWrongCompany: 'Värdekortet gäller inte hos den här anläggningen.',
      valueCardWrongCurrency: 'Värdekortet har en annan valuta än beställningen.',
      valueCardNotApplicable: 'Värdekortet kan inte användas för varorna i din kundvagn.',
    },
  },
  {
    language: 'English',
    path: '/en/checkout/',
    open: 'Add value card',
    label: /^Value card number/,
    add: 'Add',
    texts: {
      required: 'Please enter the value card number.',
      short: 'The value card number must be 12–20 characters.',
      valueCardEmpty: 'The value card has no balance left.',
      valueCardExpired: 'The value card has expired.',
      valueCardAlreadyReserved: 'The value card is already being used in another order.',
      valueCardWrongCompany: 'The value card is not valid at this facility.',
      valueCardWrongCurrency: 'The value card is in a different currency from the order.',
      valueCardNotApplicable: 'The value card cannot be used for the items in your cart.',
    },
  },
])
  test(`${language}: value card errors show inline, the number is kept`, async () => {
    const user = await signedIn(path);
    await user.click(screen.getByRole('button', { name: open }));
    const dialog = await screen.findByRole('dialog', { name: open });
    const input = within(dialog).getByLabelText(label);
    const posts = recordCalls();
    const posted = () => posts.filter((c) => c.method === 'POST').length;
    await user.click(within(dialog).getByRole('button', { name: add }));
    await expectAlert(dialog, texts.required);
    await user.type(input, '12345{Enter}');
    await expectAlert(dialog, texts.short);
    expect(posted()).toBe(0);

    await user.clear(input);
    await user.type(input, '4711000123456');
    for (const code of [
      'valueCardEmpty',
      'valueCardExpired',
      'valueCardAlreadyReserved',
      'valueCardWrongCompany',
      'valueCardWrongCurrency',
      'valueCardNotApplicable',
    ] as const) {
      scenario('POST', `/orders/${ORDER}/valuecardreservations`, `code=403, example=${code}`);
      await user.type(input, '{Enter}');
      await expectAlert(dialog, texts[code]);
      expect(input).toHaveValue('4711000123456');
    }
    scenario(
      'POST',
      `/orders/${ORDER}/valuecardreservations`,
      'code=422, example=valueCardNumberMissing',
    );
    await user.type(input, '{Enter}');
    await expectAlert(dialog, texts.required);
    expect(posted()).toBe(7);
  });

test('removing a value card asks first, then the VAT lines return', async () => {
  scenario('GET', `/orders/${ORDER}/valuecardreservations`, 'example=oneCard');
  const calls = recordCalls();
  const user = await signedIn('/kassa/');
  expect(await screen.findByTestId('value-card-reservation')).toBeVisible();
  expect(screen.queryByTestId('summary-vat-25')).not.toBeInTheDocument();

  const remove = () =>
    screen.getByRole('button', { name: `Ta bort värdekortet ${RESERVATION.name}` });
  await user.click(remove());
  const ask = await screen.findByRole('dialog', { name: 'Är du säker?' });
  expect(ask).toHaveTextContent(`Vill du sluta betala med värdekortet ${RESERVATION.name}?`);
  await expectAccessible();
  await user.click(within(ask).getByRole('button', { name: 'Avbryt' }));
  await waitFor(() => expect(ask).not.toBeInTheDocument());
  expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

  // Released, the order has no reservations left.
  scenario('GET', `/orders/${ORDER}/valuecardreservations`, 'example=empty');
  await user.click(remove());
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Är du säker?' })).getByRole('button', {
      name: 'Ta bort',
    }),
  );
  await waitFor(() =>
    expect(screen.queryByTestId('value-card-reservation')).not.toBeInTheDocument(),
  );
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
    `/orders/${ORDER}/valuecardreservations/${RESERVATION.id}`,
  ]);
  expect(screen.queryByTestId('summary-to-pay')).not.toBeInTheDocument();
  expect(await screen.findByTestId('summary-vat-25')).toBeVisible();
  expect(text('summary-vat-25')).toBe(`Varav moms 25 %${kronor(VAT_25)}`);
});
