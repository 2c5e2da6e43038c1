// The value-card and gift-card lists (issue 42): the cards a facility sells with their prices, per
// facility, loading, empty, failed with a retry, a malformed answer, in both languages. The product
// page is tests/pages/value-card-product.test.tsx; the purchase in a browser is
// tests/e2e/value-card-gift.spec.ts.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ARRIVAL, preload } from './support/booking';
import { holdCalls } from './support/calls';
import { RAW, mainText, retryAtOnce } from './support/faults';
import { clearScenarios, expectAccessible, openPage, scenario } from './support/render-app';

preload(() => import('@/features/valuecards-shop/list/route'));

beforeEach(() => {
  localStorage.clear();
  clearScenarios();
  retryAtOnce();
});

const cards = () => screen.getAllByTestId('value-card-product');
const names = () => cards().map((card) => within(card).getByRole('heading').textContent);
/** The screen's own failure (the site's banner about the booking system is another alert). */
async function loadError(text: string): Promise<HTMLElement> {
  const found = await screen.findByText(text, { exact: false }, ARRIVAL);
  return found.closest<HTMLElement>('[role="alert"]')!;
}
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

test('lists the cards Haga sells with their prices, and another facility’s own', async () => {
  const { router } = await openPage('/vardekort/');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Värdekort' }, ARRIVAL),
  ).toBeVisible();
  await waitFor(() => expect(cards()).toHaveLength(3), ARRIVAL);
  await waitFor(() => expect(document.title).toMatch(/^Värdekort - /));
  expect(names()).toEqual(['10-kort bad', '10-kort gym', 'Presentkort']);
  const prices = cards().map((card) => within(card).getByTestId('card-price').textContent);
  expect(prices).toEqual([
    nbsp('900 kr'),
    nbsp('1 200 kr'),
    `Valfritt belopp, ${nbsp('100 kr')}–${nbsp('5 000 kr')}`,
  ]);
  expect(screen.getByRole('link', { name: 'Köp 10-kort bad' })).toHaveAttribute(
    'href',
    '/vardekort/301/?site=1',
  );
  expect(screen.getByRole('link', { name: 'Ge bort 10-kort bad som present' })).toHaveAttribute(
    'href',
    '/presentkort/301/?site=1',
  );
  await expectAccessible();

  // Drottningtorget has no gym: its list has no gym card, and the address says which facility.
  await userEvent
    .setup({ delay: null })
    .selectOptions(screen.getByRole('combobox', { name: 'Anläggning' }), 'Drottningtorget');
  await waitFor(() => expect(names()).toEqual(['10-kort bad', 'Presentkort']));
  expect(router.state.location.search).toBe('?site=4128');
});

test('the gift-card list, in English, shows loading and then only the way to give each card', async () => {
  const held = holdCalls('GET', /\/products\/valuecards$/);
  await openPage('/en/gift-cards/');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Gift cards' }, ARRIVAL),
  ).toBeVisible();
  expect(await screen.findByRole('status', {}, ARRIVAL)).toHaveTextContent(
    'Loading value cards...',
  );
  held.release();
  await waitFor(() => expect(cards()).toHaveLength(3), ARRIVAL);
  expect(screen.queryByRole('link', { name: /^Buy/ })).toBeNull();
  expect(screen.getByRole('link', { name: 'Give 10-kort bad as a gift' })).toHaveAttribute(
    'href',
    '/en/gift-cards/301/?site=1',
  );
  await expectAccessible();
});

test('says so when the facility sells no value cards, in both languages', async () => {
  scenario('GET', '/products/valuecards', 'example=empty');
  await openPage('/vardekort/?site=3509');
  expect(
    await screen.findByText('Älvstranden säljer inga värdekort på nätet just nu.', {}, ARRIVAL),
  ).toBeVisible();
  await expectAccessible();
});

test('an English visitor is told the same when there are none', async () => {
  scenario('GET', '/products/valuecards', 'example=empty');
  await openPage('/en/value-cards/');
  expect(
    await screen.findByText('Haga sells no value cards online at the moment.', {}, ARRIVAL),
  ).toBeVisible();
});

test('a failed list says so with a retry that brings the cards', async () => {
  scenario('GET', '/products/valuecards', 'code=500');
  await openPage('/vardekort/');
  const alert = await loadError('Värdekorten kunde inte hämtas.');
  expect(mainText()).not.toMatch(RAW);
  await expectAccessible();
  clearScenarios();
  await userEvent
    .setup({ delay: null })
    .click(within(alert).getByRole('button', { name: 'Försök igen' }));
  await waitFor(() => expect(cards()).toHaveLength(3), ARRIVAL);
});

test('a malformed answer is a failure like any other, in English', async () => {
  scenario('GET', '/products/valuecards', 'fault=malformed');
  await openPage('/en/value-cards/');
  const alert = await loadError('The value cards could not be loaded.');
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(mainText()).not.toMatch(RAW);
});
