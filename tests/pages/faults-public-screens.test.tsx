// The public screens survive every way their main call can fail (issue 22): a server error, an
// API that cannot be reached, an answer in the wrong shape, an answer that is not JSON (each
// screen meets the wrong shape and one of the others, by turns: faultsFor in support/faults.ts).
// Each says so in its section, keeps the rest of the page, never shows raw error text, and retries. A new
// screen is one row of SCREENS (or of QUIET_SCREENS, where a failure costs nothing the customer
// came for). The signed-in screens are in faults-member-screens.test.tsx; the server's render
// with each fault is e2e (tests/e2e/faults.spec.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MASSAGE } from '../e2e/support/services-data';
import {
  expectStoredOrderKept,
  retryAtOnce,
  testQuietScreenFaults,
  testScreenFaults,
  type QuietScreen,
  type Screen,
} from './support/faults';
import { DEMO_CUSTOMER } from './support/render-app';

const SCREENS: Screen[] = [
  {
    name: 'start page, facilities',
    path: '/',
    call: '/businessunits',
    error: 'Anläggningarna kunde inte laddas just nu.',
    rest: () => screen.findByRole('link', { name: 'Välj tid för Massage 50 min' }),
    retried: () => screen.findByRole('heading', { name: 'Älvstranden' }),
    retry: 'Försök igen',
  },
  {
    name: 'start page, treatments (English)',
    path: '/en/',
    call: '/products/services',
    error: 'The treatments could not be loaded right now.',
    rest: () => screen.findByRole('heading', { name: 'Älvstranden' }),
    retried: () => screen.findByRole('link', { name: 'Choose a time for Massage 50 min' }),
    retry: 'Try again',
  },
  {
    name: 'class booking, the classes',
    path: '/booking/?site=1',
    call: '/businessunits/1/groupactivities',
    error: 'Passen kunde inte hämtas.',
    rest: () => screen.findByRole('navigation', { name: 'Välj dag' }),
    retried: async () =>
      (await within(screen.getByRole('region', { name: 'Pass' })).findAllByText('Spinning 45'))[0]!,
    retry: 'Försök igen',
  },
  {
    name: 'schedule, the classes (English)',
    path: '/en/schema/?site=1',
    call: '/businessunits/1/groupactivities',
    error: 'The classes could not be loaded',
    rest: () => screen.findByRole('combobox', { name: 'Facility' }),
    retried: async () => (await screen.findAllByTestId('schedule-session'))[0]!,
    retry: 'Try again',
  },
  {
    name: 'treatment, the treatment',
    path: `/booking-service/?id=${MASSAGE}`,
    call: `/products/services/${MASSAGE}`,
    error: 'Det gick inte att ladda behandlingen.',
    rest: () => screen.findByRole('banner'),
    retried: () => screen.findByRole('heading', { level: 1, name: 'Massage 50 min' }),
    retry: 'Försök igen',
  },
  {
    name: 'checkout, the stored order',
    path: '/kassa/',
    storedOrder: true,
    call: '/orders/612345',
    error: 'Det gick inte att ladda kundvagnen.',
    rest: () => screen.findByRole('link', { name: 'Kundvagn, 2 varor' }),
    retried: async () => (await screen.findAllByTestId('cart-line'))[1]!,
    retry: 'Försök igen',
    kept: expectStoredOrderKept,
  },
  {
    name: 'checkout, the stored order (English)',
    path: '/en/checkout/',
    storedOrder: true,
    call: '/orders/612345',
    error: 'The cart could not be loaded.',
    rest: () => screen.findByRole('link', { name: 'Cart, 2 items' }),
    retried: async () => (await screen.findAllByTestId('cart-line'))[1]!,
    retry: 'Try again',
    kept: expectStoredOrderKept,
  },
];

const QUIET_SCREENS: QuietScreen[] = [
  {
    name: 'login page, its intro from the content site',
    path: '/logga-in/',
    call: '/mild/v1/acf/texts/*',
    instead: () => screen.findByRole('button', { name: 'Logga in' }),
    works: (page) => logIn(page, 'Logga in'),
  },
  {
    name: 'login page, its intro from the content site (English)',
    path: '/en/login/',
    call: '/mild/v1/acf/texts/*',
    instead: () => screen.findByRole('button', { name: 'Log in' }),
    works: (page) => logIn(page, 'Log in'),
  },
];

/** Signs in through the form the failed intro sat above: the form is whole and works. */
async function logIn(
  page: { router: { state: { location: { pathname: string } } } },
  submit: string,
) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText(/^(E-postadress|E-mail address)/));
  await user.paste(DEMO_CUSTOMER.username);
  await user.click(screen.getByLabelText(/^(Lösenord|Password)/));
  await user.paste(DEMO_CUSTOMER.password);
  await user.click(screen.getByRole('button', { name: submit }));
  await waitFor(() =>
    expect(page.router.state.location.pathname).toMatch(/\/mina-sidor\/overview\/$/),
  );
}

beforeEach(retryAtOnce);

SCREENS.forEach(testScreenFaults);
QUIET_SCREENS.forEach(testQuietScreenFaults);
