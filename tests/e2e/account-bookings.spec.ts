// Member area "Bookings" (spec §2): what needs a real browser, the page with its three card types,
// its calendar feed and the booking rules' panel checked by axe with colour contrast, on both
// screen sizes, and "Lägg till i kalendern" (issue 23): it saves an .ics file through a Blob link
// clicked from code (the strict CSP allows it), read back here with the browser's zone data. The
// page's states (the list per day, the cards, read-more dialogs, cancelling and its failures, the
// 24 hours rule, empty and failed lists, cancelled classes, bookings under way) are page tests:
// tests/pages/account-bookings.test.tsx; the calendar feed's states and the file from the overview
// and the receipt: tests/pages/account-calendar.test.tsx.
import { readFileSync } from 'node:fs';
import { loadMyBookings } from './support/classes-data';
import { E2E_NOW_MS } from './support/clock';
import { expect, test } from './support/fixtures';
import { icsEvents, stockholmIcsTime } from './support/ics';

test.describe('member area bookings', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test('the bookings page with each card type passes axe, contrast included, and a class goes to the calendar @mobile', async ({
    page,
    request,
    expectAccessible,
  }) => {
    await page.goto('/mina-sidor/bookings/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bokningar' })).toBeVisible();
    await expect(page.getByTestId('bookings-skeleton')).toHaveCount(0);
    // A class, a treatment and a course, with their details loaded.
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('status', { name: 'Laddar information...' })).toHaveCount(0);
    await expect(page.getByText('Lediga platser').first()).toBeVisible();
    await expect(page.getByText('Antal tillfällen')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Prenumerera i kalenderappen' })).toBeVisible();
    // The booking rules' panel and the waiting-list note in the light scheme (issue 23; the dark
    // one is booking-rules.spec.ts).
    await expect(page.getByTestId('booking-rules').getByTestId('quota')).toBeVisible();
    await expect(page.getByTestId('waiting-list-note')).toBeVisible();
    await expectAccessible();

    // The file does not depend on the screen: read back once, on the desktop.
    if (test.info().project.name !== 'desktop') return;
    const booked = (await loadMyBookings(request)).find(
      (b) => b.type === 'groupActivityBooking' && Date.parse(b.duration.start) > E2E_NOW_MS,
    )!;
    const card = page
      .getByRole('article', { name: booked.groupActivity.name })
      .filter({ has: page.locator(`time[datetime="${booked.duration.start}"]`) });
    const button = card.getByRole('button', {
      name: `Lägg till i kalendern: ${booked.groupActivity.name}`,
    });
    await expect(button).toHaveText('Lägg till i kalendern');
    const download = page.waitForEvent('download');
    await button.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    const events = icsEvents(readFileSync((await file.path())!, 'utf8'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      SUMMARY: booked.groupActivity.name,
      'DTSTART;TZID=Europe/Stockholm': stockholmIcsTime(booked.duration.start),
      'DTEND;TZID=Europe/Stockholm': stockholmIcsTime(booked.duration.end),
      LOCATION: booked.businessUnit.name,
    });
    // The class page's UID for the same class: importing both updates one event.
    const host = new URL(page.url()).hostname;
    expect(events[0]!.UID).toBe(`group-activity-${booked.groupActivity.id}@${host}`);
  });
});
