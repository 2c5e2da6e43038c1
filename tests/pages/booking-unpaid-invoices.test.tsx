// The class booking page when BRP refuses a booking because of unpaid invoices (spec §8 "unpaid
// invoices", BRP's UNPAID_INVOICES_EXIST; issue 44): the page says why, and leads to the invoices.
// A member with overdue invoices is told before picking a class; without them, or when they cannot
// be read, nothing is said and the classes can be booked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectedState, stockholmDay } from '../e2e/support/classes-data';
import { E2E_NOW_MS } from '../e2e/support/clock';
import { ARRIVAL, mockMyBookings, mockSchedule, preload } from './support/booking';
import { invoicesAnswer, invoicesSettled, NOTICE_LINK, NOTICE_TEXT } from './support/invoices';
import { expectAccessible, idle, openPage, scenario } from './support/render-app';

preload(() => import('@/features/classes/booking/route'));

/** The page of a day with an open class, signed in; its card's book button once it is enabled. */
async function openClass(prefix: '' | '/en') {
  const [schedule, mine] = await Promise.all([mockSchedule(), mockMyBookings()]);
  const open = schedule.find((c) => expectedState(c, E2E_NOW_MS, mine) === 'open')!;
  const opened = await openPage(
    `${prefix}/booking/?site=1&day=${stockholmDay(open.duration.start)}`,
    { signedIn: true },
  );
  const card = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-class-id="${open.id}"]`);
    if (!found) throw new Error('no card yet');
    return found;
  }, ARRIVAL);
  const button = within(card).getByTestId('book-button');
  await waitFor(() => expect(button).toBeEnabled());
  return { ...opened, button };
}

/**
 * BRP refuses the booking. The mock's invoices are its ordinary ones: one unpaid, not yet due,
 * which says nothing before the refusal (BRP may still take the booking).
 */
async function refusedBooking(prefix: '' | '/en') {
  scenario(
    'POST',
    '/customers/*/bookings/groupactivities',
    'code=403, example=unpaidInvoicesExist',
  );
  const opened = await openClass(prefix);
  await invoicesSettled(prefix ? 'en' : 'sv');
  expect(screen.queryByTestId('unpaid-invoices-notice')).toBeNull();
  await userEvent.click(opened.button);
  const notice = await screen.findByTestId('unpaid-invoices-notice', {}, ARRIVAL);
  expect(notice).toHaveAttribute('role', 'alert');
  return { ...opened, notice };
}

test('says unpaid invoices block booking, and links to the invoices', async () => {
  const { notice, router } = await refusedBooking('');
  expect(notice).toHaveTextContent(
    'Du har obetalda fakturor och kan därför inte boka just nu. Se och betala dina fakturor',
  );
  const link = within(notice).getByRole('link', { name: 'Se och betala dina fakturor' });
  expect(link).toHaveAttribute('href', '/mina-sidor/invoices/');
  await expectAccessible();
  await userEvent.click(link);
  await idle(router);
  expect(router.state.location.pathname).toBe('/mina-sidor/invoices/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Fakturor' }, ARRIVAL)).toBeVisible();
});

test('in English', async () => {
  const { notice } = await refusedBooking('/en');
  expect(notice).toHaveTextContent('You have unpaid invoices and cannot book right now.');
  expect(within(notice).getByRole('link', { name: 'See and pay your invoices' })).toHaveAttribute(
    'href',
    '/en/mina-sidor/invoices/',
  );
});

describe.each([
  ['sv', ''],
  ['en', '/en'],
] as const)('before booking (%s)', (language, prefix) => {
  test('overdue invoices are said before a class is picked, with the way to pay', async () => {
    invoicesAnswer('overdue');
    const { button } = await openClass(prefix);
    const notice = await screen.findByTestId('unpaid-invoices-notice', {}, ARRIVAL);
    expect(notice).toHaveTextContent(NOTICE_TEXT[language]);
    expect(notice).toHaveAttribute('role', 'status');
    expect(within(notice).getByRole('link', { name: NOTICE_LINK[language].name })).toHaveAttribute(
      'href',
      NOTICE_LINK[language].href,
    );
    // BRP decides: the class can still be booked.
    expect(button).toBeEnabled();
  });

  test('nothing is said without unpaid invoices', async () => {
    invoicesAnswer('allPaid');
    await openClass(prefix);
    await invoicesSettled(language);
    expect(screen.queryByTestId('unpaid-invoices-notice')).toBeNull();
  });

  test('invoices that cannot be read leave the page bookable, without a notice', async () => {
    invoicesAnswer('failing');
    const { button } = await openClass(prefix);
    await invoicesSettled(language);
    expect(screen.queryByTestId('unpaid-invoices-notice')).toBeNull();
    expect(button).toBeEnabled();
  });
});
