// The signed-in screens survive every way their main call can fail (issue 22): a server error,
// an API that cannot be reached, an answer in the wrong shape, an answer that is not JSON, and a
// refused session (each screen meets the wrong shape and one of the others, by turns: faultsFor in
// support/faults.ts). Each says so in its section, keeps the rest of the page and the session,
// never shows raw error text, and retries; a 401 ends the session and the login takes over. A new
// screen is one row of SCREENS (or of QUIET_SCREENS, where a failure costs nothing the customer
// came for). The public screens are in faults-public-screens.test.tsx; the server's render with
// each fault is e2e (tests/e2e/faults.spec.ts).
import { screen, waitFor, within } from '@testing-library/react';
import {
  retryAtOnce,
  testQuietScreenFaults,
  testScreenFaults,
  type QuietScreen,
  type Screen,
} from './support/faults';

const PAID_ORDER = 611902; // the mock's OrderPaid (Anna's), see tests/e2e/checkout-receipt.spec.ts
const RECEIPT = 90391; // its receipt

const SCREENS: Screen[] = [
  {
    name: 'member overview, the bookings',
    path: '/mina-sidor/overview/',
    signedIn: true,
    call: '/customers/*/bookings/groupactivities',
    error: 'Dina bokningar kunde inte laddas just nu.',
    rest: async () =>
      within(await screen.findByRole('region', { name: 'Värdekort' })).findByText('6 klipp kvar'),
    retried: async () =>
      (
        await within(screen.getByRole('region', { name: 'Kommande bokningar' })).findAllByText(
          'Spinning 45',
        )
      )[0]!,
    retry: 'Försök igen',
  },
  {
    name: 'member value cards (English)',
    path: '/en/mina-sidor/valuecards/',
    signedIn: true,
    call: '/customers/*/valuecards',
    error: 'Your value cards could not be loaded right now.',
    rest: () => screen.findByRole('navigation', { name: 'My pages' }),
    retried: () => screen.findByRole('region', { name: 'Active value cards' }),
    retry: 'Try again',
  },
  {
    name: 'member purchases (English)',
    path: '/en/mina-sidor/purchases/',
    signedIn: true,
    call: '/customers/*/receipts',
    error: 'Your purchases could not be loaded right now.',
    rest: () => screen.findByRole('navigation', { name: 'My pages' }),
    retried: async () => (await screen.findAllByText(/Receipt 119562/))[0]!,
    retry: 'Try again',
  },
  {
    name: 'member invoices',
    path: '/mina-sidor/invoices/',
    signedIn: true,
    method: 'POST',
    call: '/customers/*/invoices',
    error: 'Dina fakturor kunde inte laddas just nu.',
    rest: () => screen.findByRole('navigation', { name: 'Mina sidor' }),
    retried: () => screen.findByRole('article', { name: 'Faktura 10231' }),
    retry: 'Försök igen',
  },
  {
    name: 'member payments, the cards',
    path: '/mina-sidor/payments/',
    signedIn: true,
    call: '/customers/*/consents/cards',
    error: 'Dina betalkort kunde inte hämtas just nu.',
    // Said plainly, not as an alert (spec §7: a failed payment-info load stops quietly).
    section: () => screen.findByRole('region', { name: 'Betalkort' }),
    rest: async () => (await screen.findAllByText(/Swedbank/))[0]!,
    retried: async () => (await screen.findAllByRole('heading', { name: /^VISA/ }))[0]!,
    retry: 'Försök igen',
  },
  {
    name: 'member workouts (English)',
    path: '/en/mina-sidor/workouts/',
    signedIn: true,
    call: '/customers/*/workoutssummary',
    error: 'Your workout statistics could not be loaded right now.',
    rest: () => screen.findByRole('button', { name: 'Week' }),
    retried: () => screen.findByRole('button', { name: 'Month' }),
    retry: 'Try again',
  },
  {
    // Spec §8: both the order and its receipt failing say so, with their status.
    name: 'receipt, its order and its receipt',
    path: `/kassa/?orderid=${PAID_ORDER}&receiptid=${RECEIPT}`,
    signedIn: true,
    call: ['/orders/*', '/customers/*/receipts/*'],
    error: 'Kvittot kunde inte laddas.',
    rest: () => screen.findByRole('heading', { level: 1, name: 'Kvitto' }),
    // Both failed alike: their status said once, never a 0 or the server's own text.
    says: /^Kvittot kunde inte laddas\. [1-5]\d\d · [A-Z_]+$/,
    retried: () => screen.findByRole('region', { name: 'Kvittouppgifter' }),
    retry: 'Försök igen',
    // Spec §2: a 401 on both is the receipt's own login prompt, which comes back to it.
    unauthorized: () =>
      waitFor(() => {
        const [link] = screen
          .getAllByRole('alert')
          .flatMap((alert) => within(alert).queryAllByRole('link', { name: 'Logga in' }));
        expect(link?.getAttribute('href')).toMatch(/^\/logga-in\/\?returnTo=%2Fkassa%2F/);
        return link!;
      }),
  },
  {
    name: 'member membership, the subscriptions',
    path: '/mina-sidor/membership/',
    signedIn: true,
    call: '/customers/*/subscriptions',
    error: 'Bokningssystemet går inte att nå just nu.',
    rest: () => screen.findByRole('button', { name: 'Logga ut' }),
    retried: () => screen.findByRole('heading', { name: 'Aktiva medlemskap' }),
    retry: 'Försök igen',
  },
  {
    name: 'member profile, the customer (English)',
    path: '/en/mina-sidor/profile/',
    signedIn: true,
    call: '/customers/*',
    error: 'The booking system cannot be reached right now.',
    rest: () => screen.findByRole('button', { name: 'Log out' }),
    retried: () => screen.findByRole('textbox', { name: 'First name' }),
    retry: 'Try again',
  },
  {
    name: 'member offers, the content page',
    path: '/mina-sidor/offers/',
    signedIn: true,
    call: '/wp/v2/pages',
    error: 'Något gick fel. Försök igen om en stund.',
    rest: () => screen.findByRole('navigation', { name: 'Mina sidor' }),
    retried: () => screen.findByRole('heading', { name: 'Erbjudanden för dig som är medlem' }),
    retry: 'Försök igen',
  },
  {
    name: 'member news, the content page (English)',
    path: '/en/mina-sidor/news/',
    signedIn: true,
    call: '/wp/v2/pages',
    error: 'Something went wrong. Please try again in a moment.',
    rest: () => screen.findByRole('navigation', { name: 'My pages' }),
    retried: () => screen.findByRole('heading', { name: 'Your membership' }),
    retry: 'Try again',
  },
];

const QUIET_SCREENS: QuietScreen[] = [
  {
    // Spec §8: the order failing while its receipt answers shows the receipt.
    name: 'receipt, its order alone (English)',
    path: `/en/checkout/?orderid=${PAID_ORDER}&receiptid=${RECEIPT}`,
    signedIn: true,
    call: '/orders/*',
    instead: async () => {
      const receiptOnly = await screen.findByTestId('receipt-only');
      expect(receiptOnly).toHaveTextContent('The order could not be loaded right now');
      return within(receiptOnly).getByRole('region', { name: 'Receipt details' });
    },
    notShown: 'The receipt could not be loaded.',
  },
];

beforeEach(retryAtOnce);

SCREENS.forEach(testScreenFaults);
QUIET_SCREENS.forEach(testQuietScreenFaults);
