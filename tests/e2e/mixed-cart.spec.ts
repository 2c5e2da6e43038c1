// Issue 42's mixed cart on a phone (@phone), through the real server (its CSP) and the mock's
// order store: a signed-in member puts a treatment time, a gift card of an amount they choose and
// a membership in one cart, pays part of it with their own value card and the rest with Swish
// (Swedish) or a debit card (English), and the receipt adds up per VAT rate. One journey per language, axe on
// the checkout and the receipt. Each kind's own states are page tests; the gift card alone is
// value-card-gift.spec.ts, the membership alone membership-purchase.spec.ts.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { isPaymentLinkCall, mockPaymentHandler } from './support/checkout-data';
import { kronor, MASSAGE, pickSecondTimeInTwoDays } from './support/services-data';

/** The mock's prices: Massage 50 min (25 % VAT), Gym & bad's first month (6 %), the gift's amount. */
const MASSAGE_PRICE = 69500;
const MEMBERSHIP_PRICE = 49500;
const GIFT_AMOUNT = 50000;
const TOTAL = MASSAGE_PRICE + GIFT_AMOUNT + MEMBERSHIP_PRICE;
/** The member's own amount card (the contract's example list), valid for the massage: 320 kr left. */
const OWN_CARD = '15226337449921';
const CARD_PAYS = 32000;
const RECEIVER = 'erik.lindqvist@example.se';

const TEXTS = {
  sv: {
    treatment: `/booking-service/?id=${MASSAGE}`,
    days: 'Välj dag',
    selected: 'Du har valt',
    gift: '/presentkort/303/',
    amount: /^Belopp \(kr\)/,
    giftFields: {
      'Mottagarens namn': 'Erik Lindqvist',
      'Mottagarens e-post': RECEIVER,
      'Ditt namn': 'Anna',
      'Din e-post': 'anna.giver@example.se',
    },
    add: 'Lägg i kundvagnen',
    added: `Presentkort till ${RECEIVER} ligger i kundvagnen.`,
    membership: '/medlemskap/134/',
    birth: /^Födelsedatum/,
    terms: 'Jag har läst och godkänner villkoren för medlemskap',
    checkout: /\/kassa\/$/,
    cart: 'Kundvagn, 3 varor',
    addCard: 'Lägg till värdekort',
    useCard: `Använd Presentkort ${OWN_CARD}`,
    payment: 'Betalning',
    method: null,
    swish: /^Mobilnummer för Swish/,
    payTerms: /Jag godkänner bokningsreglerna/,
    pay: 'Betala',
    receipt: 'Kvitto',
    vat: 'Varav moms',
    valueCard: 'Värdekort',
    total: 'Totalt',
    totalCost: 'Total kostnad',
    paymentMethod: 3,
  },
  en: {
    treatment: `/en/booking-service/?id=${MASSAGE}`,
    days: 'Choose a day',
    selected: 'You have selected',
    gift: '/en/gift-cards/303/',
    amount: /^Amount \(SEK\)/,
    giftFields: {
      "Recipient's name": 'Erik Lindqvist',
      "Recipient's e-mail": RECEIVER,
      'Your name': 'Anna',
      'Your e-mail': 'anna.giver@example.se',
    },
    add: 'Add to cart',
    added: `Presentkort for ${RECEIVER} is in your cart.`,
    membership: '/en/memberships/134/',
    birth: /^Date of birth/,
    terms: 'I have read and accept the membership terms',
    checkout: /\/en\/checkout\/$/,
    cart: 'Cart, 3 items',
    addCard: 'Add value card',
    useCard: `Use Presentkort ${OWN_CARD}`,
    payment: 'Payment',
    method: 'Debit card',
    swish: null,
    payTerms: /I accept the booking rules/,
    pay: 'Pay',
    receipt: 'Receipt',
    vat: 'Of which VAT',
    valueCard: 'Value card',
    total: 'Total',
    totalCost: 'Total cost',
    paymentMethod: 5,
  },
} as const;

type Text = (typeof TEXTS)['sv' | 'en'];

/** The treatment, the gift card and the membership, each added on its own page. */
async function fillCart(page: Page, text: Text) {
  await page.goto(text.treatment);
  await pickSecondTimeInTwoDays(page, text.days);
  await expect(page.getByRole('dialog', { name: text.selected })).toBeVisible();

  await page.goto(text.gift);
  const form = page.getByRole('form');
  await form.getByRole('textbox', { name: text.amount }).fill(String(GIFT_AMOUNT / 100));
  for (const [label, value] of Object.entries(text.giftFields))
    await form.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
  await form.getByRole('button', { name: text.add }).click();
  await expect(page.getByTestId('value-card-added')).toContainText(text.added);

  await page.goto(text.membership);
  await page.getByLabel(text.birth).fill('1985-03-12');
  await page.getByRole('checkbox', { name: text.terms }).check();
  await page.getByRole('button', { name: text.add }).click();
  await expect(page).toHaveURL(text.checkout);
}

for (const language of ['sv', 'en'] as const) {
  const text = TEXTS[language];
  test(`${language}: a treatment, a gift card and a membership in one cart, a value card paying part of it @phone`, async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    // Three product pages, the checkout and the payment handler's round trip.
    test.slow();
    await signIn();
    const opened = await mockPaymentHandler(page);
    await fillCart(page, text);

    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(3);
    await expect(lines.filter({ hasText: 'Massage 50 min' })).toHaveCount(1);
    await expect(lines.filter({ hasText: 'Gym & bad' })).toHaveCount(1);
    await expect(
      lines.filter({ hasText: 'Presentkort' }).getByTestId('line-gift-receiver'),
    ).toHaveCount(1);
    await expect(page.getByRole('link', { name: text.cart })).toBeVisible();
    const orderId = Number(await page.evaluate(() => localStorage.getItem('ORDER_ID')));

    await page.getByRole('button', { name: text.addCard }).click();
    await page
      .getByRole('dialog', { name: text.addCard })
      .getByRole('button', { name: text.useCard })
      .click();
    await expect(page.getByRole('dialog', { name: text.addCard })).toBeHidden();
    await expect(page.getByTestId('value-card-reservation')).toHaveCount(1);

    const payment = page.getByRole('region', { name: text.payment });
    if (text.method) await payment.getByRole('radio', { name: text.method }).check();
    if (text.swish) await payment.getByLabel(text.swish).fill('070 123 45 67');
    await payment.getByRole('checkbox', { name: text.payTerms }).check();
    await expectAccessible();
    const link = page.waitForRequest(isPaymentLinkCall);
    await payment.getByRole('button', { name: text.pay, exact: true }).click();
    // Not a gift order (it has more than value cards): the receipt goes to the member.
    expect((await link).postDataJSON()).toMatchObject({
      order: orderId,
      receiptEmail: ['anna.lindqvist@example.se'],
      paymentMethod: text.paymentMethod,
    });

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.receipt);
    expect(opened).toHaveLength(1);
    await expect(page.getByTestId('receipt-line')).toHaveCount(3);
    await expect(page.getByTestId('receipt-total')).toHaveText(
      `${text.total}${kronor(TOTAL, language)}`,
    );
    // VAT per rate of what was bought: a fifth of the massage, 6/106 of the membership.
    await expect(page.getByTestId('receipt-vat-25')).toHaveText(
      `${text.vat} 25 %${kronor(Math.round(MASSAGE_PRICE / 5), language)}`,
    );
    await expect(page.getByTestId('receipt-vat-6')).toHaveText(
      `${text.vat} 6 %${kronor(Math.round((MEMBERSHIP_PRICE * 6) / 106), language)}`,
    );
    await expect(page.getByTestId('receipt-valuecard-0')).toHaveText(
      `${text.valueCard} ${OWN_CARD}${kronor(-CARD_PAYS, language)}`,
    );
    await expect(page.getByTestId('receipt-total-cost')).toHaveText(
      `${text.totalCost}${kronor(TOTAL - CARD_PAYS, language)}`,
    );
    await expectAccessible();
  });
}
