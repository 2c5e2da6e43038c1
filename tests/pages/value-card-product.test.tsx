// A value card's page (issue 42): the card with its price and what it is valid for, the gift
// fields with an error in the page's language under each that keeps what was typed, the amount
// of a card the buyer prices, BRP's own field errors, the add to the cart (the order, the line,
// the badge, gift_from_email), a card not sold at the facility, one that does not exist, and a
// failed load with its retry.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ARRIVAL, preload } from './support/booking';
import { recordCalls } from './support/calls';
import { RAW, mainText, retryAtOnce } from './support/faults';
import { clearScenarios, expectAccessible, openPage, scenario } from './support/render-app';
import { withStoredOrder } from './support/stored-order';

preload(() => import('@/features/valuecards-shop/product/route'));

beforeEach(() => {
  localStorage.clear();
  clearScenarios();
  retryAtOnce();
});

const user = () => userEvent.setup({ delay: null });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${escaped(name)}`) });
const form = (name: string) => screen.findByRole('form', { name }, ARRIVAL);

const SV = {
  receiver: 'Mottagarens namn',
  receiverEmail: 'Mottagarens e-post',
  sender: 'Ditt namn',
  greeting: 'Hälsning (valfri)',
  giverEmail: 'Din e-post',
};

/** Puts the text in the field as a paste: typing it key by key is most of a jsdom test's time. */
async function fill(name: string, text: string) {
  const input = field(name);
  await user().clear(input);
  await user().click(input);
  await user().paste(text);
}

test('the gift fields: each error in Swedish beside what was typed, nothing sent', async () => {
  const calls = recordCalls();
  await openPage('/presentkort/301/');
  expect(
    await screen.findByRole('heading', { level: 1, name: '10-kort bad' }, ARRIVAL),
  ).toBeVisible();
  expect(screen.getByTestId('card-price')).toHaveTextContent('900 kr');
  expect(screen.getByTestId('valid-for')).toHaveTextContent(
    'Gäller för: Entré vuxen, Entré bad & bastu',
  );
  await form('Köp kortet');
  expect(screen.getByRole('checkbox', { name: 'Ge bort som present' })).toBeChecked();

  // Nothing typed: each required field says what it needs.
  await user().click(screen.getByRole('button', { name: 'Lägg i kundvagnen' }));
  expect(await screen.findByText('Ange mottagarens namn.')).toBeVisible();
  expect(screen.getByText('Ange mottagarens e-post.')).toBeVisible();
  expect(screen.getByText('Ange ditt namn.')).toBeVisible();
  expect(screen.getByText('Ange din e-post.')).toBeVisible();

  // Wrong input: the errors stay beside what was typed.
  await fill(SV.receiver, 'Erik Lindqvist');
  await fill(SV.receiverEmail, 'erik@example');
  await fill(SV.sender, 'Anna');
  await fill(SV.greeting, 'x'.repeat(256));
  await fill(SV.giverEmail, 'anna.example.se');
  await user().click(screen.getByRole('button', { name: 'Lägg i kundvagnen' }));
  await waitFor(() => expect(screen.getAllByText('Ange en giltig e-postadress.')).toHaveLength(2));
  expect(screen.getByText('Högst 255 tecken.')).toBeVisible();
  expect(field(SV.receiverEmail)).toHaveValue('erik@example');
  expect(field(SV.giverEmail)).toHaveValue('anna.example.se');
  expect(field(SV.receiverEmail)).toHaveAccessibleDescription('Ange en giltig e-postadress.');
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  await expectAccessible();
});

test('a 10-card given as a gift goes into a new order with its receiver, giver and greeting', async () => {
  const calls = recordCalls();
  await openPage('/presentkort/301/');
  await form('Köp kortet');
  await fill(SV.receiver, 'Erik Lindqvist');
  await fill(SV.receiverEmail, 'erik.lindqvist@example.se');
  await fill(SV.sender, 'Anna');
  await fill(SV.greeting, 'Grattis!');
  await fill(SV.giverEmail, 'anna@example.se');
  await user().click(screen.getByRole('button', { name: 'Lägg i kundvagnen' }));
  const added = await screen.findByTestId('value-card-added', {}, ARRIVAL);
  expect(added).toHaveTextContent(
    '10-kort bad till erik.lindqvist@example.se ligger i kundvagnen.',
  );
  const orderId = Number(localStorage.getItem('ORDER_ID'));
  expect(calls.filter((call) => call.method === 'POST')).toMatchObject([
    { path: '/orders', body: { businessUnit: 1 } },
    {
      path: `/orders/${orderId}/items/valuecards`,
      body: {
        valueCardProduct: 301,
        receiverDetails: { name: 'Erik Lindqvist', target: 'erik.lindqvist@example.se' },
        senderDetails: { name: 'Anna', greeting: 'Grattis!' },
      },
    },
  ]);
  expect(localStorage.getItem('gift_from_email')).toBe('anna@example.se');
  expect(screen.getByRole('link', { name: 'Kundvagn, 1 vara' })).toBeVisible();
  expect(within(added).getByRole('link', { name: 'Till kassan' })).toHaveAttribute(
    'href',
    '/kassa/',
  );
  await expectAccessible();
});

test('the English gift form says the same in English, keeping what was typed', async () => {
  await openPage('/en/gift-cards/301/');
  await form('Buy the card');
  await user().type(field("Recipient's e-mail"), 'not-an-address');
  await user().click(screen.getByRole('button', { name: 'Add to cart' }));
  expect(await screen.findByText("Enter the recipient's name.")).toBeVisible();
  expect(screen.getByText('Enter a valid e-mail address.')).toBeVisible();
  expect(screen.getByText('Enter your name.')).toBeVisible();
  expect(screen.getByText('Enter your e-mail.')).toBeVisible();
  expect(field("Recipient's e-mail")).toHaveValue('not-an-address');
  await expectAccessible();
});

test('a gift card’s amount: whole kronor from 100 to 5 000, sent in öre', async () => {
  const calls = recordCalls();
  await openPage('/vardekort/303/');
  await form('Köp kortet');
  expect(screen.getByRole('checkbox', { name: 'Ge bort som present' })).not.toBeChecked();
  const amount = field('Belopp');
  await user().click(screen.getByRole('button', { name: 'Lägg i kundvagnen' }));
  expect(await screen.findByText('Ange ett belopp.')).toBeVisible();
  for (const [typed, error] of [
    ['femhundra', 'Ange beloppet i hela kronor, till exempel 500.'],
    ['50', 'Välj ett belopp mellan 100 och 5 000 kr.'],
    ['6000', 'Välj ett belopp mellan 100 och 5 000 kr.'],
  ] as const) {
    await user().clear(amount);
    await user().type(amount, typed);
    await user().tab();
    expect(await screen.findByText(error)).toBeVisible();
    expect(amount).toHaveValue(typed);
  }
  await user().clear(amount);
  await user().type(amount, '750');
  await user().click(screen.getByRole('button', { name: 'Lägg i kundvagnen' }));
  expect(await screen.findByTestId('value-card-added', {}, ARRIVAL)).toHaveTextContent(
    'Presentkort ligger i kundvagnen.',
  );
  const line = calls.find((call) => call.path.endsWith('/items/valuecards'));
  expect(line?.body).toEqual({ valueCardProduct: 303, amount: 75000 });
});

test("BRP's own field error goes under the field it names", async () => {
  scenario('POST', '/orders/*/items/valuecards', 'code=422');
  await openPage('/vardekort/303/');
  await form('Köp kortet');
  await user().type(field('Belopp'), '500');
  await user().click(screen.getByRole('button', { name: 'Lägg i kundvagnen' }));
  await waitFor(
    () => expect(field('Belopp')).toHaveAccessibleDescription('Måste fyllas i.'),
    ARRIVAL,
  );
  expect(field('Belopp')).toHaveValue('500');
});

test('a card not sold at the facility says where it is sold', async () => {
  await openPage('/vardekort/302/?site=4128');
  expect(await screen.findByTestId('value-card-unavailable', {}, ARRIVAL)).toHaveTextContent(
    'Kortet säljs inte på Drottningtorget. Det finns på: Haga, Älvstranden.',
  );
  expect(screen.queryByRole('form')).toBeNull();
  await expectAccessible();
});

test('a card that does not exist, or an address that names none, says so in both languages', async () => {
  await openPage('/vardekort/399/');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Kortet finns inte' }, ARRIVAL),
  ).toBeVisible();
  await expectAccessible();
  await openPage('/en/value-cards/abc/');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Card not found' }, ARRIVAL),
  ).toBeVisible();
});

test('a failed load says so with a retry, in English', async () => {
  scenario('GET', '/products/valuecards/*', 'code=500');
  await openPage('/en/value-cards/301/');
  const text = await screen.findByText('The card could not be loaded.', { exact: false }, ARRIVAL);
  const alert = text.closest<HTMLElement>('[role="alert"]')!;
  expect(mainText()).not.toMatch(RAW);
  clearScenarios();
  await user().click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: '10-kort bad' }, ARRIVAL),
  ).toBeVisible();
});

test('a malformed card is a failure, not a crash', async () => {
  scenario('GET', '/products/valuecards/*', 'fault=malformed');
  await openPage('/vardekort/301/');
  expect(
    await screen.findByText('Kortet kunde inte hämtas.', { exact: false }, ARRIVAL),
  ).toBeVisible();
  expect(mainText()).not.toMatch(RAW);
});

test('a cart at another facility is offered to be emptied before the facility changes (English)', async () => {
  const stored = withStoredOrder();
  const { router } = await openPage('/en/value-cards/301/?site=3509', { cart: stored });
  // The cart's facility shows while the cart is there.
  const facility = await screen.findByRole('combobox', { name: 'Facility' }, ARRIVAL);
  await waitFor(() => expect(facility).toHaveDisplayValue('Haga'));
  await user().selectOptions(facility, 'Älvstranden');
  const ask = await screen.findByRole('dialog', { name: 'Change facility?' });
  expect(ask).toHaveTextContent('Your cart is for Haga. Changing facility empties the cart.');
  await expectAccessible();
  await user().click(within(ask).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('combobox', { name: 'Facility' })).toHaveDisplayValue('Haga');
  expect(localStorage.getItem('ORDER_ID')).toBe(String(stored.orderId));

  await user().selectOptions(screen.getByRole('combobox', { name: 'Facility' }), 'Älvstranden');
  const again = await screen.findByRole('dialog', { name: 'Change facility?' });
  await user().click(within(again).getByRole('button', { name: 'Change and empty the cart' }));
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Facility' })).toHaveDisplayValue('Älvstranden'),
  );
  expect(router.state.location.search).toBe('?site=3509');
  expect(localStorage.getItem('ORDER_ID')).toBeNull();
  expect(localStorage.getItem('CART_ITEMS')).toBe('0');
});
