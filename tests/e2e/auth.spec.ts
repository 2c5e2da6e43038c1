import { DEMO_TOKEN, expect, test, type BrowserContext, type Page } from './support/fixtures';

// The data layer's events (sign-up, line removal, purchase) are pushed once the visitor has
// accepted analytics (docs/decisions/034-consent-before-analytics.md).
test.use({ analyticsConsent: 'granted' });

/** The session cookie, as the browser holds it (no script on the page can read it). */
const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find(({ name }) => name === 'shop_session');

// Login, password reset and create account (spec §2, §4, §5, §8), in both languages.

async function logIn(page: Page, submit = 'Logga in') {
  await page.getByLabel('E-postadress', { exact: false }).first().fill('anna.lindqvist@example.se');
  await page.getByLabel(/^(Lösenord|Password)/).fill('Simma2026!');
  await page.getByRole('button', { name: submit, exact: true }).click();
}

const header = (page: Page) => page.getByTestId('header-account');

test.describe('login page', () => {
  test('signed in from the keyboard, focus goes on in the page that opens, not back to the top', async ({
    page,
  }) => {
    await page.goto('/logga-in/');
    await page
      .getByLabel('E-postadress', { exact: false })
      .first()
      .fill('anna.lindqvist@example.se');
    await page.getByLabel(/^Lösenord/).fill('Simma2026!');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mina-sidor\/overview\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hej Anna!' })).toBeVisible();
    // The login form is gone; the keyboard continues in the new page's content.
    await expect(page.locator('main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
    ).toBe(true);
  });

  test('logs in, greets by name and goes to the overview @mobile', async ({
    page,
    context,
    expectAccessible,
  }) => {
    await page.goto('/logga-in/');
    await expect(page).toHaveTitle(/^Logga in - /);
    await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
    await expect(page.getByTestId('login-intro')).toContainText('Logga in för att boka pass');
    await expectAccessible();
    await logIn(page);
    await expect(page).toHaveURL(/\/mina-sidor\/overview\/$/);
    await expect(header(page)).toHaveText('Hej Anna');
    // "Remember me" is ticked by default: the session survives the browser session.
    const cookie = await sessionCookie(context);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000);
  });

  test('logs in in English', async ({ page, expectAccessible }) => {
    await page.goto('/en/login/');
    await expect(page).toHaveTitle(/^Log in - /);
    await expect(page.getByTestId('login-intro')).toContainText('Log in to book classes');
    await expectAccessible();
    await page.getByLabel('E-mail address').fill('anna.lindqvist@example.se');
    await page.getByLabel(/^Password/).fill('Simma2026!');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/mina-sidor\/overview\/$/);
    await expect(header(page)).toHaveText('Hi Anna');
  });

  test('returns to a page of this site after login', async ({ page }) => {
    await page.goto(`/logga-in/?returnTo=${encodeURIComponent('/mina-sidor/bookings/')}`);
    await logIn(page);
    await expect(page).toHaveURL(/\/mina-sidor\/bookings\/$/);
  });

  for (const evil of ['https://evil.example/', '//evil.example']) {
    test(`ignores the return target ${evil}`, async ({ page }) => {
      await page.goto(`/logga-in/?returnTo=${encodeURIComponent(evil)}`);
      await logIn(page);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/mina-sidor\/overview\/$/);
    });
  }

  test('shows the generic text above the form on a 401 without a usable message', async ({
    page,
  }) => {
    await page.route('**/brponline/api/ver3/auth/login', (route) =>
      route.fulfill({ status: 401, body: '' }),
    );
    await page.goto('/logga-in/');
    await logIn(page);
    const error = page.getByTestId('login-error');
    await expect(error).toHaveText('Felaktigt användarnamn eller lösenord');
    // Above the form's fields, and nothing typed is lost.
    const errorBox = await error.boundingBox();
    const fieldBox = await page.getByLabel(/^E-postadress/).boundingBox();
    expect(errorBox!.y).toBeLessThan(fieldBox!.y);
    await expect(page.getByLabel(/^E-postadress/)).toHaveValue('anna.lindqvist@example.se');
    await expect(page).toHaveURL(/\/logga-in\/$/);
    await expect(header(page)).toHaveText('Logga in');
  });

  test('shows and hides the password', async ({ page }) => {
    await page.goto('/en/login/');
    const password = page.getByLabel(/^Password/);
    await password.fill('Simma2026!');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('without "remember me" keeps the login for this browser session only', async ({
    page,
    context,
  }) => {
    await page.goto('/logga-in/');
    await page.getByRole('checkbox', { name: 'Kom ihåg mig' }).uncheck();
    await logIn(page);
    await expect(header(page)).toHaveText('Hej Anna');
    // A cookie without an expiry: gone when the browser closes.
    expect((await sessionCookie(context))?.expires).toBe(-1);
    await page.reload();
    await expect(header(page)).toHaveText('Hej Anna');
  });

  test('sends a signed-in customer on to the overview', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/logga-in/');
    await expect(page).toHaveURL(/\/mina-sidor\/overview\/$/);
  });

  test('leaves the intro out when the content text cannot be loaded', async ({
    page,
    scenario,
  }) => {
    await scenario('GET', '/mild/v1/acf/texts/*', 'code=404');
    await page.goto('/logga-in/');
    await expect(page.getByRole('button', { name: 'Logga in', exact: true })).toBeVisible();
    await expect(page.getByTestId('login-intro')).toHaveCount(0);
  });
});

test.describe('login page, rendered by the server', () => {
  test('the intro from the content site is sanitised on the server too', async ({
    page,
    serverScenario,
  }) => {
    serverScenario('GET', '/mild/v1/acf/texts/*', 'example=script-injection');
    const html = await (await page.request.get('/logga-in/')).text();
    const intro = /data-testid="login-intro"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(html).toContain('data-testid="login-intro"');
    expect(intro).not.toMatch(/<script|onerror/i);
  });

  test("the form works once the page is the browser's @mobile", async ({ page }) => {
    await page.goto('/logga-in/');
    await expect(page.getByTestId('login-intro')).toContainText('Logga in för att boka pass');
    await logIn(page);
    await expect(page).toHaveURL(/\/mina-sidor\/overview\/$/);
  });
});

test.describe('forgot password', () => {
  test('sends the reset e-mail and shows the instructions', async ({ page, expectAccessible }) => {
    await page.goto('/logga-in/');
    await page.getByRole('button', { name: 'Glömt lösenord?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Glömt lösenord' });
    await expect(dialog).toBeVisible();
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Återställ lösenord' }).click();
    await expect(dialog.getByText('Ange din e-postadress.')).toBeVisible();
    await dialog.getByLabel(/^E-postadress/).fill('anna@example');
    await expect(dialog.getByText('Ange en giltig e-postadress')).toBeVisible();
    await dialog.getByLabel(/^E-postadress/).fill('anna.lindqvist@example.se');
    const request = page.waitForRequest('**/auth/resetpassword');
    await dialog.getByRole('button', { name: 'Återställ lösenord' }).click();
    expect((await request).postDataJSON()).toEqual({ email: 'anna.lindqvist@example.se' });
    await expect(dialog.getByText(/Öppna länken i mejlet/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Återställ lösenord' })).toHaveCount(0);
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Stäng' }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('shows why the request failed and keeps the e-mail, in English', async ({
    page,
    scenario,
  }) => {
    await scenario('POST', '/auth/resetpassword', 'code=422');
    await page.goto('/en/login/');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByLabel(/^E-mail address/).fill('anna.lindqvist@example.se');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Some details are not filled in');
    await expect(dialog.getByLabel(/^E-mail address/)).toHaveValue('anna.lindqvist@example.se');
  });
});

test.describe('member area guard', () => {
  test('sends a visitor to login and back to the page after login', async ({ page }) => {
    await page.goto('/mina-sidor/bookings/');
    await expect(page).toHaveURL(/\/logga-in\/\?returnTo=%2Fmina-sidor%2Fbookings%2F$/);
    await logIn(page);
    await expect(page).toHaveURL(/\/mina-sidor\/bookings\/$/);
  });

  test('does the same in English', async ({ page }) => {
    await page.goto('/en/mina-sidor/profile/');
    await expect(page).toHaveURL(/\/en\/login\/\?returnTo=%2Fen%2Fmina-sidor%2Fprofile%2F$/);
    await page.getByLabel('E-mail address').fill('anna.lindqvist@example.se');
    await page.getByLabel(/^Password/).fill('Simma2026!');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/mina-sidor\/profile\/$/);
  });
});

test.describe('password reset page', () => {
  const resetUrl = (prefix = '') => `${prefix}/reset-password/?token=${DEMO_TOKEN}`;

  test('goes to the language home without a token', async ({ page }) => {
    await page.goto('/reset-password/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto('/en/reset-password/');
    await expect(page).toHaveURL(/\/en\/$/);
  });

  test('sends a signed-in customer to the overview', async ({ page, signIn }) => {
    await signIn();
    await page.goto(resetUrl());
    await expect(page).toHaveURL(/\/mina-sidor\/overview\/$/);
  });

  test('checks the new password and its confirmation', async ({ page, expectAccessible }) => {
    await page.goto(resetUrl());
    await expect(page.getByRole('heading', { level: 1, name: 'Välj nytt lösenord' })).toBeVisible();
    await expectAccessible();
    const submit = page.getByRole('button', { name: 'Spara nytt lösenord' });
    await submit.click();
    await expect(page.getByText('Ange ett nytt lösenord.')).toBeVisible();
    await expect(page.getByText('Skriv lösenordet en gång till.')).toBeVisible();
    await page.getByLabel(/^Nytt lösenord/).fill('Bast');
    await expect(page.getByText('Lösenordet måste vara minst 6 tecken.')).toBeVisible();
    await page.getByLabel(/^Nytt lösenord/).fill('Bastu2026!');
    await page.getByLabel(/^Bekräfta nytt lösenord/).fill('Bastu2025!');
    await submit.click();
    await expect(page.getByText('Lösenorden stämmer inte överens.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('sets the password with the reset token and then goes to login', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto(resetUrl());
    await page.getByLabel(/^Nytt lösenord/).fill('Bastu2026!');
    await page.getByLabel(/^Bekräfta nytt lösenord/).fill('Bastu2026!');
    const request = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().endsWith('/customers/4711'),
    );
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
    const sent = await request;
    expect(sent.postDataJSON()).toEqual({ password: 'Bastu2026!' });
    expect(sent.headers()['authorization']).toBe(`Bearer ${DEMO_TOKEN}`);
    const dialog = page.getByRole('dialog', { name: 'Ditt lösenord är ändrat' });
    await expect(dialog).toContainText('Du kan nu logga in med ditt nya lösenord.');
    await expectAccessible();
    // The reset token never becomes the session.
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await dialog.getByRole('button', { name: 'Till inloggningen' }).click();
    await expect(page).toHaveURL(/\/logga-in\/$/);
  });

  test('shows the failure modal and keeps the form', async ({ page, scenario }) => {
    await scenario('PUT', '/customers/*', 'code=422');
    await page.goto(resetUrl());
    await page.getByLabel(/^Nytt lösenord/).fill('Bastu2026!');
    await page.getByLabel(/^Bekräfta nytt lösenord/).fill('Bastu2026!');
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lösenordet kunde inte ändras' });
    await expect(dialog).toContainText('Begär en ny länk');
    await dialog.getByRole('button', { name: 'Stäng' }).last().click();
    await expect(dialog).toBeHidden();
    // Still on the form, the token out of the address bar since it was read (issue 8).
    await expect(page).toHaveURL(/\/reset-password\/$/);
    await expect(page.getByLabel(/^Nytt lösenord/)).toHaveValue('Bastu2026!');
  });

  test('says the link has expired on a 401, in English', async ({ page, scenario }) => {
    await scenario('PUT', '/customers/*', 'code=401');
    await page.goto(resetUrl('/en'));
    await page.getByLabel(/^New password/).fill('Bastu2026!');
    await page.getByLabel(/^Confirm new password/).fill('Bastu2026!');
    await page.getByRole('button', { name: 'Save new password' }).click();
    const dialog = page.getByRole('dialog', { name: 'The password could not be changed' });
    await expect(dialog).toContainText('The password reset link has expired or is not valid.');
  });

  test('goes to the English login after success', async ({ page }) => {
    await page.goto(resetUrl('/en'));
    await page.getByLabel(/^New password/).fill('Bastu2026!');
    await page.getByLabel(/^Confirm new password/).fill('Bastu2026!');
    await page.getByRole('button', { name: 'Save new password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your password has been changed' });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(page).toHaveURL(/\/en\/login\/$/);
  });
});

test.describe('create account', () => {
  async function openCreateAccount(page: Page, prefix = '') {
    await page.goto(prefix ? `${prefix}/login/` : '/logga-in/');
    await page.getByRole('button', { name: prefix ? 'Create account' : 'Skapa konto' }).click();
    const dialog = page.getByRole('dialog', { name: prefix ? 'Create account' : 'Skapa konto' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('masks the number and reveals the prefilled, read-only details when found', async ({
    page,
    expectAccessible,
  }) => {
    const dialog = await openCreateAccount(page);
    await expectAccessible();
    const ssn = dialog.getByLabel(/^Personnummer/);
    const lookup = page.waitForRequest('**/services/personlookup?*');
    await ssn.pressSequentially('85a03121234');
    await expect(ssn).toHaveValue('850312-1234');
    const query = new URL((await lookup).url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      businessUnit: '1',
      maskOutput: 'false',
      ssn: '850312-1234',
    });
    await expect(dialog.getByLabel('Förnamn', { exact: true })).toHaveValue('Anna');
    await expect(dialog.getByLabel('Förnamn', { exact: true })).toHaveAttribute('readonly', '');
    await expect(dialog.getByLabel('Efternamn', { exact: true })).toHaveValue('Lindqvist');
    await expect(dialog.getByLabel('Adress', { exact: true })).toHaveValue('Haga Nygata 12');
    await expect(dialog.getByLabel('Ort', { exact: true })).toHaveValue('Göteborg');
    await expect(dialog.getByLabel(/^E-postadress/)).toBeVisible();
    await expectAccessible();
    // Another length hides the rest again.
    await ssn.press('Backspace');
    await expect(ssn).toHaveValue('850312-123');
    await expect(dialog.getByLabel(/^E-postadress/)).toHaveCount(0);
  });

  test('says when the number is not valid or not found', async ({ page, scenario }) => {
    await scenario('GET', '/services/personlookup', 'code=403');
    const dialog = await openCreateAccount(page);
    await dialog.getByLabel(/^Personnummer/).fill('8503121234');
    await expect(dialog.getByText('Personnumret är inte giltigt.')).toBeVisible();
    await expect(dialog.getByLabel(/^E-postadress/)).toHaveCount(0);

    await page.unrouteAll();
    await scenario('GET', '/services/personlookup', 'example=notFound');
    await dialog.getByLabel(/^Personnummer/).fill('9001011234');
    await expect(dialog.getByText(/Vi hittade inga uppgifter för personnumret/)).toBeVisible();
    await expect(dialog.getByLabel(/^E-postadress/)).toHaveCount(0);
  });

  test('offers login when the number already has an account', async ({ page, scenario }) => {
    await scenario('GET', '/services/personlookup', 'example=existsInBrp');
    const dialog = await openCreateAccount(page);
    await dialog.getByLabel(/^Personnummer/).fill('8503121234');
    await expect(dialog.getByRole('alert')).toContainText(
      'Det finns redan ett konto med det här personnumret.',
    );
    await dialog.getByRole('link', { name: 'Logga in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/logga-in\/$/);
  });

  test('validates the form fields', async ({ page }) => {
    const dialog = await openCreateAccount(page);
    await dialog.getByLabel(/^Personnummer/).fill('8503121234');
    await expect(dialog.getByLabel('Förnamn', { exact: true })).toHaveValue('Anna');
    await dialog.getByRole('button', { name: 'Skapa konto' }).click();
    for (const text of [
      'Ange din e-postadress.',
      'Ange ditt mobilnummer.',
      'Välj en anläggning.',
      'Ange ett nytt lösenord.',
      'Skriv lösenordet en gång till.',
      'Du behöver godkänna villkoren för att skapa ett konto.',
    ]) {
      await expect(dialog.getByText(text)).toBeVisible();
    }
    await dialog.getByLabel(/^E-postadress/).fill('anna@example');
    await dialog.getByLabel(/^Mobilnummer/).fill('031-123 45 67');
    await dialog.getByLabel(/^Lösenord/).fill('Simma');
    await dialog.getByLabel(/^Bekräfta lösenord/).fill('Simma1');
    await expect(dialog.getByText(/^Ange en giltig e-postadress/)).toBeVisible();
    await expect(dialog.getByText(/^Ange ett svenskt mobilnummer/)).toBeVisible();
    await expect(dialog.getByText('Lösenordet måste vara minst 6 tecken.')).toBeVisible();
    await expect(dialog.getByText('Lösenorden stämmer inte överens.')).toBeVisible();
  });

  test('ticks the terms checkbox from the terms modal', async ({ page, expectAccessible }) => {
    const dialog = await openCreateAccount(page);
    await dialog.getByLabel(/^Personnummer/).fill('8503121234');
    const terms = dialog.getByRole('checkbox', { name: 'Jag godkänner villkoren' });
    await expect(terms).not.toBeChecked();
    await dialog.getByLabel(/^Anläggning/).selectOption({ label: 'Älvstranden' });
    const request = page.waitForRequest('**/messages/registrationTerms?*');
    await dialog.getByRole('button', { name: 'Läs villkoren' }).click();
    expect(new URL((await request).url()).searchParams.get('businessUnit')).toBe('3509');
    const termsDialog = page.getByRole('dialog', { name: 'Medlemsvillkor' });
    await expect(termsDialog.getByTestId('terms-body')).toContainText(
      'Genom att skapa ett konto godkänner du',
    );
    await expectAccessible();
    await termsDialog.getByRole('button', { name: 'Jag godkänner' }).click();
    await expect(termsDialog).toBeHidden();
    await expect(terms).toBeChecked();
  });

  async function fillAccount(dialog: ReturnType<Page['getByRole']>) {
    await dialog.getByLabel(/^(Personnummer|Personal identity number)/).fill('8503121234');
    await dialog.getByLabel(/^(E-postadress|E-mail address)/).fill('anna.lindqvist@example.se');
    await dialog.getByLabel(/^(Mobilnummer|Mobile number)/).fill('070-123 45 67');
    await dialog.getByLabel(/^(Anläggning|Facility)/).selectOption({ label: 'Älvstranden' });
    await dialog.getByLabel(/^(Lösenord|Password)/).fill('Simma2026!');
    await dialog.getByLabel(/^(Bekräfta lösenord|Confirm password)/).fill('Simma2026!');
    await dialog.getByRole('checkbox').check();
  }

  test('shows "email exists" under the e-mail field and keeps the input', async ({
    page,
    scenario,
  }) => {
    await scenario('POST', '/customers', 'code=422, example=emailExists');
    const dialog = await openCreateAccount(page);
    await fillAccount(dialog);
    await dialog.getByRole('button', { name: 'Skapa konto' }).click();
    const email = dialog.getByLabel(/^E-postadress/);
    await expect(email).toHaveAccessibleDescription(
      'Det finns redan ett konto med den här e-postadressen. Logga in eller välj Glömt lösenord.',
    );
    await expect(email).toHaveValue('anna.lindqvist@example.se');
    await expect(dialog.getByLabel(/^Mobilnummer/)).toHaveValue('070-123 45 67');
    await expect(dialog.getByRole('button', { name: 'Skapa konto' })).toBeEnabled();
    await expect(dialog.getByTestId('create-account-error')).toHaveCount(0);
  });

  test('shows "mobile exists" under the mobile field, in English', async ({ page, scenario }) => {
    await scenario('POST', '/customers', 'code=422, example=mobileExists');
    const dialog = await openCreateAccount(page, '/en');
    await fillAccount(dialog);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByLabel(/^Mobile number/)).toHaveAccessibleDescription(
      'An account with this mobile number already exists.',
    );
  });

  test('creates the account, reports the sign-up and logs in', async ({ page }) => {
    const dialog = await openCreateAccount(page);
    await fillAccount(dialog);
    const created = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/customers'),
    );
    const loggedIn = page.waitForRequest('**/auth/login');
    await dialog.getByRole('button', { name: 'Skapa konto' }).click();
    const body = (await created).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      customerType: 1,
      businessUnit: 3509,
      firstName: 'Anna',
      lastName: 'Lindqvist',
      ssn: '850312-1234',
      email: 'anna.lindqvist@example.se',
      mobilePhone: { number: '0701234567', countryCode: '46' },
      password: 'Simma2026!',
      acceptedBookingTerms: true,
    });
    expect((await loggedIn).postDataJSON()).toEqual({
      username: 'anna.lindqvist@example.se',
      password: 'Simma2026!',
    });
    await expect(page).toHaveURL(/\/mina-sidor\/overview\/$/);
    await expect(dialog).toBeHidden();
    await expect(header(page)).toHaveText('Hej Anna');
    const events = await page.evaluate(() => window.dataLayer);
    expect(events).toContainEqual({ event: 'sign_up' });
  });

  test('creates the account in English and honours the return target', async ({ page }) => {
    await page.goto(`/en/login/?returnTo=${encodeURIComponent('/en/mina-sidor/bookings/')}`);
    await page.getByRole('button', { name: 'Create account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create account' });
    await fillAccount(dialog);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/en\/mina-sidor\/bookings\/$/);
    await expect(header(page)).toHaveText('Hi Anna');
  });
});
