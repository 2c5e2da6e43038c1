// Discount codes in kassa/ and /en/checkout/ on a phone (spec §2 "Cart lines"): a line's coupon
// row laid out in whole lines, inside the line. What the discount and value-card dialogs do, their
// texts and errors, and the guests' login prompt are page tests
// (tests/pages/checkout-discounts.test.tsx).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { withStoredOrder } from './support/checkout-data';

const lines = (page: Page) => page.getByTestId('cart-line');

/** A signed-in customer's checkout, settled: the pay button is enabled once the methods came. */
async function openCheckout(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('button', { name: /^(Betala|Pay)$/ })).toBeEnabled();
}

test.describe('signed in', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn();
    await withStoredOrder(page);
  });

  for (const { path, remove } of [
    { path: '/kassa/', remove: 'Ta bort rabattkod VINTER10' },
    { path: '/en/checkout/', remove: 'Remove discount code VINTER10' },
  ])
    test(`on a 360 px phone a line's coupon row reads in whole lines, inside the line (${path})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await openCheckout(page, path);
      const line = lines(page).nth(1);
      const coupon = line.getByTestId('line-coupon');
      await expect(coupon).toBeVisible();
      const box = async (part: Locator) => (await part.boundingBox())!;
      const card = await box(line);
      const oneLine = (await box(line.getByTestId('line-when'))).height;
      const mark = await box(coupon.getByTestId('line-coupon-mark'));
      const link = await box(coupon.getByRole('button', { name: remove }));

      // Each part on one line (not squeezed into a column narrower than its words), side by
      // side or the link under the mark, never on top of each other.
      for (const part of [mark, link]) {
        expect(part.height).toBeLessThan(oneLine * 1.5);
        expect(part.x).toBeGreaterThanOrEqual(card.x);
        expect(part.x + part.width).toBeLessThanOrEqual(card.x + card.width);
      }
      expect(link.x >= mark.x + mark.width || link.y >= mark.y + mark.height).toBe(true);
      // The line's day and time too: the details have the line's whole width.
      expect(oneLine).toBeLessThan(30);
      // The prices end at the same place on every line, inside it.
      const prices = await Promise.all(
        [0, 1].map((index) => box(lines(page).nth(index).getByTestId('line-price'))),
      );
      const ends = prices.map((price) => price.x + price.width);
      expect(Math.abs(ends[0]! - ends[1]!)).toBeLessThan(1);
      const bin = await box(line.getByRole('button', { name: /^(Ta bort|Remove) Massage/ }));
      expect(ends[1]!).toBeLessThanOrEqual(bin.x);
      expect(bin.x + bin.width).toBeLessThanOrEqual(card.x + card.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    });
});
