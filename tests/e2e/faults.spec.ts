// Every screen survives every way its main call can fail (issue 22): a server error, an API that
// cannot be reached, an answer in the wrong shape, an answer that is not JSON and, signed in, a
// refused session. The faults are made at the network edge, by the mock (mocks/scenario-router.ts),
// for the server's render and the browser's calls alike. A new screen is one row of SCREENS.
import { expect, test, type Page } from './support/fixtures';
import { hasSessionCookie } from './support/session-cookie';
import { MASSAGE } from './support/services-data';

interface Screen {
  name: string;
  path: string;
  signedIn?: boolean;
  /** The call the screen needs for its main content, relative to its API (fixtures.ts). */
  call: string;
  /** What the screen says when that call fails, in the page's language. */
  error: string;
  /** Where that message and its retry are: by default the alert that says it. */
  section?: (page: Page) => ReturnType<Page['getByText']>;
  /** A part of the page that does not need the failed call: it keeps working. */
  rest: (page: Page) => ReturnType<Page['getByText']>;
  /** What the failed section shows once a retry succeeds. */
  retried: (page: Page) => ReturnType<Page['getByText']>;
  retry: string;
}

const SCREENS: Screen[] = [
  {
    name: 'start page, facilities',
    path: '/',
    call: '/businessunits',
    error: 'Anläggningarna kunde inte laddas just nu.',
    rest: (page) => page.getByRole('link', { name: 'Välj tid för Massage 50 min' }),
    retried: (page) => page.getByRole('heading', { name: 'Älvstranden' }),
    retry: 'Försök igen',
  },
  {
    name: 'start page, treatments (English)',
    path: '/en/',
    call: '/products/services',
    error: 'The treatments could not be loaded right now.',
    rest: (page) => page.getByRole('heading', { name: 'Älvstranden' }),
    retried: (page) => page.getByRole('link', { name: 'Choose a time for Massage 50 min' }),
    retry: 'Try again',
  },
  {
    name: 'class booking, the classes',
    path: '/booking/?site=1',
    call: '/businessunits/1/groupactivities',
    error: 'Passen kunde inte hämtas.',
    rest: (page) => page.getByRole('navigation', { name: 'Välj dag' }),
    retried: (page) => page.getByRole('region', { name: 'Pass' }).getByText('Spinning 45').first(),
    retry: 'Försök igen',
  },
  {
    name: 'schedule, the classes (English)',
    path: '/en/schema/?site=1',
    call: '/businessunits/1/groupactivities',
    error: 'The classes could not be loaded',
    rest: (page) => page.getByRole('combobox', { name: 'Facility' }),
    retried: (page) => page.getByTestId('schedule-session').first(),
    retry: 'Try again',
  },
  {
    name: 'treatment, the treatment',
    path: `/booking-service/?id=${MASSAGE}`,
    call: `/products/services/${MASSAGE}`,
    error: 'Det gick inte att ladda behandlingen.',
    rest: (page) => page.getByRole('banner'),
    retried: (page) => page.getByRole('heading', { level: 1, name: 'Massage 50 min' }),
    retry: 'Försök igen',
  },
  {
    name: 'member overview, the bookings',
    path: '/mina-sidor/overview/',
    signedIn: true,
    call: '/customers/*/bookings/groupactivities',
    error: 'Dina bokningar kunde inte laddas just nu.',
    rest: (page) => page.getByRole('region', { name: 'Värdekort' }).getByText('6 klipp kvar'),
    retried: (page) =>
      page.getByRole('region', { name: 'Kommande bokningar' }).getByText('Spinning 45').first(),
    retry: 'Försök igen',
  },
  {
    name: 'member value cards (English)',
    path: '/en/mina-sidor/valuecards/',
    signedIn: true,
    call: '/customers/*/valuecards',
    error: 'Your value cards could not be loaded right now.',
    rest: (page) => page.getByRole('navigation', { name: 'My pages' }),
    retried: (page) => page.getByRole('region', { name: 'Active value cards', exact: true }),
    retry: 'Try again',
  },
  {
    name: 'member purchases (English)',
    path: '/en/mina-sidor/purchases/',
    signedIn: true,
    call: '/customers/*/receipts',
    error: 'Your purchases could not be loaded right now.',
    rest: (page) => page.getByRole('navigation', { name: 'My pages' }),
    retried: (page) => page.getByText('Receipt 119562').first(),
    retry: 'Try again',
  },
  {
    name: 'member payments, the cards',
    path: '/mina-sidor/payments/',
    signedIn: true,
    call: '/customers/*/consents/cards',
    error: 'Dina betalkort kunde inte hämtas just nu.',
    // Said plainly, not as an alert (spec §7: a failed payment-info load stops quietly).
    section: (page) => page.getByRole('region', { name: 'Betalkort' }),
    rest: (page) => page.getByText('Swedbank').first(),
    retried: (page) => page.getByRole('heading', { name: /^VISA/ }).first(),
    retry: 'Försök igen',
  },
  {
    name: 'member workouts (English)',
    path: '/en/mina-sidor/workouts/',
    signedIn: true,
    call: '/customers/*/workoutssummary',
    error: 'Your workout statistics could not be loaded right now.',
    rest: (page) => page.getByRole('button', { name: 'Week' }),
    retried: (page) => page.getByRole('button', { name: 'Month' }),
    retry: 'Try again',
  },
];

const FAULTS = ['code=500', 'fault=network', 'fault=malformed', 'fault=not-json'];

/** What a customer must never read, whatever failed. */
const RAW =
  /undefined|NaN|\[object Object\]|is not a function|Cannot read properties|errors:|\w+\.\w+\.\w+Error/;

const errorAlert = (text: string) => (page: Page) =>
  page.getByRole('alert').filter({ hasText: text }).first();

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    for (const fault of FAULTS) {
      test(`${fault}: says so, keeps the page and retries`, async ({ page, signIn, scenario }) => {
        if (screen.signedIn) await signIn();
        await scenario('GET', screen.call, fault);
        const response = await page.goto(screen.path);
        expect(response?.status()).toBe(200);
        const section = (screen.section ?? errorAlert(screen.error))(page);
        await expect(section.getByText(screen.error)).toBeVisible();
        await expect(screen.rest(page).first()).toBeVisible();
        // One failure, one message: the site's banner stays away while the section says it.
        await expect(page.getByTestId('api-unavailable')).toHaveCount(0);
        expect(await page.locator('main').innerText()).not.toMatch(RAW);

        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await section.getByRole('button', { name: screen.retry }).click();
        await expect(screen.retried(page)).toBeVisible();
        await expect(page.getByText(screen.error)).toHaveCount(0);
      });
    }

    if (screen.signedIn) {
      test('code=401: the session ends and the login page takes over', async ({
        page,
        context,
        signIn,
        scenario,
      }) => {
        await signIn();
        await scenario('GET', screen.call, 'code=401');
        await page.goto(screen.path);
        await expect(page).toHaveURL(/\/(logga-in|login)\/\?returnTo=/);
        expect(await hasSessionCookie(context)).toBe(false);
      });
    }
  });
}
