// Login, password reset and create account (spec §2, §4, §5, §8), in both languages: the journeys,
// the session cookie, the server's HTML, the layout, the create-account dialog with less motion,
// and each screen's colours (axe with colour contrast, once per page and dialog; the
// forgot-password dialog's in modal.spec.ts, the keyboard login in keyboard-only.spec.ts). Each
// screen's states (field errors, error texts, dialogs, where it sends the visitor) are page tests:
// tests/pages/login.test.tsx, forgot-password.test.tsx, reset-password.test.tsx and
// create-account.test.tsx.
import { DEMO_TOKEN, expect, hold, test, type BrowserContext, type Page } from './support/fixtures';

/** The session cookie, as the browser holds it (no script on the page can read it). */
const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find(({ name }) => name === 'shop_session');

async function logIn(page: Page, submit = 'Logga in') {
  await page.getByLabel('E-postadress', { exact: false }).first().fill('anna.lindqvist@example.se');
  await page.getByLabel(/^(Lösenord|Password)/).fill('Simma2026!');
  await page.getByRole('button', { name: submit, exact: true }).click();
}

const header = (page: Page) => page.getByTestId('header-account');

/** What moves on the page now: 'progress' for an animation inside a progress indicator. */
const moving = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return target?.closest('[role="progressbar"]') ? 'progress' : (target?.nodeName ?? '?');
      }),
  );

test.describe('login page', () => {
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

test.describe('member area guard', () => {
  test('sends a visitor to login and back to the page after login', async ({ page }) => {
    await page.goto('/mina-sidor/bookings/');
    await expect(page).toHaveURL(/\/logga-in\/\?returnTo=%2Fmina-sidor%2Fbookings%2F$/);
    await logIn(page);
    await expect(page).toHaveURL(/\/mina-sidor\/bookings\/$/);
  });
});

test.describe('password reset page', () => {
  test('sets a new password and goes on to login', async ({ page, expectAccessible }) => {
    await page.goto(`/reset-password/?token=${DEMO_TOKEN}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Välj nytt lösenord' })).toBeVisible();
    // The token leaves the address bar once read (the form still sends it: a page test).
    await expect(page).toHaveURL(/\/reset-password\/$/);
    expect(await page.evaluate(() => window.location.href)).not.toContain(DEMO_TOKEN);
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
    await fillTheRest(dialog);
  }

  /** What a found person is asked next (revealed once the lookup has answered). */
  async function fillTheRest(dialog: ReturnType<Page['getByRole']>) {
    await dialog.getByLabel(/^(E-postadress|E-mail address)/).fill('anna.lindqvist@example.se');
    await dialog.getByLabel(/^(Mobilnummer|Mobile number)/).fill('070-123 45 67');
    await dialog.getByLabel(/^(Anläggning|Facility)/).selectOption({ label: 'Älvstranden' });
    await dialog.getByLabel(/^(Lösenord|Password)/).fill('Simma2026!');
    await dialog.getByLabel(/^(Bekräfta lösenord|Confirm password)/).fill('Simma2026!');
    await dialog.getByRole('checkbox').check();
  }

  // The suite asks for less motion (WCAG 2.3.3, playwright.config.ts): the dialog opens without
  // its fade, and the person lookup still shows a turning spinner.
  test('creates the account and logs in; with less motion only the lookup spinner moves', async ({
    page,
    expectAccessible,
  }) => {
    const lookup = await hold(page, /\/services\/personlookup/);
    await page.goto('/logga-in/');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Skapa konto' });
    await expect(dialog).toBeVisible();
    // Without the setting, the dialog's fade and the button's ripple run for a few hundred ms.
    expect(await moving(page)).toEqual([]);
    await dialog.getByLabel(/^Personnummer/).fill('8503121234');
    await expect(dialog.getByRole('status')).toHaveText('Hämtar dina uppgifter…');
    await expect.poll(() => moving(page)).toContain('progress');
    expect(new Set(await moving(page))).toEqual(new Set(['progress']));
    lookup.release();
    await fillTheRest(dialog);
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page).toHaveURL(/\/mina-sidor\/overview\/$/);
    await expect(dialog).toBeHidden();
    await expect(header(page)).toHaveText('Hej Anna');
  });

  test('in English, the member area sends a visitor to login; the new account returns there', async ({
    page,
  }) => {
    await page.goto('/en/mina-sidor/bookings/');
    await expect(page).toHaveURL(/\/en\/login\/\?returnTo=%2Fen%2Fmina-sidor%2Fbookings%2F$/);
    await page.getByRole('button', { name: 'Create account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create account' });
    await fillAccount(dialog);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/en\/mina-sidor\/bookings\/$/);
    await expect(header(page)).toHaveText('Hi Anna');
  });
});
