// Too many attempts (server/rate-limits.ts): after a burst of failed logins for one username, or
// of password resets for one e-mail, the server refuses the next one itself (429
// TOO_MANY_ATTEMPTS), and every form that sends one says how long to wait, in the page's
// language, keeping what was typed. The bursts are real: through the page tests' own gateway and
// its limits, each test with a username or e-mail no other test uses. The limits are the
// defaults (the page tests' server leaves the per-username and per-e-mail ones as they are).
import { screen, waitFor, within } from '@testing-library/react';
import { login, resetPassword } from '@generated/booking/endpoints/auth/auth';
import { toApiError } from '@/lib/api/api-error';
import { DEFAULT_RATE_LIMITS } from '../../server/rate-limit-settings';
import { E2E_NOW_MS } from '../e2e/support/clock';
import {
  SUITE_LOGIN_FAILURES_PER_USERNAME,
  SUITE_RESETS_PER_EMAIL,
} from '../e2e/support/server-env';
import { expectedState, stockholmDay } from '../e2e/support/classes-data';
import { visitor } from './support/auth';
import { ARRIVAL, mockSchedule, preload } from './support/booking';
import { expectAccessible, openPage, scenario } from './support/render-app';

preload(
  () => import('@/features/auth/login/route'),
  () => import('@/features/classes/booking/route'),
  () => import('@/features/classes/booking/login-to-book-dialog'),
);

// The page-test gateway's limits (support/global-setup.ts); the windows are the defaults'.
const PER_USERNAME = {
  ...DEFAULT_RATE_LIMITS.loginFailuresPerUsername,
  limit: SUITE_LOGIN_FAILURES_PER_USERNAME,
};
const PER_EMAIL = { ...DEFAULT_RATE_LIMITS.resetsPerEmail, limit: SUITE_RESETS_PER_EMAIL };
/** The wait the form names: the whole window, the burst having just begun it. */
const minutesOf = (windowMs: number) => Math.ceil(windowMs / 60_000);

/** The status a call failed with; null when it was taken. */
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => toApiError(error).status,
  );

/** Fails `username`'s logins (the mock refuses each) as often as the limit lets them through. */
async function failLogins(username: string): Promise<void> {
  scenario('POST', '/auth/login', 'code=401, example=invalidCredentials');
  for (let i = 0; i < PER_USERNAME.limit; i++)
    expect(await failureOf(login({ username, password: `guess-${i}` }))).toBe(401);
}

test('says on the login page how long to wait after too many failed logins, keeping what was typed', async () => {
  const username = 'login-burst.login-page@example.se';
  await failLogins(username);
  await openPage('/logga-in/');
  const user = visitor();
  await user.fill(await screen.findByLabelText(/^E-postadress/), ` ${username.toUpperCase()}`);
  await user.fill(screen.getByLabelText(/^Lösenord/), 'one-more-guess');
  await user.click(screen.getByRole('button', { name: 'Logga in' }));
  expect(await screen.findByTestId('login-error')).toHaveTextContent(
    `För många försök. Försök igen om ${minutesOf(PER_USERNAME.windowMs)} minuter.`,
  );
  expect(screen.getByLabelText(/^E-postadress/)).toHaveValue(` ${username.toUpperCase()}`);
  expect(screen.getByLabelText(/^Lösenord/)).toHaveValue('one-more-guess');
  await expectAccessible();
});

test('says it in the login dialog of class booking too, in English', async () => {
  const username = 'login-burst.class-booking@example.se';
  const open = (await mockSchedule()).find(
    (c) =>
      Date.parse(c.duration.start) > E2E_NOW_MS + 3_600_000 &&
      expectedState(c, E2E_NOW_MS, []) === 'open',
  );
  expect(open, 'a class open to a visitor').toBeDefined();
  await failLogins(username);
  await openPage(`/en/booking/?site=1&day=${stockholmDay(open!.duration.start)}`);
  const card = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-class-id="${open!.id}"]`);
    if (!found) throw new Error(`no card of class ${open!.id}`);
    return found;
  }, ARRIVAL);
  const user = visitor();
  await user.click(within(card).getByTestId('book-button'));
  const dialog = await screen.findByRole('dialog', { name: 'Log in to book' });
  await user.fill(within(dialog).getByLabelText(/^E-mail address/), username);
  await user.fill(within(dialog).getByLabelText(/^Password/), 'one-more-guess');
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
  expect(await within(dialog).findByTestId('login-error')).toHaveTextContent(
    `Too many attempts. Try again in ${minutesOf(PER_USERNAME.windowMs)} minutes.`,
  );
  expect(within(dialog).getByLabelText(/^E-mail address/)).toHaveValue(username);
  expect(within(dialog).getByLabelText(/^Password/)).toHaveValue('one-more-guess');
});

for (const { language, path, open, title, email, submit, says } of [
  {
    language: 'Swedish',
    path: '/logga-in/',
    open: 'Glömt lösenord?',
    title: 'Glömt lösenord',
    email: /^E-postadress/,
    submit: 'Återställ lösenord',
    says: (minutes: number) => `För många försök. Försök igen om ${minutes} minuter.`,
  },
  {
    language: 'English',
    path: '/en/login/',
    open: 'Forgot your password?',
    title: 'Forgot password',
    email: /^E-mail address/,
    submit: 'Reset password',
    says: (minutes: number) => `Too many attempts. Try again in ${minutes} minutes.`,
  },
]) {
  test(`says in the forgot-password dialog how long to wait after too many resets, in ${language}`, async () => {
    const address = `reset-burst.${language.toLowerCase()}@example.se`;
    // Every reset counts: BRP answers each the same, whether the address is a customer's or not.
    for (let i = 0; i < PER_EMAIL.limit; i++)
      expect(await failureOf(resetPassword({ email: address }))).toBeNull();
    await openPage(path);
    const user = visitor();
    await user.click(await screen.findByRole('button', { name: open }));
    const dialog = await screen.findByRole('dialog', { name: title });
    await user.fill(within(dialog).getByLabelText(email), address);
    await user.click(within(dialog).getByRole('button', { name: submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      says(minutesOf(PER_EMAIL.windowMs)),
    );
    expect(within(dialog).getByLabelText(email)).toHaveValue(address);
    await expectAccessible();
  });
}
