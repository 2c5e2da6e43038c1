// A burst of failed logins meets the server's own limit (server/rate-limits.ts), in both
// languages: the mock refuses each login (its invalidCredentials scenario), the visitor tries
// again and again with the same username, and once the username's failures are used up the
// server refuses the next attempt itself, 429 TOO_MANY_ATTEMPTS, and the form says how long to
// wait, keeping what was typed. Each test's username is its own (no other test uses it): the
// suite's server keeps the per-username limit at its default, and its clock stands still, so a
// count lasts the whole run. The texts of every form are page tests (tests/pages/login-burst).
import { DEFAULT_RATE_LIMITS } from '../../server/rate-limit-settings';
import { expect, test } from './support/fixtures';
import { SUITE_LOGIN_FAILURES_PER_USERNAME } from './support/server-env';

// The suite server's limit (support/server-env.ts); the window is the default's.
const PER_USERNAME = {
  ...DEFAULT_RATE_LIMITS.loginFailuresPerUsername,
  limit: SUITE_LOGIN_FAILURES_PER_USERNAME,
};
const MINUTES = Math.ceil(PER_USERNAME.windowMs / 60_000);

for (const { language, path, email, password, submit, refused, tooMany } of [
  {
    language: 'sv',
    path: '/logga-in/',
    email: /^E-postadress/,
    password: /^Lösenord/,
    submit: 'Logga in',
    refused: /^Felaktigt användarnamn eller lösenord/,
    tooMany: `För många försök. Försök igen om ${MINUTES} minuter.`,
  },
  {
    language: 'en',
    path: '/en/login/',
    email: /^E-mail address/,
    password: /^Password/,
    submit: 'Log in',
    refused: /^Incorrect username or password/,
    tooMany: `Too many attempts. Try again in ${MINUTES} minutes.`,
  },
]) {
  test(`a burst of failed logins ends in the server's own refusal, with the wait (${language})`, async ({
    page,
    scenario,
  }, testInfo) => {
    const username = `login-burst.${testInfo.project.name}.${language}@example.se`;
    await scenario('POST', '/auth/login', 'code=401, example=invalidCredentials');
    await page.goto(path);
    await page.getByLabel(email).fill(username);
    await page.getByLabel(password).fill('not-the-password');
    const error = page.getByTestId('login-error');
    const statuses: number[] = [];
    // One more than the limit: the last one is the server's, never BRP's.
    for (let attempt = 0; attempt <= PER_USERNAME.limit; attempt++) {
      const answer = page.waitForResponse(
        (response) =>
          response.url().endsWith('/brponline/api/ver3/auth/login') &&
          response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: submit, exact: true }).click();
      const response = await answer;
      statuses.push(response.status());
      if (response.status() === 429) {
        expect(response.headers()['retry-after']).toBe(String(PER_USERNAME.windowMs / 1000));
        expect(await response.json()).toEqual({
          errorCode: 'TOO_MANY_ATTEMPTS',
          message: expect.any(String),
          retryAfterSeconds: PER_USERNAME.windowMs / 1000,
        });
        break;
      }
      await expect(error).toHaveText(refused);
    }
    expect(statuses).toEqual([...Array<number>(PER_USERNAME.limit).fill(401), 429]);
    await expect(error).toHaveText(tooMany);
    await expect(page.getByLabel(email)).toHaveValue(username);
    await expect(page.getByLabel(password)).toHaveValue('not-the-password');
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
  });
}
