// Login, password reset and create account (spec §2, §4, §5, §8), in both languages: the journeys,
// the session cookie, the server's HTML, the keyboard and layout, and each screen's colours (axe
// with colour contrast, once per page and dialog). Each screen's states (field errors, error texts,
// dialogs, where it sends the visitor) are page tests: tests/pages/login.test.tsx,
// forgot-password.test.tsx, reset-password.test.tsx and create-account.test.tsx.
import { DEMO_TOKEN, expect, test, type BrowserContext, type Page } from './support/fixtures';

/** The session cookie, as the browser holds it (no script on the page can read it). */
const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find(({ name }) => name === 'shop_session');

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
    await expect(page.getByTestId('login-intro')).toContainText('Logga in för att boka pass');
    await expectAccessible();
    // The server's form, once the page is the browser's (the fixture's goto waits for that).
    await logIn(page);
    await expect(page).toHaveURL(/\/mina-sidor\/overview\/$/);
    await expect(header(page)).toHaveText('Hej Anna');
    // "Remember me" is ticked by default: the session survives the browser session.
    const cookie = await sessionCookie(context);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000);
  });

  // A hand-made answer: the mock's 401s all carry a code with a catalogue text.
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
});

test.describe('forgot password', () => {
  test('opens the forgot-password dialog over the login page', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/logga-in/');
    await page.getByRole('button', { name: 'Glömt lösenord?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Glömt lösenord' });
    await expect(dialog.getByLabel(/^E-postadress/)).toBeVisible();
    await expectAccessible();
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
    await expect(header(page)).toHaveText('Hi Anna');
  });
});

test.describe('password reset page', () => {
  test('sets a new password and goes on to login', async ({ page, expectAccessible }) => {
    await page.goto(`/reset-password/?token=${DEMO_TOKEN}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Välj nytt lösenord' })).toBeVisible();
    await expectAccessible();
    await page.getByLabel(/^Nytt lösenord/).fill('Bastu2026!');
    await page.getByLabel(/^Bekräfta nytt lösenord/).fill('Bastu2026!');
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ditt lösenord är ändrat' });
    await dialog.getByRole('button', { name: 'Till inloggningen' }).click();
    await expect(page).toHaveURL(/\/logga-in\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
  });
});

test.describe('create account', () => {
  async function fillAccount(dialog: ReturnType<Page['getByRole']>) {
    await dialog.getByLabel(/^(Personnummer|Personal identity number)/).fill('8503121234');
    await dialog.getByLabel(/^(E-postadress|E-mail address)/).fill('anna.lindqvist@example.se');
    await dialog.getByLabel(/^(Mobilnummer|Mobile number)/).fill('070-123 45 67');
    await dialog.getByLabel(/^(Anläggning|Facility)/).selectOption({ label: 'Älvstranden' });
    await dialog.getByLabel(/^(Lösenord|Password)/).fill('Simma2026!');
    await dialog.getByLabel(/^(Bekräfta lösenord|Confirm password)/).fill('Simma2026!');
    await dialog.getByRole('checkbox').check();
  }

  test('creates the account and logs in', async ({ page, expectAccessible }) => {
    await page.goto('/logga-in/');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Skapa konto' });
    await fillAccount(dialog);
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page).toHaveURL(/\/mina-sidor\/overview\/$/);
    await expect(dialog).toBeHidden();
    await expect(header(page)).toHaveText('Hej Anna');
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
