// The treatment's time page (spec §2 "Service time selection page", §4 "Cart and order", §5
// notices and 'friskvård'): the 7-day strip and a day's times with prices, picking a time (the
// order, the cart badge, the "Du har valt" dialog), the order's and the time's failures, the
// facility change, the notices, the empty and failed times. The other tab's badge, the server's
// HTML, the take-over and the phone's layout are e2e tests (tests/e2e/service-booking.spec.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { addDays, stockholmDay } from '../e2e/support/classes-data';
import { E2E_NOW_MS } from '../e2e/support/clock';
import {
  firstDayWithTimes,
  kronor,
  MASSAGE,
  slotsByDay,
  slotTime,
  type MockSlot,
} from '../e2e/support/services-data';
import { ARRIVAL, mockSlots, stripDay, preload } from './support/booking';
import { clearScenarios, expectAccessible, openPage, scenario } from './support/render-app';
import { holdCalls, recordCalls } from './support/calls';
import { withStoredOrder } from './support/stored-order';

preload(
  () => import('@/features/services/page/route'),
  () => import('@/features/services/cart/login-first-dialog'),
);

const TODAY = stockholmDay(E2E_NOW_MS);
const TOMORROW = addDays(TODAY, 1);
const PAGE = `/booking-service/?id=${MASSAGE}`;
const NO_TIMES = 'Det finns inga lediga tider den här dagen.';

beforeEach(() => localStorage.clear());

const strip = (name = 'Välj dag') => screen.findByRole('navigation', { name }, ARRIVAL);
const slots = () => screen.queryAllByTestId('slot');
const cart = (name: RegExp = /^Kundvagn/) => screen.getByRole('link', { name });
const timesRegion = () => screen.getByRole('region', { name: 'Lediga tider' });

/** The day after today with the most times (today's first times have passed at E2E_NOW). */
function busiestDay(all: MockSlot[]) {
  const byDay = slotsByDay(all);
  const day = Array.from({ length: 6 }, (_, i) => addDays(TODAY, i + 1)).reduce((best, d) =>
    (byDay.get(d)?.length ?? 0) > (byDay.get(best)?.length ?? 0) ? d : best,
  );
  return { day, daySlots: byDay.get(day) ?? [] };
}

/** Chooses `day` in the strip and waits until its times are the ones shown. */
async function chooseDay(day: string, name = 'Välj dag') {
  const button = stripDay(await strip(name), day);
  await userEvent.setup({ delay: null }).click(button);
  await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
  await waitFor(() => expect(slots()[0]).toHaveAttribute('data-start'));
  await waitFor(() => expect(stockholmDay(slots()[0]!.dataset.start!)).toBe(day));
}

/** Tomorrow's first pick button: none of tomorrow's times has passed. */
async function firstOpenTomorrow(name = 'Välj dag') {
  await chooseDay(TOMORROW, name);
  return within(slots()[0]!).getByRole('button', { name: /^(Välj|Choose) \d/ });
}

test('lists the strip of 7 days and a day’s times 10 at a time, with prices and the description', async () => {
  const all = await mockSlots();
  const { day, daySlots } = busiestDay(all);
  const { router } = await openPage(PAGE);
  expect(await screen.findByRole('heading', { level: 1 }, ARRIVAL)).toHaveTextContent(
    'Massage 50 min',
  );
  await waitFor(() => expect(document.title).toMatch(/^Massage 50 min - /));
  expect(screen.getByTestId('service-description')).toHaveTextContent('klassisk massage');
  // The facilities come in a call of their own, which may answer after the treatment.
  expect(await screen.findByRole('combobox', { name: 'Anläggning' }, ARRIVAL)).toHaveTextContent(
    'Haga',
  );
  const days = await strip();
  expect(within(days).getAllByRole('button')).toHaveLength(7);
  // The first day with times is pressed: today, its later times still open at 10:07.
  await waitFor(() =>
    expect(stripDay(days, firstDayWithTimes(all).day)).toHaveAttribute('aria-pressed', 'true'),
  );
  expect(stripDay(days, addDays(TODAY, 6))).toBeInTheDocument();

  await chooseDay(day);
  expect(router.state.location.search).toContain(`day=${day}`);
  expect(daySlots.length).toBeGreaterThan(10);
  expect(screen.getByTestId('slot-count')).toHaveTextContent(
    `Visar 10 av ${daySlots.length} tider`,
  );
  expect(slots()).toHaveLength(10);
  expect(within(slots()[0]!).getByTestId('slot-time')).toHaveTextContent(slotTime(daySlots[0]!));
  // Its no-break spaces too (toHaveTextContent would fold them).
  expect(within(slots()[0]!).getByTestId('slot-price').textContent).toBe(
    kronor(daySlots[0]!.price.amount),
  );
  await expectAccessible();
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Visa fler' }));
  await waitFor(() => expect(slots()).toHaveLength(Math.min(20, daySlots.length)));
});

test('picking a time creates the order, says it is being added, opens the dialog and fills the badge', async () => {
  const { day, daySlots } = busiestDay(await mockSlots());
  const [slot, next] = [daySlots[0]!, daySlots[1]!];
  const calls = recordCalls();
  const held = holdCalls('POST', /\/items\/services$/);
  await openPage(PAGE);
  await chooseDay(day);
  expect(cart()).toHaveAccessibleName('Kundvagn, 0 varor');
  const user = userEvent.setup({ delay: null });
  const pick = screen.getByRole('button', {
    name: `Välj ${slotTime(slot)}, ${kronor(slot.price.amount)}`,
  });
  await user.click(pick);
  // While the time is added: the button says so and takes no second tap.
  await waitFor(() => expect(pick).toHaveAccessibleName(`Lägger till ${slotTime(slot)}...`));
  expect(pick).toBeDisabled();
  expect(within(pick).getByRole('progressbar')).toBeInTheDocument();
  held.release();

  const dialog = await screen.findByRole('dialog', { name: 'Du har valt' });
  const orderId = Number(localStorage.getItem('ORDER_ID'));
  expect(orderId).toBeGreaterThan(0);
  expect(localStorage.getItem('selectedbusinessunit')).toBe('1');
  const posts = calls.filter((call) => call.method === 'POST');
  expect(posts).toMatchObject([
    { method: 'POST', path: '/orders', body: { businessUnit: 1 } },
    {
      method: 'POST',
      path: `/orders/${orderId}/items/services`,
      body: { serviceProduct: MASSAGE, start: slot.duration.start, quantity: 1 },
    },
  ]);
  // The new order holds the one time picked (the mock keeps it, mocks/order-store.ts).
  const lines = await within(dialog).findAllByTestId('selected-line');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toHaveTextContent('Massage 50 min');
  expect(lines[0]).toHaveTextContent(slotTime(slot));
  expect(within(dialog).getByRole('link', { name: 'Gå till kassan' })).toHaveAttribute(
    'href',
    '/kassa/',
  );
  await expectAccessible();

  await user.click(within(dialog).getByRole('button', { name: 'Boka fler tider' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(cart()).toHaveAccessibleName('Kundvagn, 1 vara'));
  // The next pick adds to the same order: both times are in it.
  await user.click(within(slots()[1]!).getByRole('button'));
  const again = await screen.findByRole('dialog', { name: 'Du har valt' });
  await waitFor(() => expect(within(again).getAllByTestId('selected-line')).toHaveLength(2));
  expect(within(again).getAllByTestId('selected-line')[1]).toHaveTextContent(slotTime(next));
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
    '/orders',
    `/orders/${orderId}/items/services`,
    `/orders/${orderId}/items/services`,
  ]);
  await user.click(within(again).getByRole('button', { name: 'Boka fler tider' }));
  await waitFor(() => expect(cart()).toHaveAccessibleName('Kundvagn, 2 varor'));
});

test('English: the times, adding, the dialog with checkout at /en/checkout/, and the badge', async () => {
  const { day, daySlots } = busiestDay(await mockSlots());
  const slot = daySlots[0]!;
  const held = holdCalls('POST', /\/items\/services$/);
  await openPage(`/en${PAGE}`);
  expect(await screen.findByRole('combobox', { name: 'Facility' }, ARRIVAL)).toHaveTextContent(
    'Haga',
  );
  await chooseDay(day, 'Choose a day');
  expect(screen.getByTestId('slot-count')).toHaveTextContent(
    `Showing 10 of ${daySlots.length} times`,
  );
  await expectAccessible();
  const user = userEvent.setup({ delay: null });
  const pick = screen.getByRole('button', {
    name: `Choose ${slotTime(slot)}, ${kronor(slot.price.amount)}`,
  });
  await user.click(pick);
  await waitFor(() => expect(pick).toHaveAccessibleName(`Adding ${slotTime(slot)}...`));
  held.release();
  const dialog = await screen.findByRole('dialog', { name: 'You have selected' });
  expect(within(dialog).getByRole('link', { name: 'Go to checkout' })).toHaveAttribute(
    'href',
    '/en/checkout/',
  );
  await expectAccessible();
  await user.click(within(dialog).getByRole('button', { name: 'Book more times' }));
  await waitFor(() => expect(cart(/^Cart/)).toHaveAccessibleName('Cart, 1 item'));
});

for (const [language, words] of [
  [
    'sv',
    {
      day: 'Välj dag',
      pick: 'Välj',
      selected: 'Du har valt',
      more: 'Boka fler tider',
      inCart: 'I varukorgen',
    },
  ],
  [
    'en',
    {
      day: 'Choose a day',
      pick: 'Choose',
      selected: 'You have selected',
      more: 'Book more times',
      inCart: 'In your cart',
    },
  ],
] as const)
  test(`a time in the cart says so and cannot be picked again, the next one can (${language})`, async () => {
    const { day, daySlots } = busiestDay(await mockSlots());
    const slot = daySlots[0]!;
    const calls = recordCalls();
    await openPage(language === 'en' ? `/en${PAGE}` : PAGE);
    await chooseDay(day, words.day);
    const user = userEvent.setup({ delay: null });
    await user.click(
      screen.getByRole('button', {
        name: `${words.pick} ${slotTime(slot)}, ${kronor(slot.price.amount)}`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: words.selected });
    await user.click(within(dialog).getByRole('button', { name: words.more }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The picked time: in the cart, and no button picks it again.
    const picked = within(slots()[0]!);
    await waitFor(() => expect(picked.getByRole('button', { name: words.inCart })).toBeDisabled());
    expect(picked.queryByRole('button', { name: new RegExp(`^${words.pick} `) })).toBeNull();
    expect(within(slots()[1]!).getByRole('button')).toBeEnabled();
    await expectAccessible();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toHaveLength(2);
  });

test('ORDER_NOT_PRELIMINARY: the stored order is dropped and the time goes into a new one', async () => {
  const stored = withStoredOrder({ id: 999, items: 1 });
  scenario('POST', '/orders/999/items/services', 'code=403, example=orderNotPreliminary');
  const calls = recordCalls();
  await openPage(PAGE, { cart: stored });
  await userEvent.setup({ delay: null }).click(await firstOpenTomorrow());
  await screen.findByRole('dialog', { name: 'Du har valt' });
  const orderId = localStorage.getItem('ORDER_ID');
  expect(orderId).not.toBe('999');
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
    '/orders/999/items/services',
    '/orders',
    `/orders/${orderId}/items/services`,
  ]);
});

test('a 403 reading the stored order clears it and the badge', async () => {
  const stored = withStoredOrder({ id: 999, items: 2 });
  scenario('GET', '/orders/999', 'code=403');
  await openPage(PAGE, { cart: stored });
  await waitFor(() => expect(localStorage.getItem('ORDER_ID')).toBeNull(), ARRIVAL);
  expect(localStorage.getItem('selectedbusinessunit')).toBeNull();
  await waitFor(() => expect(cart()).toHaveAccessibleName('Kundvagn, 0 varor'));
});

test('a time the API refuses shows the catalogue text and keeps the order', async () => {
  const stored = withStoredOrder({ id: 999, items: 1 });
  scenario('POST', '/orders/*/items/services', 'code=403, example=noFreeResourcesAvailable');
  await openPage(PAGE, { cart: stored });
  const pick = await firstOpenTomorrow();
  await userEvent.setup({ delay: null }).click(pick);
  expect(
    await screen.findByText(/Tyvärr finns det inget ledigt rum eller ingen ledig behandlare/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Du har valt' })).toBeNull();
  expect(localStorage.getItem('ORDER_ID')).toBe('999');
  await waitFor(() => expect(pick).toBeEnabled());
});

test('changing facility with an order asks first, and empties the cart on yes', async () => {
  const stored = withStoredOrder({ id: 999, items: 2 });
  const { router } = await openPage(PAGE, { cart: stored });
  const user = userEvent.setup({ delay: null });
  const facility = await screen.findByRole('combobox', { name: 'Anläggning' }, ARRIVAL);
  await waitFor(() => expect(cart()).toHaveAccessibleName('Kundvagn, 2 varor'));
  await user.click(facility);
  await user.click(await screen.findByRole('option', { name: 'Drottningtorget' }));
  const ask = await screen.findByRole('dialog', { name: 'Byta anläggning?' });
  expect(ask).toHaveTextContent('Din kundvagn gäller Haga');
  await expectAccessible();
  await user.click(within(ask).getByRole('button', { name: 'Avbryt' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('combobox', { name: 'Anläggning' })).toHaveTextContent('Haga');

  await user.click(screen.getByRole('combobox', { name: 'Anläggning' }));
  await user.click(await screen.findByRole('option', { name: 'Drottningtorget' }));
  const again = await screen.findByRole('dialog', { name: 'Byta anläggning?' });
  await user.click(within(again).getByRole('button', { name: 'Byt och töm kundvagnen' }));
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Anläggning' })).toHaveTextContent(
      'Drottningtorget',
    ),
  );
  expect(router.state.location.search).toMatch(/site=4128/);
  await waitFor(() => expect(cart()).toHaveAccessibleName('Kundvagn, 0 varor'));
  expect(localStorage.getItem('ORDER_ID')).toBeNull();
});

test('notices of the content site show for the service, facility and day (§5)', async () => {
  scenario('GET', '/mild/v1/unique-messages', 'example=massage-week');
  await openPage(`${PAGE}&day=${TODAY}`);
  // Today: the week's notice, two paragraphs.
  const notice = await screen.findByTestId('service-notice', {}, ARRIVAL);
  expect([...notice.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
    'Massagen har färre tider än vanligt den här veckan.',
    'Vi ber om ursäkt för besväret.',
  ]);
  // Tomorrow the one-day notice joins it.
  await chooseDay(TOMORROW);
  await waitFor(() =>
    expect(screen.getByTestId('service-notice').querySelectorAll('p')).toHaveLength(3),
  );
  expect(screen.getByTestId('service-notice')).toHaveTextContent(
    'Bastun stänger klockan 15 i dag.',
  );
  // Not at another facility.
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('combobox', { name: 'Anläggning' }));
  await user.click(await screen.findByRole('option', { name: 'Drottningtorget' }));
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Anläggning' })).toHaveTextContent(
      'Drottningtorget',
    ),
  );
  await waitFor(() => expect(slots()[0]).toBeDefined());
  expect(screen.queryByTestId('service-notice')).toBeNull();
});

test('a notice list the site could not read shows no notice', async () => {
  scenario('GET', '/mild/v1/unique-messages', 'example=failure');
  await openPage(`${PAGE}&day=${TOMORROW}`);
  await waitFor(() => expect(slots()[0]).toBeDefined(), ARRIVAL);
  expect(screen.queryByTestId('service-notice')).toBeNull();
});

test("a 'friskvård' service asks for login first, then adds the time for the customer", async () => {
  scenario('GET', '/products/services/*', 'example=friskvard');
  const calls = recordCalls();
  await openPage('/booking-service/?id=706');
  expect(await screen.findByRole('heading', { level: 1 }, ARRIVAL)).toHaveTextContent(
    'Friskvårdsmassage 30 min',
  );
  expect(screen.getByText('Logga in för att boka den.', { exact: false })).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await user.click(await firstOpenTomorrow());
  const login = await screen.findByRole('dialog', { name: 'Logga in för att boka' }, ARRIVAL);
  expect(login).toHaveTextContent('Friskvårdsmassage 30 min');
  await expectAccessible();
  await user.type(within(login).getByLabelText(/^E-postadress/), 'anna.lindqvist@example.se');
  await user.type(within(login).getByLabelText(/^Lösenord/), 'Simma2026!');
  await user.click(within(login).getByRole('button', { name: 'Logga in' }));
  await screen.findByRole('dialog', { name: 'Du har valt' }, ARRIVAL);
  expect(calls.find((c) => c.method === 'POST' && c.path === '/orders')?.body).toEqual({
    businessUnit: 1,
    customer: 4711,
  });
  expect(screen.queryByText('Logga in för att boka den.', { exact: false })).toBeNull();
});

test('times that fail to load say so, and load on retry', async () => {
  scenario('GET', '/products/services/*/suggestions', 'code=503');
  await openPage(`${PAGE}&day=${TOMORROW}`);
  const alert = await within(
    await screen.findByRole('region', { name: 'Lediga tider' }, ARRIVAL),
  ).findByRole('alert');
  expect(alert).toHaveTextContent('Det gick inte att ladda de lediga tiderna. Bokningssystemet');
  clearScenarios();
  await userEvent
    .setup({ delay: null })
    .click(within(timesRegion()).getByRole('button', { name: 'Försök igen' }));
  await waitFor(() => expect(slots()[0]).toBeDefined());
});

test('a day without times says so', async () => {
  scenario('GET', '/products/services/*/suggestions', 'example=empty');
  await openPage(`${PAGE}&site=4128&day=${TOMORROW}`);
  expect(
    await within(await screen.findByRole('region', { name: 'Lediga tider' }, ARRIVAL)).findByText(
      NO_TIMES,
      {
        exact: false,
      },
    ),
  ).toBeInTheDocument();
});

test('when no day of the range has times, the page stays on today and marks every day', async () => {
  scenario('GET', '/products/services/*/suggestions', 'example=empty');
  await openPage(`${PAGE}&site=4128`);
  const days = await strip();
  await waitFor(() => expect(stripDay(days, TODAY)).toHaveAttribute('aria-pressed', 'true'));
  expect(await within(timesRegion()).findByText(NO_TIMES, { exact: false })).toBeInTheDocument();
  expect(within(days).getAllByRole('button', { name: /, inga lediga tider$/ })).toHaveLength(7);
});

describe('opened late in the evening, when today’s times have passed', () => {
  // The mock's times are made for E2E_NOW's day; at 23:30 that day none of today's is left.
  const LATE = new Date(`${TODAY}T23:30:00+01:00`).getTime();
  beforeEach(() => vi.setSystemTime(LATE));

  async function expectTomorrowWithEmptyDaysMarked(stripName: string, emptyName: RegExp) {
    const all = await mockSlots();
    const byDay = slotsByDay(all.filter((slot) => Date.parse(slot.duration.start) > LATE));
    const tomorrows = byDay.get(TOMORROW) ?? [];
    const emptyDays = Array.from({ length: 7 }, (_, i) => addDays(TODAY, i)).filter(
      (day) => !byDay.has(day),
    );
    const days = await strip(stripName);
    await waitFor(() => expect(stripDay(days, TOMORROW)).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() =>
      expect(within(slots()[0]!).getByTestId('slot-time')).toHaveTextContent(
        slotTime(tomorrows[0]!),
      ),
    );
    expect(stripDay(days, TODAY)).toHaveAccessibleName(emptyName);
    expect(
      within(days).getAllByRole('button', { name: /, (inga lediga tider|no available times)$/ }),
    ).toHaveLength(emptyDays.length);
    expect(stripDay(days, TOMORROW)).not.toHaveAccessibleName(/lediga tider|available times/);
    return { days, tomorrows };
  }

  test('it opens on the next day with times, the empty days marked', async () => {
    const { router } = await openPage(PAGE);
    const { tomorrows } = await expectTomorrowWithEmptyDaysMarked(
      'Välj dag',
      /^\S+ \d+ \S+, inga lediga tider$/,
    );
    expect(screen.getByTestId('slot-count')).toHaveTextContent(
      `Visar ${Math.min(10, tomorrows.length)} av ${tomorrows.length} tider`,
    );
    expect(router.state.location.search).not.toMatch(/day=/);
    await expectAccessible();
  });

  test('in English too', async () => {
    await openPage(`/en${PAGE}`);
    await expectTomorrowWithEmptyDaysMarked('Choose a day', /^\S+, \S+ \d+, no available times$/);
  });

  test('a day without times can still be chosen, and is kept in the address', async () => {
    const { router } = await openPage(PAGE);
    const days = await strip();
    await waitFor(() => expect(stripDay(days, TOMORROW)).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.setup({ delay: null }).click(stripDay(days, TODAY));
    await waitFor(() => expect(stripDay(days, TODAY)).toHaveAttribute('aria-pressed', 'true'));
    expect(router.state.location.search).toContain(`day=${TODAY}`);
    // Today's times have all passed: none can be picked.
    for (const slot of slots()) expect(within(slot).getByRole('button')).toBeDisabled();
  });
});

test('while the times load no day is pressed, then the first day with times is', async () => {
  const held = holdCalls('GET', /\/suggestions$/);
  await openPage(PAGE);
  const days = await strip();
  expect(await screen.findByLabelText('Laddar lediga tider...')).toBeInTheDocument();
  expect(within(days).getAllByRole('button')).toHaveLength(7);
  expect(within(days).queryAllByRole('button', { pressed: true })).toHaveLength(0);
  expect(within(days).queryAllByRole('button', { name: /lediga tider/ })).toHaveLength(0);
  held.release();
  const { day } = firstDayWithTimes(await mockSlots());
  await waitFor(() => expect(stripDay(days, day)).toHaveAttribute('aria-pressed', 'true'));
  await waitFor(() => expect(slots()[0]).toBeDefined());
});

test('an unknown service says so', async () => {
  scenario('GET', '/products/services/*', 'code=404');
  await openPage('/booking-service/?id=9999');
  expect(
    await screen.findByText('Vi hittar inte den här behandlingen.', { exact: false }),
  ).toBeInTheDocument();
});

test('no treatment in the address says so and links to the start page (English)', async () => {
  await openPage('/en/booking-service/');
  expect(
    await screen.findByText('No treatment is selected.', { exact: false }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'To the start page' })).toHaveAttribute('href', '/en/');
});
