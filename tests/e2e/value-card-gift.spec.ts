// A 10-card bought as a gift for someone else (issue 42), on a phone, through the real server and
// mock: from the start page or the phone's menu to the gift-card list, the card's page with the
// receiver, the giver and the greeting, the checkout with the right of withdrawal, the payment,
// and the receipt that says who receives what and repeats the withdrawal terms. Swedish as a
// visitor who logs in at the checkout; English signed in from the start. The page states are
// tests/pages/value-cards-shop.test.tsx and value-card-product.test.tsx.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { isPaymentLinkCall, mockPaymentHandler } from './support/checkout-data';
import { kronor } from './support/services-data';
import { caughtMails, type CaughtMail } from './support/mails';
import { E2E_FACILITY_EMAIL } from './support/server-env';

const RECEIVER = 'erik.lindqvist@example.se';
const GIVER = 'anna.giver@example.se';

async function fillGift(page: Page, labels: Record<string, string>) {
  const form = page.getByRole('form');
  for (const [label, value] of Object.entries(labels))
    await form
      .getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) })
      .fill(value);
}

test('a visitor gives a 10-card to someone else and pays, in Swedish @phone', async ({
  page,
  expectAccessible,
}) => {
  // Five pages and a payment: longer than the default on a loaded two-core machine.
  test.slow();
  const opened = await mockPaymentHandler(page);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Vad vill du göra?' })
    .getByRole('link', { name: /Presentkort/ })
    .click();
  await expect(page).toHaveURL(/\/presentkort\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Presentkort');
  await expect(page.getByTestId('value-card-product')).toHaveCount(3);
  await expectAccessible();
  await page.getByRole('link', { name: 'Ge bort 10-kort bad som present' }).click();
  await expect(page).toHaveURL(/\/presentkort\/301\/\?site=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('10-kort bad');
  await expect(page.getByRole('checkbox', { name: 'Ge bort som present' })).toBeChecked();
  await fillGift(page, {
    'Mottagarens namn': 'Erik Lindqvist',
    'Mottagarens e-post': RECEIVER,
    'Ditt namn': 'Anna',
    Hälsning: 'Grattis på födelsedagen!',
    'Din e-post': GIVER,
  });
  await expectAccessible();
  await page.getByRole('button', { name: 'Lägg i kundvagnen' }).click();
  const added = page.getByTestId('value-card-added');
  await expect(added).toContainText(`10-kort bad till ${RECEIVER} ligger i kundvagnen.`);
  await expect(page.getByRole('link', { name: 'Kundvagn, 1 vara' })).toBeVisible();
  await added.getByRole('link', { name: 'Till kassan' }).click();

  await expect(page).toHaveURL(/\/kassa\/$/);
  const orderId = Number(await page.evaluate(() => localStorage.getItem('ORDER_ID')));
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('10-kort bad');
  await expect(line.getByTestId('line-gift-receiver')).toHaveText(`Present till ${RECEIVER}`);
  await expect(line.getByTestId('line-price')).toHaveText(kronor(90000));
  const withdrawal = page.getByRole('region', { name: 'Ångerrätt' });
  await expect(withdrawal).toContainText('Värdekort och presentkort: 14 dagars ångerrätt');

  const customer = page.getByRole('region', { name: 'Kunduppgifter' });
  await customer.getByLabel('E-postadress').fill('anna.lindqvist@example.se');
  await customer.getByLabel(/^Lösenord/).fill('Simma2026!');
  await customer.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByTestId('checkout-customer')).toContainText('Anna Lindqvist');
  const payment = page.getByRole('region', { name: 'Betalning' });
  await payment.getByLabel(/^Mobilnummer för Swish/).fill('070 123 45 67');
  await payment.getByRole('checkbox', { name: /Jag godkänner bokningsreglerna/ }).check();
  await expectAccessible();
  const link = page.waitForRequest(isPaymentLinkCall);
  await payment.getByRole('button', { name: 'Betala', exact: true }).click();
  // The giver's e-mail from the card's page gets the receipt of a gift order (spec §3).
  expect((await link).postDataJSON()).toMatchObject({ order: orderId, receiptEmail: [GIVER] });

  await expect(page).toHaveURL(new RegExp(`/kassa/\\?orderid=${orderId}&receiptid=\\d+$`));
  expect(opened).toHaveLength(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kvitto');
  const receiptLine = page.getByTestId('receipt-line');
  await expect(receiptLine).toContainText('10-kort bad');
  await expect(receiptLine.getByTestId('line-gift-receiver')).toHaveText(
    `Present till ${RECEIVER}`,
  );
  await expect(page.getByTestId('receipt-total')).toHaveText(`Totalt${kronor(90000)}`);
  await expect(page.getByRole('region', { name: 'Ångerrätt' })).toContainText(
    'Så här gäller ångerrätten för ditt köp.',
  );
  // The withdrawal function, with this order chosen (issue 44).
  await expect(
    page
      .getByRole('region', { name: 'Ångerrätt' })
      .getByRole('link', { name: 'Ångra avtalet här' }),
  ).toHaveAttribute('href', /^\/angra-kop\/\?order=\d+$/);
  await expect(page.getByRole('link', { name: 'Kundvagn, 0 varor' })).toBeVisible();
  await expectAccessible();
});

test('a member gives a 10-card from the phone’s menu and pays by card, in English @phone', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  test.slow();
  await signIn();
  await mockPaymentHandler(page);
  await page.goto('/en/');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Gift cards' }).click();
  await expect(page).toHaveURL(/\/en\/gift-cards\/$/);
  await page.getByRole('link', { name: 'Give 10-kort bad as a gift' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('10-kort bad');
  // A field left empty is named in English, and what was typed stays.
  await fillGift(page, { "Recipient's e-mail": RECEIVER });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText("Enter the recipient's name.")).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Recipient's e-mail/ })).toHaveValue(RECEIVER);
  await expectAccessible();
  await fillGift(page, {
    "Recipient's name": 'Erik Lindqvist',
    'Your name': 'Anna',
    'Your e-mail': GIVER,
  });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByTestId('value-card-added').getByRole('link', { name: 'To checkout' }).click();

  await expect(page).toHaveURL(/\/en\/checkout\/$/);
  await expect(page.getByTestId('line-gift-receiver')).toHaveText(`Gift to ${RECEIVER}`);
  await expect(page.getByRole('region', { name: 'Right of withdrawal' })).toContainText(
    "Value cards and gift cards: 14 days' right of withdrawal",
  );
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByRole('radio', { name: 'Debit card' }).check();
  await payment.getByRole('checkbox', { name: /I accept the booking rules/ }).check();
  const link = page.waitForRequest(isPaymentLinkCall);
  await payment.getByRole('button', { name: 'Pay', exact: true }).click();
  expect((await link).postDataJSON()).toMatchObject({ receiptEmail: [GIVER], paymentMethod: 5 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receipt');
  await expect(page.getByTestId('receipt-line').getByTestId('line-gift-receiver')).toHaveText(
    `Gift to ${RECEIVER}`,
  );
  await expect(page.getByRole('region', { name: 'Right of withdrawal' })).toBeVisible();
  await expectAccessible();
});

// Issue 44: the withdrawal function, with real e-mail (the server's SMTP is the suite's catcher,
// support/mail-catcher.ts). A visitor withdraws from a gift card bought minutes ago (the mock's
// anonymous gift order 90431: the shop itself signs a buyer in before paying, see decision 073)
// in Swedish, from the footer; both e-mails arrive with what they
// must say; then a member withdraws from a purchase in English and sees its status in Mina köp.
// One run on the phone only (@phone): the server's database is one for the run, and a second
// run would find the gift card withdrawn already. The screens' states: tests/pages/withdrawal.test.tsx.
test('a visitor withdraws a gift card and gets both e-mails; a member sees a withdrawal’s status @phone', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  // Production never serves development's caught mails.
  expect((await page.request.get('/__mail/')).status()).toBe(404);

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Ångra avtalet här' }).click();
  await expect(page).toHaveURL(/\/angra-kop\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ångra avtalet här');
  await page.getByRole('textbox', { name: /^Ordernummer/ }).fill('90431');
  await page.getByRole('textbox', { name: /^E-postadress som kvittot/ }).fill(RECEIVER);
  await page.getByRole('button', { name: 'Hitta köpet' }).click();
  await expect(page.getByRole('checkbox', { name: /^Presentkort/ })).toBeChecked();
  await expectAccessible();
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await page.getByRole('textbox', { name: /^Namn/ }).fill('Erik Lindqvist');
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await page.getByRole('button', { name: 'Ångra köpet' }).click();
  const done = page.getByTestId('withdrawal-acknowledgement');
  await expect(done).toContainText('Vi har tagit emot att du ångrar ditt köp');
  await expect(done).toContainText('Mottaget Onsdag 25 mars 2026 kl. 10:07');
  await expect(page).toHaveURL(/\/angra-kop\/\?withdrawal=[\da-f-]{36}$/);
  await expectAccessible();

  const aboutGift = async () =>
    (await caughtMails()).filter((mail) => mail.subject.includes('90431'));
  await expect.poll(async () => (await aboutGift()).length).toBe(2);
  const [customer, facility] = [RECEIVER, E2E_FACILITY_EMAIL].map((to) =>
    aboutGift().then((mails) => mails.find((mail) => mail.to.includes(to))!),
  );
  const toCustomer = (await customer)!;
  expect(toCustomer.from).toContain('no-reply@stadsbadet.example.se');
  expect(toCustomer.subject).toBe('Stadsbadet: vi har tagit emot att du ångrar köp 90431');
  expect(toCustomer.text).toContain(
    'Vi tog emot att du ångrar ditt köp Onsdag 25 mars 2026 kl. 10:07.',
  );
  expect(toCustomer.text).toMatch(/- Presentkort, 500\s+kr/);
  expect(toCustomer.html).toContain('<li>Presentkort, 500');
  const toFacility = (await facility)!;
  for (const fact of [
    'Ordernummer: 90431 (order-id 612390)',
    `Kund: Erik Lindqvist, ${RECEIVER}`,
    'Köpt utan inloggning',
    'Mottaget: 2026-03-25 10:07 (svensk tid)',
  ])
    expect(toFacility.text).toContain(fact);

  // A member, in English: their purchase from Mina sidor, then its status there.
  await signIn();
  await page.goto('/en/mina-sidor/purchases/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Withdraw from contract here' })
    .click();
  await expect(page).toHaveURL(/\/en\/withdraw\/$/);
  await page.getByRole('radio', { name: /Order 90433/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Anna Lindqvist');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Withdraw from the purchase' }).click();
  await expect(page.getByTestId('withdrawal-acknowledgement')).toContainText(
    'Received Wednesday, March 25, 2026 at 10:07',
  );
  const confirmation = (mail: CaughtMail) => mail.subject.endsWith('withdrawal from order 90433');
  await expect.poll(async () => (await caughtMails()).some(confirmation)).toBe(true);
  // The outbox writes the mail as sent just after the mail server has taken it.
  const status = page.getByTestId('withdrawal-status');
  await expect(async () => {
    await page.goto('/en/mina-sidor/purchases/');
    await expect(status).toContainText('Confirmation sent', { timeout: 2_000 });
  }).toPass();
  await expect(status).toContainText('Order 90433');
  await expect(status).toContainText('Being handled');
  // Its membership had not started: the server ended it in BRP with the member's token.
  await expect(status).toContainText('Simkort 3 mån has been ended and will not start');
  await expectAccessible();
});
