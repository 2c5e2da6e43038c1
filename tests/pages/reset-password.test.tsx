// The password reset page (spec §2 "Password reset page", §7 "Password reset", §8): where it
// sends a visitor without a token or a signed-in customer, its checks of the new password, the
// request with the reset token, the result dialogs and where the success one leads. Its colour
// contrast and the journey on to login are e2e tests (tests/e2e/auth.spec.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { visitor } from './support/auth';
import { expectAccessible, openPage, scenario } from './support/render-app';
import { recordCalls } from './support/calls';
import { demoToken } from './support/mock-answers';

const resetUrl = async (prefix = '') => `${prefix}/reset-password/?token=${await demoToken()}`;

const form = {
  sv: {
    password: /^Nytt lösenord/,
    confirm: /^Bekräfta nytt lösenord/,
    submit: 'Spara nytt lösenord',
  },
  en: { password: /^New password/, confirm: /^Confirm new password/, submit: 'Save new password' },
};

/** Chooses Bastu2026! as the new password, confirms it and saves it. */
async function choosePassword(language: keyof typeof form) {
  const { password, confirm, submit } = form[language];
  const user = visitor();
  await user.fill(await screen.findByLabelText(password), 'Bastu2026!');
  await user.fill(screen.getByLabelText(confirm), 'Bastu2026!');
  await user.click(screen.getByRole('button', { name: submit }));
}

test('goes to the home page without a token', async () => {
  const { router } = await openPage('/reset-password/');
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

test('goes to the English home page without a token', async () => {
  const { router } = await openPage('/en/reset-password/');
  await waitFor(() => expect(router.state.location.pathname).toBe('/en/'));
});

test('sends a signed-in customer to the overview', async () => {
  const { router } = await openPage(await resetUrl(), { signedIn: true });
  await waitFor(() => expect(router.state.location.pathname).toBe('/mina-sidor/overview/'));
});

test('checks the new password and its confirmation', async () => {
  await openPage(await resetUrl());
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Välj nytt lösenord' }),
  ).toBeVisible();
  await expectAccessible();
  const user = visitor();
  const submit = screen.getByRole('button', { name: 'Spara nytt lösenord' });
  await user.click(submit);
  expect(await screen.findByText('Ange ett nytt lösenord.')).toBeVisible();
  expect(screen.getByText('Skriv lösenordet en gång till.')).toBeVisible();
  await user.fill(screen.getByLabelText(/^Nytt lösenord/), 'Bast');
  expect(await screen.findByText('Lösenordet måste vara minst 6 tecken.')).toBeVisible();
  await user.fill(screen.getByLabelText(/^Nytt lösenord/), 'Bastu2026!');
  await user.fill(screen.getByLabelText(/^Bekräfta nytt lösenord/), 'Bastu2025!');
  await user.click(submit);
  expect(await screen.findByText('Lösenorden stämmer inte överens.')).toBeVisible();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('sets the password with the reset token, never keeps the token, and then goes to login', async () => {
  const token = await demoToken();
  const { router } = await openPage(await resetUrl());
  // The token is read once and taken out of the address (issue 8).
  await waitFor(() => expect(router.state.location.search).toBe(''));
  const calls = recordCalls();
  await choosePassword('sv');
  const dialog = await screen.findByRole('dialog', { name: 'Ditt lösenord är ändrat' });
  expect(dialog).toHaveTextContent('Du kan nu logga in med ditt nya lösenord.');
  expect(calls).toEqual([
    expect.objectContaining({
      method: 'PUT',
      path: '/customers/4711',
      body: { password: 'Bastu2026!' },
      authorization: `Bearer ${token}`,
    }),
  ]);
  await expectAccessible();
  // The reset token never becomes the session.
  expect(localStorage.getItem('accessToken')).toBeNull();
  await visitor().click(within(dialog).getByRole('button', { name: 'Till inloggningen' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/logga-in/'));
});

test('goes to the English login after success', async () => {
  const { router } = await openPage(await resetUrl('/en'));
  await choosePassword('en');
  const dialog = await screen.findByRole('dialog', { name: 'Your password has been changed' });
  await visitor().click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
  await waitFor(() => expect(router.state.location.pathname).toBe('/en/login/'));
});

test('shows the failure dialog and keeps the form', async () => {
  scenario('PUT', '/customers/*', 'code=422');
  const { router } = await openPage(await resetUrl());
  await choosePassword('sv');
  const dialog = await screen.findByRole('dialog', { name: 'Lösenordet kunde inte ändras' });
  expect(dialog).toHaveTextContent('Begär en ny länk');
  await expectAccessible();
  await visitor().click(within(dialog).getAllByRole('button', { name: 'Stäng' }).at(-1)!);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // Still on the form, the token out of the address since it was read (issue 8).
  expect(router.state.location.pathname).toBe('/reset-password/');
  expect(router.state.location.search).toBe('');
  expect(screen.getByLabelText(/^Nytt lösenord/)).toHaveValue('Bastu2026!');
});

for (const { lang, prefix, failed, expired, ask, forgot } of [
  {
    lang: 'sv',
    prefix: '',
    failed: 'Lösenordet kunde inte ändras',
    expired: /gått ut/g,
    ask: 'Begär en ny länk',
    forgot: 'Glömt lösenord',
  },
  {
    lang: 'en',
    prefix: '/en',
    failed: 'The password could not be changed',
    expired: /expired/g,
    ask: 'Request a new link',
    forgot: 'Forgot password',
  },
] as const)
  test(`an expired link (401) is said once, with a way to ask for a new one (${lang})`, async () => {
    scenario('PUT', '/customers/*', 'code=401');
    await openPage(await resetUrl(prefix));
    await choosePassword(lang);
    const dialog = await screen.findByRole('dialog', { name: failed });
    expect(dialog.textContent!.match(expired)).toHaveLength(1);
    await visitor().click(within(dialog).getByRole('button', { name: ask }));
    const request = await screen.findByRole('dialog', { name: forgot });
    expect(within(request).getByRole('textbox')).toBeVisible();
    await expectAccessible();
  });
