// The memberships page's states (spec §2 "Membership", §4 "Payment certificate", §6, §9): each
// membership as the mock has it, the product's description, the card menu, the certificate
// dialog's calendar and period, what it sends and says, and its refusals, in both languages.
// Expected values are read from the mock itself (its dates move with today). The e2e suite keeps
// the page's axe check with contrast, and the expired memberships only a hand-made answer gives.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingAxios } from '@/lib/api/booking-client';
import { E2E_NOW } from '../e2e/support/clock';
import { findToast, openMemberPage } from './support/member-area';
import { expectAccessible, scenario } from './support/render-app';
import { holdCalls, recordCalls } from './support/calls';

const CERTIFICATE = /\/services\/generate\/paymentcertificate$/;

interface Subscription {
  id: number;
  start: string;
  expirationDay: string;
  businessUnit: { name: string };
  subscriptionProduct: { id: number; name: string };
}

/** The test clock's calendar day in Stockholm, as y/m/d numbers; month is 1-12. */
function stockholmToday(): { y: number; m: number; d: number } {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' })
    .format(E2E_NOW)
    .split('-')
    .map(Number);
  return { y: y!, m: m!, d: d! };
}

const dayKey = (y: number, m: number, d: number) =>
  new Date(Date.UTC(y, m - 1, d, 12)).toISOString().slice(0, 10);

function weekdayDayMonth(key: string, language: 'sv' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'sv' ? 'sv-SE' : 'en-US', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${key}T12:00:00Z`));
}

/** The same with the year: "onsdag 26 mars 2025", "Wednesday, March 26, 2025". */
function weekdayDayMonthYear(key: string, language: 'sv' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'sv' ? 'sv-SE' : 'en-US', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${key}T12:00:00Z`));
}

/** The preset period, the last 12 months up to today: the day after today a year ago. */
function yearAgo(y: number, m: number, d: number): string {
  return dayKey(y - 1, m, d + 1);
}

const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

function monthName(y: number, m: number, language: 'sv' | 'en'): RegExp {
  const name = new Intl.DateTimeFormat(language === 'sv' ? 'sv-SE' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, 15)));
  return new RegExp(`^${name}$`, 'i');
}

function addMonths(y: number, m: number, months: number): { y: number; m: number } {
  const index = y * 12 + (m - 1) + months;
  return { y: Math.floor(index / 12), m: (index % 12) + 1 };
}

/** The texts of the elements, white space as it reads (prices have no-break spaces). */
const textsOf = (container: HTMLElement, tag: string) =>
  [...container.querySelectorAll(tag)].map((e) => e.textContent?.replace(/\s+/g, ' ').trim());
const selectedDays = (container: HTMLElement) =>
  container.querySelectorAll('[role="gridcell"][aria-selected="true"]');

async function openCertificateDialog(user: ReturnType<typeof userEvent.setup>, card: string) {
  await user.click(await screen.findByRole('button', { name: `Fler val för ${card}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Skapa betalningsintyg' }));
  return screen.findByRole('dialog', { name: 'Skapa betalningsintyg' });
}

test('lists every membership with facility, dates, price and the fresh description', async () => {
  await openMemberPage('/mina-sidor/membership/', 'Medlemskap');
  await waitFor(() => expect(document.title).toMatch(/^Medlemskap - /));
  const { data: subscriptions } = await bookingAxios.get<Subscription[]>(
    '/customers/4711/subscriptions',
  );
  const { data: product } = await bookingAxios.get<{ description: string }>(
    '/products/subscriptions/134',
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Aktiva medlemskap' })).toBeVisible();

  const prices: Record<number, string> = { 30211: '695 kr', 30877: '1 495 kr', 30240: '549 kr' };
  expect(subscriptions.map((s) => s.id)).toEqual([30211, 30877, 30240]);
  for (const subscription of subscriptions) {
    const card = await screen.findByRole('article', {
      name: subscription.subscriptionProduct.name,
    });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
      subscription.subscriptionProduct.name,
    );
    expect(card).toHaveTextContent(subscription.businessUnit.name);
    const texts = (tag: string) => textsOf(card, tag);
    expect(texts('dt')).toEqual(['Aktivt från', 'Dras till och med', 'Pris']);
    expect(texts('dd')).toEqual([
      subscription.start,
      subscription.expirationDay,
      prices[subscription.id],
    ]);
  }
  await expectAccessible();

  // Spec §6: Anna has a customer type, so the text comes fresh from the product, as HTML.
  const calls = recordCalls();
  const first = subscriptions[0]!.subscriptionProduct.name;
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `Läs mer om ${first}` }));
  const dialog = await screen.findByRole('dialog', { name: `Information – ${first}` });
  const html = await within(dialog).findByTestId('info-dialog-html');
  await waitFor(() =>
    expect(html.querySelectorAll('p')).toHaveLength(
      (product.description.match(/<p>/g) ?? []).length,
    ),
  );
  expect(calls.some((call) => call.url.endsWith('/products/subscriptions/134'))).toBe(true);
  expect(html.querySelector('p')).toHaveTextContent(
    product.description.replace(/<\/p>.*$/, '').replace(/<[^>]+>/g, ''),
  );
  expect(dialog).not.toHaveTextContent('Fri tillgång till gym');
  await expectAccessible();
  const close = within(dialog).getAllByRole('button', { name: 'Stäng' });
  await user.click(close[close.length - 1]!);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('the card menu opens, and closes with Escape and with a click outside', async () => {
  await openMemberPage('/mina-sidor/membership/', 'Medlemskap');
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name: 'Fler val för Gym & Bad 12 mån' });
  expect(button).toHaveAttribute('aria-haspopup', 'true');
  await user.click(button);
  expect(await screen.findByRole('menuitem', { name: 'Skapa betalningsintyg' })).toBeVisible();
  // Then what the membership allows (issue 44): freeze and end Gym & Bad.
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Skapa betalningsintyg',
    'Frys medlemskapet',
    'Säg upp medlemskapet',
  ]);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
  expect(button).toHaveFocus();

  await user.click(button);
  await screen.findByRole('menuitem', { name: 'Skapa betalningsintyg' });
  // The menu's invisible backdrop covers the rest of the page: a click outside lands on it.
  await user.click(document.querySelector<HTMLElement>('.MuiBackdrop-root')!);
  await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('creates a payment certificate for a chosen period and confirms the e-mail', async () => {
  const today = stockholmToday();
  const todayKey = dayKey(today.y, today.m, today.d);
  const previous = addMonths(today.y, today.m, -1);
  const next = addMonths(today.y, today.m, 1);
  // Axios runs the interceptors added last first: the call is recorded before it is held.
  const sending = holdCalls('POST', CERTIFICATE);
  const calls = recordCalls();
  await openMemberPage('/mina-sidor/membership/', 'Medlemskap');
  const user = userEvent.setup();
  const dialog = await openCertificateDialog(user, 'Gym & Bad 12 mån');
  const inDialog = within(dialog);
  const period = inDialog.getByTestId('certificate-period');
  const create = () => inDialog.getByRole('button', { name: 'Skapa' });

  // Two months in Swedish, the preset period the last 12 months up to today (issue 41, decision
  // 058: a certificate is for payments made), its years said, its end on the right. The dialog
  // opens with the calendar there, never its spinner.
  expect(inDialog.queryByLabelText('Laddar kalendern')).toBeNull();
  expect(inDialog.getAllByRole('grid')).toHaveLength(2);
  const grids = () => inDialog.getAllByRole('grid');
  expect(grids()[0]).toHaveAccessibleName(monthName(previous.y, previous.m, 'sv'));
  expect(grids()[1]).toHaveAccessibleName(monthName(today.y, today.m, 'sv'));
  expect(period).toHaveTextContent(
    `Vald period: ${weekdayDayMonthYear(yearAgo(today.y, today.m, today.d), 'sv')} – ${weekdayDayMonthYear(todayKey, 'sv')}`,
  );
  expect(selectedDays(dialog)).toHaveLength(daysIn(previous.y, previous.m) + today.d);
  expect(create()).toBeEnabled();
  await expectAccessible();

  // A third click starts over: one date only, so nothing can be created.
  const day = (n: number) => within(grids()[1]!).getByRole('gridcell', { name: String(n) });
  await user.click(day(10));
  await waitFor(() =>
    expect(period).toHaveTextContent('Välj ett startdatum och ett slutdatum i kalendern.'),
  );
  expect(create()).toBeDisabled();
  expect(selectedDays(dialog)).toHaveLength(1);

  // The end chosen by keyboard: two days to the right, then Enter.
  expect(day(10)).toHaveFocus();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  await waitFor(() => expect(day(12)).toHaveFocus());
  await user.keyboard('{Enter}');
  await waitFor(() =>
    expect(period).toHaveTextContent(
      `Vald period: ${weekdayDayMonth(dayKey(today.y, today.m, 10), 'sv')} – ${weekdayDayMonth(dayKey(today.y, today.m, 12), 'sv')}`,
    ),
  );
  expect(create()).toBeEnabled();

  // An end before the start swaps them.
  await user.click(day(20));
  await user.click(day(15));
  const start = dayKey(today.y, today.m, 15);
  const end = dayKey(today.y, today.m, 20);
  await waitFor(() =>
    expect(period).toHaveTextContent(
      `Vald period: ${weekdayDayMonth(start, 'sv')} – ${weekdayDayMonth(end, 'sv')}`,
    ),
  );
  expect(grids()[1]!.querySelectorAll('[aria-selected="true"]')).toHaveLength(6);

  // Both months move together.
  await user.click(inDialog.getByRole('button', { name: 'Nästa månad' }));
  await waitFor(() => expect(grids()[0]).toHaveAccessibleName(monthName(today.y, today.m, 'sv')));
  expect(grids()[1]).toHaveAccessibleName(monthName(next.y, next.m, 'sv'));
  await user.click(inDialog.getByRole('button', { name: 'Föregående månad' }));
  await waitFor(() =>
    expect(grids()[0]).toHaveAccessibleName(monthName(previous.y, previous.m, 'sv')),
  );

  await user.click(create());
  expect(await findToast('Skickar betalningsintyget …')).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.filter((call) => CERTIFICATE.test(call.url))).toEqual([
    expect.objectContaining({
      method: 'POST',
      body: { customer: 4711, subscription: 30211, period: { start, end } },
    }),
  ]);
  sending.release();
  expect(await findToast('Betalningsintyget är skickat')).toBeVisible();
  const sent = await screen.findByRole('dialog', { name: 'Betalningsintyget är skickat' });
  expect(sent).toHaveTextContent(
    'Vi har skickat betalningsintyget till din e-postadress anna.lindqvist@example.se.',
  );
  await expectAccessible();
  const close = within(sent).getAllByRole('button', { name: 'Stäng' });
  await user.click(close[close.length - 1]!);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('cancel closes the period dialog without a call, and the next one starts over', async () => {
  const calls = recordCalls();
  await openMemberPage('/mina-sidor/membership/', 'Medlemskap');
  const user = userEvent.setup();
  let dialog = await openCertificateDialog(user, 'Simkort 6 mån');
  expect(dialog).toHaveTextContent('Simkort 6 mån');
  await waitFor(() => expect(within(dialog).getAllByRole('grid')).toHaveLength(2));
  await user.click(
    within(within(dialog).getAllByRole('grid')[1]!).getByRole('gridcell', { name: '3' }),
  );
  expect(within(dialog).getByRole('button', { name: 'Skapa' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  dialog = await openCertificateDialog(user, 'Simkort 6 mån');
  expect(within(dialog).getByTestId('certificate-period')).toHaveTextContent(/^Vald period: /);
  expect(calls.filter((call) => CERTIFICATE.test(call.url))).toEqual([]);
});

test("a refused certificate shows the server's message", async () => {
  scenario('POST', '/services/generate/paymentcertificate', 'code=403, example=noPaymentFound');
  await openMemberPage('/mina-sidor/membership/', 'Medlemskap');
  const user = userEvent.setup();
  const dialog = await openCertificateDialog(user, 'Gym & Bad 12 mån');
  await user.click(await within(dialog).findByRole('button', { name: 'Skapa' }));
  expect(await findToast('Inga betalningar hittades för den valda perioden.')).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('says so when there is no active membership', async () => {
  scenario('GET', '/customers/*/subscriptions', 'example=empty');
  await openMemberPage('/mina-sidor/membership/', 'Medlemskap');
  expect(await screen.findByText('Du har inget aktivt medlemskap.')).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'Aktiva medlemskap' })).toBeNull();
  expect(screen.queryByRole('article')).toBeNull();
  await expectAccessible();
});

describe('in English', () => {
  test('fields, information, calendar and certificate', async () => {
    const today = stockholmToday();
    const previous = addMonths(today.y, today.m, -1);
    const sending = holdCalls('POST', CERTIFICATE);
    const calls = recordCalls();
    await openMemberPage('/en/mina-sidor/membership/', 'Membership');
    await waitFor(() => expect(document.title).toMatch(/^Membership - /));
    expect(screen.getByRole('heading', { level: 2, name: 'Active memberships' })).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Simkort 6 mån' });
    const texts = (tag: string) => textsOf(card, tag);
    expect(texts('dt')).toEqual(['Active from', 'Debited until', 'Price']);
    expect(texts('dd').at(-1)).toBe('1 495 kr');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Read more about Simkort 6 mån' }));
    const info = await screen.findByRole('dialog', { name: 'Information – Simkort 6 mån' });
    await waitFor(() =>
      expect(within(info).getByTestId('info-dialog-html').querySelector('p')).not.toBeNull(),
    );
    const close = within(info).getAllByRole('button', { name: 'Close' });
    await user.click(close[close.length - 1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(card).getByRole('button', { name: 'More options for Simkort 6 mån' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create payment certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create payment certificate' });
    expect(within(dialog).queryByLabelText('Loading the calendar')).toBeNull();
    expect(within(dialog).getAllByRole('grid')).toHaveLength(2);
    const grids = within(dialog).getAllByRole('grid');
    expect(grids[0]).toHaveAccessibleName(monthName(previous.y, previous.m, 'en'));
    expect(grids[1]).toHaveAccessibleName(monthName(today.y, today.m, 'en'));
    // en-US (spec §3): weeks start on Sunday.
    expect(within(dialog).getAllByRole('columnheader')[0]).toHaveAccessibleName(/^sunday$/i);
    const period = within(dialog).getByTestId('certificate-period');
    // The last 12 months up to today, with their years (issue 41, decision 058).
    expect(period).toHaveTextContent(
      `Chosen period: ${weekdayDayMonthYear(yearAgo(today.y, today.m, today.d), 'en')} – ${weekdayDayMonthYear(dayKey(today.y, today.m, today.d), 'en')}`,
    );
    await user.click(within(grids[1]!).getByRole('gridcell', { name: '2' }));
    await waitFor(() =>
      expect(period).toHaveTextContent('Select a start date and an end date in the calendar.'),
    );
    await user.click(within(grids[1]!).getByRole('gridcell', { name: '9' }));
    const start = dayKey(today.y, today.m, 2);
    const end = dayKey(today.y, today.m, 9);
    await waitFor(() =>
      expect(period).toHaveTextContent(
        `Chosen period: ${weekdayDayMonth(start, 'en')} – ${weekdayDayMonth(end, 'en')}`,
      ),
    );
    await expectAccessible();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await findToast('Sending the payment certificate …')).toBeVisible();
    expect(calls.filter((call) => CERTIFICATE.test(call.url))).toEqual([
      expect.objectContaining({
        body: { customer: 4711, subscription: 30877, period: { start, end } },
      }),
    ]);
    sending.release();
    const sent = await screen.findByRole('dialog', { name: 'Payment certificate sent' });
    expect(sent).toHaveTextContent(
      'We have sent the payment certificate to your e-mail address anna.lindqvist@example.se.',
    );
    expect(await findToast('The payment certificate has been sent')).toBeVisible();
    await expectAccessible();
  });

  test('a failed certificate shows the message of the server', async () => {
    scenario('POST', '/services/generate/paymentcertificate', 'code=403, example=featureDisabled');
    await openMemberPage('/en/mina-sidor/membership/', 'Membership');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'More options for Gym & Bad 12 mån' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Create payment certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create payment certificate' });
    await user.click(await within(dialog).findByRole('button', { name: 'Create' }));
    expect(await findToast('Betalningsintyg kan inte skapas via webben.')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Payment certificate sent' })).toBeNull();
  });
});
