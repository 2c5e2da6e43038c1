// Honest booking rules (issue 23, docs/decisions/037) in a browser: the contrast of the member's
// strikes and bookings-left panel and of the waiting-list note, where they book and on Mina sidor,
// in the light and the dark scheme. Their texts in both languages, the signed-out list, the
// loading and the failed strikes call are page tests: tests/pages/booking-rules.test.tsx.
import { expect, test } from './support/fixtures';

const BOOKING = { sv: '/booking/?site=1', en: '/en/booking/?site=1' } as const;
const BOOKINGS = { sv: '/mina-sidor/bookings/', en: '/en/mina-sidor/bookings/' } as const;

// The colours do not change with the language: each scheme is met once, in one of them.
for (const { scheme, lang } of [
  { scheme: 'light', lang: 'sv' },
  { scheme: 'dark', lang: 'en' },
] as const)
  test.describe(`in the ${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });
    test(`the panel and the waiting-list note read at AA (${lang})`, async ({
      page,
      signIn,
      expectAccessible,
    }) => {
      // More time for its page loads and axe passes, not a wait: no step depends on it.
      test.slow();
      await signIn();
      await page.goto(BOOKINGS[lang]);
      await expect(page.getByTestId('booking-rules').getByTestId('quota')).toBeVisible();
      await expect(page.getByTestId('waiting-list-note')).toBeVisible();
      await expectAccessible();
      await page.goto(BOOKING[lang]);
      await expect(page.getByTestId('booking-rules').getByTestId('quota')).toBeVisible();
      await expectAccessible();
    });
  });
