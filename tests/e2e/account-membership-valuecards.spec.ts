// Member area: memberships with the payment certificate flow, and value cards (spec §2, §4, §6, §8).
// Expected values are read from the mock itself (its dates move with today), then looked for on
// the page; the texts are the app's own.
import { E2E_NOW } from './support/clock';
import { DEMO_TOKEN, expect, hold, test, type Page } from './support/fixtures';

const API = '/brponline/api/ver3';
const ZONE = 'Europe/Stockholm';
const CERTIFICATE = '**/brponline/api/ver3/services/generate/paymentcertificate';

interface Subscription {
  id: number;
  start: string;
  expirationDay: string;
  businessUnit: { name: string };
  subscriptionProduct: { id: number; name: string; description?: string };
}
interface ValueCard {
  id: number;
  number: number;
  isValid: boolean;
  type: 'UNIT' | 'AMOUNT';
  unitsLeft?: number;
  amountLeft?: { amount: number };
  validUntil?: string;
  valueCardProduct: { id: number; name: string };
}

/** What the mock answers the app (through the app's own proxy), with the demo token. */
async function fromMock<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${API}${path}`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** The test clock's calendar day in Stockholm, as y/m/d numbers; month is 1-12. */
function stockholmToday(): { y: number; m: number; d: number } {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE })
    .format(E2E_NOW)
    .split('-')
    .map(Number);
  return { y: y!, m: m!, d: d! };
}

function dayKey(y: number, m: number, d: number): string {
  const date = new Date(Date.UTC(y, m - 1, d, 12));
  return date.toISOString().slice(0, 10);
}

function weekdayDayMonth(key: string, language: 'sv' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'sv' ? 'sv-SE' : 'en-US', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${key}T12:00:00Z`));
}

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

/** Holds the certificate call back, so the 'sending' toast can be seen before the answer. */
const holdCertificate = (page: Page) => hold(page, CERTIFICATE, 'POST');

test.describe('memberships', () => {
  test.beforeEach(async ({ signIn }) => signIn());

  test('lists every membership with facility, dates, price and the fresh description', async ({
    page,
    expectAccessible,
  }) => {
    const subscriptions = await fromMock<Subscription[]>(page, '/customers/4711/subscriptions');
    const product = await fromMock<{ description: string }>(page, '/products/subscriptions/134');
    await page.goto('/mina-sidor/membership/');
    await expect(page).toHaveTitle(/^Medlemskap - /);
    await expect(page.getByRole('heading', { level: 1, name: 'Medlemskap' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Aktiva medlemskap' })).toBeVisible();

    const prices: Record<number, string> = { 30211: '695 kr', 30877: '1 495 kr' };
    expect(subscriptions.map((s) => s.id)).toEqual([30211, 30877]);
    for (const subscription of subscriptions) {
      const card = page.getByRole('article', { name: subscription.subscriptionProduct.name });
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(
        subscription.subscriptionProduct.name,
      );
      await expect(card).toContainText(subscription.businessUnit.name);
      await expect(card.locator('dt')).toHaveText(['Aktivt från', 'Dras till och med', 'Pris']);
      await expect(card.locator('dd')).toHaveText([
        subscription.start,
        subscription.expirationDay,
        prices[subscription.id]!,
      ]);
    }
    await expectAccessible();

    // Spec §6: Anna has a customer type, so the text comes fresh from the product, as HTML.
    const first = subscriptions[0]!;
    const productCall = page.waitForRequest((request) =>
      request.url().includes(`${API}/products/subscriptions/134`),
    );
    await page
      .getByRole('button', { name: `Läs mer om ${first.subscriptionProduct.name}` })
      .click();
    await productCall;
    const dialog = page.getByRole('dialog', {
      name: `Information – ${first.subscriptionProduct.name}`,
    });
    const paragraphs = dialog.getByTestId('info-dialog-html').locator('p');
    await expect(paragraphs).toHaveCount((product.description.match(/<p>/g) ?? []).length);
    await expect(paragraphs.first()).toHaveText(
      product.description.replace(/<\/p>.*$/, '').replace(/<[^>]+>/g, ''),
    );
    await expect(dialog).not.toContainText('Fri tillgång till gym');
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Stäng' }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('the card menu opens, and closes with Escape and with a click outside', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/mina-sidor/membership/');
    const button = page.getByRole('button', { name: 'Fler val för Gym & Bad 12 mån' });
    await expect(button).toHaveAttribute('aria-haspopup', 'true');
    await button.click();
    const item = page.getByRole('menuitem', { name: 'Skapa betalningsintyg' });
    await expect(item).toBeVisible();
    await expect(page.getByRole('menuitem')).toHaveCount(1);
    // The open menu is modal: the rest of the page is hidden from assistive technology meanwhile.
    await expect(
      page.getByRole('button', { name: 'Fler val för Gym & Bad 12 mån', includeHidden: true }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible();
    await page.keyboard.press('Escape');
    await expect(item).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(item).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(item).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('creates a payment certificate for a chosen period and confirms the e-mail @mobile', async ({
    page,
    expectAccessible,
  }) => {
    const today = stockholmToday();
    const inAWeek = new Date(Date.UTC(today.y, today.m - 1, today.d + 7, 12))
      .toISOString()
      .slice(0, 10);
    const next = addMonths(today.y, today.m, 1);
    const sending = await holdCertificate(page);
    await page.goto('/mina-sidor/membership/');
    await page.getByRole('button', { name: 'Fler val för Gym & Bad 12 mån' }).click();
    await page.getByRole('menuitem', { name: 'Skapa betalningsintyg' }).click();

    const dialog = page.getByRole('dialog', { name: 'Skapa betalningsintyg' });
    const period = dialog.getByTestId('certificate-period');
    const create = dialog.getByRole('button', { name: 'Skapa', exact: true });
    const grids = dialog.getByRole('grid');
    // Two months in Swedish, the default period today to seven days ahead (spec §9).
    // The pickers' chunk loads when the dialog first opens.
    await expect(grids).toHaveCount(2);
    await expect(grids.nth(0)).toHaveAccessibleName(monthName(today.y, today.m, 'sv'));
    await expect(grids.nth(1)).toHaveAccessibleName(monthName(next.y, next.m, 'sv'));
    await expect(period).toHaveText(
      `Vald period: ${weekdayDayMonth(dayKey(today.y, today.m, today.d), 'sv')} – ${weekdayDayMonth(inAWeek, 'sv')}`,
    );
    await expect(dialog.locator('[role="gridcell"][aria-selected="true"]')).toHaveCount(8);
    await expect(create).toBeEnabled();
    await expectAccessible();

    // A third click starts over: one date only, so nothing can be created.
    const second = grids.nth(1);
    const day = (n: number) => second.getByRole('gridcell', { name: String(n), exact: true });
    await day(10).click();
    await expect(period).toHaveText('Välj ett startdatum och ett slutdatum i kalendern.');
    await expect(create).toBeDisabled();
    await expect(dialog.locator('[role="gridcell"][aria-selected="true"]')).toHaveCount(1);

    // The end chosen by keyboard: two days to the right, then Enter.
    await expect(day(10)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(day(12)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(period).toHaveText(
      `Vald period: ${weekdayDayMonth(dayKey(next.y, next.m, 10), 'sv')} – ${weekdayDayMonth(dayKey(next.y, next.m, 12), 'sv')}`,
    );
    await expect(create).toBeEnabled();

    // An end before the start swaps them.
    await day(20).click();
    await day(15).click();
    const start = dayKey(next.y, next.m, 15);
    const end = dayKey(next.y, next.m, 20);
    await expect(period).toHaveText(
      `Vald period: ${weekdayDayMonth(start, 'sv')} – ${weekdayDayMonth(end, 'sv')}`,
    );
    await expect(second.locator('[aria-selected="true"]')).toHaveCount(6);

    // Both months move together.
    const later = addMonths(next.y, next.m, 1);
    await dialog.getByRole('button', { name: 'Nästa månad' }).click();
    await expect(grids.nth(0)).toHaveAccessibleName(monthName(next.y, next.m, 'sv'));
    await expect(grids.nth(1)).toHaveAccessibleName(monthName(later.y, later.m, 'sv'));
    await dialog.getByRole('button', { name: 'Föregående månad' }).click();
    await expect(grids.nth(0)).toHaveAccessibleName(monthName(today.y, today.m, 'sv'));

    const call = page.waitForRequest((request) =>
      request.url().endsWith('/services/generate/paymentcertificate'),
    );
    await create.click();
    expect((await call).postDataJSON()).toEqual({
      customer: 4711,
      subscription: 30211,
      period: { start, end },
    });
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Skickar betalningsintyget' }),
    ).toBeVisible();
    sending.release();
    // The confirmation dialog is modal, so it hides the toast from assistive technology.
    const sentToast = page
      .getByRole('alert', { includeHidden: true })
      .filter({ hasText: 'Betalningsintyget är skickat' });
    await expect(sentToast).toBeVisible();
    const sent = page.getByRole('dialog', { name: 'Betalningsintyget är skickat' });
    await expect(sent).toContainText(
      'Vi har skickat betalningsintyget till din e-postadress anna.lindqvist@example.se.',
    );
    await expectAccessible();
    await sent.getByRole('button', { name: 'Stäng' }).last().click();
    await expect(sent).toBeHidden();
  });

  test('cancel closes the period dialog without a call, and the next one starts over', async ({
    page,
  }) => {
    let calls = 0;
    await page.route(CERTIFICATE, async (route) => {
      calls += 1;
      await route.fallback();
    });
    await page.goto('/mina-sidor/membership/');
    const open = async () => {
      await page.getByRole('button', { name: 'Fler val för Simkort 6 mån' }).click();
      await page.getByRole('menuitem', { name: 'Skapa betalningsintyg' }).click();
      return page.getByRole('dialog', { name: 'Skapa betalningsintyg' });
    };
    let dialog = await open();
    await expect(dialog).toContainText('Simkort 6 mån');
    await dialog.getByRole('grid').nth(1).getByRole('gridcell', { name: '3', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Skapa', exact: true })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(dialog).toBeHidden();
    dialog = await open();
    await expect(dialog.getByTestId('certificate-period')).toHaveText(/^Vald period: /);
    expect(calls).toBe(0);
  });

  test("a refused certificate shows the server's message", async ({ page, scenario }) => {
    await scenario(
      'POST',
      '/services/generate/paymentcertificate',
      'code=403, example=noPaymentFound',
    );
    await page.goto('/mina-sidor/membership/');
    await page.getByRole('button', { name: 'Fler val för Gym & Bad 12 mån' }).click();
    await page.getByRole('menuitem', { name: 'Skapa betalningsintyg' }).click();
    await page.getByRole('button', { name: 'Skapa', exact: true }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Inga betalningar hittades för den valda perioden.' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an expired membership is listed neither on the overview nor on the memberships page', async ({
    page,
    leaveToBrowser,
    expectAccessible,
  }) => {
    // The booking system also sends ended subscriptions; one that expired long before any clock.
    leaveToBrowser('GET', '/customers/*/subscriptions');
    await page.route('**/brponline/api/ver3/customers/*/subscriptions*', async (route) => {
      const response = await route.fetch();
      const current = (await response.json()) as Subscription[];
      const expired = {
        ...current[0]!,
        id: 29001,
        start: '2019-01-01',
        expirationDay: '2020-12-31',
        subscriptionProduct: { ...current[0]!.subscriptionProduct, name: 'Gym Bas 3 mån' },
      };
      await route.fulfill({ response, json: [...current, expired] });
    });
    await page.goto('/mina-sidor/overview/');
    const summary = page.getByRole('region', { name: 'Medlemskap', exact: true });
    await expect(summary.getByText('Gym & Bad 12 mån')).toBeVisible();
    await expect(summary.getByText('Gym Bas 3 mån')).toHaveCount(0);

    await summary.getByRole('link', { name: 'Alla medlemskap' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Medlemskap' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Gym & Bad 12 mån' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Simkort 6 mån' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Gym Bas 3 mån' })).toHaveCount(0);
    await expect(page.getByText('2020-12-31')).toHaveCount(0);
    await expectAccessible();
  });

  test('with only expired memberships, says there is no active one', async ({
    page,
    leaveToBrowser,
  }) => {
    leaveToBrowser('GET', '/customers/*/subscriptions');
    await page.route('**/brponline/api/ver3/customers/*/subscriptions*', async (route) => {
      const response = await route.fetch();
      const current = (await response.json()) as Subscription[];
      await route.fulfill({
        response,
        json: current.map((subscription) => ({ ...subscription, expirationDay: '2020-12-31' })),
      });
    });
    await page.goto('/mina-sidor/membership/');
    await expect(page.getByText('Du har inget aktivt medlemskap.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('says so when there is no active membership', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('GET', '/customers/*/subscriptions', 'example=empty');
    await page.goto('/mina-sidor/membership/');
    await expect(page.getByText('Du har inget aktivt medlemskap.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Aktiva medlemskap' })).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(0);
    await expectAccessible();
  });

  test('works in English: fields, information, calendar and certificate', async ({
    page,
    expectAccessible,
  }) => {
    const today = stockholmToday();
    const next = addMonths(today.y, today.m, 1);
    const sending = await holdCertificate(page);
    await page.goto('/en/mina-sidor/membership/');
    await expect(page).toHaveTitle(/^Membership - /);
    await expect(page.getByRole('heading', { level: 2, name: 'Active memberships' })).toBeVisible();
    const card = page.getByRole('article', { name: 'Simkort 6 mån' });
    await expect(card.locator('dt')).toHaveText(['Active from', 'Debited until', 'Price']);
    await expect(card.locator('dd').last()).toHaveText('1 495 kr');
    await card.getByRole('button', { name: 'Read more about Simkort 6 mån' }).click();
    const info = page.getByRole('dialog', { name: 'Information – Simkort 6 mån' });
    await expect(info.getByTestId('info-dialog-html').locator('p').first()).toBeVisible();
    await info.getByRole('button', { name: 'Close' }).last().click();

    await card.getByRole('button', { name: 'More options for Simkort 6 mån' }).click();
    await page.getByRole('menuitem', { name: 'Create payment certificate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create payment certificate' });
    const grids = dialog.getByRole('grid');
    await expect(grids).toHaveCount(2);
    await expect(grids.nth(0)).toHaveAccessibleName(monthName(today.y, today.m, 'en'));
    // en-US (spec §3): weeks start on Sunday.
    await expect(dialog.getByRole('columnheader').first()).toHaveAccessibleName(/^sunday$/i);
    const second = grids.nth(1);
    await second.getByRole('gridcell', { name: '2', exact: true }).click();
    await expect(dialog.getByTestId('certificate-period')).toHaveText(
      'Select a start date and an end date in the calendar.',
    );
    await second.getByRole('gridcell', { name: '9', exact: true }).click();
    await expect(dialog.getByTestId('certificate-period')).toHaveText(
      `Chosen period: ${weekdayDayMonth(dayKey(next.y, next.m, 2), 'en')} – ${weekdayDayMonth(dayKey(next.y, next.m, 9), 'en')}`,
    );
    await expectAccessible();
    const call = page.waitForRequest((r) =>
      r.url().endsWith('/services/generate/paymentcertificate'),
    );
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    expect((await call).postDataJSON()).toEqual({
      customer: 4711,
      subscription: 30877,
      period: { start: dayKey(next.y, next.m, 2), end: dayKey(next.y, next.m, 9) },
    });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Sending the payment certificate' }),
    ).toBeVisible();
    sending.release();
    const sent = page.getByRole('dialog', { name: 'Payment certificate sent' });
    await expect(sent).toContainText(
      'We have sent the payment certificate to your e-mail address anna.lindqvist@example.se.',
    );
    const sentToast = page
      .getByRole('alert', { includeHidden: true })
      .filter({ hasText: 'The payment certificate has been sent' });
    await expect(sentToast).toBeVisible();
    await expectAccessible();
  });

  test('in English, a failed certificate shows the message of the server', async ({
    page,
    scenario,
  }) => {
    await scenario(
      'POST',
      '/services/generate/paymentcertificate',
      'code=403, example=featureDisabled',
    );
    await page.goto('/en/mina-sidor/membership/');
    await page.getByRole('button', { name: 'More options for Gym & Bad 12 mån' }).click();
    await page.getByRole('menuitem', { name: 'Create payment certificate' }).click();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Betalningsintyg kan inte skapas via webben.' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Payment certificate sent' })).toHaveCount(0);
  });
});

test.describe('value cards', () => {
  test.beforeEach(async ({ signIn }) => signIn());

  async function expectedCards(page: Page) {
    const cards = await fromMock<ValueCard[]>(page, '/customers/4711/valuecards');
    const products = await fromMock<{ id: number; description?: string }[]>(
      page,
      '/products/valuecards',
    );
    const description = (card: ValueCard) =>
      products.find((product) => product.id === card.valueCardProduct.id)?.description;
    return { cards, description };
  }

  test('shows active and inactive cards with number, validity, balance and read more', async ({
    page,
    expectAccessible,
  }) => {
    const { cards, description } = await expectedCards(page);
    await page.goto('/mina-sidor/valuecards/');
    await expect(page).toHaveTitle(/^Värdekort - /);
    await expect(page.getByRole('heading', { level: 1, name: 'Värdekort' })).toBeVisible();
    const active = page.getByRole('region', { name: 'Aktiva värdekort', exact: true });
    const inactive = page.getByRole('region', { name: 'Inaktiva värdekort', exact: true });
    const balances: Record<number, string> = { 7702: '6 klipp', 7815: '320 kr', 6930: '2 klipp' };

    for (const card of cards) {
      const group = card.isValid ? active : inactive;
      const item = group.getByRole('article').filter({ hasText: `Kortnummer ${card.number}` });
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(card.valueCardProduct.name);
      await expect(item.locator('dt')).toHaveText(['Giltigt till', 'Saldo']);
      await expect(item.locator('dd')).toHaveText([card.validUntil!, balances[card.id]!]);
      const html = description(card);
      if (html) await expect(item).toContainText(html.replace(/<[^>]+>/g, ''));
    }
    await expect(active.getByRole('article')).toHaveCount(cards.filter((c) => c.isValid).length);
    await expect(inactive.getByRole('article')).toHaveCount(cards.filter((c) => !c.isValid).length);
    await expectAccessible();

    // Read more: the product's HTML description, or the no-information text when there is none.
    const gift = cards.find((card) => card.id === 7815)!;
    await active.getByRole('button', { name: 'Läs mer om Presentkort' }).click();
    const dialog = page.getByRole('dialog', { name: 'Information – Presentkort' });
    const html = description(gift);
    if (html)
      await expect(dialog.getByTestId('info-dialog-html')).toContainText(
        html.replace(/<[^>]+>/g, ''),
      );
    else await expect(dialog).toContainText('Det finns ingen information om det här värdekortet.');
    await expectAccessible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('shows a loading indicator, then the cards, in English', async ({
    page,
    leaveToBrowser,
    expectAccessible,
  }) => {
    leaveToBrowser('GET', '/customers/*/valuecards');
    const loading = await hold(page, '**/brponline/api/ver3/customers/*/valuecards');
    await page.goto('/en/mina-sidor/valuecards/');
    await expect(page.getByRole('progressbar', { name: 'Loading your value cards' })).toBeVisible();
    loading.release();
    await expect(page).toHaveTitle(/^Value cards - /);
    const active = page.getByRole('region', { name: 'Active value cards', exact: true });
    await expect(active.getByText('Card number 15226337448500')).toBeVisible();
    await expect(
      active.getByRole('article').filter({ hasText: '15226337448500' }).locator('dd'),
    ).toHaveText([/^\d{4}-\d{2}-\d{2}$/, '6 units']);
    await expect(
      page.getByRole('region', { name: 'Inactive value cards', exact: true }).locator('dd').last(),
    ).toHaveText('2 units');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await active.getByRole('button', { name: 'Read more about Presentkort' }).click();
    await expect(page.getByRole('dialog', { name: 'Information – Presentkort' })).toBeVisible();
    await expectAccessible();
  });

  test("shows a card in BRP's document shape (validCardProduct, amountLeft an integer) the same", async ({
    page,
    scenario,
  }) => {
    await scenario('GET', '/customers/*/valuecards', 'example=brpDocumentShape');
    await page.goto('/mina-sidor/valuecards/');
    const active = page.getByRole('region', { name: 'Aktiva värdekort', exact: true });
    const item = active.getByRole('article').filter({ hasText: 'Kortnummer 15226337449921' });
    await expect(item.getByRole('heading', { level: 3 })).toHaveText('Presentkort');
    await expect(item.locator('dd')).toHaveText([/^\d{4}-\d{2}-\d{2}$/, '320 kr']);
  });

  test('says so when there are no value cards', async ({ page, scenario, expectAccessible }) => {
    await scenario('GET', '/customers/*/valuecards', 'example=empty');
    await page.goto('/mina-sidor/valuecards/');
    await expect(page.getByText('Du har inga värdekort.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
    await expectAccessible();
  });

  test('shows an error with a retry when the cards cannot be loaded, and keeps the member in', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('GET', '/customers/*/valuecards', 'code=403');
    await page.goto('/en/mina-sidor/valuecards/');
    await expect(page.getByText('Your value cards could not be loaded right now.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/mina-sidor\/valuecards\/$/);
    await expectAccessible();
    await page.unrouteAll({ behavior: 'wait' });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('region', { name: 'Active value cards', exact: true }),
    ).toBeVisible();
  });
});
