// The calendar of issue 23, where a real browser is needed: "Lägg till i kalendern" on a booking of
// the bookings page saves an .ics file through a Blob link clicked from code (the strict CSP
// allows it), and the downloaded file is read back here. The live calendar feed's states, and the
// file's content from the overview and the receipt, are page tests:
// tests/pages/account-calendar.test.tsx. Expected values come from what the mock serves; the
// Stockholm times are computed here with the browser's zone data.
import type { APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { E2E_NOW_MS } from './support/clock';
import { DEMO_TOKEN, expect, test } from './support/fixtures';
import { icsEvents, stockholmIcsTime } from './support/ics';

const API = '/brponline/api/ver3';

interface ClassBooking {
  type: string;
  groupActivity: { id: number; name: string };
  duration: { start: string; end: string };
  businessUnit: { name: string };
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(`${API}${path}`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
  });
  expect(answer.ok(), `GET ${path}`).toBe(true);
  return (await answer.json()) as T;
}

test.describe('add a booking to the calendar', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test('a class on the bookings page', async ({ page, request }) => {
    const classes = await getJson<ClassBooking[]>(
      request,
      '/customers/4711/bookings/groupactivities',
    );
    const booked = classes.find(
      (b) => b.type === 'groupActivityBooking' && Date.parse(b.duration.start) > E2E_NOW_MS,
    )!;
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
