// Honest booking rules (issue 23, docs/decisions/037): the member's strikes (no-shows) and
// bookings left where they book and on Mina sidor, the waiting-list promise with its deadline,
// and a failed strikes call that leaves booking working. Expected texts are computed here from
// what the mock serves, with Intl, independently of the app's own formatting code.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_NOW_MS } from './support/clock';
import { DEMO_TOKEN, expect, hold, test } from './support/fixtures';
import {
  API,
  expectedState,
  loadMyBookings,
  loadSchedule,
  stockholmDay,
  stockholmTime,
  ZONE,
} from './support/classes-data';

type Lang = 'sv' | 'en';
const LOCALE: Record<Lang, string> = { sv: 'sv-SE', en: 'en-US' };
const BOOKING: Record<Lang, string> = { sv: '/booking/?site=1', en: '/en/booking/?site=1' };
const BOOKINGS: Record<Lang, string> = {
  sv: '/mina-sidor/bookings/',
  en: '/en/mina-sidor/bookings/',
};
const STRIP: Record<Lang, string> = { sv: 'Välj dag', en: 'Choose a day' };
const NO_SHOWS = /\/brponline\/api\/ver3\/customers\/4711\/noshows(\?.*)?$/;
const QUOTA = /\/brponline\/api\/ver3\/customers\/4711\/bookings\/groupactivities\/quota\?/;
const BOOK = /\/brponline\/api\/ver3\/customers\/4711\/bookings\/groupactivities$/;

interface ClassBooking {
  type: 'groupActivityBooking' | 'waitingListBooking';
  groupActivity: { id: number; name: string };
  businessUnit: { id: number };
  duration: { start: string; end: string };
}

interface NoShow {
  startTime: string;
  status: string;
}

async function getJson<T>(request: APIRequestContext, path: string, prefer?: string): Promise<T> {
  const response = await request.get(`${API}${path}`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}`, ...(prefer ? { Prefer: prefer } : {}) },
  });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** "18 december" / "December 18" in Stockholm. */
function dayMonth(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    day: 'numeric',
    month: 'long',
    timeZone: ZONE,
  }).format(new Date(iso));
}

/** "tisdag 31 mars" / "Tuesday, March 31" in Stockholm. */
function weekdayDayMonth(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: ZONE,
  }).format(new Date(iso));
}

/** The strikes line for the mock's default no-shows (two that count, one expired). */
async function expectedStrikes(request: APIRequestContext, lang: Lang): Promise<string> {
  const noShows = await getJson<NoShow[]>(request, '/customers/4711/noshows');
  const counting = noShows.filter((n) => n.status === 'ACTIVE').map((n) => n.startTime);
  expect(counting).toHaveLength(2);
  const latest = dayMonth(counting.sort().at(-1)!, lang);
  return lang === 'sv'
    ? `Du har 2 prickar för uteblivna pass (senast ${latest}). Med för många prickar kan du inte boka förrän någon har gått ut.`
    : `You have 2 strikes for missed classes (latest ${latest}). With too many strikes you cannot book until one has expired.`;
}

function quotaText(lang: Lang, count: number, name: string): string {
  if (lang === 'sv') return `Du kan boka ${count} pass till av ${name} enligt bokningsreglerna.`;
  return `Under the booking rules you can book ${count} more ${name} ${count === 1 ? 'class' : 'classes'}.`;
}

function waitingListText(lang: Lang, deadline: string): string {
  const date = weekdayDayMonth(deadline, lang);
  const time = stockholmTime(deadline);
  return lang === 'sv'
    ? `Du bokas automatiskt när en plats blir ledig. Du kan lämna reservlistan utan prick fram till ${date} kl. ${time}.`
    : `You are booked automatically when a place frees up. You can leave the waiting list without a strike until ${date} at ${time}.`;
}

const panel = (page: Page): Locator => page.getByTestId('booking-rules');
const classCard = (page: Page, id: number): Locator => page.locator(`[data-class-id="${id}"]`);

/** The first class on the page the member can book: the quota is told for it. */
async function firstOpenClassName(page: Page): Promise<string> {
  const open = page
    .getByTestId('class-card')
    .filter({ has: page.locator('[data-testid="book-button"][data-state="open"]') })
    .first();
  return (await open.getByRole('heading').textContent()) ?? '';
}

for (const lang of ['sv', 'en'] as const) {
  test.describe(`booking rules (${lang})`, () => {
    test('the class list shows strikes and bookings left, and the waiting-list promise', async ({
      page,
      request,
      signIn,
      expectAccessible,
    }) => {
      const [schedule, mine] = await Promise.all([loadSchedule(request), loadMyBookings(request)]);
      await signIn();
      await page.goto(BOOKING[lang]);
      await expect(panel(page).getByTestId('strikes')).toHaveText(
        await expectedStrikes(request, lang),
      );
      const name = await firstOpenClassName(page);
      await expect(panel(page).getByTestId('quota')).toHaveText(quotaText(lang, 3, name));
      await expectAccessible();

      // After joining the list: booked automatically, and until when leaving costs no strike.
      const now = await page.evaluate(() => Date.now());
      const waiting = schedule.find((c) => expectedState(c, now, mine) === 'onWaitingList')!;
      await page
        .getByRole('navigation', { name: STRIP[lang] })
        .locator(`[data-day="${stockholmDay(waiting.duration.start)}"]`)
        .click();
      await expect(classCard(page, waiting.id).getByTestId('waiting-list-note')).toHaveText(
        waitingListText(lang, waiting.bookableLatest!),
      );
    });

    test('Mina sidor bookings shows strikes, bookings left and the waiting-list deadline', async ({
      page,
      request,
      signIn,
      expectAccessible,
    }) => {
      const bookings = await getJson<ClassBooking[]>(
        request,
        '/customers/4711/bookings/groupactivities',
      );
      const waiting = bookings.find((b) => b.type === 'waitingListBooking')!;
      const detail = await getJson<{ bookableLatest: string }>(
        request,
        `/businessunits/${waiting.businessUnit.id}/groupactivities/${waiting.groupActivity.id}`,
      );
      // The quota is told for the member's next booked class.
      const next = bookings
        .filter((b) => Date.parse(b.duration.end) > E2E_NOW_MS)
        .sort((a, b) => Date.parse(a.duration.start) - Date.parse(b.duration.start))[0]!;
      await signIn();
      await page.goto(BOOKINGS[lang]);
      await expect(panel(page).getByTestId('strikes')).toHaveText(
        await expectedStrikes(request, lang),
      );
      await expect(panel(page).getByTestId('quota')).toHaveText(
        quotaText(lang, 3, next.groupActivity.name),
      );
      await expect(page.getByTestId('waiting-list-note')).toHaveText(
        waitingListText(lang, detail.bookableLatest),
      );
      await expectAccessible();
    });

    test('a member with no strikes and one booking left reads so', async ({
      page,
      signIn,
      scenario,
    }) => {
      await scenario('GET', '/customers/*/noshows', 'example=none');
      await scenario('GET', '/customers/*/bookings/groupactivities/quota', 'example=nearlyUsed');
      await signIn();
      await page.goto(BOOKING[lang]);
      await expect(panel(page).getByTestId('strikes')).toHaveText(
        lang === 'sv'
          ? 'Du har inga prickar för uteblivna pass.'
          : 'You have no strikes for missed classes.',
      );
      const name = await firstOpenClassName(page);
      await expect(panel(page).getByTestId('quota')).toHaveText(quotaText(lang, 1, name));
    });
  });
}

test('signed out, the class list asks for no strikes and shows no panel', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (NO_SHOWS.test(r.url()) || QUOTA.test(r.url())) asked.push(r.url());
  });
  await page.goto(BOOKING.sv);
  await expect(page.getByTestId('class-card').first()).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('while strikes load the panel says so; a failed call offers a retry and booking still works', async ({
  page,
  request,
  signIn,
  expectAccessible,
}) => {
  const [schedule, mine] = await Promise.all([loadSchedule(request), loadMyBookings(request)]);
  await signIn();
  const held = await hold(page, NO_SHOWS);
  await page.goto(BOOKING.sv);
  await expect(panel(page).getByRole('status', { name: 'Hämtar dina prickar...' })).toBeVisible();
  await page.unroute(NO_SHOWS);
  held.release();

  // Fails: said in the panel with a retry; the list and the book buttons are untouched.
  let fail = true;
  await page.route(NO_SHOWS, (route) =>
    fail
      ? route.fulfill({ status: 503, json: { errorCode: 'UPSTREAM_UNAVAILABLE' } })
      : route.fallback(),
  );
  await page.goto(`/booking/?site=1&day=${stockholmDay(E2E_NOW_MS)}`);
  const error = panel(page).getByRole('alert');
  await expect(error).toContainText(
    'Dina prickar och bokningar kvar kunde inte hämtas. Du kan boka ändå.',
  );
  await expectAccessible();

  const now = await page.evaluate(() => Date.now());
  const today = stockholmDay(now);
  const open = schedule.find(
    (c) => stockholmDay(c.duration.start) === today && expectedState(c, now, mine) === 'open',
  )!;
  const booked = page.waitForRequest((r) => BOOK.test(r.url()) && r.method() === 'POST');
  await classCard(page, open.id).getByTestId('book-button').click();
  expect((await booked).postDataJSON()).toEqual({ groupActivity: open.id, allowWaitingList: true });
  await expect(page.getByTestId('booked-toast')).toContainText(`Bokat! ${open.name}`);

  fail = false;
  await error.getByRole('button', { name: 'Försök igen' }).click();
  await expect(panel(page).getByTestId('strikes')).toHaveText(await expectedStrikes(request, 'sv'));
});

test.describe('in the dark scheme', () => {
  test.use({ colorScheme: 'dark' });
  for (const lang of ['sv', 'en'] as const)
    test(`the panel and the waiting-list note read at AA (${lang})`, async ({
      page,
      signIn,
      expectAccessible,
    }) => {
      // More time for its page loads and axe passes, not a wait: no step depends on it.
      test.slow();
      await signIn();
      await page.goto(BOOKINGS[lang]);
      await expect(panel(page).getByTestId('quota')).toBeVisible();
      await expect(page.getByTestId('waiting-list-note')).toBeVisible();
      await expectAccessible();
      await page.goto(BOOKING[lang]);
      await expect(panel(page).getByTestId('quota')).toBeVisible();
      await expectAccessible();
    });
});
