// The member overview's states (spec §2 "Overview"): the greeting, the member or customer card,
// each summary with the mock's data, their empty and failed states, and the upcoming bookings'
// cancelled classes and courses, and the notice of overdue invoices (issue 44), in both languages. The journeys (login and back, the take-over,
// the links to other member pages) and the server's HTML are e2e tests.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingAxios } from '@/lib/api/booking-client';
import { E2E_NOW } from '../e2e/support/clock';
import { invoicesAnswer, invoicesSettled, NOTICE_LINK, NOTICE_TEXT } from './support/invoices';
import { openMemberPage } from './support/member-area';
import { clearScenarios, expectAccessible, scenario } from './support/render-app';

const region = (name: string) => screen.getByRole('region', { name });

/** "torsdag 2 april 18:00" / "Thursday, April 2 18:00" in Stockholm, as the text has it. */
function when(iso: string, locale: 'sv-SE' | 'en-US'): string {
  const zone = 'Europe/Stockholm';
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: zone,
  }).format(new Date(iso));
  const time = new Intl.DateTimeFormat('sv-SE', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone,
  }).format(new Date(iso));
  return `${day} ${time}`;
}

test('greets the customer and shows the member card and every summary, in Swedish', async () => {
  await openMemberPage('/mina-sidor/overview/', 'Hej Anna!');
  await waitFor(() => expect(document.title).toMatch(/^Översikt - /));
  expect(screen.getByRole('link', { name: 'Visa och ändra din profil' })).toHaveAttribute(
    'href',
    '/mina-sidor/profile/',
  );

  const card = within(region('Medlemskort'));
  expect(card.getByText('Anna Lindqvist')).toBeVisible();
  expect(card.getByText('4711')).toBeVisible();
  expect(card.getByText('Vuxen')).toBeVisible();

  const bookings = within(region('Kommande bokningar'));
  // Tomorrow's class is always among the next three.
  expect(await bookings.findByText('Spinning 45')).toBeVisible();
  expect(bookings.queryByTestId('cancelled-chip')).toBeNull();
  expect(bookings.getByRole('link', { name: 'Alla bokningar' })).toHaveAttribute(
    'href',
    '/mina-sidor/bookings/',
  );

  const memberships = within(region('Medlemskap'));
  expect(await memberships.findByText('Gym & Bad 12 mån')).toBeVisible();
  expect(
    memberships.getAllByText(/^Haga · giltigt till och med \d{4}-\d{2}-\d{2}$/)[0],
  ).toBeVisible();

  const valueCards = within(region('Värdekort'));
  expect(await valueCards.findByText('6 klipp kvar')).toBeVisible();
  expect(valueCards.getByText('Presentkort')).toBeVisible();
  expect(valueCards.getByText('320 kr')).toBeVisible();
  // The expired card (isValid false, 2 left) belongs to the inactive group, not here.
  expect(valueCards.queryByText('2 klipp kvar')).toBeNull();

  const workouts = within(region('Träning'));
  const year = E2E_NOW.toLocaleString('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric' });
  expect(await workouts.findByText(`träningspass ${year}`)).toBeVisible();
  expect(workouts.getByText('träningspass den här månaden')).toBeVisible();
  expect(workouts.getByRole('link', { name: 'Se din träningsstatistik' })).toBeVisible();
  await expectAccessible();
});

test('shows the overview in English', async () => {
  await openMemberPage('/en/mina-sidor/overview/', 'Hi Anna!');
  await waitFor(() => expect(document.title).toMatch(/^Overview - /));
  const card = within(region('Membership card'));
  expect(card.getByText('4711')).toBeVisible();
  expect(card.getByText('Membership type:')).toBeVisible();
  expect(await within(region('Upcoming bookings')).findByText('Spinning 45')).toBeVisible();
  expect(await within(region('Value cards')).findByText('6 units left')).toBeVisible();
  expect(await within(region('Workouts')).findByText('workouts this month')).toBeVisible();
  expect(screen.getByRole('link', { name: 'All bookings' })).toHaveAttribute(
    'href',
    '/en/mina-sidor/bookings/',
  );
  await expectAccessible();
});

test('shows a customer card and the empty states when there is nothing to show', async () => {
  for (const path of [
    '/customers/*/subscriptions',
    '/customers/*/valuecards',
    '/customers/*/bookings/groupactivities',
    '/customers/*/bookings/services',
    '/customers/*/bookings/events',
    '/customers/*/workoutssummary',
  ])
    scenario('GET', path, 'example=empty');
  await openMemberPage('/mina-sidor/overview/', 'Hej Anna!');
  expect(await screen.findByRole('region', { name: 'Kundkort' })).toBeVisible();
  expect(screen.queryByRole('region', { name: 'Medlemskort' })).toBeNull();
  expect(await screen.findByText('Du har inga kommande bokningar.')).toBeVisible();
  expect(await screen.findByText('Du har inget aktivt medlemskap.')).toBeVisible();
  expect(await screen.findByText('Du har inga giltiga värdekort.')).toBeVisible();
  expect(await screen.findByText('Det finns ingen registrerad träning ännu.')).toBeVisible();
  await expectAccessible();
});

test('a failing section shows its error with a retry and leaves the others alone', async () => {
  scenario('GET', '/customers/*/bookings/groupactivities', 'code=403');
  scenario('GET', '/customers/*/workoutssummary', 'code=403');
  await openMemberPage('/mina-sidor/overview/', 'Hej Anna!');
  const bookings = within(region('Kommande bokningar'));
  expect(await bookings.findByText('Dina bokningar kunde inte laddas just nu.')).toBeVisible();
  expect(
    await within(region('Träning')).findByText('Din träningsstatistik kunde inte laddas just nu.'),
  ).toBeVisible();
  // The rest of the page and the session are unaffected.
  expect(await within(region('Värdekort')).findByText('6 klipp kvar')).toBeVisible();
  expect(screen.getByRole('heading', { level: 1, name: 'Hej Anna!' })).toBeVisible();
  await expectAccessible();

  clearScenarios();
  await userEvent.setup().click(bookings.getByRole('button', { name: 'Försök igen' }));
  expect(await bookings.findByText('Spinning 45')).toBeVisible();
  expect(bookings.queryByText('Dina bokningar kunde inte laddas just nu.')).toBeNull();
});

test('a cancelled class is marked Inställt, with no queue place', async () => {
  // Only classes, each of them cancelled (the mock's "cancelled" class details).
  scenario('GET', '/customers/*/bookings/services', 'example=empty');
  scenario('GET', '/customers/*/bookings/events', 'example=empty');
  scenario('GET', '/businessunits/*/groupactivities/*', 'example=cancelled');
  await openMemberPage('/mina-sidor/overview/', 'Hej Anna!');
  const bookings = within(region('Kommande bokningar'));
  const spinning = (await bookings.findByText('Spinning 45')).closest('li')!;
  expect(await within(spinning).findByTestId('cancelled-chip')).toHaveTextContent('Inställt');
  // Every class shown is marked, and a cancelled class's queue place no longer matters.
  const rows = bookings.getAllByRole('listitem');
  await waitFor(() => expect(bookings.getAllByTestId('cancelled-chip')).toHaveLength(rows.length));
  expect(bookings.queryByText(/^Köplats/)).toBeNull();
  await expectAccessible();
});

test('a cancelled class is marked Cancelled, in English', async () => {
  scenario('GET', '/customers/*/bookings/services', 'example=empty');
  scenario('GET', '/customers/*/bookings/events', 'example=empty');
  scenario('GET', '/businessunits/*/groupactivities/*', 'example=cancelled');
  await openMemberPage('/en/mina-sidor/overview/', 'Hi Anna!');
  const bookings = within(region('Upcoming bookings'));
  const spinning = (await bookings.findByText('Spinning 45')).closest('li')!;
  expect(await within(spinning).findByTestId('cancelled-chip')).toHaveTextContent('Cancelled');
});

describe('a course among the upcoming bookings', () => {
  interface CourseBooking {
    event: { id: number; name: string };
    businessUnit: { id: number; name: string };
  }

  /** The customer's course and its first occasion, as the mock answers them. */
  async function firstCourseOccasion() {
    const { data } = await bookingAxios.get<CourseBooking[]>('/customers/4711/bookings/events');
    const booking = data[0]!;
    const course = await bookingAxios.get<{ occasions: { times: { start: string }[] } }>(
      `/businessunits/${booking.businessUnit.id}/events/${booking.event.id}`,
    );
    const first = course.data.occasions.times.map((t) => t.start).sort()[0]!;
    return { booking, first };
  }

  beforeEach(() => {
    scenario('GET', '/customers/*/bookings/groupactivities', 'example=empty');
    scenario('GET', '/customers/*/bookings/services', 'example=empty');
  });

  test('is shown at its first occasion, in Swedish', async () => {
    await openMemberPage('/mina-sidor/overview/', 'Hej Anna!');
    const { booking, first } = await firstCourseOccasion();
    const bookings = within(region('Kommande bokningar'));
    const row = (await bookings.findByText(booking.event.name)).closest('li')!;
    expect(row).toHaveTextContent(`${when(first, 'sv-SE')} · ${booking.businessUnit.name}`);
    expect(screen.queryByText('Du har inga kommande bokningar.')).toBeNull();
    await expectAccessible();
  });

  test('is shown at its first occasion, in English', async () => {
    await openMemberPage('/en/mina-sidor/overview/', 'Hi Anna!');
    const { booking, first } = await firstCourseOccasion();
    const bookings = within(region('Upcoming bookings'));
    const row = (await bookings.findByText(booking.event.name)).closest('li')!;
    expect(row).toHaveTextContent(`${when(first, 'en-US')} · ${booking.businessUnit.name}`);
  });
});

describe.each([
  ['sv', '', 'Hej Anna!', 'Medlemskort'],
  ['en', '/en', 'Hi Anna!', 'Membership card'],
] as const)('invoices that block booking (%s)', (language, prefix, greeting, card) => {
  const open = () => openMemberPage(`${prefix}/mina-sidor/overview/`, greeting);

  test('overdue invoices are said above the card, with the way to pay', async () => {
    invoicesAnswer('overdue');
    await open();
    const notice = await screen.findByTestId('unpaid-invoices-notice');
    expect(notice).toHaveTextContent(NOTICE_TEXT[language]);
    expect(within(notice).getByRole('link', { name: NOTICE_LINK[language].name })).toHaveAttribute(
      'href',
      NOTICE_LINK[language].href,
    );
    expect(region(card)).toBeVisible();
    await expectAccessible();
  });

  test('nothing is said without unpaid invoices', async () => {
    invoicesAnswer('allPaid');
    await open();
    await invoicesSettled(language);
    expect(screen.queryByTestId('unpaid-invoices-notice')).toBeNull();
  });

  test('invoices that cannot be read leave the overview as it is', async () => {
    invoicesAnswer('failing');
    await open();
    await invoicesSettled(language);
    expect(screen.queryByTestId('unpaid-invoices-notice')).toBeNull();
    expect(region(card)).toBeVisible();
  });
});
