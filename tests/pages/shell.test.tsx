// The shell around the pages (spec §2, §4): the member area's menu and logout dialog, the member
// who cannot be loaded, the header's cart count and colour scheme menu in English, the booking
// system's banner in English. The logout itself (the server's action), an expired session, the
// banner's colours and the phone's menu are e2e tests.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_COOKIE } from '../../server/session';
import { PAGES_SITE_URL } from './support/mock-env';
import { clearScenarios, openPage, scenario } from './support/render-app';

/** Whether the document's cookie jar holds the server's session cookie (no script can read it). */
const hasSessionCookie = () =>
  (globalThis as unknown as { jsdom: import('jsdom').JSDOM }).jsdom.cookieJar
    .getCookiesSync(PAGES_SITE_URL)
    .some(({ key }) => key === SESSION_COOKIE);

test('cancelling the logout keeps the member signed in, in English', async () => {
  const { router } = await openPage('/en/mina-sidor/profile/', { signedIn: true });
  const user = userEvent.setup();
  const menu = await screen.findByRole('navigation', { name: 'My pages' });
  await user.click(within(menu).getByRole('button', { name: 'Log out' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log out' });
  expect(dialog).toHaveTextContent('Do you want to log out of My pages?');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(router.state.location.pathname).toBe('/en/mina-sidor/profile/');
  expect(screen.getByTestId('header-account')).toHaveTextContent('Hi Anna');
  expect(hasSessionCookie()).toBe(true);
});

test('hides offers and news from a customer without subscriptions', async () => {
  scenario('GET', '/customers/*/subscriptions', 'example=empty');
  await openPage('/mina-sidor/overview/', { signedIn: true });
  const menu = await screen.findByRole('navigation', { name: 'Mina sidor' });
  expect(within(menu).getByRole('link', { name: 'Bokningar' })).toBeVisible();
  // The menu shows them only once the subscriptions say so: wait for the page's own answer.
  await screen.findByRole('heading', { level: 1, name: /Anna/ });
  expect(within(menu).queryByRole('link', { name: 'Erbjudanden' })).toBeNull();
  expect(within(menu).queryByRole('link', { name: 'Medlemsinformation' })).toBeNull();
});

test('a server error while loading the member keeps the session, a retry and the logout', async () => {
  scenario('GET', '/customers/*', 'code=503');
  await openPage('/mina-sidor/overview/', { signedIn: true });
  // Signing out stays within reach (the member menu is not there).
  expect(await screen.findByRole('button', { name: 'Logga ut' })).toBeVisible();
  expect(screen.getAllByText(/Bokningssystemet/)[0]).toBeVisible();
  expect(hasSessionCookie()).toBe(true);
  clearScenarios();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Försök igen' }));
  expect(await screen.findByRole('heading', { level: 1, name: /Anna/ })).toBeVisible();
});

test('the header shows the stored cart count and follows the cart-change event', async () => {
  await openPage('/');
  const cart = await screen.findByRole('link', { name: /^Kundvagn/ });
  expect(cart).toHaveAttribute('href', '/kassa/');
  act(() => {
    localStorage.setItem('CART_ITEMS', '2');
    window.dispatchEvent(new Event('cart-items-changed'));
  });
  expect(await screen.findByRole('link', { name: 'Kundvagn, 2 varor' })).toBeVisible();
  expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');
  // As MUI's Badge drew it: no number for an empty cart, and "99+" above 99.
  act(() => {
    localStorage.setItem('CART_ITEMS', '0');
    window.dispatchEvent(new Event('cart-items-changed'));
  });
  expect(await screen.findByRole('link', { name: 'Kundvagn, 0 varor' })).toBeVisible();
  expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^$/);
  act(() => {
    localStorage.setItem('CART_ITEMS', '120');
    window.dispatchEvent(new Event('cart-items-changed'));
  });
  expect(await screen.findByRole('link', { name: 'Kundvagn, 120 varor' })).toBeVisible();
  expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^99\+$/);
});

// The booking system's banner in English (its Swedish text and its colours:
// tests/e2e/shell.spec.ts).
test('a call nothing else reports failing with a 5xx shows the banner, in English', async () => {
  scenario('GET', '/customers/*/profileimages/*', 'code=503');
  await openPage('/en/mina-sidor/overview/', { signedIn: true });
  expect(await screen.findByTestId('api-unavailable')).toHaveTextContent(
    'The booking system is not answering right now. Some information may be missing – try again in a moment.',
  );
  // The page itself is whole.
  expect(await screen.findByRole('heading', { level: 1, name: /Anna/ })).toBeVisible();
});

// Moved from the e2e suite (docs/decisions/063); the switch with the keyboard, the choice kept and
// the colours are tests/e2e/color-scheme.spec.ts's.
test('the header’s colour scheme switch speaks English on the English pages', async () => {
  await openPage('/en/');
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: 'Colour scheme' }, { timeout: 30_000 }),
  );
  const menu = await screen.findByRole('menu', { name: 'Colour scheme' });
  expect(
    within(menu)
      .getAllByRole('menuitemradio')
      .map((item) => item.textContent),
  ).toEqual(['Follow the device', 'Light', 'Dark']);
});
