// The group class booking page (spec §2, §4 "Class booking", §5 "Booking lists", §8, §9): the list
// and its states, filters in the URL, read more, booking (signed in and after login), the booking
// errors, add to calendar, and a failing schedule load. Expectations come from what the mock serves.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { E2E_NOW_MS } from './support/clock';
import { expect, test } from './support/fixtures';
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

const SCHEDULE = /\/brponline\/api\/ver3\/businessunits\/1\/groupactivities(\?.*)?$/;
const BOOK = /\/brponline\/api\/ver3\/customers\/4711\/bookings\/groupactivities$/;

const card = (page: Page, id: number): Locator => page.locator(`[data-class-id="${id}"]`);
const bookButton = (page: Page, id: number) => card(page, id).getByTestId('book-button');

const SV_LABELS: Record<string, string> = {
  open: 'Boka',
  waitingList: 'Ställ dig på reservlistan',
  booked: 'Bokad',
  onWaitingList: 'På reservlista',
  cancelled: 'Inställt',
  tooLate: 'För sent att boka',
  notYetBookable: 'Inte bokningsbart än',
  full: 'Fullbokat',
};

test('lists the 14-day range 20 at a time, with hint links and the day strip', async ({
  page,
  request,
  expectAccessible,
}) => {
  const schedule = await loadSchedule(request);
  await page.goto('/booking/?site=1');
  const today = stockholmDay(await page.evaluate(() => Date.now()));

  await expect(page).toHaveTitle(/^Boka pass - /);
  await expect(page.getByRole('link', { name: 'Bli medlem' })).toHaveAttribute(
    'href',
    '/medlemskap/bli-medlem/',
  );
  await expect(page.getByRole('link', { name: 'Prova på-träning' })).toHaveAttribute(
    'href',
    '/provtraning',
  );
  await expect(page.getByRole('link', { name: 'Se schemat' })).toHaveAttribute('href', '/schema/');
  const strip = page.getByRole('navigation', { name: 'Välj dag' });
  await expect(strip.getByRole('button')).toHaveCount(15);
  await expect(strip.locator(`[data-day="${addDays(today, 13)}"]`)).toBeVisible();

  const inRange = schedule.filter((c) => stockholmDay(c.duration.start) <= addDays(today, 13));
  await expect(page.getByTestId('class-count')).toHaveText(`Visar 20 av ${inRange.length} pass`);
  const first = inRange[0]!;
  await expect(card(page, first.id).getByTestId('class-time')).toContainText(
    `${stockholmTime(first.duration.start)}–${stockholmTime(first.duration.end)}`,
  );
  await expect(card(page, first.id)).toContainText(first.instructors[0]!.name);
  await expectAccessible();
  await page.getByRole('button', { name: 'Visa fler' }).click();
  await expect(page.getByTestId('class-card')).toHaveCount(Math.min(40, inRange.length));
});

const EN_LABELS: Record<string, string> = {
  open: 'Book',
  waitingList: 'Join the waiting list',
  booked: 'Booked',
  onWaitingList: 'On the waiting list',
  cancelled: 'Cancelled',
  tooLate: 'Too late to book',
  notYetBookable: 'Not bookable yet',
  full: 'Fully booked',
};

const STATE_PAGES = [
  { lang: 'sv', path: '/booking/?site=1', labels: SV_LABELS, strip: 'Välj dag', locale: 'sv-SE' },
  {
    lang: 'en',
    path: '/en/booking/?site=1',
    labels: EN_LABELS,
    strip: 'Choose a day',
    locale: 'en-US',
  },
] as const;

for (const { lang, path, labels, strip: stripName, locale } of STATE_PAGES) {
  test(`shows every state of §5 with its label; only open and waiting-list classes can be booked (${lang})`, async ({
    page,
    request,
    signIn,
  }) => {
    const [schedule, mine] = await Promise.all([loadSchedule(request), loadMyBookings(request)]);
    await signIn();
    await page.goto(path);
    const now = await page.evaluate(() => Date.now());
    const inRange = schedule.filter(
      (c) => stockholmDay(c.duration.start) <= addDays(stockholmDay(now), 13),
    );
    const byState = new Map<string, MockClass>();
    for (const c of inRange) {
      const state = expectedState(c, now, mine);
      if (!byState.has(state)) byState.set(state, c);
    }
    const strip = page.getByRole('navigation', { name: stripName });
    const colours = new Map<string, string>();
    for (const [state, label] of Object.entries(labels)) {
      const c = byState.get(state);
      expect(c, `the mock has a ${state} class`).toBeDefined();
      // One day of the strip at a time: few cards to render.
      await strip.locator(`[data-day="${stockholmDay(c!.duration.start)}"]`).click();
      if (state === 'notYetBookable') {
        // Not a dead button: when booking opens, weekday, date and time, where the button would be.
        const opens = c!.bookableEarliest!;
        const date = new Intl.DateTimeFormat(locale, {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          timeZone: 'Europe/Stockholm',
        }).format(new Date(opens));
        await expect(card(page, c!.id).getByTestId('booking-opens')).toHaveText(
          lang === 'sv'
            ? `Bokningen öppnar ${date} kl. ${stockholmTime(opens)}`
            : `Booking opens ${date} at ${stockholmTime(opens)}`,
        );
        await expect(bookButton(page, c!.id)).toHaveCount(0);
        continue;
      }
      const button = bookButton(page, c!.id);
      await expect(button, state).toHaveText(label);
      if (state === 'open' || state === 'waitingList') await expect(button).toBeEnabled();
      else await expect(button).toBeDisabled();
      colours.set(state, await button.evaluate((element) => getComputedStyle(element).color));
      if (state === 'open')
        await expect(card(page, c!.id)).toContainText(
          `${c!.slots.leftToBook} ${lang === 'sv' ? 'plats' : 'place'}`,
        );
    }
    // The customer's own booking does not look like a class they can no longer book.
    expect(colours.get('booked')).not.toBe(colours.get('tooLate'));
    expect(colours.get('onWaitingList')).toBe(colours.get('booked'));
  });
}

test('filters by class and day in the URL, survives a reload, and reads more in a dialog', async ({
  page,
  request,
  expectAccessible,
}) => {
  const schedule = await loadSchedule(request);
  const cancelled = schedule.find((c) => c.cancelled)!;
  const day = stockholmDay(cancelled.duration.start);
  await page.goto(`/booking/?site=1&day=${day}`);
  await expect(
    page.getByRole('navigation', { name: 'Välj dag' }).locator(`[data-day="${day}"]`),
  ).toHaveAttribute('aria-pressed', 'true');

  // Read more: the description and the class's own message, in a dialog.
  await card(page, cancelled.id)
    .getByRole('button', { name: `Läs mer om ${cancelled.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: cancelled.name });
  await expect(dialog.getByTestId('info-dialog-html')).not.toBeEmpty();
  await expect(dialog.getByTestId('class-message')).toHaveText(cancelled.externalMessage!);
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Stäng' }).last().click();
  await expect(dialog).toBeHidden();

  // Class filter: in the URL with the day, kept over a reload, removed with its chip.
  const product = cancelled.groupActivityProduct;
  await page.getByRole('combobox', { name: 'Pass' }).click();
  await page.getByRole('option', { name: product.name }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`day=${day}.*class=${product.id}`));
  await page.reload();
  const sameKind = schedule.filter(
    (c) => c.groupActivityProduct.id === product.id && stockholmDay(c.duration.start) === day,
  );
  await expect(page.getByTestId('class-card')).toHaveCount(sameKind.length);
  await page.getByRole('button', { name: `Ta bort filtret ${product.name}` }).click();
  await expect(page).not.toHaveURL(/class=/);
  await expect(page.getByTestId('class-card')).toHaveCount(
    schedule.filter((c) => stockholmDay(c.duration.start) === day).length,
  );
});

test('books a class: loading and success toasts with a link to my pages, lists refreshed, and a booked class to the calendar', async ({
  page,
  request,
  signIn,
}) => {
  const [schedule, mine] = await Promise.all([loadSchedule(request), loadMyBookings(request)]);
  await signIn();
  const bookedClass = schedule.find((c) =>
    mine.some((b) => b.type === 'groupActivityBooking' && b.groupActivity.id === c.id),
  )!;
  const day = stockholmDay(bookedClass.duration.start);
  await page.goto(`/booking/?site=1&day=${day}`);
  const now = await page.evaluate(() => Date.now());
  const open = schedule.find(
    (c) => stockholmDay(c.duration.start) === day && expectedState(c, now, mine) === 'open',
  )!;

  // Success: 'Bokar...' (the call is held until it is seen), then 'Bokat!' with a link to my
  // pages, and the lists are fetched again.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(BOOK, async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.fallback();
  });
  const booked = page.waitForRequest((r) => BOOK.test(r.url()) && r.method() === 'POST');
  const refreshed = page.waitForRequest((r) => BOOK.test(r.url()) && r.method() === 'GET');
  await bookButton(page, open.id).click();
  await expect(page.locator('#notistack-snackbar', { hasText: 'Bokar...' })).toBeVisible();
  await expect(bookButton(page, open.id)).toHaveText('Bokar...');
  release();
  expect((await booked).postDataJSON()).toEqual({ groupActivity: open.id, allowWaitingList: true });
  await refreshed;
  const toast = page.getByTestId('booked-toast');
  await expect(toast).toContainText(`Bokat! ${open.name}`);
  await expect(toast.getByRole('link', { name: 'Till Mina sidor' })).toHaveAttribute(
    'href',
    '/mina-sidor/bookings/',
  );

  // A booked class goes to the calendar as an .ics file in Stockholm time, the facility as location.
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
});

test('a refused booking shows the mapped text of §8, "failed" for 5 s, then the button again', async ({
  page,
  request,
  signIn,
  scenario,
}) => {
  const [schedule, mine] = await Promise.all([loadSchedule(request), loadMyBookings(request)]);
  await signIn();
  await scenario(
    'POST',
    '/customers/*/bookings/groupactivities',
    'code=403, example=tooLateToBook',
  );
  const now = E2E_NOW_MS;
  // Open for this customer: not one of the classes the demo customer has already booked.
  const open = schedule.find(
    (c) => expectedState(c, now, mine) === 'open' && Date.parse(c.duration.start) > now + 3_600_000,
  )!;
  await page.goto(`/booking/?site=1&day=${stockholmDay(open.duration.start)}`);
  const target = bookButton(page, open.id);
  await target.click();
  await expect(page.getByText('30 minuter', { exact: false })).toBeVisible();
  await expect(target).toHaveText('Bokningen misslyckades');
  // In the error colour, not greyed out like a class that cannot be booked.
  const [red, green, blue] = (await target.evaluate((element) => getComputedStyle(element).color))
    .match(/\d+/g)!
    .map(Number);
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

test('a visitor logs in from the booking and the booking runs without a second click (English, ?id=)', async ({
  page,
  request,
  expectAccessible,
}) => {
  const [schedule, mine] = await Promise.all([loadSchedule(request), loadMyBookings(request)]);
  await page.goto('/en/booking/?site=1&id=22');
  const now = await page.evaluate(() => Date.now());
  await expect(page).toHaveTitle(/^Book a class - /);
  await expect(page.getByRole('button', { name: 'Remove the filter Aquafit' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the schedule' })).toHaveAttribute(
    'href',
    '/en/schema/',
  );
  // Open to the visitor and still open once they are signed in as the demo customer.
  const aquafit = schedule.filter(
    (c) => c.groupActivityProduct.id === 22 && expectedState(c, now, mine) === 'open',
  );
  await expect(page.getByTestId('class-card').first().getByRole('heading')).toHaveText('Aquafit');
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

test('after login a class the customer has booked already is not booked again, and it says so', async ({
  page,
  request,
}) => {
  const [schedule, mine] = await Promise.all([loadSchedule(request), loadMyBookings(request)]);
  // Open to the visitor, booked by the demo customer (an hour ahead at least: still open while the test runs).
  const target = schedule.find(
    (c) =>
      Date.parse(c.duration.start) > E2E_NOW_MS + 3_600_000 &&
      expectedState(c, E2E_NOW_MS, []) === 'open' &&
      expectedState(c, E2E_NOW_MS, mine) === 'booked',
  )!;
  expect(target, 'a class the demo customer has booked that is still open').toBeDefined();
  await page.goto(`/booking/?site=1&day=${stockholmDay(target.duration.start)}`);
  let posts = 0;
  page.on('request', (r) => {
    if (BOOK.test(r.url()) && r.method() === 'POST') posts += 1;
  });
  await bookButton(page, target.id).click();
  const dialog = page.getByRole('dialog', { name: 'Logga in för att boka' });
  await dialog.getByLabel('E-postadress').fill('anna.lindqvist@example.se');
  await dialog.getByLabel(/^Lösenord/).fill('Simma2026!');
  await dialog.getByRole('button', { name: 'Logga in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Du är redan bokad på ${target.name}.`)).toBeVisible();
  await expect(bookButton(page, target.id)).toHaveText('Bokad');
  expect(posts).toBe(0);
});

test('a failing schedule load says so, keeps the filters and loads on retry', async ({
  page,
  serverScenario,
}) => {
  // The server's render meets the failure too, so the browser asks again itself.
  serverScenario('GET', '/businessunits/1/groupactivities', 'code=500');
  let failing = true;
  await page.route(SCHEDULE, (route) =>
    failing
      ? route.fulfill({ status: 503, json: { errorCode: 'SERVICE_UNAVAILABLE' } })
      : route.fallback(),
  );
  await page.goto('/booking/?site=1&class=24');
  const list = page.getByRole('region', { name: 'Pass' });
  const retry = list.getByRole('button', { name: 'Försök igen' });
  await expect(retry).toBeVisible();
  // What failed, then why.
  await expect(list.getByRole('alert')).toContainText('Passen kunde inte hämtas. Bokningssystemet');
  // One failure, one message: the site's banner stays away while the section says it.
  await expect(page.getByTestId('api-unavailable')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ta bort filtret Spinning 45' })).toBeVisible();
  failing = false;
  await retry.click();
  await expect(page.getByTestId('class-card').first().getByRole('heading')).toHaveText(
    'Spinning 45',
  );
  await expect(page).toHaveURL(/class=24/);
});

test('failing filters and bookings say so with a retry, and the list stays usable (English)', async ({
  page,
  signIn,
  serverScenario,
  expectAccessible,
}) => {
  await signIn();
  // The server's render meets the failures too, so the browser asks again itself.
  serverScenario('GET', '/products/groupactivities', 'code=500');
  serverScenario('GET', '/apps/272/resources', 'code=500');
  serverScenario('GET', '/customers/4711/bookings/groupactivities', 'code=500');
  let failing = true;
  const fail = (pattern: RegExp) =>
    page.route(pattern, (route) =>
      failing
        ? route.fulfill({ status: 503, json: { errorCode: 'SERVICE_UNAVAILABLE' } })
        : route.fallback(),
    );
  await fail(/\/products\/groupactivities\?/);
  await fail(/\/apps\/272\/resources/);
  await fail(/\/customers\/4711\/bookings\/groupactivities(\?.*)?$/);
  await page.goto('/en/booking/?site=1');
  await expect(
    page.getByText('The class and instructor filters could not be loaded.'),
  ).toBeVisible();
  await expect(page.getByText('Your bookings could not be loaded')).toBeVisible();
  await expect(page.getByTestId('class-card').first()).toBeVisible();
  await expectAccessible();
  failing = false;
  const alert = (text: string) => page.getByRole('alert').filter({ hasText: text });
  await alert('filters could not be loaded').getByRole('button', { name: 'Try again' }).click();
  await alert('Your bookings could not').getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByText('The class and instructor filters could not be loaded.'),
  ).toBeHidden();
  await expect(page.getByText('Your bookings could not be loaded')).toBeHidden();
  await page.getByRole('combobox', { name: 'Class' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
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
    await expect(page.getByLabel('Från och med')).toHaveValue(today);
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
