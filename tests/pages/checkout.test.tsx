// kassa/ and /en/checkout/ (spec §2 "Checkout and receipt", §4 "Line removal" and "Line warning"):
// the cart lines of the stored order with their removal, the total and VAT, the empty cart, the
// line details and warnings, and a payment that came back cancelled or refused. Expectations come
// from the order the mock serves. The server's render, the take-over and contrast are e2e tests.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getOrder } from '@generated/booking/endpoints/orders/orders';
import { chooseConsent } from '@/lib/consent/analytics-consent';
import { expectAccessible, openPage, scenario } from './support/render-app';
import {
  clearDataLayer,
  findCartLines,
  pushed,
  storedKeys,
  loadCheckoutCode,
} from './support/checkout';
import { dayMonth, kronor, stockholmDay, stockholmTime } from '../support/formats';
import { holdCalls, recordCalls } from './support/calls';
import { ORDER, withStoredOrder } from './support/stored-order';

beforeAll(loadCheckoutCode, 180_000);

beforeEach(clearDataLayer);

const loadOrder = () => getOrder(ORDER);
const when = (iso: { start: string; end: string }, language: 'sv' | 'en') =>
  `${dayMonth(iso.start, language)} ${stockholmTime(iso.start)}–${stockholmTime(iso.end)}`;

test('shows every service line, the total, VAT per rate, the terms and the coupon (Swedish)', async () => {
  const order = await loadOrder();
  await openPage('/kassa/', { cart: withStoredOrder() });
  const lines = await findCartLines(order.serviceItems!.length);
  expect(document.title).toMatch(/^Kassa - /);
  for (const [index, item] of order.serviceItems!.entries()) {
    const line = within(lines[index]!);
    expect(lines[index]).toHaveTextContent(item.product!.name!);
    expect(line.getByTestId('line-when')).toHaveTextContent(when(item.duration!, 'sv'));
    expect(lines[index]).toHaveTextContent(order.businessUnit!.name!);
    expect(line.getByTestId('line-price').textContent).toBe(kronor(item.price!.amount!));
    expect(line.queryAllByText('Rabattkod tillagd')).toHaveLength(item.coupon ? 1 : 0);
  }
  expect(screen.getByTestId('summary-total').textContent).toBe(
    `Totalt${kronor(order.price!.amount!)}`,
  );
  for (const sum of order.vatSums!.filter((s) => Number(s.rate) !== 0))
    expect(screen.getByTestId(`summary-vat-${Number(sum.rate)}`).textContent).toBe(
      `Varav moms ${sum.rate} %${kronor(sum.amount!.amount!)}`,
    );
  // Before paying: how long the times are held, and the treatments' 24-hour cancellation rule.
  const terms = screen.getByTestId('cart-terms');
  expect(terms).toHaveTextContent(
    `Dina tider är reserverade för dig till kl. ${stockholmTime(order.invalidateTime!)}.`,
  );
  expect(terms).toHaveTextContent('Behandlingar kan avbokas senast 24 timmar före start.');
  // The price before the coupon, the discount with its percentage, then the total.
  const discount = order.couponDiscount?.amount ?? 0;
  expect(discount, 'the mock order has a coupon').toBeGreaterThan(0);
  const before = order.price!.amount! + discount;
  expect(screen.getByTestId('summary-before-coupon').textContent).toBe(
    `Pris före rabatt${kronor(before)}`,
  );
  expect(screen.getByTestId('summary-coupon').textContent).toBe(
    `Rabatt ${Math.round((discount / before) * 100)} %${kronor(-discount)}`,
  );
  await expectAccessible();
});

test('English: /en/checkout/ shows the lines, total and VAT in English', async () => {
  const order = await loadOrder();
  await openPage('/en/checkout/', { cart: withStoredOrder() });
  const lines = await findCartLines(2);
  expect(document.title).toMatch(/^Checkout - /);
  const item = order.serviceItems![1]!;
  expect(within(lines[1]!).getByTestId('line-when')).toHaveTextContent(when(item.duration!, 'en'));
  expect(within(lines[1]!).getByTestId('line-price').textContent).toBe(
    kronor(item.price!.amount!, 'en'),
  );
  expect(screen.getByTestId('summary-total').textContent).toBe(
    `Total${kronor(order.price!.amount!, 'en')}`,
  );
  expect(screen.getByTestId('summary-vat-25').textContent).toBe(
    `Of which VAT 25 %${kronor(order.vatSums![0]!.amount!.amount!, 'en')}`,
  );
  // A discount is a negative amount, with a minus sign (U+2212), not a hyphen.
  const discount = order.couponDiscount!.amount!;
  const before = order.price!.amount! + discount;
  expect(screen.getByTestId('summary-coupon').textContent).toBe(
    `Discount ${Math.round((discount / before) * 100)} %${kronor(-discount, 'en')}`,
  );
  expect(
    within(lines[1]!).getByRole('button', { name: `Remove ${item.product!.name}` }),
  ).toBeVisible();
  await expectAccessible();
});

test('an empty cart says so, with the ways to fill it', async () => {
  const { router } = await openPage('/kassa/');
  expect(await screen.findByText(/Din kundvagn är tom\./)).toBeVisible();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kassa');
  await expectAccessible();
  await userEvent.setup().click(screen.getByRole('link', { name: 'Boka gruppträning' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/booking/'));
});

test('an empty cart in English links to the treatments', async () => {
  await openPage('/en/checkout/');
  expect(await screen.findByText(/Your cart is empty\./)).toBeVisible();
  expect(screen.getByRole('link', { name: 'See treatments' })).toHaveAttribute(
    'href',
    '/en/#treatments',
  );
});

test('removing a line asks first, deletes it, refreshes the cart and reports it once', async () => {
  chooseConsent('granted');
  const order = await loadOrder();
  const first = order.serviceItems![0]!;
  const calls = recordCalls();
  await openPage('/kassa/', { cart: withStoredOrder(), consent: 'granted' });
  await findCartLines(2);
  const user = userEvent.setup();
  const bin = () => screen.getAllByRole('button', { name: `Ta bort ${first.product!.name}` })[0]!;
  await user.click(bin());
  const ask = await screen.findByRole('dialog', { name: 'Är du säker?' });
  expect(ask).toHaveTextContent(first.product!.name!);
  await expectAccessible();
  await user.click(within(ask).getByRole('button', { name: 'Avbryt' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

  // The refreshed order is empty: the stored order goes, and the page says the cart is empty.
  scenario('GET', `/orders/${ORDER}`, 'example=emptyPreliminary');
  await user.click(bin());
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Är du säker?' })).getByRole('button', {
      name: 'Ta bort',
    }),
  );
  expect(await screen.findByText(/Din kundvagn är tom\./)).toBeVisible();
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
    `/orders/${ORDER}/items/services/${first.id}`,
  ]);
  expect(screen.getByRole('link', { name: 'Kundvagn, 0 varor' })).toBeVisible();
  expect(localStorage.getItem('ORDER_ID')).toBeNull();
  expect(pushed('remove_from_cart')).toEqual([
    {
      event: 'remove_from_cart',
      ecommerce: {
        currency: 'SEK',
        value: first.price!.amount! / 100,
        items: [
          {
            item_id: String(first.product!.id),
            item_name: first.product!.name,
            item_category: 'valueCard',
            price: first.price!.amount! / 100,
            quantity: 1,
          },
        ],
      },
    },
  ]);
});

test('a refused removal says why, refreshes and keeps the line', async () => {
  scenario('DELETE', '/orders/*/items/services/*', 'code=403, example=itemDeleteNotAllowed');
  const calls = recordCalls();
  await openPage('/kassa/', { cart: withStoredOrder() });
  await findCartLines(2);
  const user = userEvent.setup();
  await user.click(screen.getAllByRole('button', { name: /^Ta bort Massage/ })[0]!);
  const ask = await screen.findByRole('dialog', { name: 'Är du säker?' });
  const reads = calls.filter((c) => c.method === 'GET' && c.url === `/orders/${ORDER}`).length;
  await user.click(within(ask).getByRole('button', { name: 'Ta bort' }));
  expect(await screen.findByText(/Varan kan inte tas bort från beställningen\./)).toBeVisible();
  await waitFor(() =>
    expect(
      calls.filter((c) => c.method === 'GET' && c.url === `/orders/${ORDER}`).length,
    ).toBeGreaterThan(reads),
  );
  await findCartLines(2);
  expect(await screen.findByRole('link', { name: 'Kundvagn, 2 varor' })).toBeVisible();
});

test('the lines wait for every service detail and addition, and show what comes with the booking', async () => {
  scenario('GET', '/products/services/*/additions', 'example=withIncluded');
  const additions = holdCalls('GET', /\/products\/services\/\d+\/additions/);
  await openPage('/kassa/', { cart: withStoredOrder() });
  expect(await screen.findByRole('progressbar', { name: 'Laddar kundvagnen...' })).toBeVisible();
  expect(screen.queryAllByTestId('cart-line')).toHaveLength(0);
  additions.release();
  const lines = await findCartLines(2);
  expect(within(lines[0]!).getByTestId('line-included')).toHaveTextContent(
    'Ingår: Badrock och handduk',
  );
});

test('a failed service detail read is ignored: the lines show what the order says', async () => {
  scenario('GET', '/products/services/*', 'code=404');
  scenario('GET', '/products/services/*/additions', 'code=404');
  await openPage('/kassa/', { cart: withStoredOrder() });
  await findCartLines(2);
  expect(screen.queryAllByTestId('line-included')).toHaveLength(0);
});

test('a line warning from the notices shows above the line, in paragraphs', async () => {
  const order = await loadOrder();
  scenario('GET', '/mild/v1/unique-messages', 'example=massage-week');
  await openPage('/kassa/', { cart: withStoredOrder() });
  // The mock's order lines are on the days after today; the week's notice covers today and the
  // six days after at Haga, for the massage (701).
  expect(stockholmDay(order.serviceItems![0]!.duration!.start!) >= stockholmDay(Date.now())).toBe(
    true,
  );
  const lines = await findCartLines(2);
  const warning = await within(lines[0]!).findByTestId('line-warning');
  expect(warning.querySelector('p')).toHaveTextContent(
    'Massagen har färre tider än vanligt den här veckan.',
  );
  expect(warning).toHaveTextContent('Vi ber om ursäkt för besväret.');
});

test('a cancelled payment (error=205) returns to checkout with the message', async () => {
  await openPage(`/kassa/?orderid=${ORDER}&error=205`, { cart: withStoredOrder() });
  expect(await screen.findByText(/Betalningen avbröts. Din kundvagn finns kvar/)).toBeVisible();
  await findCartLines(2);
  expect(localStorage.getItem('ORDER_ID')).toBe(String(ORDER));
});

test('a failed payment keeps the order, and "Betala igen" opens it in checkout again', async () => {
  const cart = withStoredOrder();
  localStorage.setItem('gift_from_email', 'anna@example.se');
  const { router } = await openPage('/kassa/?orderid=611902&error=201', { cart });
  expect(await screen.findByText('Felkod 201')).toBeVisible();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kvitto');
  expect(screen.getByText(/Betalningen nekades\./)).toBeVisible();
  expect(screen.getByText(/Din beställning finns kvar\./)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Kundvagn, 2 varor' })).toBeVisible();
  expect(storedKeys()).toEqual([String(ORDER), '1', 'anna@example.se']);
  await expectAccessible();
  await userEvent.setup().click(screen.getByRole('link', { name: 'Betala igen' }));
  await waitFor(() => expect(router.state.location.search).toBe(''));
  expect(router.state.location.pathname).toBe('/kassa/');
  await findCartLines(2);
});
