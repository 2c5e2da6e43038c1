// Member area, payment info (spec §2 "Payment info", §3 direct debit consent, §7 silent failures).
import type { CardConsent, DirectDebitConsent } from '../../generated/booking/model';
import { expect, test, type Page } from './support/fixtures';

/** Opens a member page and waits for its own chunk (slow on a busy machine) to show its heading. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const stockholmDay = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date(iso));

/** Opens the page, which the server renders with the consents; the test reads the same lists. */
async function openPayments(page: Page, path: string) {
  await open(page, path);
  const read = async (list: string) =>
    (await page.request.get(`/brponline/api/ver3/customers/4711/consents/${list}`)).json();
  return {
    cards: (await read('cards')) as CardConsent[],
    debits: (await read('sedirectdebits')) as DirectDebitConsent[],
  };
}

function section(page: Page, name: string) {
  return page.getByRole('region', { name });
}

test.describe('payment information', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test('shows card and direct-debit consents with every field, in Swedish @mobile', async ({
    page,
    expectAccessible,
  }) => {
    const data = await openPayments(page, '/mina-sidor/payments/');
    await expect(page).toHaveTitle(/^Betalningsinformation - /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Betalningsinformation');

    const cards = section(page, 'Betalkort');
    const [expiryYear, expiryMonth] = data.cards[0]!.expirationDay!.split('-');
    await expect(cards.getByRole('heading', { name: 'VISA slutar på 4821' })).toBeVisible();
    await expect(cards.getByText('475012......4821')).toBeVisible();
    await expect(cards.getByText(`${expiryMonth}/${expiryYear}`)).toBeVisible();
    await expect(cards.getByText('Haga', { exact: true })).toBeVisible();

    const debits = section(page, 'Autogiro');
    await expect(debits.getByRole('heading', { name: 'Swedbank' })).toBeVisible();
    for (const text of [
      '8327',
      '9412345678',
      stockholmDay(data.debits[0]!.created),
      'Registrerat hos Bankgirot',
      'Ja',
    ]) {
      await expect(debits.getByText(text, { exact: true })).toBeVisible();
    }
    for (const label of ['Clearingnummer', 'Kontonummer', 'Skapat', 'Status', 'Signerat avtal']) {
      await expect(debits.getByText(label, { exact: true })).toBeVisible();
    }
    // Norwegian and Danish consents are empty by default, so their groups are not shown.
    await expect(page.getByRole('heading', { name: /AvtaleGiro|Betalingsservice/ })).toHaveCount(0);
    await expectAccessible();
  });

  test('shows a pending consent with its first status and an unsigned contract', async ({
    page,
    scenario,
  }) => {
    await scenario('GET', '/customers/*/consents/sedirectdebits', 'example=pending');
    await openPayments(page, '/mina-sidor/payments/');
    const debits = section(page, 'Autogiro');
    await expect(debits.getByRole('heading', { name: 'Handelsbanken' })).toBeVisible();
    await expect(debits.getByText('Behandlas hos Bankgirot')).toBeVisible();
    await expect(debits.getByText('Avtalet är inte signerat')).toHaveCount(0);
    await expect(debits.getByText('Nej', { exact: true })).toBeVisible();
  });

  test('shows the consents in English, Yes/No included', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await openPayments(page, '/en/mina-sidor/payments/');
    await expect(page).toHaveTitle(/^Payment information - /);
    await expect(
      section(page, 'Payment cards').getByRole('heading', { name: 'VISA ending in 4821' }),
    ).toBeVisible();
    const debits = section(page, 'Direct debit (Autogiro)');
    await expect(debits.getByText('Registered with Bankgirot')).toBeVisible();
    await expect(debits.getByText('Signed contract')).toBeVisible();
    await expect(debits.getByText('Yes', { exact: true })).toBeVisible();
    await expectAccessible();

    await scenario('GET', '/customers/*/consents/sedirectdebits', 'example=pending');
    await page.reload();
    await expect(debits.getByText('No', { exact: true })).toBeVisible();
    await expect(debits.getByText('Being processed by Bankgirot')).toBeVisible();
  });

  test('says so per group when there are no consents', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('GET', '/customers/*/consents/cards', 'example=empty');
    await scenario('GET', '/customers/*/consents/sedirectdebits', 'example=empty');
    await open(page, '/mina-sidor/payments/');
    await expect(
      section(page, 'Betalkort').getByText('Du har inga sparade betalkort.'),
    ).toBeVisible();
    await expect(
      section(page, 'Autogiro').getByText('Du har inga autogiromedgivanden.'),
    ).toBeVisible();
    await expectAccessible();
  });

  test('stops loading and says a group could not be loaded instead of faking an empty one', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('GET', '/customers/*/consents/cards', 'code=403');
    await open(page, '/en/mina-sidor/payments/');
    const cards = section(page, 'Payment cards');
    await expect(
      cards.getByText('Your payment cards could not be loaded right now.'),
    ).toBeVisible();
    await expect(cards.getByText('You have no saved payment cards.')).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveCount(0);
    // The other group is unaffected.
    await expect(
      section(page, 'Direct debit (Autogiro)').getByText('Swedbank').first(),
    ).toBeVisible();
    await expectAccessible();
    await page.unrouteAll();
    await cards.getByRole('button', { name: 'Try again' }).click();
    await expect(cards.getByRole('heading', { name: 'VISA ending in 4821' })).toBeVisible();
  });

  test('shows Norwegian and Danish consents when the customer has some', async ({
    page,
    scenario,
  }) => {
    await scenario('GET', '/customers/*/consents/nodirectdebits', 'example=avtaleGiro');
    await scenario('GET', '/customers/*/consents/dkdirectdebits', 'example=betalingsservice');
    await open(page, '/mina-sidor/payments/');
    const norway = section(page, 'AvtaleGiro (Norge)');
    await expect(norway.getByText('000471100000012')).toBeVisible();
    await expect(norway.getByText('12345678903')).toBeVisible();
    await expect(norway.getByText('Aktivt')).toBeVisible();
    await expect(
      section(page, 'Betalingsservice (Danmark)').getByRole('heading', { name: 'Medgivande 31' }),
    ).toBeVisible();
  });
});
