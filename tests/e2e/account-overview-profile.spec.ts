import type { APIRequestContext } from '@playwright/test';
import { E2E_NOW, E2E_NOW_MS } from './support/clock';
import { DEMO_TOKEN, expect, test, type Page } from './support/fixtures';
import {
  expectTakenOverInPlace,
  recordFirstPaint,
  withoutTheAppsCode,
} from './support/first-paint';
import { hasSessionCookie } from './support/session-cookie';

const toasts = (page: Page) => page.locator('.app-toasts');

/** The member area first validates the token and loads the customer; allow a slow, busy machine. */

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('member area overview', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test('greets the customer and shows the member card and every summary, in Swedish @mobile', async ({
    page,
    expectAccessible,
  }) => {
    await open(page, '/mina-sidor/overview/', 'Hej Anna!');
    await expect(page).toHaveTitle(/^Översikt - /);
    await expect(page.getByRole('link', { name: 'Visa och ändra din profil' })).toHaveAttribute(
      'href',
      '/mina-sidor/profile/',
    );

    const card = page.getByRole('region', { name: 'Medlemskort' });
    await expect(card.getByText('Anna Lindqvist')).toBeVisible();
    await expect(card.getByText('4711', { exact: true })).toBeVisible();
    await expect(card.getByText('Vuxen')).toBeVisible();

    const bookings = page.getByRole('region', { name: 'Kommande bokningar' });
    // Tomorrow's class is always among the next three, whatever time the test runs.
    await expect(bookings.getByText('Spinning 45')).toBeVisible();
    await expect(bookings.getByTestId('cancelled-chip')).toHaveCount(0);
    await expect(bookings.getByRole('link', { name: 'Alla bokningar' })).toHaveAttribute(
      'href',
      '/mina-sidor/bookings/',
    );

    const memberships = page.getByRole('region', { name: 'Medlemskap', exact: true });
    await expect(memberships.getByText('Gym & Bad 12 mån')).toBeVisible();
    await expect(
      memberships.getByText(/^Haga · giltigt till och med \d{4}-\d{2}-\d{2}$/),
    ).toBeVisible();

    const valueCards = page.getByRole('region', { name: 'Värdekort' });
    await expect(valueCards.getByText('6 klipp kvar')).toBeVisible();
    await expect(valueCards.getByText('Presentkort')).toBeVisible();
    await expect(valueCards.getByText('320 kr')).toBeVisible();
    // The expired card (isValid false, 2 left) belongs to the inactive group, not here.
    await expect(valueCards.getByText('2 klipp kvar')).toHaveCount(0);

    const workouts = page.getByRole('region', { name: 'Träning' });
    const year = Number(
      E2E_NOW.toLocaleString('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric' }),
    );
    await expect(workouts.getByText(`träningspass ${year}`)).toBeVisible();
    await expect(workouts.getByText('träningspass den här månaden')).toBeVisible();
    await expect(workouts.getByRole('link', { name: 'Se din träningsstatistik' })).toBeVisible();
    await expectAccessible();
  });

  test('shows the overview in English', async ({ page, expectAccessible }) => {
    await open(page, '/en/mina-sidor/overview/', 'Hi Anna!');
    await expect(page).toHaveTitle(/^Overview - /);
    const card = page.getByRole('region', { name: 'Membership card' });
    await expect(card.getByText('4711', { exact: true })).toBeVisible();
    await expect(card.getByText('Membership type:')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Upcoming bookings' }).getByText('Spinning 45'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Value cards' }).getByText('6 units left'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Workouts' }).getByText('workouts this month'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'All bookings' })).toHaveAttribute(
      'href',
      '/en/mina-sidor/bookings/',
    );
    await expectAccessible();
  });

  test('shows a customer card and the empty states when there is nothing to show', async ({
    page,
    scenario,
  }) => {
    await scenario('GET', '/customers/*/subscriptions', 'example=empty');
    await scenario('GET', '/customers/*/valuecards', 'example=empty');
    await scenario('GET', '/customers/*/bookings/groupactivities', 'example=empty');
    await scenario('GET', '/customers/*/bookings/services', 'example=empty');
    await scenario('GET', '/customers/*/bookings/events', 'example=empty');
    await scenario('GET', '/customers/*/workoutssummary', 'example=empty');
    await open(page, '/mina-sidor/overview/', 'Hej Anna!');
    await expect(page.getByRole('region', { name: 'Kundkort' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Medlemskort' })).toHaveCount(0);
    await expect(page.getByText('Du har inga kommande bokningar.')).toBeVisible();
    await expect(page.getByText('Du har inget aktivt medlemskap.')).toBeVisible();
    await expect(page.getByText('Du har inga giltiga värdekort.')).toBeVisible();
    await expect(page.getByText('Det finns ingen registrerad träning ännu.')).toBeVisible();
  });

  test('a failing section shows its error with a retry and leaves the others alone', async ({
    page,
    scenario,
  }) => {
    await scenario('GET', '/customers/*/bookings/groupactivities', 'code=403');
    await scenario('GET', '/customers/*/workoutssummary', 'code=403');
    await open(page, '/mina-sidor/overview/', 'Hej Anna!');
    const bookings = page.getByRole('region', { name: 'Kommande bokningar' });
    await expect(bookings.getByText('Dina bokningar kunde inte laddas just nu.')).toBeVisible();
    const workouts = page.getByRole('region', { name: 'Träning' });
    await expect(
      workouts.getByText('Din träningsstatistik kunde inte laddas just nu.'),
    ).toBeVisible();
    // The rest of the page and the session are unaffected.
    await expect(
      page.getByRole('region', { name: 'Värdekort' }).getByText('6 klipp kvar'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Hej Anna!' })).toBeVisible();

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await bookings.getByRole('button', { name: 'Försök igen' }).click();
    await expect(bookings.getByText('Spinning 45')).toBeVisible();
    await expect(bookings.getByText('Dina bokningar kunde inte laddas just nu.')).toHaveCount(0);
  });
});

/** The upcoming bookings of the overview agree with the bookings page (bookings/upcoming.ts). */
test.describe('member overview, upcoming bookings', () => {
  const API = '/brponline/api/ver3';
  const ZONE = 'Europe/Stockholm';

  async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
    const response = await request.get(`${API}${path}`, {
      headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
    });
    expect(response.ok(), `GET ${path}`).toBe(true);
    return (await response.json()) as T;
  }

  /** "torsdag 2 april 18:00" / "Thursday, April 2 18:00" in Stockholm, as the text (not the CSS) has it. */
  function when(iso: string, locale: 'sv-SE' | 'en-US'): string {
    const day = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: ZONE,
    }).format(new Date(iso));
    const time = new Intl.DateTimeFormat('sv-SE', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: ZONE,
    }).format(new Date(iso));
    return `${day} ${time}`;
  }

  const upcoming = (page: Page, name: string) => page.getByRole('region', { name });

  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test('a cancelled class is marked Inställt, in Swedish and English', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    // Only classes, each of them cancelled (the mock's "cancelled" class details).
    await scenario('GET', '/customers/*/bookings/services', 'example=empty');
    await scenario('GET', '/customers/*/bookings/events', 'example=empty');
    await scenario('GET', '/businessunits/*/groupactivities/*', 'example=cancelled');
    await open(page, '/mina-sidor/overview/', 'Hej Anna!');
    const bookings = upcoming(page, 'Kommande bokningar');
    const spinning = bookings.getByRole('listitem').filter({ hasText: 'Spinning 45' });
    await expect(spinning.getByTestId('cancelled-chip')).toHaveText('Inställt');
    // Every class shown is marked, and a cancelled class's queue place no longer matters.
    const rows = bookings.getByRole('listitem');
    await expect(rows.getByTestId('cancelled-chip')).toHaveCount(await rows.count());
    await expect(bookings.getByText(/^Köplats/)).toHaveCount(0);
    await expectAccessible();

    await open(page, '/en/mina-sidor/overview/', 'Hi Anna!');
    await expect(
      upcoming(page, 'Upcoming bookings')
        .getByRole('listitem')
        .filter({ hasText: 'Spinning 45' })
        .getByTestId('cancelled-chip'),
    ).toHaveText('Cancelled');
  });

  test('a course is among the upcoming bookings at its first occasion, in Swedish and English', async ({
    page,
    request,
    scenario,
    expectAccessible,
  }) => {
    await scenario('GET', '/customers/*/bookings/groupactivities', 'example=empty');
    await scenario('GET', '/customers/*/bookings/services', 'example=empty');
    const [booking] = await getJson<
      { event: { id: number; name: string }; businessUnit: { id: number; name: string } }[]
    >(request, '/customers/4711/bookings/events');
    const course = await getJson<{ occasions: { times: { start: string }[] } }>(
      request,
      `/businessunits/${booking!.businessUnit.id}/events/${booking!.event.id}`,
    );
    const first = course.occasions.times.map((t) => t.start).sort()[0]!;

    await open(page, '/mina-sidor/overview/', 'Hej Anna!');
    const row = upcoming(page, 'Kommande bokningar')
      .getByRole('listitem')
      .filter({ hasText: booking!.event.name });
    await expect(row).toContainText(`${when(first, 'sv-SE')} · ${booking!.businessUnit.name}`);
    await expect(page.getByText('Du har inga kommande bokningar.')).toHaveCount(0);
    await expectAccessible();

    await open(page, '/en/mina-sidor/overview/', 'Hi Anna!');
    await expect(
      upcoming(page, 'Upcoming bookings').getByRole('listitem').filter({
        hasText: booking!.event.name,
      }),
    ).toContainText(`${when(first, 'en-US')} · ${booking!.businessUnit.name}`);
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

  test('a session BRP refuses ends at the login page, and the overview stays closed', async ({
    page,
    context,
    signIn,
    scenario,
  }) => {
    await signIn();
    // Refused to the server's render and to the browser alike.
    await scenario('POST', '/auth/validate', 'code=401');
    await page.goto('/mina-sidor/overview/');
    await expect(page).toHaveURL(/\/logga-in\/\?returnTo=%2Fmina-sidor%2Foverview%2F$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hej Anna!' })).toHaveCount(0);
    expect(await hasSessionCookie(context)).toBe(false);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto('/mina-sidor/overview/');
    await expect(page).toHaveURL(/\/logga-in\//);
  });

  test('a visitor without a session is sent to log in, and back to the overview after', async ({
    page,
  }) => {
    await page.goto('/mina-sidor/overview/');
    await expect(page).toHaveURL(/\/logga-in\/\?returnTo=%2Fmina-sidor%2Foverview%2F$/);
    await page
      .getByLabel('E-postadress', { exact: false })
      .first()
      .fill('anna.lindqvist@example.se');
    await page.getByLabel(/^Lösenord/).fill('Simma2026!');
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expect(page).toHaveURL(/\/mina-sidor\/overview\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hej Anna!' })).toBeVisible();
  });

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

  test('is prefilled from the customer; save waits for a change and cancel resets, in Swedish @mobile', async ({
    page,
    expectAccessible,
  }) => {
    await open(page, '/mina-sidor/profile/', 'Profil');
    await expect(page).toHaveTitle(/^Profil - /);
    const firstName = page.getByLabel('Förnamn');
    await expect(firstName).toHaveValue('Anna');
    await expect(page.getByLabel('Efternamn')).toHaveValue('Lindqvist');
    await expect(page.getByLabel('E-post', { exact: true })).toHaveValue(
      'anna.lindqvist@example.se',
    );
    await expect(page.getByLabel('Mobilnummer')).toHaveValue('0701234567');
    await expect(page.getByLabel('Gatuadress')).toHaveValue('Haga Nygata 12');
    await expect(page.getByLabel('Postnummer')).toHaveValue('41301');
    await expect(page.getByLabel('Ort')).toHaveValue('Göteborg');
    await expect(page.getByLabel('Personnummer')).toHaveValue('850312-1234');
    await expect(page.getByLabel('Personnummer')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Medlemsnummer')).toHaveValue('4711');
    await expect(page.getByLabel('Medlemsnummer')).toHaveAttribute('readonly', '');
    // They say so, to the eye and to a screen reader, unlike the fields that can be changed.
    for (const label of ['Personnummer', 'Medlemsnummer'])
      await expect(page.getByLabel(label)).toHaveAccessibleDescription('Kan inte ändras här');
    await expect(page.getByLabel('Förnamn')).not.toHaveAccessibleDescription('Kan inte ändras här');
    const terms = page.getByRole('checkbox', { name: 'Jag har godkänt bokningsvillkoren' });
    await expect(terms).toBeChecked();
    await expect(terms).toBeDisabled();
    await expect(
      page.getByRole('checkbox', { name: 'Nyheter och erbjudanden via e-post' }),
    ).toBeChecked();
    await expect(
      page.getByRole('checkbox', { name: 'Påminnelser och erbjudanden via SMS' }),
    ).not.toBeChecked();

    const save = page.getByRole('button', { name: 'Spara' });
    const cancel = page.getByRole('button', { name: 'Avbryt' });
    await expect(save).toBeDisabled();
    await firstName.fill('Annika');
    await expect(save).toBeEnabled();
    await cancel.click();
    await expect(firstName).toHaveValue('Anna');
    await expect(save).toBeDisabled();
    await expectAccessible();
  });

  test('checks the e-mail, and the password rules only once a password field is filled', async ({
    page,
  }) => {
    let puts = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts += 1;
    });
    await open(page, '/mina-sidor/profile/', 'Profil');
    const email = page.getByLabel('E-post', { exact: true });
    await email.fill('anna@example');
    await email.blur();
    await expect(page.getByText('Ange en giltig e-postadress.')).toBeVisible();
    await email.fill('anna@example.se');
    await expect(page.getByText('Ange en giltig e-postadress.')).toHaveCount(0);

    // Nothing about passwords while all three are empty, even after a submit.
    await page.getByLabel('Förnamn').fill('Annika');
    await expect(page.getByText('Ange ditt nuvarande lösenord.')).toHaveCount(0);

    const newPassword = page.getByLabel('Nytt lösenord', { exact: true });
    await newPassword.fill('abc');
    await newPassword.blur();
    await expect(page.getByText('Lösenordet måste vara minst 6 tecken.')).toBeVisible();
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByText('Ange ditt nuvarande lösenord.')).toBeVisible();
    await expect(page.getByText('Bekräfta lösenordet.')).toBeVisible();

    await newPassword.fill('abcdef');
    await page.getByLabel('Nuvarande lösenord').fill('Simma2026!');
    await page.getByLabel('Bekräfta nytt lösenord').fill('abcdeg');
    await expect(page.getByText('Lösenorden stämmer inte överens.')).toBeVisible();
    await expect(page.getByText('Lösenordet måste vara minst 6 tecken.')).toHaveCount(0);

    // Emptying all three drops the rules again.
    await newPassword.fill('');
    await page.getByLabel('Nuvarande lösenord').fill('');
    await page.getByLabel('Bekräfta nytt lösenord').fill('');
    await expect(page.getByText('Lösenorden stämmer inte överens.')).toHaveCount(0);
    await expect(page.getByText('Ange ditt nuvarande lösenord.')).toHaveCount(0);
    expect(puts).toBe(0);
  });

  test('saves the changes, says so and resets the form', async ({ page }) => {
    await open(page, '/mina-sidor/profile/', 'Profil');
    await page.getByLabel('Förnamn').fill('Annika');
    await page.getByRole('checkbox', { name: 'Påminnelser och erbjudanden via SMS' }).check();
    const put = page.waitForRequest(
      (request) => request.method() === 'PUT' && /\/customers\/4711$/.test(request.url()),
    );
    await page.getByRole('button', { name: 'Spara' }).click();
    const body = (await put).postDataJSON() as Record<string, unknown>;
    expect(body).toEqual({
      ssn: '850312-1234',
      firstName: 'Annika',
      lastName: 'Lindqvist',
      email: 'anna.lindqvist@example.se',
      mobilePhone: { number: '0701234567', countryCode: '46' },
      shippingAddress: {
        street: 'Haga Nygata 12',
        city: 'Göteborg',
        postalCode: 41301,
        country: { name: 'Sverige', id: 205, alpha2: 'SE' },
      },
      acceptedBookingTerms: true,
      consents: { '1': true, '2': true, '3': false },
    });
    await expect(toasts(page).getByText('Profilen är uppdaterad')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Spara' })).toBeDisabled();
  });

  test('a refused save shows the error lines, the field error under the e-mail and keeps the input', async ({
    page,
    scenario,
  }) => {
    await scenario('PUT', '/customers/*', 'code=422, example=emailExists');
    await open(page, '/mina-sidor/profile/', 'Profil');
    const email = page.getByLabel('E-post', { exact: true });
    await email.fill('anna@example.com');
    await page.getByLabel('Ort').fill('Mölndal');
    await page.getByRole('button', { name: 'Spara' }).click();

    await expect(
      toasts(page).getByText(
        'Några uppgifter är inte korrekt ifyllda. Kontrollera och försök igen.',
      ),
    ).toBeVisible();
    await expect(
      toasts(page).getByText('E-post: E-postadressen används redan av ett annat konto.'),
    ).toBeVisible();
    await expect(page.locator('#profile-email-helper-text')).toHaveText(
      'E-postadressen används redan av ett annat konto.',
    );
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('anna@example.com');
    await expect(page.getByLabel('Ort')).toHaveValue('Mölndal');
    await expect(page.getByRole('button', { name: 'Spara' })).toBeEnabled();
    // The server's message goes once the customer changes what it was about.
    await email.fill('anna@example.org');
    await expect(page.locator('#profile-email-helper-text')).toHaveCount(0);
  });

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

  test('in English: prefilled, and a wrong current password is shown under its field', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await open(page, '/en/mina-sidor/profile/', 'Profile');
    await expect(page.getByLabel('First name')).toHaveValue('Anna');
    await expect(page.getByLabel('Member number')).toHaveValue('4711');
    await expectAccessible();

    await scenario('PUT', '/customers/*', 'code=422, example=wrongOldPassword');
    await page.getByLabel('Current password').fill('wrong-one');
    await page.getByLabel('New password', { exact: true }).fill('Bastu2026!');
    await page.getByLabel('Confirm new password').fill('Bastu2026!');
    const put = page.waitForRequest((request) => request.method() === 'PUT');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await put).postDataJSON()).toMatchObject({
      oldPassword: 'wrong-one',
      password: 'Bastu2026!',
    });
    await expect(
      toasts(page).getByText('Current password: The current password is not correct.'),
    ).toBeVisible();
    await expect(page.locator('#profile-oldPassword-helper-text')).toHaveText(
      'The current password is not correct.',
    );
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('Bastu2026!');
    await expectAccessible();
  });

  test('in English: a new password is saved and the password fields are emptied', async ({
    page,
  }) => {
    await open(page, '/en/mina-sidor/profile/', 'Profile');
    await page.getByLabel('Current password').fill('Simma2026!');
    await page.getByLabel('New password', { exact: true }).fill('Bastu2026!');
    await page.getByLabel('Confirm new password').fill('Bastu2026!');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Profile updated')).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
