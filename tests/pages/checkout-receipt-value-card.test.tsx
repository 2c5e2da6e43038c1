// The checkout's receipt of an order paid partly with a value card (spec §9): Total is the
// products, the card's payment is deducted, Total cost is what was paid, and the purchase reported
// is worth what was paid now. A file of its own: the purchase is reported once per order and page
// load (a module's memory), and the mock's paid orders are all order 611902.
import { screen, waitFor } from '@testing-library/react';
import { chooseConsent } from '@/lib/consent/analytics-consent';
import { openPage, scenario } from './support/render-app';
import { clearDataLayer, loadCheckoutCode, PAID_ORDER as ORDER, pushed } from './support/checkout';
import { kronor } from '../support/formats';

beforeAll(loadCheckoutCode, 180_000);

const text = (testId: string) => screen.getByTestId(testId).textContent;

test('value-card payments are deducted: Total is the products, Total cost what was paid', async () => {
  clearDataLayer();
  chooseConsent('granted');
  scenario('GET', '/orders/*', 'example=paid');
  scenario('GET', '/customers/*/receipts/*', 'example=paidOrderValueCard');
  await openPage(`/kassa/?orderid=${ORDER}&receiptid=90392`, {
    signedIn: true,
    consent: 'granted',
  });
  expect((await screen.findByTestId('receipt-total')).textContent).toBe(`Totalt${kronor(69500)}`);
  await waitFor(() =>
    expect(text('receipt-valuecard-0')).toBe(`Värdekort 15226337449921${kronor(-50000)}`),
  );
  expect(text('receipt-total-cost')).toBe(`Total kostnad${kronor(19500)}`);
  // The purchase reported is worth what was paid now (spec §9), in kronor.
  await waitFor(() =>
    expect(
      pushed('purchase').map((e) => (e as { ecommerce: { value: number } }).ecommerce.value),
    ).toEqual([195]),
  );
});
