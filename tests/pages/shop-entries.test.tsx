// Issue 42's entry pages (entre/, entries/ and an entry below them), through the real server's
// gateway and the mock: the list per facility (sold out today), its empty, failed (with retry)
// and malformed states; an entry's day strip and windows (one sold out), bad input in the number
// and the window, more than are left, a day without windows, an unknown entry and the loading
// state, in both languages. The purchase journey is e2e (tests/e2e/shop-courses-entries.spec.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { E2E_NOW_MS } from '../e2e/support/clock';
import { addDays, stockholmDay } from '../e2e/support/classes-data';
import { ARRIVAL, preload } from './support/booking';
import { holdCalls } from './support/calls';
import { retryAtOnce } from './support/faults';
import { clearScenarios, expectAccessible, openPage, scenario } from './support/render-app';

preload(
  () => import('@/features/entries/list/route'),
  () => import('@/features/entries/page/route'),
);

const TOMORROW = addDays(stockholmDay(E2E_NOW_MS), 1);
const SPA = `/entre/903/?site=1&day=${TOMORROW}`;
const windows = () => screen.findAllByTestId('entry-window', {}, ARRIVAL);
const radio = (window: HTMLElement) => within(window).getByRole('radio');

beforeEach(() => {
  localStorage.clear();
  clearScenarios();
  retryAtOnce();
});

test('the list shows the facility’s entries with price, and the spa sold out today', async () => {
  await openPage('/entre/?site=1');
  const entries = await screen.findAllByTestId('entry', {}, ARRIVAL);
  expect(entries).toHaveLength(2);
  expect(within(entries[0]!).getByTestId('entry-price')).toHaveTextContent(/120\s?kr/);
  await waitFor(() =>
    expect(within(entries[1]!).getByTestId('entry-sold-out')).toHaveTextContent('Slutsåld i dag'),
  );
  expect(screen.getByRole('link', { name: 'Välj dag och köp Spa 3 timmar' })).toHaveAttribute(
    'href',
    '/entre/903/?site=1',
  );
  await expectAccessible();
});

test('no entries at the facility says so', async () => {
  scenario('GET', '/products/entries', 'example=empty');
  await openPage('/entre/?site=1');
  expect(await screen.findByTestId('entries-empty', {}, ARRIVAL)).toHaveTextContent(
    'Det finns inga entréer att köpa på Haga just nu.',
  );
});

test('a failed list says so and retries in place; in English a wrong shape too', async () => {
  scenario('GET', '/products/entries', 'code=500');
  await openPage('/entre/?site=1');
  const said = await screen.findByText(/^Det gick inte att ladda entréerna\./, {}, ARRIVAL);
  const alert = said.closest<HTMLElement>('[role="alert"]')!;
  clearScenarios();
  await userEvent
    .setup({ delay: null })
    .click(within(alert).getByRole('button', { name: 'Försök igen' }));
  expect(await screen.findAllByTestId('entry', {}, ARRIVAL)).toHaveLength(2);

  scenario('GET', '/products/entries', 'fault=malformed');
  await openPage('/en/entries/?site=3509');
  expect(
    await screen.findByText(/^The entries could not be loaded\./, {}, ARRIVAL),
  ).toBeInTheDocument();
});

test('an entry’s windows of the chosen day: places left, one sold out, the price', async () => {
  await openPage(SPA);
  expect(await screen.findByRole('heading', { level: 1 }, ARRIVAL)).toHaveTextContent(
    'Spa 3 timmar',
  );
  const shown = await windows();
  expect(shown).toHaveLength(3);
  expect(shown[0]).toHaveTextContent(/kl\. 09:00–12:00 · 6 kvar · 395\s?kr/);
  expect(shown[1]).toHaveTextContent('2 kvar');
  expect(shown[2]).toHaveTextContent('Slutsåld');
  expect(radio(shown[2]!)).toBeDisabled();
  expect(
    within(screen.getByRole('navigation', { name: 'Välj dag' })).getAllByRole('button'),
  ).toHaveLength(7);
  await expectAccessible();
});

test('bad input: no window, a number that is not one, out of range, more than are left', async () => {
  await openPage(SPA);
  const shown = await windows();
  const user = userEvent.setup({ delay: null });
  const add = screen.getByRole('button', { name: 'Lägg i kundvagnen' });
  await user.click(add);
  expect(screen.getByRole('alert')).toHaveTextContent('Välj en tid.');
  await user.click(radio(shown[1]!));
  const count = screen.getByLabelText('Antal');
  for (const [typed, says] of [
    ['två', 'Ange antalet med siffror.'],
    ['11', 'Välj mellan 1 och 10 entréer.'],
    ['3', 'Det finns bara 2 kvar vid den tiden.'],
  ] as const) {
    await user.clear(count);
    await user.type(count, typed);
    await user.click(add);
    expect(screen.getByText(says)).toBeInTheDocument();
    expect(count).toHaveValue(typed);
  }
  expect(localStorage.getItem('ORDER_ID')).toBeNull();
});

test('in English: two entries for a window go into the cart', async () => {
  await openPage(`/en/entries/903/?site=1&day=${TOMORROW}`);
  const shown = await windows();
  const user = userEvent.setup({ delay: null });
  await user.click(radio(shown[0]!));
  const count = screen.getByLabelText('Number');
  await user.clear(count);
  await user.type(count, '2');
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect(await screen.findByTestId('entry-added', {}, ARRIVAL)).toHaveTextContent(
    'The entry is in your cart.',
  );
  await waitFor(() =>
    expect(screen.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, 1 item'),
  );
});

test('a day without windows says so', async () => {
  scenario('GET', '/products/entries/903/suggestions', 'example=empty');
  await openPage(`/entre/903/?site=3509&day=${TOMORROW}`);
  expect(await screen.findByTestId('windows-empty', {}, ARRIVAL)).toHaveTextContent(
    'Det finns inga entréer att köpa den här dagen. Välj en annan dag.',
  );
});

test('an unknown entry says so', async () => {
  await openPage('/entre/77/?site=1');
  expect(
    await screen.findByText('Vi hittar inte den här entrén. Välj en entré i listan.', {}, ARRIVAL),
  ).toBeInTheDocument();
});

test('the entry says it is loading until it has come', async () => {
  const held = holdCalls('GET', /\/products\/entries\/501\?/);
  await openPage(`/entre/501/?site=1&day=${TOMORROW}`);
  expect(await screen.findByText('Laddar entrén...', {}, ARRIVAL)).toBeInTheDocument();
  held.release();
  expect(await windows()).toHaveLength(1);
});
