// The login page's states (spec §2 "Login page", §4 "Login"): its title and intro, its errors, its
// checks before the call, the password's visibility, where it sends a customer who is signed in
// or has just signed in. The journeys (login and on, the session cookie, the server's HTML, the
// error's place above the form) are e2e tests (tests/e2e/auth.spec.ts).
import { screen, waitFor } from '@testing-library/react';
import { visitor } from './support/auth';
import { expectAccessible, openPage, scenario } from './support/render-app';

async function logIn(submit = 'Logga in') {
  const user = visitor();
  await user.fill(await screen.findByLabelText(/^E-postadress/), 'anna.lindqvist@example.se');
  await user.fill(screen.getByLabelText(/^Lösenord/), 'Simma2026!');
  await user.click(screen.getByRole('button', { name: submit }));
}

/** A safety net for a login or logout's round trip on a loaded machine, not a wait. */
const ARRIVAL = { timeout: 30_000 };

test('shows the title, the heading, the intro from the content site and the named fields, in both languages', async () => {
  const swedish = await openPage('/logga-in/');
  expect(await screen.findByTestId('login-intro')).toHaveTextContent('Logga in för att boka pass');
  expect(screen.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
  expect(document.title).toMatch(/^Logga in - /);
  // Named for password managers (WCAG 3.3.8); a paste is taken: faults-public-screens.test.tsx.
  expect(screen.getByLabelText(/^E-postadress/)).toHaveAttribute('autocomplete', 'username');
  expect(screen.getByLabelText(/^Lösenord/)).toHaveAttribute('autocomplete', 'current-password');
  await expectAccessible();
  swedish.unmount();

  await openPage('/en/login/');
  expect(await screen.findByTestId('login-intro')).toHaveTextContent('Log in to book classes');
  expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(document.title).toMatch(/^Log in - /);
});

test('leaves the intro out when the content text cannot be loaded', async () => {
  scenario('GET', '/mild/v1/acf/texts/*', 'code=404');
  await openPage('/logga-in/');
  expect(await screen.findByRole('button', { name: 'Logga in' })).toBeVisible();
  expect(screen.queryByTestId('login-intro')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});

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
  const user = visitor();
  await user.click(await screen.findByRole('button', { name: 'Logga in' }));
  expect(await screen.findByText('Ange din e-postadress.')).toBeVisible();
  expect(screen.getByText('Ange ditt lösenord.')).toBeVisible();
});

test('says the account is locked, in English', async () => {
  scenario('POST', '/auth/login', 'code=401, example=accountLocked');
  await openPage('/en/login/');
  const user = visitor();
  await user.fill(await screen.findByLabelText(/^E-mail address/), 'anna.lindqvist@example.se');
  await user.fill(screen.getByLabelText(/^Password/), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByTestId('login-error')).toHaveTextContent(
    'Your account has been locked after 5 failed login attempts. Reset your password or contact us.',
  );
  await expectAccessible();
});

test('shows and hides the password', async () => {
  await openPage('/en/login/');
  const user = visitor();
  const password = await screen.findByLabelText(/^Password/);
  await user.fill(password, 'Simma2026!');
  expect(password).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password).toHaveAttribute('type', 'password');
  expect(password).toHaveValue('Simma2026!');
});

test('sends a signed-in customer on to the overview', async () => {
  const { router } = await openPage('/logga-in/', { signedIn: true });
  await waitFor(() => expect(router.state.location.pathname).toBe('/mina-sidor/overview/'));
});

// Another site as the return target would send the customer's fresh session to a phishing page.
for (const evil of ['https://evil.example/', '//evil.example']) {
  test(`ignores the return target ${evil}`, async () => {
    const { router } = await openPage(`/logga-in/?returnTo=${encodeURIComponent(evil)}`);
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/mina-sidor/overview/'));
    expect(router.state.location.search).toBe('');
  });
}

// Moved from the e2e suite (docs/decisions/063): the receipt's login prompt sends the visitor here
// with its address (tests/pages/checkout-receipt.test.tsx); the login returns there, query and all.
test('returns to a page of this site with its query string, a receipt', async () => {
  const receipt = '/kassa/?orderid=611902&receiptid=90391';
  const { router } = await openPage(`/logga-in/?returnTo=${encodeURIComponent(receipt)}`);
  await logIn();
  // Where the router goes: the checkout's code may still be loading (its route module is large).
  const target = () => router.state.navigation.location ?? router.state.location;
  await waitFor(() => expect(target().pathname).toBe('/kassa/'), ARRIVAL);
  expect(target().search).toBe('?orderid=611902&receiptid=90391');
});
