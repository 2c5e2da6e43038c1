// The demo tells the truth (issue 22, §4): what `npm start` shows is what a facility would see.
// The order flow is the customer's own (mocks/order-store.ts): the time picked is the line in the
// cart and on the receipt, and then in the customer's bookings. In Swedish that is purchase-flow.spec.ts's first journey (with a
// discount code and a value card); here in English, the line paid alone, its sums its own. Each
// treatment's own product, notice, price and length are page tests (tests/pages/demo-data.test.tsx).
import { mockPaymentHandler } from './support/checkout-data';
import { expect, test } from './support/fixtures';
import { cartDay, kronor, MASSAGE, pickSecondTimeInTwoDays } from './support/services-data';

test("the time picked is the cart's one line, and the receipt of its payment adds up (en)", async ({
  page,
  signIn,
  expectAccessible,
}) => {
  await signIn();
  const opened = await mockPaymentHandler(page);
  await page.goto(`/en/booking-service/?id=${MASSAGE}`);
  const { start, time } = await pickSecondTimeInTwoDays(page, 'Choose a day');

  const selected = page.getByRole('dialog', { name: 'You have selected' });
  await expect(selected.getByTestId('selected-line')).toHaveCount(1);
  await expect(selected.getByTestId('selected-line')).toContainText('Massage 50 min');
  await expect(selected.getByTestId('selected-line')).toContainText(time);
  await selected.getByRole('link', { name: 'Go to checkout' }).click();

  // The checkout: that line and no other, at its price.
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Massage 50 min');
  await expect(line.getByTestId('line-when')).toContainText(`${cartDay(start, 'en')} ${time}`);
  await expect(line.getByTestId('line-price')).toContainText(kronor(69500, 'en'));
  const orderId = Number(await page.evaluate(() => localStorage.getItem('ORDER_ID')));

  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByLabel(/^Mobile number for Swish/).fill('0701234567');
  await payment.getByRole('checkbox', { name: /I accept the booking rules/ }).check();
  await payment.getByRole('button', { name: 'Pay', exact: true }).click();

  // The mock's handler pays the order and sends the browser back with its receipt.
  await expect(page).toHaveURL(new RegExp(`[?&]orderid=${orderId}&receiptid=\\d+$`));
  expect(opened).toHaveLength(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receipt');
  const receiptLine = page.getByTestId('receipt-line');
  await expect(receiptLine).toHaveCount(1);
  await expect(receiptLine).toContainText('Massage 50 min');
  await expect(receiptLine.getByTestId('line-when')).toContainText(
    `${cartDay(start, 'en')} ${time}`,
  );
  // Total 695, of which VAT 139, paid with Swish 695: the sums add up.
  await expect(page.getByTestId('receipt-total')).toHaveText(`Total${kronor(69500, 'en')}`);
  await expect(page.getByTestId('receipt-vat-25')).toHaveText(
    `Of which VAT 25 %${kronor(13900, 'en')}`,
  );
  await expect(page.getByTestId('receipt-total-cost')).toHaveText(
    `Total cost${kronor(69500, 'en')}`,
  );
  await expect(page.getByTestId('receipt-details')).toContainText('Swish');
  await expectAccessible();

  // The treatment paid is among the customer's bookings (the mock's bookings, decision 057).
  await page.goto('/en/mina-sidor/bookings/');
  await expect(
    page
      .getByRole('article', { name: 'Massage 50 min' })
      .filter({ has: page.locator(`time[datetime="${start}"]`) }),
  ).toBeVisible();
});
