// The treatment's time page and unpaid invoices (spec §8 "unpaid invoices", issue 44): a member
// whose invoices are overdue is told before picking a time, and again when BRP refuses a time for
// them, with the way to pay; without such invoices, or when they cannot be read, nothing is said
// and the times are there. In Swedish and English.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, stockholmDay } from '../e2e/support/classes-data';
import { E2E_NOW_MS } from '../e2e/support/clock';
import { MASSAGE } from '../e2e/support/services-data';
import { ARRIVAL, preload, stripDay } from './support/booking';
import { invoicesAnswer, invoicesSettled, NOTICE_LINK, NOTICE_TEXT } from './support/invoices';
import { expectAccessible, openPage, scenario } from './support/render-app';

preload(() => import('@/features/services/page/route'));

const TOMORROW = addDays(stockholmDay(E2E_NOW_MS), 1);
const WORDS = {
  sv: { prefix: '', day: 'Välj dag', times: 'Lediga tider', pick: /^Välj \d/ },
  en: { prefix: '/en', day: 'Choose a day', times: 'Available times', pick: /^Choose \d/ },
} as const;

const notice = () => screen.queryByTestId('unpaid-invoices-notice');

async function openTimes(language: 'sv' | 'en') {
  const words = WORDS[language];
  await openPage(`${words.prefix}/booking-service/?id=${MASSAGE}`, { signedIn: true });
  await screen.findByRole('navigation', { name: words.day }, ARRIVAL);
  return words;
}

/** Tomorrow's first pick button (none of tomorrow's times has passed at the suites' clock). */
async function firstTimeTomorrow(language: 'sv' | 'en') {
  const words = WORDS[language];
  const button = stripDay(await screen.findByRole('navigation', { name: words.day }), TOMORROW);
  await userEvent.setup({ delay: null }).click(button);
  await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
  await waitFor(() => {
    const first = screen.getAllByTestId('slot')[0]!;
    expect(stockholmDay(first.dataset.start!)).toBe(TOMORROW);
  });
  return within(screen.getAllByTestId('slot')[0]!).getByRole('button', { name: words.pick });
}

describe.each(['sv', 'en'] as const)('in %s', (language) => {
  test('overdue invoices are said before a time is picked, with the way to pay', async () => {
    invoicesAnswer('overdue');
    await openTimes(language);
    const shown = await screen.findByTestId('unpaid-invoices-notice', {}, ARRIVAL);
    expect(shown).toHaveTextContent(NOTICE_TEXT[language]);
    // Said as the page is read, not an alert that interrupts it.
    expect(shown).toHaveAttribute('role', 'status');
    const link = within(shown).getByRole('link', { name: NOTICE_LINK[language].name });
    expect(link).toHaveAttribute('href', NOTICE_LINK[language].href);
    // The times are still shown: BRP decides, the page does not guess a refusal.
    expect(await firstTimeTomorrow(language)).toBeEnabled();
    await expectAccessible();
  });

  test('nothing is said without unpaid invoices', async () => {
    invoicesAnswer('allPaid');
    await openTimes(language);
    await invoicesSettled(language);
    expect(notice()).toBeNull();
    expect(await firstTimeTomorrow(language)).toBeEnabled();
  });

  test('invoices that cannot be read leave the page as it is, without a notice', async () => {
    invoicesAnswer('failing');
    const words = await openTimes(language);
    await invoicesSettled(language);
    expect(notice()).toBeNull();
    expect(screen.getByRole('region', { name: words.times })).toBeVisible();
    expect(await firstTimeTomorrow(language)).toBeEnabled();
  });

  test('BRP refusing a time for unpaid invoices is said on the page, with the way to pay', async () => {
    invoicesAnswer('allPaid');
    scenario('POST', '/orders/*/items/services', 'code=403, example=unpaidInvoicesExist');
    await openTimes(language);
    await invoicesSettled(language);
    expect(notice()).toBeNull();
    await userEvent.setup({ delay: null }).click(await firstTimeTomorrow(language));
    const shown = await screen.findByTestId('unpaid-invoices-notice', {}, ARRIVAL);
    expect(shown).toHaveAttribute('role', 'alert');
    expect(shown).toHaveTextContent(NOTICE_TEXT[language]);
    expect(within(shown).getByRole('link', { name: NOTICE_LINK[language].name })).toHaveAttribute(
      'href',
      NOTICE_LINK[language].href,
    );
  });
});
