// Member area "Bookings" (spec §2): what needs a real browser, the page with its three card types
// and its calendar feed checked by axe with colour contrast, on both screen sizes. The page's
// states (the list per day, the cards, read-more dialogs, cancelling and its failures, the 24
// hours rule, empty and failed lists, cancelled classes, bookings under way) are page tests:
// tests/pages/account-bookings.test.tsx.
import { expect, test } from './support/fixtures';

test.describe('member area bookings', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test('the bookings page with each card type passes axe, contrast included @mobile', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/mina-sidor/bookings/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bokningar' })).toBeVisible();
    await expect(page.getByTestId('bookings-skeleton')).toHaveCount(0);
    // A class, a treatment and a course, with their details loaded.
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('status', { name: 'Laddar information...' })).toHaveCount(0);
    await expect(page.getByText('Lediga platser').first()).toBeVisible();
    await expect(page.getByText('Antal tillfällen')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Prenumerera i kalenderappen' })).toBeVisible();
    await expectAccessible();
  });
});
