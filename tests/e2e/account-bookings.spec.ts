// Member area "Bookings" (spec §2, §4 "Booking cancel", §8, §9): the list per day, the three card
// types, read-more dialogs, cancelling and its failures, the 24 hours rule, empty and error states,
// cancelled classes, and bookings that have ended or are under way.
// Expected values are computed here from what the mock serves (its dates move to today), with Intl,
// independently of the app's own formatting code.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_NOW_MS } from './support/clock';
import { DEMO_TOKEN, expect, hold, test } from './support/fixtures';

type Lang = 'sv' | 'en';
const API = '/brponline/api/ver3';
const CUSTOMER = 4711;
const ZONE = 'Europe/Stockholm';
const LOCALE: Record<Lang, string> = { sv: 'sv-SE', en: 'en-US' };
const PAGE_PATH: Record<Lang, string> = {
  sv: '/mina-sidor/bookings/',
  en: '/en/mina-sidor/bookings/',
};

interface Named {
  id: number;
  name: string;
}
interface GroupActivityBooking {
  type: 'groupActivityBooking' | 'waitingListBooking';
  groupActivity: Named;
  businessUnit: Named;
  duration: { start: string; end: string };
  groupActivityBooking?: { id: number };
  waitingListBooking?: { id: number; waitingListPosition: number };
}
interface ServiceBooking {
  id: number;
  serviceProduct: Named;
  businessUnit: Named;
  duration: { start: string; end: string };
  price?: { amount: number };
}
interface EventBooking {
  id: number;
  event: { id: number; name?: string };
  businessUnit: Named;
  product: Named;
  price?: { amount: number };
}
interface EventDetail {
  name: string;
  duration: { start: string; end: string };
  occasions?: { numberOf: number; times: { start: string; end: string }[] };
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${API}${path}`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
  });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** Not over at the test clock's instant: the page lists a booking until it ends. */
const notOver = (end: string) => Date.parse(end) > E2E_NOW_MS;

/** The bookings the page lists: the mock's, less those over by the test clock (E2E_NOW). */
async function loadBookings(request: APIRequestContext) {
  const [allClasses, allServices, allEvents] = await Promise.all([
    getJson<GroupActivityBooking[]>(request, `/customers/${CUSTOMER}/bookings/groupactivities`),
    getJson<ServiceBooking[]>(request, `/customers/${CUSTOMER}/bookings/services`),
    getJson<EventBooking[]>(request, `/customers/${CUSTOMER}/bookings/events`),
  ]);
  const allDetails = await Promise.all(
    allEvents.map((b) =>
      getJson<EventDetail>(request, `/businessunits/${b.businessUnit.id}/events/${b.event.id}`),
    ),
  );
  const eventsLeft = allEvents.flatMap((booking, i) => {
    const detail = allDetails[i]!;
    return notOver(lastEnd(detail)) ? [{ booking, detail }] : [];
  });
  return {
    classes: allClasses.filter((b) => notOver(b.duration.end)),
    services: allServices.filter((b) => notOver(b.duration.end)),
    events: eventsLeft.map((e) => e.booking),
    eventDetails: eventsLeft.map((e) => e.detail),
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** "Söndag 22 november 2026" / "Sunday, November 22, 2026" in Stockholm. */
function dayHeading(iso: string, lang: Lang): string {
  const options = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
  return capitalise(
    new Intl.DateTimeFormat(LOCALE[lang], { ...options, timeZone: ZONE }).format(new Date(iso)),
  );
}

function stockholmDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(iso));
}

function time(iso: string): string {
  return new Intl.DateTimeFormat('sv-SE', { hour: '2-digit', minute: '2-digit', timeZone: ZONE })
    .format(new Date(iso))
    .replace('.', ':');
}

function dotted(iso: string): string {
  return stockholmDay(iso).replaceAll('-', '.');
}

function kronor(minor: number): string {
  return `${String(Math.round(minor / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} kr`;
}

function firstOccasion(event: EventDetail): string {
  const starts = (event.occasions?.times ?? []).map((t) => t.start).sort();
  return starts[0] ?? event.duration.start;
}

function lastEnd(event: EventDetail): string {
  const ends = (event.occasions?.times ?? []).map((t) => t.end).sort();
  return ends.at(-1) ?? event.duration.end;
}

/** Headings and card names per day, in the order the spec asks for. */
function expectedDays(data: Awaited<ReturnType<typeof loadBookings>>, lang: Lang) {
  const entries = [
    ...data.classes.map((b) => ({ name: b.groupActivity.name, start: b.duration.start })),
    ...data.services.map((b) => ({ name: b.serviceProduct.name, start: b.duration.start })),
    ...data.events.map((b, i) => {
      const detail = data.eventDetails[i]!;
      return { name: b.event.name ?? detail.name, start: firstOccasion(detail) };
    }),
  ].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const days = new Map<string, { heading: string; names: string[] }>();
  for (const entry of entries) {
    const key = stockholmDay(entry.start);
    const day = days.get(key) ?? { heading: dayHeading(entry.start, lang), names: [] };
    day.names.push(entry.name);
    days.set(key, day);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, day]) => day);
}

function card(page: Page, name: string, start: string, lang: Lang): Locator {
  return page.getByRole('region', { name: dayHeading(start, lang) }).getByRole('article', { name });
}

/** Opens the page and waits until the lists have loaded. */
async function openBookings(page: Page, lang: Lang) {
  await page.goto(PAGE_PATH[lang]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('bookings-skeleton')).toHaveCount(0);
}

/** A booked class that has not started by the page's clock: one under way offers no cancel. */
async function bookedLater(page: Page, classes: GroupActivityBooking[]) {
  const now = await page.evaluate(() => Date.now());
  const booked = classes.find(
    (b) => b.type === 'groupActivityBooking' && Date.parse(b.duration.start) > now,
  );
  expect(booked, 'a booked class later than now').toBeDefined();
  return booked!;
}

/** A treatment like `template`, renamed, from `startMin` to `endMin` minutes after the test clock's instant. */
function treatmentAt(
  template: ServiceBooking,
  id: number,
  name: string,
  startMin: number,
  endMin: number,
): ServiceBooking {
  return {
    ...template,
    id,
    serviceProduct: { ...template.serviceProduct, name },
    duration: {
      start: new Date(E2E_NOW_MS + startMin * 60_000).toISOString(),
      end: new Date(E2E_NOW_MS + endMin * 60_000).toISOString(),
    },
  };
}

const CLASS_DELETE = /\/customers\/\d+\/bookings\/groupactivities\/\d+(\?.*)?$/;
const SERVICE_DELETE = /\/customers\/\d+\/bookings\/services\/\d+(\?.*)?$/;

test.describe('member area bookings', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test('lists the bookings per day with capitalised headings and each card type @mobile', async ({
    page,
    request,
    expectAccessible,
  }) => {
    const data = await loadBookings(request);
    await openBookings(page, 'sv');
    await expect(page).toHaveTitle(/^Bokningar - /);
    await expect(page.getByRole('heading', { level: 1, name: 'Bokningar' })).toBeVisible();

    const days = expectedDays(data, 'sv');
    // The day headings; the calendar feed's section after them has its own (account-calendar.spec.ts).
    const headings = page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .filter({ hasNotText: 'Prenumerera i din kalender' });
    await expect(headings).toHaveText(days.map((day) => day.heading));
    await expect(headings.first()).toHaveText(/^[A-ZÅÄÖ][a-zåäö]+dag \d{1,2} [a-zåäö]+ \d{4}$/);
    for (const day of days) {
      const titles = page
        .getByRole('region', { name: day.heading })
        .getByRole('heading', { level: 3 });
      await expect(titles).toHaveText(day.names);
    }

    // Group activity cards: time, name, facility and free places or the waiting-list position.
    const booked = data.classes.find((b) => b.type === 'groupActivityBooking')!;
    const detail = await getJson<{ slots: { leftToBook: number } }>(
      request,
      `/businessunits/${booked.businessUnit.id}/groupactivities/${booked.groupActivity.id}`,
    );
    const bookedCard = card(page, booked.groupActivity.name, booked.duration.start, 'sv');
    await expect(bookedCard.getByTestId('booking-time')).toHaveText(time(booked.duration.start));
    await expect(bookedCard.getByTestId('booking-facility')).toHaveText(booked.businessUnit.name);
    await expect(bookedCard.getByText('Pass', { exact: true })).toBeVisible();
    await expect(bookedCard.locator('dt')).toHaveText(['Lediga platser']);
    await expect(bookedCard.locator('dd')).toHaveText([String(detail.slots.leftToBook)]);

    const waiting = data.classes.find((b) => b.type === 'waitingListBooking')!;
    const waitingCard = card(page, waiting.groupActivity.name, waiting.duration.start, 'sv');
    await expect(waitingCard.locator('dt')).toHaveText(['Plats på reservlistan']);
    await expect(waitingCard.locator('dd')).toHaveText([
      String(waiting.waitingListBooking!.waitingListPosition),
    ]);
    await expect(
      waitingCard.getByRole('button', { name: `Avboka ${waiting.groupActivity.name}` }),
    ).toBeEnabled();

    // Service card: time, name, facility, price in kronor.
    for (const service of data.services) {
      const serviceCard = card(page, service.serviceProduct.name, service.duration.start, 'sv');
      await expect(serviceCard.getByTestId('booking-time')).toHaveText(
        time(service.duration.start),
      );
      await expect(serviceCard.getByTestId('booking-facility')).toHaveText(
        service.businessUnit.name,
      );
      await expect(serviceCard.locator('dd')).toHaveText([kronor(service.price!.amount)]);
    }

    // Event card: first occasion, name, facility, occasions, from and to (dotted), price; no cancel.
    const event = data.events[0]!;
    const eventDetail = data.eventDetails[0]!;
    const eventCard = card(page, event.event.name!, firstOccasion(eventDetail), 'sv');
    await expect(eventCard.getByTestId('booking-time')).toHaveText(
      time(firstOccasion(eventDetail)),
    );
    await expect(eventCard.getByTestId('booking-facility')).toHaveText(event.businessUnit.name);
    await expect(eventCard.locator('dt')).toHaveText(['Antal tillfällen', 'Från', 'Till', 'Pris']);
    await expect(eventCard.locator('dd')).toHaveText([
      String(eventDetail.occasions!.numberOf),
      dotted(eventDetail.duration.start),
      dotted(eventDetail.duration.end),
      kronor(event.price!.amount),
    ]);
    // No cancel for a course: its one button puts its occasions in the calendar.
    await expect(eventCard.getByRole('button')).toHaveText(['Lägg till i kalendern']);
    await expectAccessible();
  });

  test('read more shows the class description, and a service description without doubled lines', async ({
    page,
    request,
    expectAccessible,
  }) => {
    const data = await loadBookings(request);
    const product = await getJson<{ description: string }>(request, '/products/groupactivities/21');
    const service = await getJson<{ description: string }>(request, '/products/services/701');
    await openBookings(page, 'sv');

    const booked = data.classes.find((b) => b.type === 'groupActivityBooking')!;
    await card(page, booked.groupActivity.name, booked.duration.start, 'sv')
      .getByRole('button', { name: `Läs mer om ${booked.groupActivity.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: booked.groupActivity.name });
    const firstParagraph = /<p>(.*?)<\/p>/.exec(product.description)![1]!;
    await expect(dialog.getByTestId('info-dialog-html')).toContainText(firstParagraph);
    // The default class has no external message: no extra-message heading.
    await expect(dialog.getByRole('heading', { name: 'Extra meddelande' })).toHaveCount(0);
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Stäng' }).last().click();
    await expect(dialog).toBeHidden();

    const massage = data.services.find((s) => s.serviceProduct.id === 701)!;
    await card(page, massage.serviceProduct.name, massage.duration.start, 'sv')
      .getByRole('button', { name: `Läs mer om ${massage.serviceProduct.name}` })
      .click();
    const serviceDialog = page.getByRole('dialog', { name: massage.serviceProduct.name });
    const html = serviceDialog.getByTestId('info-dialog-html');
    await expect(html).toContainText('Kom gärna tio minuter innan.');
    // HTML with its own paragraphs keeps its layout: its <br>, and no blank line added for the
    // source's newline between the paragraphs (plain text gets its breaks: sanitize.test.ts).
    const breaks = (service.description.match(/<br\s*\/?>/g) ?? []).length;
    expect(service.description).toMatch(/<\/p>\s*\n\s*<p>/);
    await expect(html.locator('p')).toHaveCount(2);
    await expect(html.locator('br')).toHaveCount(breaks);
    await expectAccessible();
  });

  test('a cancelled class is marked Inställt, says so instead of its places, and keeps the extra message', async ({
    page,
    scenario,
    request,
    expectAccessible,
  }) => {
    // Every class's details say it is cancelled (the mock's "cancelled" example).
    await scenario('GET', '/businessunits/*/groupactivities/*', 'example=cancelled');
    const data = await loadBookings(request);
    await openBookings(page, 'sv');
    const booked = data.classes.find((b) => b.type === 'groupActivityBooking')!;
    const bookedCard = card(page, booked.groupActivity.name, booked.duration.start, 'sv');
    await expect(bookedCard.getByTestId('cancelled-chip')).toHaveText('Inställt');
    await expect(bookedCard.getByText('Passet är inställt och blir inte av.')).toBeVisible();
    // No "Lediga platser" beside a class that will not take place, nor a queue place.
    await expect(bookedCard.locator('dt')).toHaveCount(0);
    await expect(bookedCard.getByRole('button', { name: 'Inställt' })).toBeDisabled();
    const waiting = data.classes.find((b) => b.type === 'waitingListBooking')!;
    const waitingCard = card(page, waiting.groupActivity.name, waiting.duration.start, 'sv');
    await expect(waitingCard.getByTestId('cancelled-chip')).toHaveText('Inställt');
    await expect(waitingCard.locator('dt')).toHaveCount(0);
    // Treatments are not classes: they stay as they were.
    const service = data.services[0]!;
    const serviceCard = card(page, service.serviceProduct.name, service.duration.start, 'sv');
    await expect(serviceCard.getByTestId('cancelled-chip')).toHaveCount(0);
    await expectAccessible();

    await bookedCard.getByRole('button', { name: /^Läs mer om/ }).click();
    const dialog = page.getByRole('dialog', { name: booked.groupActivity.name });
    await expect(dialog.getByRole('heading', { name: 'Extra meddelande' })).toBeVisible();
    await expect(dialog.getByTestId('extra-message')).toHaveText(
      'Passet är inställt på grund av sjukdom. Välkommen på torsdag!',
    );
  });

  test('in English: a cancelled class is marked Cancelled and says so', async ({
    page,
    scenario,
    request,
    expectAccessible,
  }) => {
    await scenario('GET', '/businessunits/*/groupactivities/*', 'example=cancelled');
    const data = await loadBookings(request);
    await openBookings(page, 'en');
    const booked = data.classes.find((b) => b.type === 'groupActivityBooking')!;
    const bookedCard = card(page, booked.groupActivity.name, booked.duration.start, 'en');
    await expect(bookedCard.getByTestId('cancelled-chip')).toHaveText('Cancelled');
    await expect(
      bookedCard.getByText('This class has been cancelled and will not take place.'),
    ).toBeVisible();
    await expect(bookedCard.locator('dt')).toHaveCount(0);
    await expect(bookedCard.getByRole('button', { name: 'Cancelled' })).toBeDisabled();
    await expectAccessible();
  });

  test('cancelling a class asks first, then shows Avbokar... and Avbokad! and reloads the list', async ({
    page,
    request,
    expectAccessible,
  }) => {
    const data = await loadBookings(request);
    const deleting = await hold(page, CLASS_DELETE, 'DELETE');
    await openBookings(page, 'sv');
    const booked = await bookedLater(page, data.classes);
    const bookedCard = card(page, booked.groupActivity.name, booked.duration.start, 'sv');
    await bookedCard.getByRole('button', { name: `Avboka ${booked.groupActivity.name}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Vill du avboka passet?' });
    await expect(dialog).toContainText(booked.groupActivity.name);
    await expect(dialog).toContainText(`kl. ${time(booked.duration.start)}`);
    await expectAccessible();

    const deleted = page.waitForRequest(
      (r) => r.method() === 'DELETE' && CLASS_DELETE.test(r.url()),
    );
    const reloaded = page.waitForRequest(
      (r) =>
        r.method() === 'GET' && /\/customers\/\d+\/bookings\/groupactivities(\?.*)?$/.test(r.url()),
    );
    await dialog.getByRole('button', { name: 'Ja' }).click();
    const url = new URL((await deleted).url());
    expect(url.pathname).toMatch(
      new RegExp(`/bookings/groupactivities/${booked.groupActivityBooking!.id}$`),
    );
    expect(url.searchParams.get('bookingType')).toBe('groupActivityBooking');
    await expect(page.getByText('Avbokar...', { exact: true })).toBeVisible();
    deleting.release();
    await expect(page.getByText('Avbokad!', { exact: true })).toBeVisible();
    await reloaded;
  });

  test('a class that started earlier today offers no cancel', async ({
    page,
    leaveToBrowser,
    expectAccessible,
  }) => {
    // The booking system still lists a class under way; its start is set from the page's clock.
    leaveToBrowser('GET', '/customers/*/bookings/groupactivities');
    await page.route(/\/customers\/\d+\/bookings\/groupactivities(\?.*)?$/, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const now = await page.evaluate(() => Date.now());
      const response = await route.fetch();
      const [first, ...rest] = (await response.json()) as GroupActivityBooking[];
      const started = {
        ...first!,
        type: 'groupActivityBooking',
        groupActivity: { ...first!.groupActivity, name: 'Morgonsim' },
        duration: {
          start: new Date(now - 30 * 60_000).toISOString(),
          end: new Date(now + 15 * 60_000).toISOString(),
        },
      };
      await route.fulfill({ response, json: [started, ...rest] });
    });
    await openBookings(page, 'sv');
    const card = page.getByRole('article', { name: 'Morgonsim' });
    await expect(card.getByRole('button', { name: 'Har börjat' })).toBeDisabled();
    await expect(card.getByRole('button', { name: /Avboka/ })).toHaveCount(0);
    // The classes that have not started still can be cancelled.
    await expect(page.getByRole('button', { name: /^Avboka / }).first()).toBeEnabled();
    await expectAccessible();
  });

  test('leaving a waiting list sends the waiting-list id and type', async ({ page, request }) => {
    const data = await loadBookings(request);
    await openBookings(page, 'sv');
    const waiting = data.classes.find((b) => b.type === 'waitingListBooking')!;
    await card(page, waiting.groupActivity.name, waiting.duration.start, 'sv')
      .getByRole('button', { name: `Avboka ${waiting.groupActivity.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Vill du lämna reservlistan?' });
    const deleted = page.waitForRequest(
      (r) => r.method() === 'DELETE' && CLASS_DELETE.test(r.url()),
    );
    await dialog.getByRole('button', { name: 'Ja' }).click();
    const url = new URL((await deleted).url());
    expect(url.pathname).toMatch(
      new RegExp(`/bookings/groupactivities/${waiting.waitingListBooking!.id}$`),
    );
    expect(url.searchParams.get('bookingType')).toBe('waitingListBooking');
    await expect(page.getByText('Avbokad!', { exact: true })).toBeVisible();
  });

  test('a cancel the booking system refuses shows the mapped text with the minutes', async ({
    page,
    scenario,
    request,
  }) => {
    await scenario(
      'DELETE',
      '/customers/*/bookings/groupactivities/*',
      'code=403, example=tooLateToCancel',
    );
    const data = await loadBookings(request);
    await openBookings(page, 'sv');
    const booked = await bookedLater(page, data.classes);
    await card(page, booked.groupActivity.name, booked.duration.start, 'sv')
      .getByRole('button', { name: `Avboka ${booked.groupActivity.name}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
    await expect(
      page.getByText(
        'Det är för sent att avboka. Avbokning måste göras senast 120 minuter före start.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Avbokad!', { exact: true })).toHaveCount(0);
  });

  test('a cancel refused with a 401 ends the session with one message, not two', async ({
    page,
    scenario,
    request,
  }) => {
    await scenario('DELETE', '/customers/*/bookings/groupactivities/*', 'code=401');
    const data = await loadBookings(request);
    await openBookings(page, 'sv');
    const booked = await bookedLater(page, data.classes);
    await card(page, booked.groupActivity.name, booked.duration.start, 'sv')
      .getByRole('button', { name: `Avboka ${booked.groupActivity.name}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
    const expired = page.getByText('Din inloggning har gått ut. Logga in igen för att fortsätta.');
    await expect(expired).toBeVisible();
    await expect(expired).toHaveCount(1);
    // The only error toast is the session's.
    await expect(page.locator('#notistack-snackbar')).toHaveCount(1);
    await expect(page.getByText('Avbokad!', { exact: true })).toHaveCount(0);
  });

  test('a cancel whose refund failed says so once and refreshes the list without the booking', async ({
    page,
    scenario,
    request,
    leaveToBrowser,
    expectAccessible,
  }) => {
    await scenario(
      'DELETE',
      '/customers/*/bookings/services/*',
      'code=403, example=cancelBookingSuccessRefundFailed',
    );
    const data = await loadBookings(request);
    // Chosen, not left to the time of day: a treatment three days ahead, well before the 24 hours.
    const later = treatmentAt(data.services[0]!, 990003, 'Aromamassage', 3 * 1440, 3 * 1440 + 50);
    leaveToBrowser('GET', '/customers/*/bookings/services');
    // The mock forgets nothing: once the cancel has gone through, the list leaves the booking out,
    // as BRP's would.
    let gone: number | null = null;
    await page.route(`**${API}/customers/${CUSTOMER}/bookings/services`, (route) =>
      route.fulfill({ json: [later, ...data.services].filter((b) => b.id !== gone) }),
    );
    await openBookings(page, 'sv');
    const name = later.serviceProduct.name;
    const serviceCard = card(page, name, later.duration.start, 'sv');
    await serviceCard.getByRole('button', { name: `Avboka ${name}` }).click();
    const reloaded = page.waitForRequest(
      (r) => r.method() === 'GET' && /\/customers\/\d+\/bookings\/services(\?.*)?$/.test(r.url()),
    );
    gone = later.id;
    await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();

    const message = page.getByText(
      'Bokningen är avbokad, men återbetalningen kunde inte göras automatiskt. Kontakta oss så hjälper vi dig.',
    );
    await expect(message).toBeVisible();
    await reloaded;
    await expect(serviceCard).toHaveCount(0);
    await expect(message).toHaveCount(1);
    await expect(page.locator('#notistack-snackbar')).toHaveCount(1);
    await expect(page.getByText('Avbokad!', { exact: true })).toHaveCount(0);
    await expectAccessible();
  });

  test('in English: a class cancel whose refund failed says so and the class leaves the list', async ({
    page,
    scenario,
    request,
  }) => {
    await scenario(
      'DELETE',
      '/customers/*/bookings/groupactivities/*',
      'code=403, example=cancelBookingSuccessRefundFailed',
    );
    const data = await loadBookings(request);
    let gone: number | null = null;
    await page.route(/\/customers\/\d+\/bookings\/groupactivities(\?.*)?$/, async (route) => {
      if (gone === null || route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const list = (await response.json()) as GroupActivityBooking[];
      await route.fulfill({
        response,
        json: list.filter((b) => b.groupActivityBooking?.id !== gone),
      });
    });
    await openBookings(page, 'en');
    const booked = await bookedLater(page, data.classes);
    const name = booked.groupActivity.name;
    const bookedCard = card(page, name, booked.duration.start, 'en');
    await bookedCard.getByRole('button', { name: `Cancel ${name}` }).click();
    gone = booked.groupActivityBooking!.id;
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    const message = page.getByText(
      'The booking has been cancelled, but the refund could not be made automatically. Please contact us and we will help you.',
    );
    await expect(message).toBeVisible();
    await expect(bookedCard).toHaveCount(0);
    await expect(message).toHaveCount(1);
    await expect(page.getByText('Cancelled!', { exact: true })).toHaveCount(0);
  });

  test('a treatment that has ended is gone, and one under way offers no cancel', async ({
    page,
    request,
    leaveToBrowser,
    expectAccessible,
  }) => {
    const data = await loadBookings(request);
    leaveToBrowser('GET', '/customers/*/bookings/services');
    // Both began before the test clock's instant: one ended an hour ago, one runs 40 minutes more.
    const ended = treatmentAt(data.services[0]!, 990001, 'Fotvård', -120, -60);
    const underway = treatmentAt(data.services[0]!, 990002, 'Hot stone-massage', -20, 40);
    await page.route(`**${API}/customers/${CUSTOMER}/bookings/services`, (route) =>
      route.fulfill({ json: [ended, underway, ...data.services] }),
    );
    await openBookings(page, 'sv');
    await expect(page.getByRole('article', { name: 'Fotvård' })).toHaveCount(0);
    const underwayCard = card(page, underway.serviceProduct.name, underway.duration.start, 'sv');
    await expect(underwayCard.getByRole('button', { name: 'Har börjat' })).toBeDisabled();
    await expect(underwayCard.getByRole('button', { name: /Avboka/ })).toHaveCount(0);
    // The treatments ahead are offered as before.
    for (const service of data.services) {
      const name = service.serviceProduct.name;
      await expect(
        card(page, name, service.duration.start, 'sv').getByRole('button', {
          name: `Avboka ${name}`,
        }),
      ).toBeEnabled();
    }
    await expectAccessible();
  });

  test('services follow the 24 hours rule: the not-allowed dialog or the confirmation with the price', async ({
    page,
    request,
    expectAccessible,
  }) => {
    const data = await loadBookings(request);
    const deleting = await hold(page, SERVICE_DELETE, 'DELETE');
    await openBookings(page, 'sv');
    // The contract has one service within 24 hours of the anchor day and one later; at the test
    // clock's instant each must open the dialog the rule implies.
    const rule = (start: string) => Date.parse(start) - E2E_NOW_MS >= 24 * 60 * 60 * 1000;
    let cancelled = false;
    for (const service of data.services) {
      const name = service.serviceProduct.name;
      const serviceCard = card(page, name, service.duration.start, 'sv');
      await serviceCard.getByRole('button', { name: `Avboka ${name}` }).click();
      if (!rule(service.duration.start)) {
        const dialog = page.getByRole('dialog', { name: 'Det går inte att avboka' });
        await expect(dialog).toContainText('Behandlingar kan inte avbokas senare än 24 timmar');
        await expect(dialog).toContainText(`Kontakta ${service.businessUnit.name}`);
        await expectAccessible();
        await dialog.getByRole('button', { name: 'Stäng' }).last().click();
        await expect(dialog).toBeHidden();
        continue;
      }
      const dialog = page.getByRole('dialog', { name: 'Vill du avboka behandlingen?' });
      await expect(dialog).toContainText(name);
      await expect(dialog).toContainText(`Behandlingen kostar ${kronor(service.price!.amount)}.`);
      await expectAccessible();
      if (cancelled) {
        await dialog.getByRole('button', { name: 'Nej' }).click();
        await expect(dialog).toBeHidden();
        continue;
      }
      const deleted = page.waitForRequest(
        (r) => r.method() === 'DELETE' && SERVICE_DELETE.test(r.url()),
      );
      await dialog.getByRole('button', { name: 'Ja' }).click();
      const url = new URL((await deleted).url());
      expect(url.pathname).toMatch(new RegExp(`/bookings/services/${service.id}$`));
      expect(url.searchParams.get('tryToRefund')).toBe('true');
      await expect(page.getByText('Avbokar...', { exact: true })).toBeVisible();
      deleting.release();
      await expect(page.getByText('Avbokad!', { exact: true })).toBeVisible();
      cancelled = true;
    }
  });

  test('in English: headings, cards, read more and cancelling', async ({
    page,
    request,
    expectAccessible,
  }) => {
    const data = await loadBookings(request);
    const deleting = await hold(page, CLASS_DELETE, 'DELETE');
    await openBookings(page, 'en');
    await expect(page).toHaveTitle(/^Bookings - /);
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    const days = expectedDays(data, 'en');
    const headings = page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .filter({ hasNotText: 'Subscribe in your calendar' });
    await expect(headings).toHaveText(days.map((day) => day.heading));
    await expect(headings.first()).toHaveText(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);

    const waiting = data.classes.find((b) => b.type === 'waitingListBooking')!;
    const waitingCard = card(page, waiting.groupActivity.name, waiting.duration.start, 'en');
    await expect(waitingCard.locator('dt')).toHaveText(['Place on the waiting list']);
    const event = data.events[0]!;
    const eventCard = card(page, event.event.name!, firstOccasion(data.eventDetails[0]!), 'en');
    await expect(eventCard.locator('dt')).toHaveText([
      'Number of occasions',
      'From',
      'To',
      'Price',
    ]);
    await expectAccessible();

    const booked = await bookedLater(page, data.classes);
    const bookedCard = card(page, booked.groupActivity.name, booked.duration.start, 'en');
    await expect(bookedCard.locator('dt')).toHaveText(['Places left']);
    await bookedCard
      .getByRole('button', { name: `Read more about ${booked.groupActivity.name}` })
      .click();
    const info = page.getByRole('dialog', { name: booked.groupActivity.name });
    await expect(info.getByTestId('info-dialog-html')).not.toBeEmpty();
    await info.getByRole('button', { name: 'Close' }).last().click();
    await expect(info).toBeHidden();

    await bookedCard.getByRole('button', { name: `Cancel ${booked.groupActivity.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Do you want to cancel this class?' });
    await expect(confirm).toContainText(`at ${time(booked.duration.start)}`);
    await expectAccessible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Cancelling...', { exact: true })).toBeVisible();
    deleting.release();
    await expect(page.getByText('Cancelled!', { exact: true })).toBeVisible();
  });

  test('in English: the 24 hours dialog for a service that starts soon', async ({
    page,
    request,
    leaveToBrowser,
  }) => {
    const data = await loadBookings(request);
    leaveToBrowser('GET', '/customers/*/bookings/services');
    // Chosen, not left to the time of day: the first service starts in three hours.
    const soon = {
      ...data.services[0]!,
      duration: { start: new Date(E2E_NOW_MS + 3 * 3_600_000).toISOString() },
    };
    await page.route(`**${API}/customers/${CUSTOMER}/bookings/services`, (route) =>
      route.fulfill({ json: [soon, ...data.services.slice(1)] }),
    );
    await openBookings(page, 'en');
    await card(page, soon.serviceProduct.name, soon.duration.start, 'en')
      .getByRole('button', { name: `Cancel ${soon.serviceProduct.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'The booking cannot be cancelled' });
    await expect(dialog).toContainText('cannot be cancelled later than 24 hours before the start');
    await expect(dialog).toContainText(`Please contact ${soon.businessUnit.name}`);
  });

  test('shows the no-bookings text when all three lists are empty', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('GET', '/customers/*/bookings/groupactivities', 'example=empty');
    await scenario('GET', '/customers/*/bookings/services', 'example=empty');
    await scenario('GET', '/customers/*/bookings/events', 'example=empty');
    await openBookings(page, 'sv');
    await expect(page.getByText('Du har inga kommande bokningar.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expectAccessible();
  });

  test('in English: the empty state', async ({ page, scenario }) => {
    await scenario('GET', '/customers/*/bookings/groupactivities', 'example=empty');
    await scenario('GET', '/customers/*/bookings/services', 'example=empty');
    await scenario('GET', '/customers/*/bookings/events', 'example=empty');
    await openBookings(page, 'en');
    await expect(page.getByText('You have no upcoming bookings.')).toBeVisible();
  });

  test('a failed list shows an error with a retry, keeps the other bookings, and retry loads it', async ({
    page,
    request,
    leaveToBrowser,
    expectAccessible,
  }) => {
    const data = await loadBookings(request);
    leaveToBrowser('GET', '/customers/*/bookings/groupactivities');
    let fail = true;
    await page.route(/\/customers\/\d+\/bookings\/groupactivities(\?.*)?$/, async (route) => {
      if (!fail || route.request().method() !== 'GET') return route.fallback();
      await route.fallback({ headers: { ...route.request().headers(), prefer: 'code=403' } });
    });
    await openBookings(page, 'sv');
    await expect(page.getByText('Vi kunde inte hämta alla dina bokningar just nu.')).toBeVisible();
    const massage = data.services.find((s) => s.serviceProduct.id === 701)!;
    await expect(
      card(page, massage.serviceProduct.name, massage.duration.start, 'sv'),
    ).toBeVisible();
    await expect(
      page.getByRole('article', { name: data.classes[0]!.groupActivity.name }),
    ).toHaveCount(0);
    await expectAccessible();

    fail = false;
    await page.getByRole('button', { name: 'Försök igen' }).click();
    const booked = data.classes.find((b) => b.type === 'groupActivityBooking')!;
    await expect(card(page, booked.groupActivity.name, booked.duration.start, 'sv')).toBeVisible();
    await expect(page.getByText('Vi kunde inte hämta alla dina bokningar just nu.')).toBeHidden();
  });

  test('when every list fails there is an error and no empty text', async ({ page, scenario }) => {
    await scenario('GET', '/customers/*/bookings/groupactivities', 'code=403');
    await scenario('GET', '/customers/*/bookings/services', 'code=403');
    await scenario('GET', '/customers/*/bookings/events', 'code=403');
    await openBookings(page, 'sv');
    await expect(page.getByText('Vi kunde inte hämta dina bokningar just nu.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Försök igen' })).toBeVisible();
    await expect(page.getByText('Du har inga kommande bokningar.')).toHaveCount(0);
  });

  test('in English: a class whose details fail says Error loading details but keeps the booking', async ({
    page,
    scenario,
    request,
    expectAccessible,
  }) => {
    await scenario('GET', '/businessunits/*/groupactivities/*', 'code=404');
    const data = await loadBookings(request);
    await openBookings(page, 'en');
    const now = await page.evaluate(() => Date.now());
    for (const booking of data.classes) {
      const classCard = card(page, booking.groupActivity.name, booking.duration.start, 'en');
      await expect(classCard.getByText('Error loading details')).toBeVisible();
      await expect(classCard.getByTestId('booking-time')).toHaveText(time(booking.duration.start));
      await expect(classCard.getByTestId('booking-facility')).toHaveText(booking.businessUnit.name);
      await expect(classCard.getByRole('button', { name: /^Read more/ })).toHaveCount(0);
      // The details are not needed to cancel; a class that has started (late in the test day,
      // today's 18:00 class) offers no cancel at all.
      const cancel = classCard.getByRole('button', {
        name: `Cancel ${booking.groupActivity.name}`,
      });
      if (Date.parse(booking.duration.start) > now) await expect(cancel).toBeEnabled();
      else await expect(cancel).toHaveCount(0);
      if (booking.type === 'waitingListBooking') {
        await expect(classCard.locator('dd')).toHaveText([
          String(booking.waitingListBooking!.waitingListPosition),
        ]);
      } else {
        await expect(classCard.locator('dt')).toHaveCount(0);
      }
    }
    await expectAccessible();
  });

  test('an event whose details fail is kept under other bookings with the error text', async ({
    page,
    scenario,
    request,
  }) => {
    await scenario('GET', '/businessunits/*/events/*', 'code=404');
    await scenario('GET', '/products/services/*', 'code=404');
    const data = await loadBookings(request);
    await openBookings(page, 'sv');
    const event = data.events[0]!;
    const other = page.getByRole('region', { name: 'Övriga bokningar' });
    const eventCard = other.getByRole('article', { name: event.event.name! });
    await expect(eventCard.getByText('Det gick inte att ladda detaljerna')).toBeVisible();
    await expect(eventCard.locator('dd')).toHaveText([kronor(event.price!.amount)]);
    // A service whose product fails keeps its time, name, facility and price.
    const service = data.services[0]!;
    const serviceCard = card(page, service.serviceProduct.name, service.duration.start, 'sv');
    await expect(serviceCard.getByText('Det gick inte att ladda detaljerna')).toBeVisible();
    await expect(serviceCard.locator('dd')).toHaveText([kronor(service.price!.amount)]);
    await expect(serviceCard.getByRole('button', { name: /^Läs mer/ })).toHaveCount(0);
  });
});
