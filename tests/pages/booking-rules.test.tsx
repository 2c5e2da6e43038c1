// Honest booking rules (issue 23, docs/decisions/037): the member's strikes (no-shows) and
// bookings left where they book and on Mina sidor, the waiting-list promise with its deadline, in
// both languages; nothing asked when signed out; the loading and failed strikes call, which leaves
// booking working. Expected texts are computed here from what the mock serves, with Intl,
// independently of the app's own formatting. Their contrast (dark too) is an e2e test.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  expectedState,
  stockholmDay,
  stockholmTime,
  ZONE,
  type MockClass,
} from '../e2e/support/classes-data';
import { E2E_NOW_MS } from '../e2e/support/clock';
import { ARRIVAL, mockMyBookings, mockSchedule, stripDay, preload } from './support/booking';
import { clearScenarios, expectAccessible, openPage, scenario } from './support/render-app';
import { holdCalls, recordCalls } from './support/calls';
import { mockJson } from './support/mock-answers';

preload(
  () => import('@/components/booking-rules/booking-rules-panel'),
  () => import('@/features/classes/booking/route'),
  () => import('@/features/account/bookings/route'),
  () => import('@/features/account/shell/route'),
);

type Lang = 'sv' | 'en';
const LOCALE: Record<Lang, string> = { sv: 'sv-SE', en: 'en-US' };
const BOOKING: Record<Lang, string> = { sv: '/booking/?site=1', en: '/en/booking/?site=1' };
const MY_BOOKINGS: Record<Lang, string> = {
  sv: '/mina-sidor/bookings/',
  en: '/en/mina-sidor/bookings/',
};
const STRIP: Record<Lang, string> = { sv: 'Välj dag', en: 'Choose a day' };
const BOOK = '/customers/4711/bookings/groupactivities';

interface ClassBooking {
  type: 'groupActivityBooking' | 'waitingListBooking';
  groupActivity: { id: number; name: string };
  businessUnit: { id: number };
  duration: { start: string; end: string };
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
async function expectedStrikes(lang: Lang): Promise<string> {
  const noShows =
    await mockJson<{ startTime: string; status: string }[]>('/customers/4711/noshows');
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

const panel = () => screen.findByTestId('booking-rules', {}, ARRIVAL);
const classCard = (id: number) => document.querySelector<HTMLElement>(`[data-class-id="${id}"]`);

/** The first class on the page the member can book: the quota is told for it. */
async function firstOpenClassName(): Promise<string> {
  return waitFor(() => {
    const open = screen
      .getAllByTestId('class-card')
      .find((card) => card.querySelector('[data-testid="book-button"][data-state="open"]'));
    expect(open).toBeDefined();
    return within(open!).getByRole('heading').textContent ?? '';
  });
}

for (const lang of ['sv', 'en'] as const)
  describe(`booking rules (${lang})`, () => {
    test('the class list shows strikes and bookings left, and the waiting-list promise', async () => {
      const [schedule, mine] = await Promise.all([mockSchedule(), mockMyBookings()]);
      await openPage(BOOKING[lang], { signedIn: true });
      const rules = await panel();
      const strikes = await expectedStrikes(lang);
      await waitFor(() => expect(within(rules).getByTestId('strikes')).toHaveTextContent(strikes));
      const name = await firstOpenClassName();
      await waitFor(() =>
        expect(within(rules).getByTestId('quota')).toHaveTextContent(quotaText(lang, 3, name)),
      );

      // After joining the list: booked automatically, and until when leaving costs no strike.
      const waiting = schedule.find(
        (c: MockClass) => expectedState(c, Date.now(), mine) === 'onWaitingList',
      )!;
      const strip = screen.getByRole('navigation', { name: STRIP[lang] });
      await userEvent
        .setup({ delay: null })
        .click(stripDay(strip, stockholmDay(waiting.duration.start)));
      await waitFor(() =>
        expect(within(classCard(waiting.id)!).getByTestId('waiting-list-note')).toHaveTextContent(
          waitingListText(lang, waiting.bookableLatest!),
        ),
      );
    });

    test('Mina sidor bookings shows strikes, bookings left and the waiting-list deadline', async () => {
      const bookings = await mockJson<ClassBooking[]>(BOOK);
      const waiting = bookings.find((b) => b.type === 'waitingListBooking')!;
      const detail = await mockJson<{ bookableLatest: string }>(
        `/businessunits/${waiting.businessUnit.id}/groupactivities/${waiting.groupActivity.id}`,
      );
      // The quota is told for the member's next booked class.
      const next = bookings
        .filter((b) => Date.parse(b.duration.end) > E2E_NOW_MS)
        .sort((a, b) => Date.parse(a.duration.start) - Date.parse(b.duration.start))[0]!;
      await openPage(MY_BOOKINGS[lang], { signedIn: true });
      const rules = await panel();
      const strikes = await expectedStrikes(lang);
      await waitFor(() => expect(within(rules).getByTestId('strikes')).toHaveTextContent(strikes));
      await waitFor(() =>
        expect(within(rules).getByTestId('quota')).toHaveTextContent(
          quotaText(lang, 3, next.groupActivity.name),
        ),
      );
      expect(await screen.findByTestId('waiting-list-note')).toHaveTextContent(
        waitingListText(lang, detail.bookableLatest),
      );
      await expectAccessible();
    });

    test('a member with no strikes and one booking left reads so', async () => {
      scenario('GET', '/customers/*/noshows', 'example=none');
      scenario('GET', '/customers/*/bookings/groupactivities/quota', 'example=nearlyUsed');
      await openPage(BOOKING[lang], { signedIn: true });
      const rules = await panel();
      await waitFor(() =>
        expect(within(rules).getByTestId('strikes')).toHaveTextContent(
          lang === 'sv'
            ? 'Du har inga prickar för uteblivna pass.'
            : 'You have no strikes for missed classes.',
        ),
      );
      const name = await firstOpenClassName();
      await waitFor(() =>
        expect(within(rules).getByTestId('quota')).toHaveTextContent(quotaText(lang, 1, name)),
      );
    });
  });

test('signed out, the class list asks for no strikes and shows no panel', async () => {
  const calls = recordCalls();
  await openPage(BOOKING.sv);
  await waitFor(() => expect(screen.getAllByTestId('class-card').length).toBeGreaterThan(0));
  expect(screen.queryByTestId('booking-rules')).toBeNull();
  expect(calls.filter((c) => /\/noshows$|\/quota$/.test(c.path))).toEqual([]);
});

test('while strikes load the panel says so', async () => {
  const held = holdCalls('GET', /\/noshows$/);
  await openPage(BOOKING.sv, { signedIn: true });
  const rules = await panel();
  expect(
    await within(rules).findByRole('status', { name: 'Hämtar dina prickar...' }),
  ).toBeInTheDocument();
  held.release();
  const strikes = await expectedStrikes('sv');
  await waitFor(() => expect(within(rules).getByTestId('strikes')).toHaveTextContent(strikes));
});

test('a failed strikes call offers a retry, and booking still works', async () => {
  const [schedule, mine] = await Promise.all([mockSchedule(), mockMyBookings()]);
  scenario('GET', '/customers/*/noshows', 'code=503');
  const today = stockholmDay(E2E_NOW_MS);
  await openPage(`/booking/?site=1&day=${today}`, { signedIn: true });
  const rules = await panel();
  const error = await within(rules).findByRole('alert', {}, ARRIVAL);
  expect(error).toHaveTextContent(
    'Dina prickar och bokningar kvar kunde inte hämtas. Du kan boka ändå.',
  );
  // The list is in: the page as the visitor reads it, not its loading placeholders.
  await waitFor(() => expect(screen.getAllByTestId('class-card').length).toBeGreaterThan(0));
  await expectAccessible();

  const open = schedule.find(
    (c) =>
      stockholmDay(c.duration.start) === today && expectedState(c, Date.now(), mine) === 'open',
  )!;
  const calls = recordCalls();
  const user = userEvent.setup({ delay: null });
  const button = await waitFor(() => within(classCard(open.id)!).getByTestId('book-button'));
  await waitFor(() => expect(button).toHaveAttribute('data-state', 'open'));
  await user.click(button);
  expect(await screen.findByTestId('booked-toast')).toHaveTextContent(`Bokat! ${open.name}`);
  expect(calls.find((c) => c.method === 'POST')).toMatchObject({
    method: 'POST',
    path: BOOK,
    body: { groupActivity: open.id, allowWaitingList: true },
  });

  clearScenarios();
  await user.click(within(error).getByRole('button', { name: 'Försök igen' }));
  const strikes = await expectedStrikes('sv');
  await waitFor(() => expect(within(rules).getByTestId('strikes')).toHaveTextContent(strikes));
});
