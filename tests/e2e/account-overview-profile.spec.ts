import { E2E_NOW_MS } from './support/clock';
import { expect, test, type Page } from './support/fixtures';
import {
  expectTakenOverInPlace,
  recordFirstPaint,
  withoutTheAppsCode,
} from './support/first-paint';

const toasts = (page: Page) => page.locator('.app-toasts');

/** The member area first validates the token and loads the customer; allow a slow, busy machine. */

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

// The overview's states (its summaries, empty and failed sections, cancelled classes, courses) are
// page tests (tests/pages/account-overview.test.tsx). Its axe check with colour contrast is the
// server-rendered one below.

/**
 * The upcoming bookings of the overview agree with the bookings page (bookings/upcoming.ts). A
 * hand-made answer (no example of the mock has treatments under way), so it stays end to end.
 */
test.describe('member overview, upcoming bookings', () => {
  const upcoming = (page: Page, name: string) => page.getByRole('region', { name });

  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test('in English: the overview and the bookings page agree on a treatment under way and one that has ended', async ({
    page,
    scenario,
    leaveToBrowser,
    expectAccessible,
  }) => {
    await scenario('GET', '/customers/*/bookings/groupactivities', 'example=empty');
    await scenario('GET', '/customers/*/bookings/events', 'example=empty');
    leaveToBrowser('GET', '/customers/*/bookings/services');
    const minutes = (n: number) => new Date(E2E_NOW_MS + n * 60_000).toISOString();
    await page.route(/\/customers\/\d+\/bookings\/services(\?.*)?$/, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const [first, ...rest] = (await response.json()) as {
        id: number;
        serviceProduct: { id: number; name: string };
      }[];
      // Both began before the test clock's instant: one ended an hour ago, one runs 40 minutes more.
      const like = (id: number, name: string, start: number, end: number) => ({
        ...first!,
        id,
        serviceProduct: { ...first!.serviceProduct, name },
        duration: { start: minutes(start), end: minutes(end) },
      });
      await route.fulfill({
        response,
        json: [
          like(990001, 'Foot care', -120, -60),
          like(990002, 'Hot stone massage', -20, 40),
          first,
          ...rest,
        ],
      });
    });
    await open(page, '/en/mina-sidor/overview/', 'Hi Anna!');
    const bookings = upcoming(page, 'Upcoming bookings');
    await expect(bookings.getByRole('listitem').first()).toContainText('Hot stone massage');
    await expect(bookings.getByText('Foot care')).toHaveCount(0);

    await bookings.getByRole('link', { name: 'All bookings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    const underway = page.getByRole('article', { name: 'Hot stone massage' });
    await expect(underway.getByRole('button', { name: 'Started' })).toBeDisabled();
    await expect(page.getByRole('article', { name: 'Foot care' })).toHaveCount(0);
    await expectAccessible();
  });
});

test.describe('member overview, as the server sends it (docs/decisions/026)', () => {
  test('arrives with the greeting, the member card and the summaries, in both languages', async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    await signIn();
    await withoutTheAppsCode(page);
    await page.goto('/mina-sidor/overview/');
    await expect(page.getByRole('heading', { level: 1, name: 'Hej Anna!' })).toBeVisible();
    // The tab's title is part of the page (spec §2): the server's HTML must carry it too.
    await expect.soft(page).toHaveTitle(/^Översikt - /);
    const card = page.getByRole('region', { name: 'Medlemskort' });
    await expect(card.getByText('Anna Lindqvist')).toBeVisible();
    await expect(card.getByText('4711', { exact: true })).toBeVisible();
    await expect(card.getByText('Vuxen')).toBeVisible();
    // The sections come with their data, not with a loading state.
    await expect(
      page.getByRole('region', { name: 'Kommande bokningar' }).getByText('Spinning 45'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Värdekort' }).getByText('6 klipp kvar'),
    ).toBeVisible();
    await expect(page.getByRole('status', { name: 'Laddar dina bokningar' })).toHaveCount(0);
    await expect(page.getByRole('progressbar', { name: 'Laddar dina uppgifter' })).toHaveCount(0);
    // A member with subscriptions has the members-only pages in the menu.
    await expect(page.getByRole('link', { name: 'Erbjudanden' })).toBeVisible();
    await expectAccessible();

    await page.goto('/en/mina-sidor/overview/');
    await expect(page.getByRole('heading', { level: 1, name: 'Hi Anna!' })).toBeVisible();
    await expect.soft(page).toHaveTitle(/^Overview - /);
    await expect(page.getByRole('region', { name: 'Membership card' })).toContainText('Vuxen');
    await expect(
      page.getByRole('region', { name: 'Upcoming bookings' }).getByText('Spinning 45'),
    ).toBeVisible();
  });

  test('a customer without subscriptions: a customer card, and no offers or news', async ({
    page,
    signIn,
    scenario,
  }) => {
    await signIn();
    await scenario('GET', '/customers/*/subscriptions', 'example=empty');
    await withoutTheAppsCode(page);
    await page.goto('/mina-sidor/overview/');
    await expect(page.getByRole('region', { name: 'Kundkort' })).toContainText('Anna Lindqvist');
    await expect(page.getByRole('region', { name: 'Medlemskort' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Bokningar', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Erbjudanden' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Medlemsinformation' })).toHaveCount(0);
  });

  // A session BRP refuses, and a visitor without one, end at the login page and return after it:
  // shell.spec.ts, session.spec.ts and auth.spec.ts ("member area guard").

  test('the browser takes over in place: nothing moves, and its links work @mobile', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await recordFirstPaint(page);
    await page.goto('/mina-sidor/overview/');
    await expectTakenOverInPlace(page);
    const bookings = page.getByRole('region', { name: 'Kommande bokningar' });
    await expect(bookings.getByText('Spinning 45')).toBeVisible();
    await bookings.getByRole('link', { name: 'Alla bokningar' }).click();
    await expect(page).toHaveURL(/\/mina-sidor\/bookings\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bokningar' })).toBeVisible();
  });
});

test.describe('member area profile', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  // The form's states (prefilled values, checks, saving, refusals with the input kept) are page
  // tests (tests/pages/account-profile.test.tsx). This refusal needs a hand-made answer (no example
  // of the mock has placeholders or a name), and is the page's axe check with colour contrast.

  test('field errors under the inputs have their placeholders filled and never name another account holder', async ({
    page,
    expectAccessible,
  }) => {
    // BRP's body as a real tenant sends it: arguments inside each fieldErrors entry, and the name
    // of whoever already has the e-mail address (decision 008: never shown).
    await page.route('**/brponline/api/ver3/customers/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 422,
            json: {
              errorCode: 'INVALID_INPUT',
              fieldErrors: [
                { field: 'shippingAddress.street', errorCode: 'STRING_TOO_LONG', maxValue: 40 },
                {
                  field: 'email',
                  errorCode: 'EMAIL_ALREADY_EXISTS_NAME',
                  fullName: 'Bertil Svensson',
                },
              ],
            },
          })
        : route.fallback(),
    );
    await open(page, '/mina-sidor/profile/', 'Profil');
    await page.getByLabel('Gatuadress').fill('Haga Nygata 12, andra gården till vänster, port B');
    await page.getByLabel('E-post', { exact: true }).fill('bertil@example.se');
    await page.getByRole('button', { name: 'Spara' }).click();

    await expect(toasts(page).getByText('Gatuadress: Får vara högst 40 tecken.')).toBeVisible();
    await expect(page.locator('#profile-street-helper-text')).toHaveText(
      'Får vara högst 40 tecken.',
    );
    await expect(page.locator('#profile-email-helper-text')).toHaveText(
      'E-postadressen används redan av ett annat konto.',
    );
    await expect(page.getByText(/Bertil|\{\{/)).toHaveCount(0);
    await expectAccessible();
  });
});
