// The group class booking page in a browser (spec §2, §4 "Class booking", §5, §8): a visitor who
// logs in to book, the calendar file, the buttons' colours, the contrast, the server's HTML and the
// browser's take-over. The list's states, filters, read more, booking and its errors, and the
// failed loads are page tests: tests/pages/classes-booking.test.tsx.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { E2E_NOW_MS } from './support/clock';
import { expect, test } from './support/fixtures';
import { settledColour } from './support/settled-style';
import {
  expectTakenOverInPlace,
  recordFirstPaint,
  withoutTheAppsCode,
} from './support/first-paint';
import {
  addDays,
  expectedState,
  loadMyBookings,
  loadSchedule,
  stockholmDay,
  stockholmTime,
  type MockClass,
} from './support/classes-data';

const BOOK = /\/brponline\/api\/ver3\/customers\/4711\/bookings\/groupactivities$/;

const card = (page: Page, id: number): Locator => page.locator(`[data-class-id="${id}"]`);
const bookButton = (page: Page, id: number) => card(page, id).getByTestId('book-button');

const SV_LABELS: Record<string, string> = {
  booked: 'Bokad',
  onWaitingList: 'På reservlista',
};

test("the customer's own bookings look booked, a class too late to book says when booking closed in the text's colour, and go to the calendar; a refused booking is told in the error colour", async ({
  page,
  request,
  signIn,
  scenario,
  expectAccessible,
}) => {
  // The labels and which buttons take a tap, state by state and in both languages, are page tests
  // (tests/pages/classes-booking.test.tsx): the colours need a browser's styles.
  const [schedule, mine] = await Promise.all([loadSchedule(request), loadMyBookings(request)]);
  await signIn();
  await page.goto('/booking/?site=1');
  const now = await page.evaluate(() => Date.now());
  // The booking rules' panel in the light scheme (issue 23; the dark one is booking-rules.spec.ts).
  await expect(page.getByTestId('booking-rules').getByTestId('quota')).toBeVisible();
  await expectAccessible();
  const strip = page.getByRole('navigation', { name: 'Välj dag' });
  const inStrip = (iso: string) => stockholmDay(iso) <= addDays(stockholmDay(now), 13);
  const colours = new Map<string, string>();
  for (const state of ['booked', 'onWaitingList', 'tooLate']) {
    const c = schedule.find(
      (each) => inStrip(each.duration.start) && expectedState(each, now, mine) === state,
    );
    expect(c, `the mock has a ${state} class`).toBeDefined();
    const day = strip.locator(`[data-day="${stockholmDay(c!.duration.start)}"]`);
    await day.click();
    // The day's list replaces the one before, which may hold the same class.
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    if (state === 'tooLate') {
      // No faint disabled button: why, in the colour of the card's own text.
      const note = card(page, c!.id).getByTestId('booking-closed');
      await expect(note).toHaveText(/^För sent att boka – bokningen stängde /);
      colours.set(state, await settledColour(note));
      colours.set('text', await settledColour(card(page, c!.id).getByTestId('class-slots')));
      continue;
    }
    const button = bookButton(page, c!.id);
    await expect(button, state).toHaveText(SV_LABELS[state]!);
    // Its own colour, once the list has settled (a replaced button has none).
    await expect(button).not.toHaveCSS('color', '');
    colours.set(state, await settledColour(button));
    if (state === 'booked') await expectCalendarFile(page, c!);
  }
  expect(colours.get('booked')).not.toBe(colours.get('tooLate'));
  expect(colours.get('tooLate')).toBe(colours.get('text'));
  expect(colours.get('onWaitingList')).toBe(colours.get('booked'));

  // A refused booking: the mapped text and the 5 s of 'failed' are a page test
  // (tests/pages/classes-booking.test.tsx); here its colour, and a code the catalogue does not know.
  await scenario(
    'POST',
    '/customers/*/bookings/groupactivities',
    'code=403, example=tooLateToBook',
  );
  // Open for this customer: not one of the classes the demo customer has already booked.
  const open = schedule.find(
    (c) =>
      inStrip(c.duration.start) &&
      expectedState(c, E2E_NOW_MS, mine) === 'open' &&
      Date.parse(c.duration.start) > E2E_NOW_MS + 3_600_000,
  )!;
  const openDay = strip.locator(`[data-day="${stockholmDay(open.duration.start)}"]`);
  await openDay.click();
  await expect(openDay).toHaveAttribute('aria-pressed', 'true');
  const target = bookButton(page, open.id);
  await target.click();
  await expect(target).toHaveText('Bokningen misslyckades');
  // In the error colour, not greyed out like a class that cannot be booked.
  const [red, green, blue] = (await settledColour(target)).match(/\d+/g)!.map(Number);
  expect(red).toBeGreaterThan(Math.max(green!, blue!) + 60);
  await page.clock.fastForward(5_000);
  await expect(target).toHaveText('Boka');
  await expect(target).toBeEnabled();

  // A code the catalogue does not know: the unknown-error text.
  await page.route(BOOK, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 403, json: { errorCode: 'SOMETHING_NEW_FROM_BRP' } })
      : route.fallback(),
  );
  await target.click();
  await expect(page.getByText('Okänt fel')).toBeVisible();
  await expect(target).toHaveText('Bokningen misslyckades');
});

/**
 * A booked class goes to the calendar as an .ics file in Stockholm time, the facility as location.
 * Booking itself (its toasts, its call, the lists asked again) is a page test
 * (tests/pages/classes-booking.test.tsx): the download needs a browser.
 */
async function expectCalendarFile(page: Page, bookedClass: MockClass) {
  const download = page.waitForEvent('download');
  await card(page, bookedClass.id).getByRole('button', { name: 'Lägg till i kalendern' }).click();
  const file = await download;
  const ics = readFileSync((await file.path())!, 'utf8');
  const local = (iso: string) =>
    `${stockholmDay(iso).replace(/-/g, '')}T${stockholmTime(iso).replace(':', '')}00`;
  expect(ics).toContain(`DTSTART;TZID=Europe/Stockholm:${local(bookedClass.duration.start)}\r\n`);
  expect(ics).toContain(`DTEND;TZID=Europe/Stockholm:${local(bookedClass.duration.end)}\r\n`);
  expect(ics).toContain(`SUMMARY:${bookedClass.name}\r\n`);
  expect(ics).toContain(`LOCATION:Haga\\, ${bookedClass.locations[0]!.name}\r\n`);
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
}

test('a visitor logs in from the booking and the booking runs without a second click (English, ?id=)', async ({
  page,
  request,
  expectAccessible,
}) => {
  const [schedule, mine] = await Promise.all([loadSchedule(request), loadMyBookings(request)]);
  await page.goto('/en/booking/?site=1&id=22');
  const now = await page.evaluate(() => Date.now());
  // Open to the visitor and still open once they are signed in as the demo customer.
  const aquafit = schedule.filter(
    (c) => c.groupActivityProduct.id === 22 && expectedState(c, now, mine) === 'open',
  );
  await expect(page.getByTestId('class-card').first().getByRole('heading')).toHaveText('Aquafit');
  // The booking page's contrast, in the light scheme.
  await expectAccessible();
  const target = aquafit[0]!;

  const posted = page.waitForRequest((r) => BOOK.test(r.url()) && r.method() === 'POST');
  await bookButton(page, target.id).click();
  const dialog = page.getByRole('dialog', { name: 'Log in to book' });
  await expect(dialog).toContainText('Aquafit');
  await expectAccessible();
  await dialog.getByLabel('E-mail address').fill('anna.lindqvist@example.se');
  await dialog.getByLabel(/^Password/).fill('Simma2026!');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  expect((await posted).postDataJSON()).toEqual({
    groupActivity: target.id,
    allowWaitingList: true,
  });
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('booked-toast')).toContainText('Booked!');
  await expect(
    page.getByRole('button', { name: /^Hi Anna|Anna/ }).or(page.getByText('Hi Anna')),
  ).toBeVisible();
});

test.describe('class booking, as the server sends it (docs/decisions/026)', () => {
  const firstInRange = async (request: APIRequestContext) => {
    const schedule = await loadSchedule(request);
    const today = stockholmDay(E2E_NOW_MS);
    const inRange = schedule.filter((c) => stockholmDay(c.duration.start) <= addDays(today, 13));
    return { today, inRange, first: inRange[0]! };
  };

  test('arrives with the classes of the facility in the address, in both languages', async ({
    page,
    request,
  }) => {
    const { today, inRange, first } = await firstInRange(request);
    await withoutTheAppsCode(page);
    await page.goto('/booking/?site=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boka pass');
    // The tab's title is part of the page (spec §2): the server's HTML must carry it too.
    await expect.soft(page).toHaveTitle(/^Boka pass - /);
    await expect(page.getByRole('link', { name: 'Bli medlem' })).toBeVisible();
    await expect(page.getByTestId('class-count')).toHaveText(`Visar 20 av ${inRange.length} pass`);
    await expect(card(page, first.id).getByTestId('class-time')).toContainText(
      `${stockholmTime(first.duration.start)}–${stockholmTime(first.duration.end)}`,
    );
    await expect(card(page, first.id)).toContainText(first.instructors[0]!.name);
    const strip = page.getByRole('navigation', { name: 'Välj dag' });
    await expect(strip.locator(`[data-day="${addDays(today, 13)}"]`)).toBeVisible();

    await page.goto('/en/booking/?site=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a class');
    await expect.soft(page).toHaveTitle(/^Book a class - /);
    await expect(card(page, first.id).getByTestId('class-time')).toContainText(
      stockholmTime(first.duration.start),
    );
    await expect(page.getByRole('navigation', { name: 'Choose a day' })).toBeVisible();
  });

  test('the browser takes over in place, and the day strip then picks a day', async ({
    page,
    request,
  }) => {
    const { today, inRange } = await firstInRange(request);
    await recordFirstPaint(page);
    await page.goto('/booking/?site=1');
    await expectTakenOverInPlace(page);
    const from = page.getByRole('group', { name: 'Från och med' });
    await expect(from.locator('.MuiPickersInputBase-sectionsContainer')).toHaveText(
      new RegExp(`^\\W*${today.replace(/-/g, '\\W*-\\W*')}\\W*$`),
    );
    const tomorrow = addDays(today, 1);
    const strip = page.getByRole('navigation', { name: 'Välj dag' });
    await strip.locator(`[data-day="${tomorrow}"]`).click();
    await expect(strip.locator(`[data-day="${tomorrow}"]`)).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`day=${tomorrow}`));
    await expect(page.getByTestId('class-card')).toHaveCount(
      inRange.filter((c) => stockholmDay(c.duration.start) === tomorrow).length,
    );
  });
});

/** Whether a day's button lies wholly inside the strip's visible part (it scrolls sideways). */
async function inViewOfStrip(strip: Locator, day: string): Promise<boolean> {
  return strip.evaluate((nav, wanted) => {
    const button = nav.querySelector(`[data-day="${wanted}"]`);
    if (!button) return false;
    const box = nav.getBoundingClientRect();
    const { left, right } = button.getBoundingClientRect();
    return left >= box.left - 1 && right <= box.right + 1;
  }, day);
}

const PHONE_TEXTS = {
  sv: {
    prefix: '',
    strip: 'Välj dag',
    dialog: 'Logga in för att boka',
    email: 'E-postadress',
    password: /^Lösenord/,
    logIn: 'Logga in',
    booked: 'Bokat!',
    placesLeft: 'Lediga platser',
  },
} as const;

// In Swedish only: the English login from a booking is the desktop journey above, and the
// texts of both languages are page tests (tests/pages/classes-booking.test.tsx; decision 063).
for (const language of ['sv'] as const) {
  test(`on a phone, the chosen day stays in view after logging in to book and coming back, and the class has a place fewer in the bookings (${language}) @phone`, async ({
    page,
    request,
  }) => {
    // A login, a booking, a reload and the bookings page: more than one page's time on a phone.
    test.slow();
    const texts = PHONE_TEXTS[language];
    const [schedule, mine] = await Promise.all([loadSchedule(request), loadMyBookings(request)]);
    await page.goto(`${texts.prefix}/booking/?site=1`);
    const now = await page.evaluate(() => Date.now());
    const today = stockholmDay(now);
    // The latest open class in the strip: its day lies beyond the phone's screen.
    const target = schedule
      .filter(
        (c) =>
          expectedState(c, now, mine) === 'open' &&
          stockholmDay(c.duration.start) >= addDays(today, 4) &&
          stockholmDay(c.duration.start) <= addDays(today, 13),
      )
      .at(-1);
    expect(target, 'the mock has an open class four days on or later').toBeDefined();
    const day = stockholmDay(target!.duration.start);
    const strip = page.getByRole('navigation', { name: texts.strip });
    expect(await inViewOfStrip(strip, day), 'the day starts out of view').toBe(false);
    await strip.locator(`[data-day="${day}"]`).click();
    await expect(strip.locator(`[data-day="${day}"]`)).toHaveAttribute('aria-pressed', 'true');

    await bookButton(page, target!.id).click();
    const dialog = page.getByRole('dialog', { name: texts.dialog });
    await dialog.getByLabel(texts.email).fill('anna.lindqvist@example.se');
    await dialog.getByLabel(texts.password).fill('Simma2026!');
    await dialog.getByRole('button', { name: texts.logIn }).click();
    await expect(page.getByTestId('booked-toast')).toContainText(texts.booked);
    await expect.poll(() => inViewOfStrip(strip, day)).toBe(true);
    // Coming back to the page (a reload, a link with the day) shows the chosen day too.
    await page.reload();
    await expect(strip.locator(`[data-day="${day}"]`)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => inViewOfStrip(strip, day)).toBe(true);

    // The facility's places follow the booking (the demo's mock, decision 057): one fewer.
    await page.goto(`${texts.prefix}/mina-sidor/bookings/`);
    const booked = page
      .getByRole('article', { name: target!.name })
      .filter({ has: page.locator(`time[datetime="${target!.duration.start}"]`) });
    await expect(booked.locator(`dt:has-text("${texts.placesLeft}") + dd`)).toHaveText(
      String(target!.slots.leftToBook - 1),
    );
  });
}
