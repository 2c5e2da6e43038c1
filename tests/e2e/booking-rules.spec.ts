// Honest booking rules (issue 23, docs/decisions/037) in a browser: the contrast of the member's
// strikes and bookings-left panel and of the waiting-list note, where they book and on Mina sidor,
// in the dark scheme. The light scheme's are met in Swedish by account-bookings.spec.ts and
// classes-booking.spec.ts (the colours do not change with the language). Their texts in both
// languages, the signed-out list, the loading and the failed strikes call are page tests:
// tests/pages/booking-rules.test.tsx.
import { expect, test } from './support/fixtures';

/** The body's background in the dark scheme (background.default, src/lib/theme/color-schemes.ts). */
const DARK_BACKGROUND = 'rgb(15, 27, 30)';

test.describe('in the dark scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('the panel and the waiting-list note read at AA, and the bookings page is dark (en)', async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    // More time for its page loads and axe passes, not a wait: no step depends on it.
    test.slow();
    await signIn();
    await page.goto('/en/mina-sidor/bookings/');
    await expect(page.getByTestId('booking-rules').getByTestId('quota')).toBeVisible();
    await expect(page.getByTestId('waiting-list-note')).toBeVisible();
    // What the page loads itself has arrived: no skeletons, no progress bars (color-scheme.spec.ts).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.MuiSkeleton-root, [role="progressbar"]')).toHaveCount(0);
    expect(
      await page.evaluate(() => ({
        scheme: document.documentElement.getAttribute('data-mui-color-scheme'),
        background: getComputedStyle(document.body).backgroundColor,
      })),
    ).toEqual({ scheme: 'dark', background: DARK_BACKGROUND });
    await expectAccessible();
    await page.goto('/en/booking/?site=1');
    await expect(page.getByTestId('booking-rules').getByTestId('quota')).toBeVisible();
    await expectAccessible();
  });
});
