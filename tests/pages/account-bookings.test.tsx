// Member area "Bookings" (spec §2, §4 "Booking cancel", §8, §9): the list per day, the three card
// types, read-more dialogs, cancelling and its failures, the 24 hours rule, empty and error states,
// cancelled classes, and bookings that have ended or are under way. Expected values come from what
// the mock serves, formatted here with Intl (support/account.ts). Where a state needs a time of day,
// the page's clock is set from the mock's data, so the test does not depend on E2E_NOW. The
// calendar feed of the same page: account-calendar.test.tsx; contrast: the e2e suite.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kronor } from './support/account';
import { clearScenarios, expectAccessible, openPage, scenario } from './support/render-app';
import { dayHeading, stockholmDay, stockholmTime } from '../support/formats';
import { watchCalls } from './support/calls';
import { mockJson } from './support/mock-answers';

type Lang = 'sv' | 'en';
const PAGE_PATH: Record<Lang, string> = {
  sv: '/mina-sidor/bookings/',
  en: '/en/mina-sidor/bookings/',
};
const BOOKINGS = '/customers/4711/bookings';
const CLASS_LIST = /\/customers\/\d+\/bookings\/groupactivities$/;
const CLASS_DELETE = /\/customers\/\d+\/bookings\/groupactivities\/\d+$/;
const SERVICE_LIST = /\/customers\/\d+\/bookings\/services$/;
const SERVICE_DELETE = /\/customers\/\d+\/bookings\/services\/\d+$/;

interface Named {
  id: number;
  name: string;
}
interface Duration {
  start: string;
  end: string;
}
interface ClassBooking {
  type: 'groupActivityBooking' | 'waitingListBooking';
  groupActivity: Named;
  businessUnit: Named;
  duration: Duration;
  groupActivityBooking?: { id: number };
  waitingListBooking?: { id: number; waitingListPosition: number };
}
interface ServiceBooking {
  id: number;
  serviceProduct: Named;
  businessUnit: Named;
  duration: Duration;
  price?: { amount: number };
}
interface EventBooking {
  event: { id: number; name?: string };
  businessUnit: Named;
  price?: { amount: number };
}
interface EventDetail {
  name: string;
  duration: Duration;
  occasions?: { numberOf: number; times: Duration[] };
}

const firstOccasion = (event: EventDetail) =>
  (event.occasions?.times ?? []).map((t) => t.start).sort()[0] ?? event.duration.start;
const lastEnd = (event: EventDetail) =>
  (event.occasions?.times ?? [])
    .map((t) => t.end)
    .sort()
    .at(-1) ?? event.duration.end;
/** Listed until it ends, by the page's clock. */
const notOver = (end: string) => Date.parse(end) > Date.now();
const dotted = (iso: string) => stockholmDay(iso).replaceAll('-', '.');

/** The bookings the page lists: the mock's, less those over by the page's clock. */
async function loadBookings() {
  const [classes, services, events] = await Promise.all([
    mockJson<ClassBooking[]>(`${BOOKINGS}/groupactivities`),
    mockJson<ServiceBooking[]>(`${BOOKINGS}/services`),
    mockJson<EventBooking[]>(`${BOOKINGS}/events`),
  ]);
  const details = await Promise.all(
    events.map((b) =>
      mockJson<EventDetail>(`/businessunits/${b.businessUnit.id}/events/${b.event.id}`),
    ),
  );
  const eventsLeft = events.flatMap((booking, i) =>
    notOver(lastEnd(details[i]!)) ? [{ booking, detail: details[i]! }] : [],
  );
  return {
    classes: classes.filter((b) => notOver(b.duration.end)),
    booked: classes.find((b) => b.type === 'groupActivityBooking' && notOver(b.duration.end))!,
    waiting: classes.find((b) => b.type === 'waitingListBooking' && notOver(b.duration.end))!,
    // Soonest first.
    services: services
      .filter((b) => notOver(b.duration.end))
      .sort((a, b) => Date.parse(a.duration.start) - Date.parse(b.duration.start)),
    events: eventsLeft,
  };
}

/** The page's clock at `ms` from now on (time still runs), before the page opens. */
function setClock(ms: number) {
  vi.setSystemTime(ms);
}

/** Opens the page and waits until its lists have loaded. */
async function openBookings(lang: Lang) {
  await openPage(PAGE_PATH[lang], { signedIn: true });
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(screen.queryByTestId('bookings-skeleton')).toBeNull());
}

/**
 * A booking's card, under its day's heading. By name only (`hidden`): jsdom's style walk for
 * each element's visibility made these lookups the slowest part of a test.
 */
function card(name: string, start: string, lang: Lang): HTMLElement {
  const day = screen.getByRole('region', { name: dayHeading(start, lang), hidden: true });
  return within(day).getByRole('article', { name, hidden: true });
}

const texts = (elements: Element[]) =>
  elements.map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());
const terms = (el: HTMLElement) => texts([...el.querySelectorAll('dt')]);
const values = (el: HTMLElement) => texts([...el.querySelectorAll('dd')]);

async function findDialog(name: string) {
  return screen.findByRole('dialog', { name });
}

async function closeDialog(dialog: HTMLElement, close: string) {
  await userEvent.click(within(dialog).getAllByRole('button', { name: close }).at(-1)!);
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}

const errorToasts = () => document.querySelectorAll('.notistack-MuiContent-error');

test('lists the bookings per day under capitalised headings, soonest first', async () => {
  const data = await loadBookings();
  await openBookings('sv');
  expect(document.title).toMatch(/^Bokningar - /);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bokningar');

  // Headings and card names per day, soonest first.
  const entries = [
    ...data.classes.map((b) => ({ name: b.groupActivity.name, start: b.duration.start })),
    ...data.services.map((b) => ({ name: b.serviceProduct.name, start: b.duration.start })),
    ...data.events.map((e) => ({ name: e.booking.event.name!, start: firstOccasion(e.detail) })),
  ].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const days = new Map<string, { heading: string; names: string[] }>();
  for (const entry of entries) {
    const key = stockholmDay(entry.start);
    const day = days.get(key) ?? { heading: dayHeading(entry.start, 'sv'), names: [] };
    day.names.push(entry.name);
    days.set(key, day);
  }
  // The day headings; the calendar feed's section after them has its own.
  const headings = texts(
    within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }),
  ).filter((text) => text !== 'Prenumerera i din kalender');
  expect(headings).toEqual([...days.values()].map((day) => day.heading));
  expect(headings[0]).toMatch(/^[A-ZÅÄÖ][a-zåäö]+dag \d{1,2} [a-zåäö]+ \d{4}$/);
  for (const day of days.values()) {
    const region = screen.getByRole('region', { name: day.heading });
    expect(texts(within(region).getAllByRole('heading', { level: 3 }))).toEqual(day.names);
  }
});

test('shows each card type with its details', async () => {
  const data = await loadBookings();
  const detail = await mockJson<{ slots: { leftToBook: number } }>(
    `/businessunits/${data.booked.businessUnit.id}/groupactivities/${data.booked.groupActivity.id}`,
  );
  await openBookings('sv');
  // Group activity cards: time, name, facility and free places or the waiting-list position.
  const booked = card(data.booked.groupActivity.name, data.booked.duration.start, 'sv');
  expect(within(booked).getByTestId('booking-time')).toHaveTextContent(
    stockholmTime(data.booked.duration.start),
  );
  expect(within(booked).getByTestId('booking-facility')).toHaveTextContent(
    data.booked.businessUnit.name,
  );
  expect(within(booked).getByText('Pass', { exact: true })).toBeVisible();
  await waitFor(() => expect(values(booked)).toEqual([String(detail.slots.leftToBook)]));
  expect(terms(booked)).toEqual(['Lediga platser']);

  const { waiting } = data;
  const waitingCard = card(waiting.groupActivity.name, waiting.duration.start, 'sv');
  expect(terms(waitingCard)).toEqual(['Plats på reservlistan']);
  expect(values(waitingCard)).toEqual([String(waiting.waitingListBooking!.waitingListPosition)]);
  expect(
    within(waitingCard).getByRole('button', { name: `Avboka ${waiting.groupActivity.name}` }),
  ).toBeEnabled();

  // Service cards: time, name, facility, price in kronor.
  for (const service of data.services) {
    const serviceCard = card(service.serviceProduct.name, service.duration.start, 'sv');
    expect(within(serviceCard).getByTestId('booking-time')).toHaveTextContent(
      stockholmTime(service.duration.start),
    );
    expect(within(serviceCard).getByTestId('booking-facility')).toHaveTextContent(
      service.businessUnit.name,
    );
    expect(values(serviceCard)).toEqual([kronor(service.price!.amount)]);
  }

  // Event card: first occasion, name, facility, occasions, from and to (dotted), price.
  const { booking: event, detail: eventDetail } = data.events[0]!;
  const eventCard = card(event.event.name!, firstOccasion(eventDetail), 'sv');
  expect(within(eventCard).getByTestId('booking-time')).toHaveTextContent(
    stockholmTime(firstOccasion(eventDetail)),
  );
  expect(within(eventCard).getByTestId('booking-facility')).toHaveTextContent(
    event.businessUnit.name,
  );
  expect(terms(eventCard)).toEqual(['Antal tillfällen', 'Från', 'Till', 'Pris']);
  expect(values(eventCard)).toEqual([
    String(eventDetail.occasions!.numberOf),
    dotted(eventDetail.duration.start),
    dotted(eventDetail.duration.end),
    kronor(event.price!.amount),
  ]);
  // No cancel for a course: its one button puts its occasions in the calendar.
  expect(texts(within(eventCard).getAllByRole('button'))).toEqual(['Lägg till i kalendern']);
  await expectAccessible();
});

test('read more shows the class description, and a service description without doubled lines', async () => {
  const data = await loadBookings();
  const product = await mockJson<{ description: string }>('/products/groupactivities/21');
  const service = await mockJson<{ description: string }>('/products/services/701');
  await openBookings('sv');

  const name = data.booked.groupActivity.name;
  const user = userEvent.setup();
  await user.click(
    await within(card(name, data.booked.duration.start, 'sv')).findByRole('button', {
      name: `Läs mer om ${name}`,
    }),
  );
  const dialog = await findDialog(name);
  const firstParagraph = /<p>(.*?)<\/p>/.exec(product.description)![1]!;
  await waitFor(() =>
    expect(within(dialog).getByTestId('info-dialog-html')).toHaveTextContent(firstParagraph),
  );
  // The default class has no external message: no extra-message heading.
  expect(within(dialog).queryByRole('heading', { name: 'Extra meddelande' })).toBeNull();
  await expectAccessible();
  await closeDialog(dialog, 'Stäng');

  const massage = data.services.find((s) => s.serviceProduct.id === 701)!;
  const massageName = massage.serviceProduct.name;
  await user.click(
    await within(card(massageName, massage.duration.start, 'sv')).findByRole('button', {
      name: `Läs mer om ${massageName}`,
    }),
  );
  const html = within(await findDialog(massageName)).getByTestId('info-dialog-html');
  expect(html).toHaveTextContent('Kom gärna tio minuter innan.');
  // HTML with its own paragraphs keeps its layout: its <br>, and no blank line added for the
  // source's newline between the paragraphs (plain text gets its breaks: sanitize.test.ts).
  const breaks = (service.description.match(/<br\s*\/?>/g) ?? []).length;
  expect(service.description).toMatch(/<\/p>\s*\n\s*<p>/);
  expect(html.querySelectorAll('p')).toHaveLength(2);
  expect(html.querySelectorAll('br')).toHaveLength(breaks);
});

test('a cancelled class is marked Inställt, says so instead of its places, and keeps the extra message', async () => {
  // Every class's details say it is cancelled (the mock's "cancelled" example).
  scenario('GET', '/businessunits/*/groupactivities/*', 'example=cancelled');
  const data = await loadBookings();
  await openBookings('sv');
  const booked = card(data.booked.groupActivity.name, data.booked.duration.start, 'sv');
  expect(await within(booked).findByTestId('cancelled-chip')).toHaveTextContent('Inställt');
  expect(within(booked).getByText('Passet är inställt och blir inte av.')).toBeVisible();
  // No "Lediga platser" beside a class that will not take place, nor a queue place.
  expect(terms(booked)).toEqual([]);
  expect(within(booked).getByRole('button', { name: 'Inställt' })).toBeDisabled();
  const waiting = card(data.waiting.groupActivity.name, data.waiting.duration.start, 'sv');
  expect(await within(waiting).findByTestId('cancelled-chip')).toHaveTextContent('Inställt');
  expect(terms(waiting)).toEqual([]);
  // Treatments are not classes: they stay as they were.
  const service = data.services[0]!;
  const serviceCard = card(service.serviceProduct.name, service.duration.start, 'sv');
  expect(within(serviceCard).queryByTestId('cancelled-chip')).toBeNull();
  await expectAccessible();

  await userEvent.click(within(booked).getByRole('button', { name: /^Läs mer om/ }));
  const dialog = await findDialog(data.booked.groupActivity.name);
  expect(within(dialog).getByRole('heading', { name: 'Extra meddelande' })).toBeVisible();
  expect(within(dialog).getByTestId('extra-message')).toHaveTextContent(
    'Passet är inställt på grund av sjukdom. Välkommen på torsdag!',
  );
});

test('in English: a cancelled class is marked Cancelled and says so', async () => {
  scenario('GET', '/businessunits/*/groupactivities/*', 'example=cancelled');
  const data = await loadBookings();
  await openBookings('en');
  const booked = card(data.booked.groupActivity.name, data.booked.duration.start, 'en');
  expect(await within(booked).findByTestId('cancelled-chip')).toHaveTextContent('Cancelled');
  expect(
    within(booked).getByText('This class has been cancelled and will not take place.'),
  ).toBeVisible();
  expect(terms(booked)).toEqual([]);
  expect(within(booked).getByRole('button', { name: 'Cancelled' })).toBeDisabled();
});

test('cancelling a class asks first, then shows Avbokar... and Avbokad! and reloads the list', async () => {
  const data = await loadBookings();
  const deleting = watchCalls({ method: 'DELETE', url: CLASS_DELETE, hold: true });
  const reloads = watchCalls({ method: 'GET', url: CLASS_LIST });
  await openBookings('sv');
  const { booked } = data;
  expect(Date.parse(booked.duration.start)).toBeGreaterThan(Date.now());
  const name = booked.groupActivity.name;
  const user = userEvent.setup();
  await user.click(
    within(card(name, booked.duration.start, 'sv')).getByRole('button', {
      name: `Avboka ${name}`,
    }),
  );

  const dialog = await findDialog('Vill du avboka passet?');
  expect(dialog).toHaveTextContent(name);
  expect(dialog).toHaveTextContent(`kl. ${stockholmTime(booked.duration.start)}`);
  await expectAccessible();

  const listsBefore = reloads.calls.length;
  await user.click(within(dialog).getByRole('button', { name: 'Ja' }));
  expect(await screen.findByText('Avbokar...', { exact: true })).toBeVisible();
  await waitFor(() => expect(deleting.calls).toHaveLength(1));
  const url = new URL(deleting.calls[0]!.address);
  expect(url.pathname).toMatch(
    new RegExp(`/bookings/groupactivities/${booked.groupActivityBooking!.id}$`),
  );
  expect(url.searchParams.get('bookingType')).toBe('groupActivityBooking');
  deleting.release();
  expect(await screen.findByText('Avbokad!', { exact: true })).toBeVisible();
  await waitFor(() => expect(reloads.calls.length).toBeGreaterThan(listsBefore));
});

test('a class under way offers no cancel', async () => {
  const data = await loadBookings();
  const { booked } = data;
  // Half an hour into the booked class: the booking system still lists it.
  setClock(Date.parse(booked.duration.start) + 30 * 60_000);
  await openBookings('sv');
  const underway = card(booked.groupActivity.name, booked.duration.start, 'sv');
  expect(within(underway).getByRole('button', { name: 'Har börjat' })).toBeDisabled();
  expect(within(underway).queryByRole('button', { name: /Avboka/ })).toBeNull();
  // The class that has not started still can be cancelled.
  const { waiting } = data;
  expect(
    within(card(waiting.groupActivity.name, waiting.duration.start, 'sv')).getByRole('button', {
      name: `Avboka ${waiting.groupActivity.name}`,
    }),
  ).toBeEnabled();
});

test('leaving a waiting list sends the waiting-list id and type', async () => {
  const { waiting } = await loadBookings();
  const deleting = watchCalls({ method: 'DELETE', url: CLASS_DELETE });
  await openBookings('sv');
  const user = userEvent.setup();
  await user.click(
    within(card(waiting.groupActivity.name, waiting.duration.start, 'sv')).getByRole('button', {
      name: `Avboka ${waiting.groupActivity.name}`,
    }),
  );
  const dialog = await findDialog('Vill du lämna reservlistan?');
  await user.click(within(dialog).getByRole('button', { name: 'Ja' }));
  expect(await screen.findByText('Avbokad!', { exact: true })).toBeVisible();
  const url = new URL(deleting.calls[0]!.address);
  expect(url.pathname).toMatch(
    new RegExp(`/bookings/groupactivities/${waiting.waitingListBooking!.id}$`),
  );
  expect(url.searchParams.get('bookingType')).toBe('waitingListBooking');
});

/** Cancels the booked class ahead, confirming with `yes`. */
async function cancelBookedClass(booked: ClassBooking, lang: Lang, yes = 'Ja') {
  const name = booked.groupActivity.name;
  expect(Date.parse(booked.duration.start)).toBeGreaterThan(Date.now());
  const user = userEvent.setup();
  const bookedCard = card(name, booked.duration.start, lang);
  await user.click(
    within(bookedCard).getByRole('button', {
      name: `${lang === 'sv' ? 'Avboka' : 'Cancel'} ${name}`,
    }),
  );
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: yes }));
  return bookedCard;
}

test('a cancel the booking system refuses shows the mapped text with the minutes', async () => {
  scenario(
    'DELETE',
    '/customers/*/bookings/groupactivities/*',
    'code=403, example=tooLateToCancel',
  );
  const { booked } = await loadBookings();
  await openBookings('sv');
  await cancelBookedClass(booked, 'sv');
  expect(
    await screen.findByText(
      'Det är för sent att avboka. Avbokning måste göras senast 120 minuter före start.',
    ),
  ).toBeVisible();
  expect(screen.queryByText('Avbokad!', { exact: true })).toBeNull();
});

test('a cancel refused with a 401 ends the session with one message, not two', async () => {
  scenario('DELETE', '/customers/*/bookings/groupactivities/*', 'code=401');
  const { booked } = await loadBookings();
  await openBookings('sv');
  await cancelBookedClass(booked, 'sv');
  await screen.findByText('Din inloggning har gått ut. Logga in igen för att fortsätta.');
  expect(
    screen.getAllByText('Din inloggning har gått ut. Logga in igen för att fortsätta.'),
  ).toHaveLength(1);
  // The only error toast is the session's.
  expect(errorToasts()).toHaveLength(1);
  expect(screen.queryByText('Avbokad!', { exact: true })).toBeNull();
});

test('a treatment cancel whose refund failed says so once and refreshes the list without it', async () => {
  scenario(
    'DELETE',
    '/customers/*/bookings/services/*',
    'code=403, example=cancelBookingSuccessRefundFailed',
  );
  const data = await loadBookings();
  const later = data.services.at(-1)!;
  // Three days before it: well before the 24 hours.
  setClock(Date.parse(later.duration.start) - 3 * 86_400_000);
  const reloads = watchCalls({ method: 'GET', url: SERVICE_LIST });
  await openBookings('sv');
  const name = later.serviceProduct.name;
  const serviceCard = card(name, later.duration.start, 'sv');
  const user = userEvent.setup();
  await user.click(within(serviceCard).getByRole('button', { name: `Avboka ${name}` }));
  // The mock forgets nothing: from now on its list is the empty one, as BRP's would leave the
  // cancelled booking out.
  scenario('GET', '/customers/*/bookings/services', 'example=empty');
  const listsBefore = reloads.calls.length;
  await user.click(
    within(await findDialog('Vill du avboka behandlingen?')).getByRole('button', { name: 'Ja' }),
  );
  const message =
    'Bokningen är avbokad, men återbetalningen kunde inte göras automatiskt. Kontakta oss så hjälper vi dig.';
  expect(await screen.findByText(message)).toBeVisible();
  await waitFor(() => expect(serviceCard).not.toBeInTheDocument());
  expect(reloads.calls.length).toBeGreaterThan(listsBefore);
  expect(screen.getAllByText(message)).toHaveLength(1);
  expect(errorToasts()).toHaveLength(1);
  expect(screen.queryByText('Avbokad!', { exact: true })).toBeNull();
});

test('in English: a class cancel whose refund failed says so and the class leaves the list', async () => {
  scenario(
    'DELETE',
    '/customers/*/bookings/groupactivities/*',
    'code=403, example=cancelBookingSuccessRefundFailed',
  );
  const { booked } = await loadBookings();
  await openBookings('en');
  const name = booked.groupActivity.name;
  const bookedCard = card(name, booked.duration.start, 'en');
  await userEvent.click(within(bookedCard).getByRole('button', { name: `Cancel ${name}` }));
  // The list the page asks for after the cancel leaves the classes out.
  scenario('GET', '/customers/*/bookings/groupactivities', 'example=empty');
  await userEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
  );
  const message =
    'The booking has been cancelled, but the refund could not be made automatically. Please contact us and we will help you.';
  expect(await screen.findByText(message)).toBeVisible();
  await waitFor(() => expect(bookedCard).not.toBeInTheDocument());
  expect(screen.getAllByText(message)).toHaveLength(1);
  expect(screen.queryByText('Cancelled!', { exact: true })).toBeNull();
});

test('a treatment that has ended is gone, and one under way offers no cancel', async () => {
  const data = await loadBookings();
  const [ended, underway] = data.services;
  // Twenty minutes into the later treatment, after the earlier one has ended.
  const now = Date.parse(underway!.duration.start) + 20 * 60_000;
  expect(Date.parse(ended!.duration.end)).toBeLessThan(now);
  setClock(now);
  await openBookings('sv');
  expect(screen.queryByRole('article', { name: ended!.serviceProduct.name })).toBeNull();
  const underwayCard = card(underway!.serviceProduct.name, underway!.duration.start, 'sv');
  expect(within(underwayCard).getByRole('button', { name: 'Har börjat' })).toBeDisabled();
  expect(within(underwayCard).queryByRole('button', { name: /Avboka/ })).toBeNull();
  // What lies ahead is offered as before.
  const { waiting } = data;
  expect(
    within(card(waiting.groupActivity.name, waiting.duration.start, 'sv')).getByRole('button', {
      name: `Avboka ${waiting.groupActivity.name}`,
    }),
  ).toBeEnabled();
});

test('services follow the 24 hours rule: the not-allowed dialog or the confirmation with the price', async () => {
  const data = await loadBookings();
  const [soon, later] = data.services;
  // A day and an hour before the later treatment: the earlier one is within 24 hours.
  const now = Date.parse(later!.duration.start) - 25 * 3_600_000;
  expect(Date.parse(soon!.duration.start) - now).toBeLessThan(24 * 3_600_000);
  expect(Date.parse(soon!.duration.start)).toBeGreaterThan(now);
  setClock(now);
  const deleting = watchCalls({ method: 'DELETE', url: SERVICE_DELETE, hold: true });
  await openBookings('sv');
  const user = userEvent.setup();

  const soonName = soon!.serviceProduct.name;
  await user.click(
    within(card(soonName, soon!.duration.start, 'sv')).getByRole('button', {
      name: `Avboka ${soonName}`,
    }),
  );
  const notAllowed = await findDialog('Det går inte att avboka');
  expect(notAllowed).toHaveTextContent('Behandlingar kan inte avbokas senare än 24 timmar');
  expect(notAllowed).toHaveTextContent(`Kontakta ${soon!.businessUnit.name}`);
  await expectAccessible();
  await closeDialog(notAllowed, 'Stäng');

  const laterName = later!.serviceProduct.name;
  const cancel = () =>
    within(card(laterName, later!.duration.start, 'sv')).getByRole('button', {
      name: `Avboka ${laterName}`,
    });
  await user.click(cancel());
  let confirm = await findDialog('Vill du avboka behandlingen?');
  expect(confirm).toHaveTextContent(laterName);
  expect(confirm).toHaveTextContent(`Behandlingen kostar ${kronor(later!.price!.amount)}.`);
  // No: nothing is sent.
  await user.click(within(confirm).getByRole('button', { name: 'Nej' }));
  await waitFor(() => expect(confirm).not.toBeInTheDocument());
  expect(deleting.calls).toHaveLength(0);

  await user.click(cancel());
  confirm = await findDialog('Vill du avboka behandlingen?');
  await user.click(within(confirm).getByRole('button', { name: 'Ja' }));
  expect(await screen.findByText('Avbokar...', { exact: true })).toBeVisible();
  await waitFor(() => expect(deleting.calls).toHaveLength(1));
  const url = new URL(deleting.calls[0]!.address);
  expect(url.pathname).toMatch(new RegExp(`/bookings/services/${later!.id}$`));
  expect(url.searchParams.get('tryToRefund')).toBe('true');
  deleting.release();
  expect(await screen.findByText('Avbokad!', { exact: true })).toBeVisible();
});

test('in English: headings, cards, read more and cancelling', async () => {
  const data = await loadBookings();
  const deleting = watchCalls({ method: 'DELETE', url: CLASS_DELETE, hold: true });
  await openBookings('en');
  expect(document.title).toMatch(/^Bookings - /);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bookings');
  const starts = [
    ...data.classes.map((b) => b.duration.start),
    ...data.services.map((b) => b.duration.start),
    ...data.events.map((e) => firstOccasion(e.detail)),
  ].sort((a, b) => Date.parse(a) - Date.parse(b));
  const headings = texts(
    within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }),
  ).filter((text) => text !== 'Subscribe in your calendar');
  expect(headings).toEqual([...new Set(starts.map((start) => dayHeading(start, 'en')))]);
  expect(headings[0]).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);

  const { waiting, booked } = data;
  expect(terms(card(waiting.groupActivity.name, waiting.duration.start, 'en'))).toEqual([
    'Place on the waiting list',
  ]);
  const event = data.events[0]!;
  expect(terms(card(event.booking.event.name!, firstOccasion(event.detail), 'en'))).toEqual([
    'Number of occasions',
    'From',
    'To',
    'Price',
  ]);

  const name = booked.groupActivity.name;
  const bookedCard = card(name, booked.duration.start, 'en');
  await waitFor(() => expect(terms(bookedCard)).toEqual(['Places left']));
  const user = userEvent.setup();
  await user.click(within(bookedCard).getByRole('button', { name: `Read more about ${name}` }));
  const info = await findDialog(name);
  await waitFor(() =>
    expect(within(info).getByTestId('info-dialog-html')).not.toBeEmptyDOMElement(),
  );
  await closeDialog(info, 'Close');

  await user.click(within(bookedCard).getByRole('button', { name: `Cancel ${name}` }));
  const confirm = await findDialog('Do you want to cancel this class?');
  expect(confirm).toHaveTextContent(`at ${stockholmTime(booked.duration.start)}`);
  await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
  expect(await screen.findByText('Cancelling...', { exact: true })).toBeVisible();
  deleting.release();
  expect(await screen.findByText('Cancelled!', { exact: true })).toBeVisible();
});

test('in English: the 24 hours dialog for a service that starts soon', async () => {
  const { services } = await loadBookings();
  const soon = services.at(-1)!;
  // Three hours before it starts.
  setClock(Date.parse(soon.duration.start) - 3 * 3_600_000);
  await openBookings('en');
  await userEvent.click(
    within(card(soon.serviceProduct.name, soon.duration.start, 'en')).getByRole('button', {
      name: `Cancel ${soon.serviceProduct.name}`,
    }),
  );
  const dialog = await findDialog('The booking cannot be cancelled');
  expect(dialog).toHaveTextContent('cannot be cancelled later than 24 hours before the start');
  expect(dialog).toHaveTextContent(`Please contact ${soon.businessUnit.name}`);
});

function emptyLists() {
  scenario('GET', '/customers/*/bookings/groupactivities', 'example=empty');
  scenario('GET', '/customers/*/bookings/services', 'example=empty');
  scenario('GET', '/customers/*/bookings/events', 'example=empty');
}

test('shows the no-bookings text when all three lists are empty', async () => {
  emptyLists();
  await openBookings('sv');
  expect(await screen.findByText('Du har inga kommande bokningar.')).toBeVisible();
  expect(screen.queryAllByRole('article')).toHaveLength(0);
  await expectAccessible();
});

test('in English: the empty state', async () => {
  emptyLists();
  await openBookings('en');
  expect(await screen.findByText('You have no upcoming bookings.')).toBeVisible();
});

test('a failed list shows an error with a retry, keeps the other bookings, and retry loads it', async () => {
  const data = await loadBookings();
  scenario('GET', '/customers/*/bookings/groupactivities', 'code=403');
  await openBookings('sv');
  const partial = await screen.findByText(/^Vi kunde inte hämta alla dina bokningar just nu\./);
  expect(partial).toBeVisible();
  const massage = data.services.find((s) => s.serviceProduct.id === 701)!;
  expect(card(massage.serviceProduct.name, massage.duration.start, 'sv')).toBeVisible();
  expect(screen.queryByRole('article', { name: data.classes[0]!.groupActivity.name })).toBeNull();
  await expectAccessible();

  clearScenarios();
  await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
  const { booked } = data;
  expect(
    await waitFor(() => card(booked.groupActivity.name, booked.duration.start, 'sv')),
  ).toBeVisible();
  expect(screen.queryByText(/^Vi kunde inte hämta alla dina bokningar/)).toBeNull();
});

test('when every list fails there is an error and no empty text', async () => {
  scenario('GET', '/customers/*/bookings/groupactivities', 'code=403');
  scenario('GET', '/customers/*/bookings/services', 'code=403');
  scenario('GET', '/customers/*/bookings/events', 'code=403');
  await openBookings('sv');
  expect(await screen.findByText('Vi kunde inte hämta dina bokningar just nu.')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Försök igen' })).toBeVisible();
  expect(screen.queryByText('Du har inga kommande bokningar.')).toBeNull();
});

test('in English: a class whose details fail says Error loading details but keeps the booking', async () => {
  scenario('GET', '/businessunits/*/groupactivities/*', 'code=404');
  const data = await loadBookings();
  await openBookings('en');
  for (const booking of data.classes) {
    const name = booking.groupActivity.name;
    const classCard = card(name, booking.duration.start, 'en');
    expect(await within(classCard).findByText('Error loading details')).toBeVisible();
    expect(within(classCard).getByTestId('booking-time')).toHaveTextContent(
      stockholmTime(booking.duration.start),
    );
    expect(within(classCard).getByTestId('booking-facility')).toHaveTextContent(
      booking.businessUnit.name,
    );
    expect(within(classCard).queryByRole('button', { name: /^Read more/ })).toBeNull();
    // The details are not needed to cancel; a class that has started offers no cancel at all.
    const cancel = within(classCard).queryByRole('button', { name: `Cancel ${name}` });
    if (Date.parse(booking.duration.start) > Date.now()) expect(cancel).toBeEnabled();
    else expect(cancel).toBeNull();
    if (booking.type === 'waitingListBooking')
      expect(values(classCard)).toEqual([String(booking.waitingListBooking!.waitingListPosition)]);
    else expect(terms(classCard)).toEqual([]);
  }
  await expectAccessible();
});

test('an event whose details fail is kept under other bookings with the error text', async () => {
  scenario('GET', '/businessunits/*/events/*', 'code=404');
  scenario('GET', '/products/services/*', 'code=404');
  const [events, services] = await Promise.all([
    mockJson<EventBooking[]>(`${BOOKINGS}/events`),
    mockJson<ServiceBooking[]>(`${BOOKINGS}/services`),
  ]);
  await openBookings('sv');
  const event = events[0]!;
  const other = screen.getByRole('region', { name: 'Övriga bokningar' });
  const eventCard = within(other).getByRole('article', { name: event.event.name! });
  expect(await within(eventCard).findByText('Det gick inte att ladda detaljerna')).toBeVisible();
  expect(values(eventCard)).toEqual([kronor(event.price!.amount)]);
  // A service whose product fails keeps its time, name, facility and price.
  const service = services.find((s) => notOver(s.duration.end))!;
  const serviceCard = card(service.serviceProduct.name, service.duration.start, 'sv');
  expect(await within(serviceCard).findByText('Det gick inte att ladda detaljerna')).toBeVisible();
  expect(values(serviceCard)).toEqual([kronor(service.price!.amount)]);
  expect(within(serviceCard).queryByRole('button', { name: /^Läs mer/ })).toBeNull();
});

// Moved from the e2e suite (docs/decisions/063): the member menu's mark is the router's match.
test('the member menu marks the page whether or not the path ends in a slash', async () => {
  await openPage('/mina-sidor/bookings', { signedIn: true });
  const menu = await screen.findByRole('navigation', { name: 'Mina sidor' }, { timeout: 30_000 });
  await waitFor(() =>
    expect(within(menu).getByRole('link', { name: 'Bokningar' })).toHaveAttribute(
      'aria-current',
      'page',
    ),
  );
  expect(within(menu).getByRole('link', { name: 'Översikt' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
});
