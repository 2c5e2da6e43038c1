// The calendar of issue 23. On Mina sidor's bookings page, the member's live calendar feed (BRP's
// services/calendarinstructions: the webcal link, the https address to copy, the how-to), with its
// loading and error states. And "Lägg till i kalendern" on a treatment of the overview and of the
// receipt: the .ics file the page makes is read back here from the Blob behind its download link
// (the browser's own download of it, under the site's CSP, is an e2e test).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished } from 'vitest';
import { icsEvents, stockholmIcsTime, type IcsEvent } from '../e2e/support/ics';
import { clearScenarios, expectAccessible, openPage, scenario } from './support/render-app';
import { watchCalls } from './support/calls';
import { mockJson } from './support/mock-answers';

const FEED = '/services/calendarinstructions';

interface FeedLinks {
  icsLink: string;
  webCalLink: string;
}
interface Timed {
  duration: { start: string; end: string };
  businessUnit: { name: string };
}

/** The links the mock gives the demo customer (the contract's first example). */
const mockFeed = () => mockJson<FeedLinks>(FEED, { method: 'POST', body: { sendEmail: false } });

const feedSection = (heading: string) => screen.findByRole('region', { name: heading });

/**
 * The files the page saves from now on: the Blob behind the link it clicks, and the file's name.
 * jsdom has no object URLs and no downloads; both are stood in for until the test ends.
 */
function captureDownloads(): { name: string; blob: Blob }[] {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  const create = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
  const revoke = Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL');
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:${location.origin}/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob && this.download) files.push({ name: this.download, blob });
  });
  onTestFinished(() => {
    click.mockRestore();
    for (const [name, descriptor] of [
      ['createObjectURL', create],
      ['revokeObjectURL', revoke],
    ] as const) {
      if (descriptor) Object.defineProperty(URL, name, descriptor);
      else delete (URL as unknown as Record<string, unknown>)[name];
    }
  });
  return files;
}

/** The one event of the one file saved. */
async function downloadedEvent(files: { name: string; blob: Blob }[]): Promise<IcsEvent> {
  await waitFor(() => expect(files).toHaveLength(1));
  expect(files[0]!.name).toMatch(/\.ics$/);
  expect(files[0]!.blob.type).toMatch(/^text\/calendar/);
  const events = icsEvents(await files[0]!.blob.text());
  expect(events).toHaveLength(1);
  return events[0]!;
}

/** SUMMARY, the Stockholm start and end, and LOCATION, as a calendar reads them. */
function expectBooking(event: IcsEvent, name: string, booking: Timed) {
  expect(event).toMatchObject({
    SUMMARY: name,
    'DTSTART;TZID=Europe/Stockholm': stockholmIcsTime(booking.duration.start),
    'DTEND;TZID=Europe/Stockholm': stockholmIcsTime(booking.duration.end),
    LOCATION: booking.businessUnit.name,
  });
}

describe('the live calendar feed', () => {
  test('offers the webcal link, the https address to copy, and the how-to', async () => {
    const links = await mockFeed();
    expect(links.webCalLink).toMatch(/^webcal:\/\//);
    expect(links.icsLink).toMatch(/^https:\/\//);
    const asked = watchCalls({
      method: 'POST',
      url: /\/services\/calendarinstructions$/,
      hold: true,
    });
    const user = userEvent.setup();
    await openPage('/mina-sidor/bookings/', { signedIn: true });
    const section = await feedSection('Prenumerera i din kalender');
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Hämtar dina kalenderlänkar',
    );
    // Only the links: no e-mail is sent at every visit.
    await waitFor(() =>
      expect(asked.calls.map((call) => call.body)).toEqual([{ sendEmail: false }]),
    );
    asked.release();

    const subscribe = await within(section).findByRole('link', {
      name: 'Prenumerera i kalenderappen',
    });
    expect(subscribe).toHaveAttribute('href', links.webCalLink);
    const address = within(section).getByRole('textbox', { name: 'Kalenderns adress' });
    expect(address).toHaveValue(links.icsLink);
    expect(address).toHaveAttribute('readonly');

    await user.click(within(section).getByRole('button', { name: 'Kopiera länken' }));
    expect(await screen.findByText('Länken är kopierad')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(links.icsLink);

    // The how-to is collapsed until asked for, then names Google, Apple and Outlook.
    const howTo = within(section).getByRole('button', { name: 'Så lägger du till kalendern' });
    expect(howTo).toHaveAttribute('aria-expanded', 'false');
    expect(within(section).queryByRole('heading', { name: 'Google Kalender' })).toBeNull();
    await user.click(howTo);
    expect(howTo).toHaveAttribute('aria-expanded', 'true');
    const headings = await within(section).findAllByRole('heading', { level: 4 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Google Kalender',
      'Apple Kalender (iPhone, iPad och Mac)',
      'Outlook',
    ]);
    expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent(
      'Kopiera kalenderns adress ovan.',
    );
    await expectAccessible();
  });

  test('in English', async () => {
    const links = await mockFeed();
    const user = userEvent.setup();
    await openPage('/en/mina-sidor/bookings/', { signedIn: true });
    const section = await feedSection('Subscribe in your calendar');
    expect(
      await within(section).findByRole('link', { name: 'Subscribe in your calendar app' }),
    ).toHaveAttribute('href', links.webCalLink);
    expect(within(section).getByRole('textbox', { name: 'Calendar address' })).toHaveValue(
      links.icsLink,
    );
    await user.click(within(section).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('The link is copied')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(links.icsLink);
    await user.click(within(section).getByRole('button', { name: 'How to add the calendar' }));
    const headings = await within(section).findAllByRole('heading', { level: 4 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Google Calendar',
      'Apple Calendar (iPhone, iPad and Mac)',
      'Outlook',
    ]);
  });

  test('a failed call shows an error with retry, and the retry shows the links', async () => {
    const links = await mockFeed();
    scenario('POST', FEED, 'code=503');
    await openPage('/mina-sidor/bookings/', { signedIn: true });
    const section = await feedSection('Prenumerera i din kalender');
    const error = await within(section).findByRole('alert');
    expect(error).toHaveTextContent('Vi kunde inte hämta din kalenderlänk just nu.');
    expect(within(section).queryByRole('link')).toBeNull();
    await expectAccessible();

    clearScenarios();
    await userEvent.click(within(error).getByRole('button', { name: 'Försök igen' }));
    expect(
      await within(section).findByRole('link', { name: 'Prenumerera i kalenderappen' }),
    ).toHaveAttribute('href', links.webCalLink);
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  test('a link that is not webcal or https is never shown', async () => {
    scenario('POST', FEED, 'example=scriptLink');
    await openPage('/mina-sidor/bookings/', { signedIn: true });
    const section = await feedSection('Prenumerera i din kalender');
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Vi kunde inte hämta din kalenderlänk just nu.',
    );
    expect(within(section).queryByRole('link')).toBeNull();
    expect(within(section).queryByRole('textbox')).toBeNull();
  });
});

describe('add a booking to the calendar', () => {
  test('a treatment in the overview, in English', async () => {
    interface ServiceBooking extends Timed {
      serviceProduct: { name: string };
    }
    const services = await mockJson<ServiceBooking[]>('/customers/4711/bookings/services');
    const booked = services.find((b) => Date.parse(b.duration.start) > Date.now())!;
    // Only treatments, so the overview's few rows are the mock's treatments.
    scenario('GET', '/customers/*/bookings/groupactivities', 'example=empty');
    scenario('GET', '/customers/*/bookings/events', 'example=empty');
    const files = captureDownloads();
    await openPage('/en/mina-sidor/overview/', { signedIn: true });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming bookings' });
    const [button] = await within(upcoming).findAllByRole('button', {
      name: `Add to calendar: ${booked.serviceProduct.name}`,
    });
    await userEvent.click(button!);
    expectBooking(await downloadedEvent(files), booked.serviceProduct.name, booked);
  });

  test('a booked treatment on the receipt', async () => {
    interface PaidOrder {
      businessUnit: { name: string };
      serviceItems: { product: { name: string }; duration: { start: string; end: string } }[];
    }
    const order = await mockJson<PaidOrder>('/orders/611902', { prefer: 'example=paid' });
    const line = order.serviceItems[0]!;
    scenario('GET', '/orders/*', 'example=paid');
    scenario('GET', '/customers/*/receipts/*', 'example=paidOrder');
    const files = captureDownloads();
    await openPage('/kassa/?orderid=611902&receiptid=90391', { signedIn: true });
    const button = await screen.findByRole('button', {
      name: `Lägg till i kalendern: ${line.product.name}`,
    });
    expect(button.closest('[data-testid="receipt-line"]')).not.toBeNull();
    await userEvent.click(button);
    expectBooking(await downloadedEvent(files), line.product.name, {
      ...line,
      businessUnit: order.businessUnit,
    });
  });
});
