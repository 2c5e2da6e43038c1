// The login page's states (spec §2 "Login page", §4 "Login"): its errors, its checks before the
// call, the password's visibility. The journeys (login and on, the session cookie) are e2e tests.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectAccessible, openPage, scenario } from './support/render-app';

async function logIn(submit = 'Logga in') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^E-postadress/), 'anna.lindqvist@example.se');
  await user.type(screen.getByLabelText(/^Lösenord/), 'Simma2026!');
  await user.click(screen.getByRole('button', { name: submit }));
}

test('shows the catalogue text of the login error codes', async () => {
  scenario('POST', '/auth/login', 'code=401, example=invalidCredentials');
  await openPage('/logga-in/');
  await logIn();
  expect(await screen.findByTestId('login-error')).toHaveTextContent(
    'Felaktigt användarnamn eller lösenord. Antal misslyckade försök: 2.',
  );
});

test('asks for the e-mail and password before calling the server', async () => {
  await openPage('/logga-in/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Logga in' }));
  expect(await screen.findByText('Ange din e-postadress.')).toBeVisible();
  expect(screen.getByText('Ange ditt lösenord.')).toBeVisible();
});

test('says the account is locked, in English', async () => {
  scenario('POST', '/auth/login', 'code=401, example=accountLocked');
  await openPage('/en/login/');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^E-mail address/), 'anna.lindqvist@example.se');
  await user.type(screen.getByLabelText(/^Password/), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByTestId('login-error')).toHaveTextContent(
    'Your account has been locked after 5 failed login attempts. Reset your password or contact us.',
  );
  await expectAccessible();
});
