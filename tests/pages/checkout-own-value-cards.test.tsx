// The value-card dialog's own cards (spec §2 "Checkout", §5, issue 41): for a cart the member built
// on the booking pages (an order the mock keeps), the member's cards that can pay for it are
// offered with their balance and used in one tap; a cart none of them can pay shows the empty
// text, and the order refuses such a card typed in too. The cards are the mock's default ones.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, ValueCard } from '@generated/booking/model';
import { E2E_NOW_MS } from '../e2e/support/clock';
import { kronor } from '../support/formats';
import { mockJson } from './support/mock-answers';
import { expectAccessible, openPage } from './support/render-app';
import { loadCheckoutCode, settledCheckout } from './support/checkout';
import { withStoredOrder } from './support/stored-order';

beforeAll(loadCheckoutCode, 180_000);

const MASSAGE_50 = 701;
const MASSAGE_25 = 702;
const HAGA = 1;

/** A preliminary order of Anna's at Haga with the treatment's first time tomorrow, as a pick makes. */
async function orderOf(product: number): Promise<Order> {
  const slots = await mockJson<{ duration: { start: string } }[]>(
    `/products/services/${product}/suggestions?businessUnit=${HAGA}`,
  );
  const start = slots.find((slot) => Date.parse(slot.duration.start) > E2E_NOW_MS + 86_400_000)!
    .duration.start;
  const order = await mockJson<Order>('/orders', {
    method: 'POST',
    body: { businessUnit: HAGA, customer: 4711 },
  });
  return mockJson<Order>(`/orders/${order.id}/items/services`, {
    method: 'POST',
    body: { serviceProduct: product, start, quantity: 1 },
  });
}

async function openCheckout(path: string, order: Order) {
  await openPage(path, { signedIn: true, cart: withStoredOrder({ id: order.id, items: 1 }) });
  await settledCheckout(1);
  return userEvent.setup();
}

const WORDS = {
  sv: {
    path: '/kassa/',
    open: 'Lägg till värdekort',
    label: /^Värdekortsnummer/,
    left: (amount: number) => `· ${kronor(amount)} kvar`,
    use: 'Använd',
    toPay: 'Att betala',
    empty: 'Du har inga giltiga värdekort som kan användas för den här beställningen.',
    notApplicable: 'Värdekortet kan inte användas för varorna i din kundvagn.',
  },
  en: {
    path: '/en/checkout/',
    open: 'Add value card',
    label: /^Value card number/,
    left: (amount: number) => `· ${kronor(amount)} left`,
    use: 'Use',
    toPay: 'To pay',
    empty: 'You have no valid value cards that can be used for this order.',
    notApplicable: 'The value card cannot be used for the items in your cart.',
  },
} as const;

for (const language of ['sv', 'en'] as const) {
  const words = WORDS[language];

  test(`the member's gift card that pays for the massage is offered with its balance and used in one tap (${language})`, async () => {
    const cards = await mockJson<ValueCard[]>('/customers/4711/valuecards');
    const gift = cards.find((card) => card.type === 'AMOUNT' && card.isValid)!;
    const balance = (gift.amountLeft as { amount: number }).amount;
    const order = await orderOf(MASSAGE_50);
    const user = await openCheckout(words.path, order);

    await user.click(screen.getByRole('button', { name: words.open }));
    const dialog = await screen.findByRole('dialog', { name: words.open });
    // The punch card for entries and the expired card cannot pay for a massage: not offered.
    const own = await within(dialog).findAllByTestId('own-value-card');
    expect(own).toHaveLength(1);
    // Its no-break spaces too (toHaveTextContent would fold them).
    expect(own[0]!.textContent).toContain(`${gift.number} ${words.left(balance)}`);
    await expectAccessible();

    await user.click(within(own[0]!).getByRole('button', { name: new RegExp(`^${words.use} `) }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const reservation = await screen.findByTestId('value-card-reservation');
    expect(within(reservation).getByTestId('reservation-amount').textContent).toBe(
      kronor(-balance),
    );
    expect(screen.getByTestId('summary-to-pay').textContent).toBe(
      `${words.toPay}${kronor(order.price.amount - balance)}`,
    );
  });

  test(`a cart none of the member's cards can pay says so, and the order refuses one typed in (${language})`, async () => {
    const cards = await mockJson<ValueCard[]>('/customers/4711/valuecards');
    const gift = cards.find((card) => card.type === 'AMOUNT' && card.isValid)!;
    const user = await openCheckout(words.path, await orderOf(MASSAGE_25));

    await user.click(screen.getByRole('button', { name: words.open }));
    const dialog = await screen.findByRole('dialog', { name: words.open });
    expect(await within(dialog).findByText(words.empty)).toBeVisible();
    expect(within(dialog).queryByTestId('own-value-card')).toBeNull();

    await user.type(within(dialog).getByLabelText(words.label), `${gift.number}{Enter}`);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(words.notApplicable),
    );
    expect(screen.queryByTestId('value-card-reservation')).toBeNull();
  });
}
