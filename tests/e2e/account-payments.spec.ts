// Member area, payment info (spec §2 "Payment info"): the page's colours in Chromium (axe with
// contrast). Its states (every field of each consent, pending, empty and failed groups, the
// Norwegian and Danish groups, both languages) are page tests (tests/pages/account-payments.test.tsx).
import { expect, test } from './support/fixtures';

test.describe('payment information', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test('passes axe with colour contrast, both groups shown', async ({ page, expectAccessible }) => {
    await page.goto('/mina-sidor/payments/');
    await expect(
      page.getByRole('region', { name: 'Betalkort' }).getByRole('heading', {
        name: 'VISA slutar på 4821',
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Autogiro' }).getByRole('heading', { name: 'Swedbank' }),
    ).toBeVisible();
    await expectAccessible();
  });
});
