// Booking a class and paying for a treatment with the keyboard alone (issue 24, WCAG 2.1.1): no
// click, no tap; focus moves with Tab, Shift+Tab, Enter and Space only, as a person who cannot
// use a mouse works.
import type { Locator, Page } from '@playwright/test';
import { mockPaymentHandler } from './support/checkout-data';
import {
  addDays,
  expectedState,
  loadMyBookings,
  loadSchedule,
  stockholmDay,
} from './support/classes-data';
import { expect, test } from './support/fixtures';
import { MASSAGE } from './support/services-data';

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, most = 150): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()} in ${most} presses`);
}

test('signs in and books a class with the keyboard alone', async ({ page, request }) => {
  const [schedule, mine] = await Promise.all([loadSchedule(request), loadMyBookings(request)]);
  await page.goto('/logga-in/');
  const main = page.getByRole('main');
  await tabTo(page, main.getByLabel('E-postadress'));
  await page.keyboard.type('anna.lindqvist@example.se');
  await page.keyboard.press('Tab');
  await expect(main.getByLabel(/^Lösenord/)).toBeFocused();
  await page.keyboard.type('Simma2026!');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mina-sidor\/overview\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hej Anna!' })).toBeVisible();
  // The login form is gone; the keyboard continues in the new page's content, not at the top.
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
  ).toBe(true);

  const now = await page.evaluate(() => Date.now());
  const tomorrow = addDays(stockholmDay(now), 1);
  const open = schedule.find(
    (c) => stockholmDay(c.duration.start) === tomorrow && expectedState(c, now, mine) === 'open',
  )!;
  await page.goto(`/booking/?site=1&day=${tomorrow}`);
  const book = page.locator(`[data-class-id="${open.id}"]`).getByTestId('book-button');
  await tabTo(page, book);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('booked-toast')).toContainText(`Bokat! ${open.name}`);
});

test('picks a treatment time and pays with the keyboard alone', async ({ page, signIn }) => {
  await signIn();
  const opened = await mockPaymentHandler(page);
  await page.goto(`/en/booking-service/?id=${MASSAGE}`);
  const day = addDays(stockholmDay(await page.evaluate(() => Date.now())), 2);
  const dayButton = page
    .getByRole('navigation', { name: 'Choose a day' })
    .locator(`[data-day="${day}"]`);
  await tabTo(page, dayButton);
  await page.keyboard.press('Enter');
  await expect(dayButton).toHaveAttribute('aria-pressed', 'true');
  const slot = page.getByTestId('slot').nth(1);
  await expect
    .poll(async () => stockholmDay((await slot.getAttribute('data-start')) ?? 0))
    .toBe(day);
  await tabTo(page, slot.getByRole('button'));
  await page.keyboard.press('Enter');

  const selected = page.getByRole('dialog', { name: 'You have selected' });
  await tabTo(page, selected.getByRole('link', { name: 'Go to checkout' }), 30);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/checkout\/$/);

  // Nothing the sign-in gave is asked again (WCAG 3.3.7): the customer is shown, not a form.
  await expect(page.getByTestId('checkout-customer')).toContainText('Anna Lindqvist');
  await expect(page.getByTestId('checkout-customer').getByRole('textbox')).toHaveCount(0);

  const payment = page.getByRole('region', { name: 'Payment' });
  // Nor the mobile: Swish starts from the member's own number.
  await expect(payment.getByLabel(/^Mobile number for Swish/)).toHaveValue('0701-234567');
  await tabTo(page, payment.getByRole('checkbox', { name: /I accept the booking rules/ }), 20);
  await page.keyboard.press('Space');
  await expect(payment.getByRole('checkbox', { name: /I accept the booking rules/ })).toBeChecked();
  await tabTo(page, payment.getByRole('button', { name: 'Pay', exact: true }), 20);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/[?&]orderid=\d+&receiptid=\d+$/);
  expect(opened).toHaveLength(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receipt');
  await expect(page.getByTestId('receipt-line')).toContainText('Massage 50 min');
});
