// One identity, one ending (issue "One identity…"): the customer id comes from the login answer,
// a token the app cannot use ends the session once and cleanly, and logout leaves nothing behind.
// Every test fails on any console error or uncaught exception.
import { expect, test, type Page } from './support/fixtures';

const LANGUAGES = [
  {
    lang: 'sv',
    home: '/',
    login: '/logga-in/',
    overview: '/mina-sidor/overview/',
    logIn: 'Logga in',
    myPages: 'Mina sidor',
  },
  {
    lang: 'en',
    home: '/en/',
    login: '/en/login/',
    overview: '/en/mina-sidor/overview/',
    logIn: 'Log in',
    myPages: 'My pages',
  },
] as const;

/** A JWT-shaped token with the given claims (the mock does not verify signatures). */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part(claims)}.c2lnbmF0dXJl`;
}

/** Collects console errors and page errors; the test asserts the list is empty at its end. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

function storeToken(page: Page, token: string) {
  return page.addInitScript((value) => {
    // Only on the first load: the app may clear it, and a reload must not bring it back.
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('accessToken', value);
    localStorage.setItem('username', 'Anna');
  }, token);
}

const storedSession = (page: Page) =>
  page.evaluate(() =>
    ['accessToken', 'customerId', 'username'].map((key) => localStorage.getItem(key)),
  );

for (const { lang, home, login, overview, logIn, myPages } of LANGUAGES) {
  test.describe(`session (${lang})`, () => {
    test('a session stored without a first name: the header leads to the member area, never says log in', async ({
      page,
    }) => {
      const errors = consoleErrors(page);
      await page.addInitScript(
        (token) => {
          if (sessionStorage.getItem('seeded')) return;
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem('accessToken', token);
          localStorage.setItem('customerId', '4711');
        },
        jwt({ sub: '4711' }),
      );
      await page.goto(home);
      const account = page.getByTestId('header-account');
      await expect(account).toHaveText(myPages);
      await account.click();
      await expect(page).toHaveURL(new RegExp(`${overview}$`));
      expect(errors).toEqual([]);
    });

    test('a stored token that is not a JWT shows the login page at once and is cleared', async ({
      page,
      expectAccessible,
    }) => {
      const errors = consoleErrors(page);
      await storeToken(page, 'stale-foreign-value');
      await page.goto(login);
      await expect(page.getByRole('heading', { level: 1, name: logIn })).toBeVisible();
      await expect(page.getByTestId('header-account')).toHaveText(logIn);
      await expect.poll(() => storedSession(page)).toEqual([null, null, null]);
      await expectAccessible();
      // The member area agrees: no session, so it sends the visitor to login.
      await page.goto(overview);
      await expect(page).toHaveURL(new RegExp(`${login}\\?returnTo=`));
      await expect(page.getByRole('heading', { level: 1, name: logIn })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('a token whose exp has passed ends the session and keeps the page to return to', async ({
      page,
    }) => {
      const errors = consoleErrors(page);
      await storeToken(page, jwt({ sub: '4711', exp: 1_700_000_000 }));
      await page.goto(overview);
      await expect(page).toHaveURL(
        new RegExp(`${login}\\?returnTo=${encodeURIComponent(overview)}$`),
      );
      await expect(page.getByTestId('header-account')).toHaveText(logIn);
      await expect.poll(() => storedSession(page)).toEqual([null, null, null]);
      expect(errors).toEqual([]);
    });

    test('a token without a sub claim: the id of the login answer survives a reload', async ({
      page,
    }) => {
      const errors = consoleErrors(page);
      const token = jwt({ roles: ['ROLE_CUSTOMER'], exp: 4_102_444_800 });
      await page.route('**/brponline/api/ver3/auth/login', (route) =>
        route.fulfill({
          json: {
            username: '4711',
            roles: ['ROLE_CUSTOMER'],
            token_type: 'Bearer',
            access_token: token,
            expires_in: 315360000,
          },
        }),
      );
      await page.goto(login);
      await page.getByLabel(/^(E-postadress|E-mail address)/).fill('anna.lindqvist@example.se');
      await page.getByLabel(/^(Lösenord|Password)/).fill('Simma2026!');
      await page.getByRole('button', { name: logIn, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${overview}$`));
      expect(await storedSession(page)).toEqual([token, '4711', 'Anna']);
      await page.reload();
      await expect(page).toHaveURL(new RegExp(`${overview}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Anna');
      await expect(page.getByTestId('header-account')).toHaveText(/Anna/);
      expect(errors).toEqual([]);
    });

    test('logout then back in: nothing of the old session is left, the new one loads fresh', async ({
      page,
      signIn,
    }) => {
      const errors = consoleErrors(page);
      await signIn();
      await page.goto(overview);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Anna');
      const menu = page.getByRole('navigation', {
        name: lang === 'sv' ? 'Mina sidor' : 'My pages',
      });
      const logout = lang === 'sv' ? 'Logga ut' : 'Log out';
      await menu.getByRole('button', { name: logout }).click();
      await page.getByRole('dialog').getByRole('button', { name: logout }).click();
      await expect(page).toHaveURL(new RegExp(`${login}$`));
      await expect(page.getByTestId('header-account')).toHaveText(logIn);
      expect(await storedSession(page)).toEqual([null, null, null]);
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
      expect(await storedSession(page)).toEqual([expect.any(String), '4711', 'Anna']);
      expect(errors).toEqual([]);
    });

    test('the header login link returns to the page it was clicked on', async ({ page }) => {
      const errors = consoleErrors(page);
      const home = lang === 'sv' ? '/' : '/en/';
      await page.goto(`${home}#treatments`);
      const returnTo = `${login}?returnTo=${encodeURIComponent(`${home}#treatments`)}`;
      // The prerendered start page's link carries only the path (decision 019); the app's own,
      // once it has taken over, carries the whole address.
      await expect(page.getByTestId('header-account')).toHaveAttribute('href', returnTo);
      await page.getByTestId('header-account').click();
      await expect(page).toHaveURL(
        new RegExp(`${login}\\?returnTo=${encodeURIComponent(`${home}#treatments`)}$`),
      );
      expect(errors).toEqual([]);
    });
  });
}
