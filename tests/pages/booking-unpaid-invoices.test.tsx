// The class booking page when BRP refuses a booking because of unpaid invoices (spec §8 "unpaid
// invoices", BRP's UNPAID_INVOICES_EXIST; issue 44): the page says why, and leads to the invoices.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectedState, stockholmDay } from '../e2e/support/classes-data';
import { E2E_NOW_MS } from '../e2e/support/clock';
import { ARRIVAL, mockMyBookings, mockSchedule, preload } from './support/booking';
import { expectAccessible, idle, openPage, scenario } from './support/render-app';

preload(() => import('@/features/classes/booking/route'));

async function refusedBooking(prefix: '' | '/en') {
  const [schedule, mine] = await Promise.all([mockSchedule(), mockMyBookings()]);
  scenario(
    'POST',
    '/customers/*/bookings/groupactivities',
    'code=403, example=unpaidInvoicesExist',
  );
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
  expect(screen.queryByTestId('unpaid-invoices-notice')).toBeNull();
  await userEvent.click(button);
  return { ...opened, notice: await screen.findByTestId('unpaid-invoices-notice', {}, ARRIVAL) };
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
