// The class booking page (spec §2, §4 "Class booking", §5 "Booking lists", §8): the list and its
// hint links, every state of §5 with its label in both languages, filters in the address, read
// more, booking and its toasts, the refused booking's texts, the already-booked class after login,
// and the failed loads with their retries. The login-to-book journey, the calendar file, the
// buttons' colours and the server's HTML are e2e tests (tests/e2e/classes-booking.spec.ts).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { LANGUAGES } from '@/lib/language';
import { browserQueryClient } from '@/lib/query-client';
import {
  addDays,
  expectedState,
  stockholmDay,
  stockholmTime,
  type MockClass,
} from '../e2e/support/classes-data';
import { E2E_NOW_MS } from '../e2e/support/clock';
import { ARRIVAL, mockMyBookings, mockSchedule, stripDay, preload } from './support/booking';
import { clearScenarios, expectAccessible, openPage, scenario } from './support/render-app';
import { holdCalls, recordCalls } from './support/calls';

preload(
  () => import('@/features/classes/booking/route'),
  () => import('@/features/classes/booking/login-to-book-dialog'),
  () => import('@/features/classes/booking/class-details-dialog'),
);

const TODAY = stockholmDay(E2E_NOW_MS);
const BOOKINGS = '/customers/4711/bookings/groupactivities';

const card = (id: number) => {
  const found = document.querySelector<HTMLElement>(`[data-class-id="${id}"]`);
  if (!found) throw new Error(`no card of class ${id}`);
  return found;
};
const findCard = (id: number) => waitFor(() => card(id), ARRIVAL);
const bookButton = (id: number) => within(card(id)).getByTestId('book-button');
const cards = () => screen.queryAllByTestId('class-card');
const inRange = (schedule: MockClass[]) =>
  schedule.filter((c) => stockholmDay(c.duration.start) <= addDays(TODAY, 13));
/** Disabled, or (the customer's own booking) aria-disabled: a tap does nothing either way. */
const pressable = (button: HTMLElement) =>
  !(button as HTMLButtonElement).disabled && button.getAttribute('aria-disabled') !== 'true';

/** Opens the page again at `path`, as a reload does: nothing of the last page is kept. */
async function reopen(path: string) {
  cleanup();
  for (const language of LANGUAGES) browserQueryClient(language).clear();
  return openPage(path);
}

async function chooseDay(day: string, name = 'Välj dag') {
  const button = stripDay(await screen.findByRole('navigation', { name }, ARRIVAL), day);
  await userEvent.setup({ delay: null }).click(button);
  await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
}

test('lists the 14-day range 20 at a time, with hint links and the day strip', async () => {
  const classes = inRange(await mockSchedule());
  const first = classes[0]!;
  await openPage('/booking/?site=1');
  await waitFor(() => expect(document.title).toMatch(/^Boka pass - /));
  expect(await screen.findByRole('link', { name: 'Bli medlem' })).toHaveAttribute(
    'href',
    '/medlemskap/bli-medlem/',
  );
  expect(screen.getByRole('link', { name: 'Prova på-träning' })).toHaveAttribute(
    'href',
    '/provtraning',
  );
  expect(screen.getByRole('link', { name: 'Se schemat' })).toHaveAttribute('href', '/schema/');
  const strip = screen.getByRole('navigation', { name: 'Välj dag' });
  // All days, then the 14 days of the range.
  expect(within(strip).getAllByRole('button')).toHaveLength(15);
  expect(stripDay(strip, addDays(TODAY, 13))).toBeInTheDocument();

  expect(await screen.findByTestId('class-count', {}, ARRIVAL)).toHaveTextContent(
    `Visar 20 av ${classes.length} pass`,
  );
  expect(within(card(first.id)).getByTestId('class-time')).toHaveTextContent(
    `${stockholmTime(first.duration.start)}–${stockholmTime(first.duration.end)}`,
  );
  expect(card(first.id)).toHaveTextContent(first.instructors[0]!.name);
  await expectAccessible();
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Visa fler' }));
  await waitFor(() => expect(cards()).toHaveLength(Math.min(40, classes.length)));
});

const STATES = [
  {
    lang: 'sv',
    path: '/booking/?site=1',
    strip: 'Välj dag',
    locale: 'sv-SE',
    place: 'plats',
    labels: {
      open: 'Boka',
      waitingList: 'Ställ dig på reservlistan',
      booked: 'Bokad',
      onWaitingList: 'På reservlista',
      cancelled: 'Inställt',
      tooLate: 'För sent att boka',
      notYetBookable: 'Inte bokningsbart än',
      full: 'Fullbokat',
    },
    opens: (date: string, time: string) => `Bokningen öppnar ${date} kl. ${time}`,
    closed: (date: string, time: string) =>
      `För sent att boka – bokningen stängde ${date} kl. ${time}`,
  },
  {
    lang: 'en',
    path: '/en/booking/?site=1',
    strip: 'Choose a day',
    locale: 'en-US',
    place: 'place',
    labels: {
      open: 'Book',
      waitingList: 'Join the waiting list',
      booked: 'Booked',
      onWaitingList: 'On the waiting list',
      cancelled: 'Cancelled',
      tooLate: 'Too late to book',
      notYetBookable: 'Not bookable yet',
      full: 'Fully booked',
    },
    opens: (date: string, time: string) => `Booking opens ${date} at ${time}`,
    closed: (date: string, time: string) => `Too late to book – booking closed ${date} at ${time}`,
  },
] as const;

for (const { lang, path, strip, locale, place, labels, opens, closed } of STATES)
  test(`shows every state of §5 with its label; only open and waiting-list classes can be booked (${lang})`, async () => {
    const [schedule, mine] = await Promise.all([mockSchedule(), mockMyBookings()]);
    await openPage(path, { signedIn: true });
    const now = Date.now();
    const byState = new Map<string, MockClass>();
    for (const c of inRange(schedule)) {
      const state = expectedState(c, now, mine);
      if (!byState.has(state)) byState.set(state, c);
    }
    for (const [state, label] of Object.entries(labels)) {
      const c = byState.get(state);
      expect(c, `the mock has a ${state} class`).toBeDefined();
      // One day of the strip at a time: few cards to render.
      await chooseDay(stockholmDay(c!.duration.start), strip);
      await findCard(c!.id);
      const day = (iso: string) =>
        new Intl.DateTimeFormat(locale, {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          timeZone: 'Europe/Stockholm',
        }).format(new Date(iso));
      if (state === 'notYetBookable') {
        // Not a dead button: when booking opens, weekday, date and time, where the button would be.
        expect(within(card(c!.id)).getByTestId('booking-opens')).toHaveTextContent(
          opens(day(c!.bookableEarliest!), stockholmTime(c!.bookableEarliest!)),
        );
        expect(within(card(c!.id)).queryByTestId('book-button')).toBeNull();
        continue;
      }
      if (state === 'tooLate') {
        // Not a faint dead button either: why it cannot be booked, when booking closed.
        const closedAt = c!.bookableLatest!;
        expect(within(card(c!.id)).getByTestId('booking-closed')).toHaveTextContent(
          closed(day(closedAt), stockholmTime(closedAt)),
        );
        expect(within(card(c!.id)).queryByTestId('book-button')).toBeNull();
        continue;
      }
      // The customer's bookings arrive after the list: wait for the label, not the first render.
      await waitFor(() => expect(bookButton(c!.id), state).toHaveTextContent(label));
      expect(pressable(bookButton(c!.id)), state).toBe(state === 'open' || state === 'waitingList');
      // A screen reader hears which class a button that cannot be pressed is about, too.
      expect(bookButton(c!.id), state).toHaveAccessibleName(`${label}: ${c!.name}`);
      if (state === 'open')
        expect(card(c!.id)).toHaveTextContent(`${c!.slots.leftToBook} ${place}`);
    }
  });

test('filters by class and day in the address, kept when opened again, and reads more in a dialog', async () => {
  const schedule = await mockSchedule();
  const cancelled = schedule.find((c) => c.cancelled)!;
  const day = stockholmDay(cancelled.duration.start);
  const { router } = await openPage(`/booking/?site=1&day=${day}`);
  const strip = await screen.findByRole('navigation', { name: 'Välj dag' }, ARRIVAL);
  expect(stripDay(strip, day)).toHaveAttribute('aria-pressed', 'true');

  // Read more: the description and the class's own message, in a dialog.
  const user = userEvent.setup({ delay: null });
  await findCard(cancelled.id);
  await user.click(
    within(card(cancelled.id)).getByRole('button', { name: `Läs mer om ${cancelled.name}` }),
  );
  const dialog = await screen.findByRole('dialog', { name: cancelled.name });
  await waitFor(() =>
    expect(within(dialog).getByTestId('info-dialog-html')).not.toBeEmptyDOMElement(),
  );
  expect(within(dialog).getByTestId('class-message')).toHaveTextContent(cancelled.externalMessage!);
  await expectAccessible();
  const close = within(dialog).getAllByRole('button', { name: 'Stäng' });
  await user.click(close.at(-1)!);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  // Class filter: in the address with the day, kept when opened again, removed with its chip.
  const product = cancelled.groupActivityProduct;
  await user.click(screen.getByRole('combobox', { name: 'Pass' }));
  await user.click(await screen.findByRole('option', { name: product.name }));
  await user.keyboard('{Escape}');
  await waitFor(() =>
    expect(router.state.location.search).toMatch(new RegExp(`day=${day}.*class=${product.id}`)),
  );
  const again = await reopen(`/booking/${router.state.location.search}`);
  const sameKind = schedule.filter(
    (c) => c.groupActivityProduct.id === product.id && stockholmDay(c.duration.start) === day,
  );
  await waitFor(() => expect(cards()).toHaveLength(sameKind.length));
  await user.click(screen.getByRole('button', { name: `Ta bort filtret ${product.name}` }));
  await waitFor(() => expect(again.router.state.location.search).not.toMatch(/class=/));
  await waitFor(() =>
    expect(cards()).toHaveLength(
      schedule.filter((c) => stockholmDay(c.duration.start) === day).length,
    ),
  );
});

test('books a class: loading and success toasts with a link to my pages, and the lists asked again', async () => {
  const [schedule, mine] = await Promise.all([mockSchedule(), mockMyBookings()]);
  const open = schedule.find(
    (c) =>
      stockholmDay(c.duration.start) === addDays(TODAY, 1) &&
      expectedState(c, E2E_NOW_MS, mine) === 'open',
  )!;
  const held = holdCalls('POST', new RegExp(`${BOOKINGS}$`));
  await openPage(`/booking/?site=1&day=${addDays(TODAY, 1)}`, { signedIn: true });
  await findCard(open.id);
  await waitFor(() => expect(pressable(bookButton(open.id))).toBe(true));
  const calls = recordCalls();
  await userEvent.setup({ delay: null }).click(bookButton(open.id));
  // 'Bokar...' while the call is held, in the toast and on the button.
  expect(
    await screen.findByText('Bokar...', { selector: '#notistack-snackbar, #notistack-snackbar *' }),
  ).toBeInTheDocument();
  expect(bookButton(open.id)).toHaveTextContent('Bokar...');
  held.release();
  const toast = await screen.findByTestId('booked-toast');
  expect(toast).toHaveTextContent(`Bokat! ${open.name}`);
  expect(within(toast).getByRole('link', { name: 'Till Mina sidor' })).toHaveAttribute(
    'href',
    '/mina-sidor/bookings/',
  );
  expect(calls.find((c) => c.method === 'POST')).toMatchObject({
    method: 'POST',
    path: BOOKINGS,
    body: { groupActivity: open.id, allowWaitingList: true },
  });
  // The customer's bookings are asked again after the booking.
  await waitFor(() =>
    expect(calls.filter((c) => c.method === 'GET' && c.path === BOOKINGS).length).toBeGreaterThan(
      0,
    ),
  );
});

test('a refused booking shows the mapped text of §8, "failed" for 5 s, then the button again', async () => {
  // The 5 s are the app's timer: the test moves the clock on instead of waiting them out.
  vi.useFakeTimers({
    now: Date.now(),
    toFake: ['Date', 'setTimeout', 'clearTimeout'],
    shouldAdvanceTime: true,
  });
  const [schedule, mine] = await Promise.all([mockSchedule(), mockMyBookings()]);
  scenario('POST', '/customers/*/bookings/groupactivities', 'code=403, example=tooLateToBook');
  const open = schedule.find(
    (c) =>
      expectedState(c, E2E_NOW_MS, mine) === 'open' &&
      Date.parse(c.duration.start) > E2E_NOW_MS + 3_600_000,
  )!;
  await openPage(`/booking/?site=1&day=${stockholmDay(open.duration.start)}`, { signedIn: true });
  await findCard(open.id);
  await waitFor(() => expect(pressable(bookButton(open.id))).toBe(true));
  await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(bookButton(open.id));
  expect(await screen.findByText('30 minuter', { exact: false })).toBeInTheDocument();
  expect(bookButton(open.id)).toHaveTextContent('Bokningen misslyckades');
  await vi.advanceTimersByTimeAsync(5_000);
  await waitFor(() => expect(bookButton(open.id)).toHaveTextContent('Boka'));
  expect(pressable(bookButton(open.id))).toBe(true);
});

test('after login a class the customer has booked already is not booked again, and it says so', async () => {
  const [schedule, mine] = await Promise.all([mockSchedule(), mockMyBookings()]);
  // Open to the visitor, booked by the demo customer.
  const target = schedule.find(
    (c) =>
      Date.parse(c.duration.start) > E2E_NOW_MS + 3_600_000 &&
      expectedState(c, E2E_NOW_MS, []) === 'open' &&
      expectedState(c, E2E_NOW_MS, mine) === 'booked',
  )!;
  expect(target, 'a class the demo customer has booked that is still open').toBeDefined();
  await openPage(`/booking/?site=1&day=${stockholmDay(target.duration.start)}`);
  await findCard(target.id);
  const calls = recordCalls();
  const user = userEvent.setup({ delay: null });
  await user.click(bookButton(target.id));
  const dialog = await screen.findByRole('dialog', { name: 'Logga in för att boka' });
  await user.type(within(dialog).getByLabelText(/^E-postadress/), 'anna.lindqvist@example.se');
  await user.type(within(dialog).getByLabelText(/^Lösenord/), 'Simma2026!');
  await user.click(within(dialog).getByRole('button', { name: 'Logga in' }));
  // After the login the page reads the customer's bookings before it would book.
  expect(
    await screen.findByText(`Du är redan bokad på ${target.name}.`, {}, ARRIVAL),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(bookButton(target.id)).toHaveTextContent('Bokad'));
  expect(calls.filter((c) => c.method === 'POST' && c.path === BOOKINGS)).toEqual([]);
});

test('English with a class in the address (?id=): its chip, title and the schedule link', async () => {
  await openPage('/en/booking/?site=1&id=22');
  expect(
    await screen.findByRole('button', { name: 'Remove the filter Aquafit' }, ARRIVAL),
  ).toBeInTheDocument();
  await waitFor(() => expect(document.title).toMatch(/^Book a class - /));
  expect(screen.getByRole('link', { name: 'See the schedule' })).toHaveAttribute(
    'href',
    '/en/schema/',
  );
  await waitFor(() =>
    expect(within(cards()[0]!).getByRole('heading')).toHaveTextContent('Aquafit'),
  );
  for (const each of cards())
    expect(within(each).getByRole('heading')).toHaveTextContent('Aquafit');
});

test('a failing schedule load says so, keeps the filters and loads on retry', async () => {
  scenario('GET', '/businessunits/1/groupactivities', 'code=503');
  const { router } = await openPage('/booking/?site=1&class=24');
  const list = await screen.findByRole('region', { name: 'Pass' }, ARRIVAL);
  // What failed, then why.
  expect(await within(list).findByRole('alert')).toHaveTextContent(
    'Passen kunde inte hämtas. Bokningssystemet',
  );
  // One failure, one message: the site's banner stays away while the section says it.
  expect(screen.queryByTestId('api-unavailable')).toBeNull();
  expect(screen.getByRole('button', { name: 'Ta bort filtret Spinning 45' })).toBeInTheDocument();
  clearScenarios();
  await userEvent
    .setup({ delay: null })
    .click(within(list).getByRole('button', { name: 'Försök igen' }));
  await waitFor(() =>
    expect(within(cards()[0]!).getByRole('heading')).toHaveTextContent('Spinning 45'),
  );
  expect(router.state.location.search).toMatch(/class=24/);
});

test('failing filters say so with a retry, and the list stays usable (English)', async () => {
  scenario('GET', '/products/groupactivities', 'code=503');
  scenario('GET', '/apps/272/resources', 'code=503');
  await openPage('/en/booking/?site=1');
  const filters = 'The class and instructor filters could not be loaded.';
  const alert = (await screen.findByText(filters, { exact: false }, ARRIVAL)).closest<HTMLElement>(
    '[role="alert"]',
  )!;
  await waitFor(() => expect(cards()[0]).toBeDefined());
  await expectAccessible();
  clearScenarios();
  const user = userEvent.setup({ delay: null });
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.queryByText(filters, { exact: false })).toBeNull());
  await user.click(screen.getByRole('combobox', { name: 'Class' }));
  expect((await screen.findAllByRole('option')).length).toBeGreaterThan(0);
});

test('failing bookings of the customer say so with a retry, and the list stays usable (English)', async () => {
  scenario('GET', BOOKINGS, 'code=503');
  await openPage('/en/booking/?site=1', { signedIn: true });
  const bookings = 'Your bookings could not be loaded';
  const alert = (await screen.findByText(bookings, { exact: false }, ARRIVAL)).closest<HTMLElement>(
    '[role="alert"]',
  )!;
  await waitFor(() => expect(cards()[0]).toBeDefined());
  clearScenarios();
  await userEvent
    .setup({ delay: null })
    .click(within(alert).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.queryByText(bookings, { exact: false })).toBeNull());
});
