// The calendar of issue 23: on Mina sidor's bookings page, the member's live calendar feed (BRP's
// services/calendarinstructions: the webcal link, the https address to copy, the how-to), with its
// loading and error states; and "Lägg till i kalendern" on a booking of the bookings page, of the
// overview and of the receipt, whose downloaded .ics file is read back here. Expected values come
// from what the mock serves; the Stockholm times are computed here with the browser's zone data.
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { E2E_NOW_MS } from './support/clock';
import { DEMO_TOKEN, expect, hold, test } from './support/fixtures';
import { icsEvents, stockholmIcsTime, type IcsEvent } from './support/ics';

const API = '/brponline/api/ver3';
const FEED = `${API}/services/calendarinstructions`;
const AUTH = { Authorization: `Bearer ${DEMO_TOKEN}` };

interface FeedLinks {
  icsLink: string;
  webCalLink: string;
}
interface Timed {
  duration: { start: string; end: string };
  businessUnit: { name: string };
}
interface ClassBooking extends Timed {
  type: string;
  groupActivity: { id: number; name: string };
}
interface ServiceBooking extends Timed {
  serviceProduct: { name: string };
}

/** The links the mock gives the demo customer (the contract's first example). */
async function mockFeed(request: APIRequestContext): Promise<FeedLinks> {
  const answer = await request.post(FEED, { headers: AUTH, data: { sendEmail: false } });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as FeedLinks;
}

async function getJson<T>(request: APIRequestContext, path: string, prefer?: string): Promise<T> {
  const headers = prefer ? { ...AUTH, Prefer: prefer } : AUTH;
  const answer = await request.get(`${API}${path}`, { headers });
  expect(answer.ok(), `GET ${path}`).toBe(true);
  return (await answer.json()) as T;
}

const laterThanNow = (booking: Timed) => Date.parse(booking.duration.start) > E2E_NOW_MS;

/** The one event of a downloaded file. */
async function downloadedEvent(download: Promise<Download>): Promise<IcsEvent> {
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  const events = icsEvents(readFileSync((await file.path())!, 'utf8'));
  expect(events).toHaveLength(1);
  return events[0]!;
}

/** SUMMARY, the Stockholm start and end, and LOCATION, as a calendar reads them. */
function expectBooking(event: IcsEvent, name: string, booking: Timed, location: string) {
  expect(event).toMatchObject({
    SUMMARY: name,
    'DTSTART;TZID=Europe/Stockholm': stockholmIcsTime(booking.duration.start),
    'DTEND;TZID=Europe/Stockholm': stockholmIcsTime(booking.duration.end),
    LOCATION: location,
  });
}

const feedSection = (page: Page, heading: string) => page.getByRole('region', { name: heading });

test.describe('the live calendar feed', () => {
  test.beforeEach(async ({ signIn, context }) => {
    await signIn();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('offers the webcal link, the https address to copy, and the how-to', async ({
    page,
    request,
    expectAccessible,
  }) => {
    const links = await mockFeed(request);
    expect(links.webCalLink).toMatch(/^webcal:\/\//);
    expect(links.icsLink).toMatch(/^https:\/\//);
    const held = await hold(page, `**${FEED}`, 'POST');
    const asked = page.waitForRequest((r) => r.url().endsWith(FEED) && r.method() === 'POST');
    await page.goto('/mina-sidor/bookings/');
    const section = feedSection(page, 'Prenumerera i din kalender');
    await expect(section.getByRole('status')).toHaveText('Hämtar dina kalenderlänkar');
    // Only the links: no e-mail is sent at every visit.
    expect((await asked).postDataJSON()).toEqual({ sendEmail: false });
    held.release();

    const subscribe = section.getByRole('link', { name: 'Prenumerera i kalenderappen' });
    await expect(subscribe).toHaveAttribute('href', links.webCalLink);
    const address = section.getByRole('textbox', { name: 'Kalenderns adress' });
    await expect(address).toHaveValue(links.icsLink);
    await expect(address).toHaveAttribute('readonly', '');

    await section.getByRole('button', { name: 'Kopiera länken' }).click();
    await expect(
      page.locator('#notistack-snackbar', { hasText: 'Länken är kopierad' }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(links.icsLink);

    // The how-to is collapsed until asked for, then names Google, Apple and Outlook.
    const howTo = section.getByRole('button', { name: 'Så lägger du till kalendern' });
    await expect(howTo).toHaveAttribute('aria-expanded', 'false');
    await expect(section.getByRole('heading', { name: 'Google Kalender' })).toHaveCount(0);
    await howTo.click();
    await expect(howTo).toHaveAttribute('aria-expanded', 'true');
    await expect(section.getByRole('heading', { level: 4 })).toHaveText([
      'Google Kalender',
      'Apple Kalender (iPhone, iPad och Mac)',
      'Outlook',
    ]);
    await expect(section.getByRole('listitem').first()).toHaveText(
      'Kopiera kalenderns adress ovan.',
    );
    await expectAccessible();
  });

  test('in English @mobile', async ({ page, request, expectAccessible }) => {
    const links = await mockFeed(request);
    await page.goto('/en/mina-sidor/bookings/');
    const section = feedSection(page, 'Subscribe in your calendar');
    await expect(
      section.getByRole('link', { name: 'Subscribe in your calendar app' }),
    ).toHaveAttribute('href', links.webCalLink);
    await expect(section.getByRole('textbox', { name: 'Calendar address' })).toHaveValue(
      links.icsLink,
    );
    await section.getByRole('button', { name: 'Copy link' }).click();
    await expect(
      page.locator('#notistack-snackbar', { hasText: 'The link is copied' }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(links.icsLink);
    await section.getByRole('button', { name: 'How to add the calendar' }).click();
    await expect(section.getByRole('heading', { level: 4 })).toHaveText([
      'Google Calendar',
      'Apple Calendar (iPhone, iPad and Mac)',
      'Outlook',
    ]);
    await expectAccessible();
  });

  test('a failed call shows an error with retry, and the retry shows the links', async ({
    page,
    request,
    expectAccessible,
  }) => {
    const links = await mockFeed(request);
    let failing = true;
    await page.route(`**${FEED}`, (route) =>
      failing
        ? route.fulfill({ status: 503, json: { errorCode: 'UPSTREAM_UNAVAILABLE' } })
        : route.fallback(),
    );
    await page.goto('/mina-sidor/bookings/');
    const section = feedSection(page, 'Prenumerera i din kalender');
    const error = section.getByRole('alert');
    await expect(error).toContainText('Vi kunde inte hämta din kalenderlänk just nu.');
    await expect(section.getByRole('link')).toHaveCount(0);
    await expectAccessible();

    failing = false;
    await error.getByRole('button', { name: 'Försök igen' }).click();
    await expect(
      section.getByRole('link', { name: 'Prenumerera i kalenderappen' }),
    ).toHaveAttribute('href', links.webCalLink);
    await expect(section.getByRole('alert')).toHaveCount(0);
  });

  test('a link that is not webcal or https is never shown', async ({ page, scenario }) => {
    await scenario('POST', '/services/calendarinstructions', 'example=scriptLink');
    await page.goto('/mina-sidor/bookings/');
    const section = feedSection(page, 'Prenumerera i din kalender');
    await expect(section.getByRole('alert')).toContainText(
      'Vi kunde inte hämta din kalenderlänk just nu.',
    );
    await expect(section.getByRole('link')).toHaveCount(0);
    await expect(section.getByRole('textbox')).toHaveCount(0);
  });
});

test.describe('add a booking to the calendar', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test('a class on the bookings page', async ({ page, request, expectAccessible }) => {
    const classes = await getJson<ClassBooking[]>(
      request,
      '/customers/4711/bookings/groupactivities',
    );
    const booked = classes.find((b) => b.type === 'groupActivityBooking' && laterThanNow(b))!;
    await page.goto('/mina-sidor/bookings/');
    const card = page
      .getByRole('article', { name: booked.groupActivity.name })
      .filter({ has: page.locator(`time[datetime="${booked.duration.start}"]`) });
    const button = card.getByRole('button', {
      name: `Lägg till i kalendern: ${booked.groupActivity.name}`,
    });
    await expect(button).toHaveText('Lägg till i kalendern');
    const download = page.waitForEvent('download');
    await button.click();
    const event = await downloadedEvent(download);
    expectBooking(event, booked.groupActivity.name, booked, booked.businessUnit.name);
    // The class page's UID for the same class: importing both updates one event.
    const host = new URL(page.url()).hostname;
    expect(event.UID).toBe(`group-activity-${booked.groupActivity.id}@${host}`);
    await expectAccessible();
  });

  test('a treatment in the overview, in English', async ({
    page,
    request,
    scenario,
    expectAccessible,
  }) => {
    const services = await getJson<ServiceBooking[]>(request, '/customers/4711/bookings/services');
    const booked = services.find(laterThanNow)!;
    // Only treatments, so the overview's few rows are the mock's treatments.
    await scenario('GET', '/customers/*/bookings/groupactivities', 'example=empty');
    await scenario('GET', '/customers/*/bookings/events', 'example=empty');
    await page.goto('/en/mina-sidor/overview/');
    const button = page
      .getByRole('region', { name: 'Upcoming bookings' })
      .getByRole('button', { name: `Add to calendar: ${booked.serviceProduct.name}` })
      .first();
    const download = page.waitForEvent('download');
    await button.click();
    expectBooking(
      await downloadedEvent(download),
      booked.serviceProduct.name,
      booked,
      booked.businessUnit.name,
    );
    await expectAccessible();
  });

  test('a booked treatment on the receipt', async ({
    page,
    request,
    scenario,
    expectAccessible,
  }) => {
    interface PaidOrder {
      businessUnit: { name: string };
      serviceItems: { product: { name: string }; duration: { start: string; end: string } }[];
    }
    const order = await getJson<PaidOrder>(request, '/orders/611902', 'example=paid');
    const line = order.serviceItems[0]!;
    await scenario('GET', '/orders/*', 'example=paid');
    await scenario('GET', '/customers/*/receipts/*', 'example=paidOrder');
    await page.goto('/kassa/?orderid=611902&receiptid=90391');
    const button = page
      .getByTestId('receipt-line')
      .getByRole('button', { name: `Lägg till i kalendern: ${line.product.name}` });
    const download = page.waitForEvent('download');
    await button.click();
    expectBooking(
      await downloadedEvent(download),
      line.product.name,
      { ...line, businessUnit: order.businessUnit },
      order.businessUnit.name,
    );
    await expectAccessible();
  });
});
