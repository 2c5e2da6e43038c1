// One identity, one ending: the session lives in the server's sealed cookie (docs/decisions/026);
// a cookie the server cannot use ends the session once and cleanly, a token about to expire is
// refreshed, and logout (after its confirmation) leaves nothing behind, not even the stored order.
// Every test fails on any console error.
import { E2E_NOW_MS } from './support/clock';
import { expect, test, type Page } from './support/fixtures';
import { addRawSessionCookie, addSession, hasSessionCookie } from './support/session-cookie';

const LANGUAGES = [
  {
    lang: 'sv',
    home: '/',
    login: '/logga-in/',
    overview: '/mina-sidor/overview/',
    logIn: 'Logga in',
    logOut: 'Logga ut',
    myPages: 'Mina sidor',
  },
  {
    lang: 'en',
    home: '/en/',
    login: '/en/login/',
    overview: '/en/mina-sidor/overview/',
    logIn: 'Log in',
    logOut: 'Log out',
    myPages: 'My pages',
  },
] as const;

/** Collects console errors and page errors; the test asserts the list is empty at its end. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The session does not depend on the language, its addresses do: each test in one, by turns. */
const [SV, EN] = LANGUAGES;

test.describe('session', () => {
  test(`a session without a first name: the header leads to the member area, never says log in (${SV.lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const { home, overview, myPages } = SV;
    const errors = consoleErrors(page);
    await addSession(context, baseURL!, { firstName: null });
    await page.goto(home);
    const account = page.getByTestId('header-account');
    await expect(account).toHaveText(myPages);
    await account.click();
    await expect(page).toHaveURL(new RegExp(`${overview}$`));
    expect(errors).toEqual([]);
  });

  test(`a forged session cookie: signed out at once, and the cookie is cleared (${EN.lang})`, async ({
    page,
    context,
    baseURL,
    expectAccessible,
  }) => {
    const { login, overview, logIn } = EN;
    const errors = consoleErrors(page);
    await addRawSessionCookie(context, baseURL!, 'Fe26.2**forged**value');
    await page.goto(login);
    await expect(page.getByRole('heading', { level: 1, name: logIn })).toBeVisible();
    await expect(page.getByTestId('header-account')).toHaveText(logIn);
    expect(await hasSessionCookie(context)).toBe(false);
    await expectAccessible();
    // The member area agrees: no session, so it sends the visitor to login.
    await page.goto(overview);
    await expect(page).toHaveURL(new RegExp(`${login}\\?returnTo=`));
    expect(errors).toEqual([]);
  });

  test(`an expired session without a refresh ends and keeps the page to return to (${SV.lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const { login, overview, logIn } = SV;
    const errors = consoleErrors(page);
    await addSession(context, baseURL!, { expiresAt: E2E_NOW_MS - 60_000 });
    await page.goto(overview);
    await expect(page).toHaveURL(
      new RegExp(`${login}\\?returnTo=${encodeURIComponent(overview)}$`),
    );
    await expect(page.getByTestId('header-account')).toHaveText(logIn);
    expect(await hasSessionCookie(context)).toBe(false);
    expect(errors).toEqual([]);
  });

  test(`a token about to expire is refreshed by the server: the member stays signed in (${EN.lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const { overview } = EN;
    const errors = consoleErrors(page);
    await addSession(context, baseURL!, {
      expiresAt: E2E_NOW_MS + 10_000,
      refreshToken: 'refresh-me',
    });
    const before = (await context.cookies()).find(({ name }) => name === 'shop_session')?.value;
    await page.goto(overview);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Anna');
    const after = (await context.cookies()).find(({ name }) => name === 'shop_session')?.value;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(errors).toEqual([]);
  });

  test(`logout after confirmation then back in: nothing of the old session is left, the new one loads fresh (${SV.lang})`, async ({
    page,
    context,
    signIn,
    expectAccessible,
  }) => {
    const { login, overview, logIn, logOut, myPages } = SV;
    const errors = consoleErrors(page);
    await signIn();
    await page.goto(overview);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Anna');
    await page.evaluate(() => {
      localStorage.setItem('ORDER_ID', '612345');
      localStorage.setItem('selectedbusinessunit', '1');
    });
    const menu = page.getByRole('navigation', { name: myPages });
    await expect(menu.getByRole('link', { name: 'Översikt' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await menu.getByRole('button', { name: logOut }).click();
    const dialog = page.getByRole('dialog', { name: logOut });
    await expect(dialog).toContainText('Vill du logga ut från Mina sidor?');
    await expectAccessible();
    await dialog.getByRole('button', { name: logOut }).click();
    await expect(page).toHaveURL(new RegExp(`${login}$`));
    // The stored order goes with the session.
    const stored = await page.evaluate(() =>
      ['ORDER_ID', 'selectedbusinessunit'].map((key) => localStorage.getItem(key)),
    );
    expect(stored).toEqual([null, null]);
    await expect(page.getByTestId('header-account')).toHaveText(logIn);
    expect(await hasSessionCookie(context)).toBe(false);
    // Back in: the customer is loaded again from the API, not from a cache that outlived the
    // session (the whole query cache went with the logout).
    const customerLoads: string[] = [];
    page.on('request', (request) => {
      if (/\/customers\/4711$/.test(new URL(request.url()).pathname))
        customerLoads.push(request.url());
    });
    await page.getByLabel(/^(E-postadress|E-mail address)/).fill('anna.lindqvist@example.se');
    await page.getByLabel(/^(Lösenord|Password)/).fill('Simma2026!');
    await page.getByRole('button', { name: logIn, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${overview}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Anna');
    expect(customerLoads.length).toBeGreaterThan(0);
    expect(await hasSessionCookie(context)).toBe(true);
    expect(errors).toEqual([]);
  });

  test(`the header login link returns to the page it was clicked on (${EN.lang})`, async ({
    page,
  }) => {
    const { home, login } = EN;
    const errors = consoleErrors(page);
    await page.goto(`${home}#treatments`);
    const returnTo = `${login}?returnTo=${encodeURIComponent(`${home}#treatments`)}`;
    await expect(page.getByTestId('header-account')).toHaveAttribute('href', returnTo);
    await page.getByTestId('header-account').click();
    await expect(page).toHaveURL(
      new RegExp(`${login}\\?returnTo=${encodeURIComponent(`${home}#treatments`)}$`),
    );
    expect(errors).toEqual([]);
  });
});
