// The demo remembers the customer's bookings (issue 41, spec §4 "Class booking" and "Booking
// cancel"): a class booked is booked from then on, a full class puts the customer in its waiting
// list with their place, and a cancelled booking is gone, on the mock `npm start` runs
// (mocks/booking-store.ts). One login per test (openPage's), as a customer's visit is one: the
// journey goes on by the page's own links.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, expectedState, type MockClass } from '../e2e/support/classes-data';
import { E2E_NOW_MS } from '../e2e/support/clock';
import { dayHeading, stockholmDay } from '../support/formats';
import { ARRIVAL, mockMyBookings, mockSchedule, preload } from './support/booking';
import { watchCalls } from './support/calls';
import { openPage } from './support/render-app';

preload(
  () => import('@/features/classes/booking/route'),
  () => import('@/features/account/bookings/route'),
);

type Lang = 'sv' | 'en';
const TODAY = stockholmDay(E2E_NOW_MS);
const CLASS_LIST = /\/customers\/\d+\/bookings\/groupactivities$/;

const TEXTS = {
  sv: {
    prefix: '',
    book: 'Boka',
    join: 'Ställ dig på reservlistan',
    booked: 'Bokad',
    onWaitingList: 'På reservlista',
    bookedToast: (name: string) => `Bokat! ${name} finns bland dina bokningar.`,
    queuedToast: (name: string, n: number) =>
      `Du står nu som nummer ${n} på reservlistan till ${name}.`,
    place: (n: number) => `Du är nummer ${n} på reservlistan`,
    myPages: 'Till Mina sidor',
    queuePlace: 'Plats på reservlistan',
    cancel: (name: string) => `Avboka ${name}`,
    confirm: 'Vill du avboka passet?',
    yes: 'Ja',
    cancelled: 'Avbokad!',
  },
  en: {
    prefix: '/en',
    book: 'Book',
    join: 'Join the waiting list',
    booked: 'Booked',
    onWaitingList: 'On the waiting list',
    bookedToast: (name: string) => `Booked! ${name} is in your bookings.`,
    queuedToast: (name: string, n: number) =>
      `You are now number ${n} on the waiting list for ${name}.`,
    place: (n: number) => `You are number ${n} on the waiting list`,
    myPages: 'Go to My pages',
    queuePlace: 'Place on the waiting list',
    cancel: (name: string) => `Cancel ${name}`,
    confirm: 'Do you want to cancel this class?',
    yes: 'Yes',
    cancelled: 'Cancelled!',
  },
} as const;

const card = (id: number) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-class-id="${id}"]`);
    if (!found) throw new Error(`no card of class ${id}`);
    return found;
  }, ARRIVAL);

/** The first class in the page's 14 days that is in `state` for the demo customer, an hour ahead. */
async function classIn(state: string): Promise<MockClass> {
  const [schedule, mine] = await Promise.all([mockSchedule(), mockMyBookings()]);
  const found = schedule.find(
    (c) =>
      stockholmDay(c.duration.start) <= addDays(TODAY, 13) &&
      Date.parse(c.duration.start) > E2E_NOW_MS + 3_600_000 &&
      expectedState(c, E2E_NOW_MS, mine) === state,
  );
  if (!found) throw new Error(`the mock has no ${state} class`);
  return found;
}

/** The class's button, found afresh: the list is drawn again once the bookings are asked again. */
const bookButton = (id: number) =>
  document.querySelector<HTMLElement>(`[data-class-id="${id}"] [data-testid="book-button"]`);

/** Opens the class booking page signed in, on the class's day, and presses its button. */
async function pressBook(c: MockClass, lang: Lang, label: string): Promise<void> {
  const text = TEXTS[lang];
  const day = stockholmDay(c.duration.start);
  await openPage(`${text.prefix}/booking/?site=1&day=${day}`, { signedIn: true });
  await card(c.id);
  await waitFor(() => expect(bookButton(c.id)).toHaveTextContent(label));
  await userEvent.setup({ delay: null }).click(bookButton(c.id)!);
}

/** The bookings page by the toast's link, and the class's card under its day's heading. */
async function followToMyBookings(c: MockClass, lang: Lang): Promise<HTMLElement> {
  const toast = await screen.findByTestId('booked-toast');
  await userEvent
    .setup({ delay: null })
    .click(within(toast).getByRole('link', { name: TEXTS[lang].myPages }));
  const day = await screen.findByRole(
    'region',
    { name: dayHeading(c.duration.start, lang), hidden: true },
    ARRIVAL,
  );
  return within(day).findByRole('article', { name: c.name, hidden: true });
}

for (const lang of ['sv', 'en'] as const) {
  const text = TEXTS[lang];

  test(`a class booked stays booked: its button says so, and my bookings list it (${lang})`, async () => {
    const open = await classIn('open');
    await pressBook(open, lang, text.book);
    expect(await screen.findByTestId('booked-toast')).toHaveTextContent(
      text.bookedToast(open.name),
    );
    // The customer's bookings, asked again, hold the class: the button is theirs now.
    await waitFor(() => expect(bookButton(open.id)).toHaveTextContent(text.booked), ARRIVAL);
    expect(await followToMyBookings(open, lang)).toBeInTheDocument();
  });

  test(`a full class puts the customer in its waiting list, with their place (${lang})`, async () => {
    const full = await classIn('waitingList');
    const place = (full.slots.inWaitingList ?? 0) + 1;
    await pressBook(full, lang, text.join);
    expect(await screen.findByTestId('booked-toast')).toHaveTextContent(
      text.queuedToast(full.name, place),
    );
    await waitFor(() => expect(bookButton(full.id)).toHaveTextContent(text.onWaitingList), ARRIVAL);
    expect(within(await card(full.id)).getByTestId('class-slots')).toHaveTextContent(
      text.place(place),
    );
    const booking = await followToMyBookings(full, lang);
    await waitFor(() => expect(booking).toHaveTextContent(`${text.queuePlace}${place}`));
  });

  test(`a cancelled class booking is gone from my bookings (${lang})`, async () => {
    const mine = await mockMyBookings();
    const booked = mine.find(
      (b) => b.type === 'groupActivityBooking' && Date.parse(b.duration.start) > E2E_NOW_MS,
    )!;
    const name = booked.groupActivity.name;
    await openPage(`${text.prefix}/mina-sidor/bookings/`, { signedIn: true });
    // The day's cards, found afresh each time: the list is drawn again once asked again.
    const cancelButton = () => {
      const day = screen.queryByRole('region', {
        name: dayHeading(booked.duration.start, lang),
        hidden: true,
      });
      return day && within(day).queryByRole('button', { name: text.cancel(name), hidden: true });
    };
    await waitFor(() => expect(cancelButton()).toBeInstanceOf(HTMLElement), ARRIVAL);
    const user = userEvent.setup({ delay: null });
    await user.click(cancelButton()!);
    const dialog = await screen.findByRole('dialog', { name: text.confirm });
    const listed = watchCalls({ method: 'GET', url: CLASS_LIST });
    await user.click(within(dialog).getByRole('button', { name: text.yes }));
    expect(await screen.findByText(text.cancelled, { exact: true })).toBeVisible();
    // The list, asked again, no longer has it.
    await waitFor(() => expect(listed.calls.length).toBeGreaterThan(0));
    await waitFor(() => expect(cancelButton()).toBeNull(), ARRIVAL);
  });
}
