// Discount codes and value cards in kassa/ and /en/checkout/ (spec §2 "Checkout", "Cart lines",
// §4 coupon removal, §5, §6, §8): guests are asked to log in; a signed-in customer adds a code or a
// value card in a dialog (Enter submits, inline error line), sees them in the lines and summary,
// and removes them after an are-you-sure. Expectations come from the mock's examples.
import type { Locator, Page, Route } from '@playwright/test';
import { expect, hold, test } from './support/fixtures';
import { withStoredOrder } from './support/checkout-data';
import { API } from './support/classes-data';
import { kronor } from './support/services-data';

const ORDER = 612345;
const ORDER_TOTAL = 132050; // OrderPreliminaryWithServices
const COUPON_DISCOUNT = 6950;
const VAT_25 = 26410;
const RESERVATION = { id: 33017, name: 'Presentkort 500 kr', number: '4711000123456', used: 50000 };

/** Answers the matching calls with the scenario `prefer()` names at that moment. */
async function switchable(page: Page, method: string, path: string, prefer: () => string) {
  await page.route(`**${API}${path}`, (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    const wanted = prefer();
    return wanted
      ? route.fallback({ headers: { ...route.request().headers(), prefer: wanted } })
      : route.fallback();
  });
}

const lines = (page: Page) => page.getByTestId('cart-line');

/**
 * A signed-in customer's checkout, settled: the pay button is enabled once the payment methods
 * have come. Until then it may change colour while axe reads the page behind a dialog.
 */
async function openCheckout(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('button', { name: /^(Betala|Pay)$/ })).toBeEnabled();
}

test.describe('guests', () => {
  test('are asked to log in, with a way back to the checkout (Swedish and English)', async ({
    page,
    expectAccessible,
  }) => {
    await withStoredOrder(page);
    await page.goto('/kassa/');
    const login = page.getByRole('link', { name: 'Logga in för att lägga till rabatter' });
    await expect(login).toHaveAttribute('href', '/logga-in/?returnTo=%2Fkassa%2F');
    await expect(page.getByRole('button', { name: 'Lägg till rabattkod' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Lägg till värdekort' })).toHaveCount(0);
    await expectAccessible();

    await page.goto('/en/checkout/');
    await expect(page.getByRole('link', { name: 'Log in to add discounts' })).toHaveAttribute(
      'href',
      '/en/login/?returnTo=%2Fen%2Fcheckout%2F',
    );
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn();
    await withStoredOrder(page);
  });

  test('adds a discount code with Enter: busy button, then the mark and the discount line @mobile', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('GET', `/orders/${ORDER}`, 'example=preliminaryOneService');
    await openCheckout(page, '/kassa/');
    await expect(lines(page)).toHaveCount(1);
    await expect(page.getByTestId('summary-coupon')).toHaveCount(0);

    await page.getByRole('button', { name: 'Lägg till rabattkod' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lägg till rabattkod' });
    await expect(dialog).toBeVisible();
    await expectAccessible();
    const held = await hold(page, `**${API}/orders/${ORDER}/coupons`, 'POST');
    const call = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(`/orders/${ORDER}/coupons`),
    );
    await dialog.getByLabel('Rabattkod').fill('VINTER10');
    await dialog.getByLabel('Rabattkod').press('Enter');
    expect((await call).postDataJSON()).toEqual({ couponName: 'VINTER10' });
    await expect(dialog.getByRole('button', { name: 'Lägger till...' })).toBeDisabled();
    held.release();

    await expect(dialog).toBeHidden();
    await expect(lines(page)).toHaveCount(2);
    await expect(lines(page).nth(1).getByText('Rabattkod tillagd')).toBeVisible();
    const before = ORDER_TOTAL + COUPON_DISCOUNT;
    await expect(page.getByTestId('summary-before-coupon')).toHaveText(
      `Pris före rabatt${kronor(before)}`,
    );
    await expect(page.getByTestId('summary-coupon')).toHaveText(
      `Rabatt ${Math.round((COUPON_DISCOUNT / before) * 100)} %${kronor(-COUPON_DISCOUNT)}`,
    );
    await expect(page.getByTestId('summary-total')).toHaveText(`Totalt${kronor(ORDER_TOTAL)}`);
  });

  test('an empty code is required before any call', async ({ page }) => {
    let posted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/coupons')) posted = true;
    });
    await openCheckout(page, '/kassa/');
    await page.getByRole('button', { name: 'Lägg till rabattkod' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lägg till rabattkod' });
    await dialog.getByLabel('Rabattkod').fill('   ');
    await dialog.getByRole('button', { name: 'Lägg till' }).click();
    await expect(dialog.getByText('Ange en rabattkod.')).toBeVisible();
    await expect(dialog.getByLabel('Rabattkod')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
  });

  for (const { language, path, open, label, texts } of [
    {
      language: 'Swedish',
      path: '/kassa/',
      open: 'Lägg till rabattkod',
      label: 'Rabattkod',
      texts: {
        couponInvalidTime:
          /^Rabattkoden gäller bara från \d{4}-\d{2}-\d{2} till \d{4}-\d{2}-\d{2}\.$/,
        couponNotApplicable: 'Rabattkoden kan inte användas för varorna i din kundvagn.',
        couponNotFound: 'Rabattkoden finns inte på din beställning.',
        couponAfterValueCardReservation:
          'Lägg till rabattkoden innan du använder ett värdekort. Ta bort värdekortet och försök igen.',
        couponNameMissing: 'Ange en rabattkod.',
        network:
          'Vi fick inget svar från servern. Kontrollera din internetanslutning och försök igen.',
      },
    },
    {
      language: 'English',
      path: '/en/checkout/',
      open: 'Add discount code',
      label: 'Discount code',
      texts: {
        couponInvalidTime: /^This discount code is only valid from \S+ to \S+\.$/,
        couponNotApplicable: 'This discount code cannot be used for the items in your cart.',
        couponNotFound: 'The discount code was not found on your order.',
        couponAfterValueCardReservation:
          'Add the discount code before using a value card. Remove the value card and try again.',
        couponNameMissing: 'Please enter a discount code.',
        network: 'We got no answer from the server. Check your internet connection and try again.',
      },
    },
  ]) {
    test(`${language}: each refused code shows its text inline and keeps what was typed`, async ({
      page,
      expectAccessible,
    }) => {
      let prefer = '';
      let offline = false;
      await page.route(`**${API}/orders/${ORDER}/coupons`, (route) =>
        offline
          ? route.abort('internetdisconnected')
          : route.fallback({ headers: { ...route.request().headers(), prefer } }),
      );
      await openCheckout(page, path);
      await page.getByRole('button', { name: open }).click();
      const dialog = page.getByRole('dialog', { name: open });
      const input = dialog.getByLabel(label);
      await input.fill('SOMMAR25');
      const cases: [string, string | RegExp][] = [
        ['code=403, example=couponInvalidTime', texts.couponInvalidTime],
        ['code=403, example=couponNotApplicable', texts.couponNotApplicable],
        ['code=403, example=couponNotFound', texts.couponNotFound],
        [
          'code=403, example=couponAfterValueCardReservation',
          texts.couponAfterValueCardReservation,
        ],
        ['code=422, example=couponNameMissing', texts.couponNameMissing],
      ];
      for (const [scenario, text] of cases) {
        prefer = scenario;
        await input.press('Enter');
        await expect(dialog.getByRole('alert')).toHaveText(text);
        await expect(input).toHaveValue('SOMMAR25');
      }
      await expectAccessible();
      offline = true;
      await input.press('Enter');
      await expect(dialog.getByRole('alert')).toHaveText(texts.network);
      await expect(dialog).toBeVisible();
    });
  }

  test('removing a line coupon asks first, then the order shows it gone', async ({
    page,
    expectAccessible,
  }) => {
    let deletes = 0;
    page.on('request', (r) => {
      if (r.method() === 'DELETE' && r.url().includes('/coupons/')) deletes += 1;
    });
    await openCheckout(page, '/kassa/');
    await expect(page.getByTestId('summary-coupon')).toBeVisible();
    const link = page.getByRole('button', { name: 'Ta bort rabattkod VINTER10' });
    await link.click();
    const ask = page.getByRole('dialog', { name: 'Är du säker?' });
    await expect(ask).toContainText('Vill du ta bort rabattkoden VINTER10?');
    await expectAccessible();
    await ask.getByRole('button', { name: 'Avbryt' }).click();
    await expect(ask).toBeHidden();
    expect(deletes).toBe(0);

    const call = page.waitForRequest(
      (r) => r.method() === 'DELETE' && r.url().endsWith(`/orders/${ORDER}/coupons/VINTER10`),
    );
    await link.click();
    await ask.getByRole('button', { name: 'Ta bort' }).click();
    await call;
    await expect(ask).toBeHidden();
    await expect(page.getByText('Rabattkod tillagd')).toHaveCount(0);
    await expect(page.getByTestId('summary-coupon')).toHaveCount(0);
    await expect(lines(page)).toHaveCount(1);
  });

  for (const { path, remove } of [
    { path: '/kassa/', remove: 'Ta bort rabattkod VINTER10' },
    { path: '/en/checkout/', remove: 'Remove discount code VINTER10' },
  ])
    test(`on a 360 px phone a line's coupon row reads in whole lines, inside the line (${path})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await openCheckout(page, path);
      const line = lines(page).nth(1);
      const coupon = line.getByTestId('line-coupon');
      await expect(coupon).toBeVisible();
      const box = async (part: Locator) => (await part.boundingBox())!;
      const card = await box(line);
      const oneLine = (await box(line.getByTestId('line-when'))).height;
      const mark = await box(coupon.getByTestId('line-coupon-mark'));
      const link = await box(coupon.getByRole('button', { name: remove }));

      // Each part on one line (not squeezed into a column narrower than its words), side by
      // side or the link under the mark, never on top of each other.
      for (const part of [mark, link]) {
        expect(part.height).toBeLessThan(oneLine * 1.5);
        expect(part.x).toBeGreaterThanOrEqual(card.x);
        expect(part.x + part.width).toBeLessThanOrEqual(card.x + card.width);
      }
      expect(link.x >= mark.x + mark.width || link.y >= mark.y + mark.height).toBe(true);
      // The line's day and time too: the details have the line's whole width.
      expect(oneLine).toBeLessThan(30);
      // The prices end at the same place on every line, inside it.
      const prices = await Promise.all(
        [0, 1].map((index) => box(lines(page).nth(index).getByTestId('line-price'))),
      );
      const ends = prices.map((price) => price.x + price.width);
      expect(Math.abs(ends[0]! - ends[1]!)).toBeLessThan(1);
      const bin = await box(line.getByRole('button', { name: /^(Ta bort|Remove) Massage/ }));
      expect(ends[1]!).toBeLessThanOrEqual(bin.x);
      expect(bin.x + bin.width).toBeLessThanOrEqual(card.x + card.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    });

  test('a closed order (ORDER_NOT_PRELIMINARY) is forgotten, with a message', async ({
    page,
    scenario,
  }) => {
    await scenario('POST', `/orders/${ORDER}/coupons`, 'code=403, example=orderNotPreliminary');
    await openCheckout(page, '/kassa/');
    await page.getByRole('button', { name: 'Lägg till rabattkod' }).click();
    const input = page.getByRole('textbox', { name: 'Rabattkod' });
    await input.fill('VINTER10');
    await input.press('Enter');
    await expect(page.getByText('Beställningen är redan avslutad')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('ORDER_ID'))).toBeNull();
  });

  test('adds a typed value card: listed with its amount, what is left to pay, no VAT lines', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    let reserved = false;
    await switchable(page, 'GET', `/orders/${ORDER}/valuecardreservations`, () =>
      reserved ? 'example=oneCard' : '',
    );
    await scenario('GET', '/customers/4711/valuecards', 'example=forCheckout');
    await openCheckout(page, '/kassa/');
    await expect(page.getByTestId('summary-vat-25')).toHaveText(`Varav moms 25 %${kronor(VAT_25)}`);
    await expect(page.getByTestId('value-card-reservation')).toHaveCount(0);

    await page.getByRole('button', { name: 'Lägg till värdekort' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lägg till värdekort' });
    // Only the valid card that pays for a massage is offered (spec §5).
    await expect(dialog.getByTestId('own-value-card')).toHaveCount(1);
    await expect(dialog.getByTestId('own-value-card')).toContainText('Presentkort');
    await expect(dialog.getByTestId('own-value-card')).toContainText('15226337450012');
    await expectAccessible();

    const call = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(`/orders/${ORDER}/valuecardreservations`),
    );
    await page.route(`**${API}/orders/${ORDER}/valuecardreservations`, (route) => {
      if (route.request().method() === 'POST') reserved = true;
      return route.fallback();
    });
    await dialog.getByLabel('Värdekortsnummer').fill('4711 0001 2345 6');
    await dialog.getByLabel('Värdekortsnummer').press('Enter');
    expect((await call).postDataJSON()).toEqual({ valueCardNumber: RESERVATION.number });
    await expect(dialog).toBeHidden();

    const card = page.getByTestId('value-card-reservation');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(RESERVATION.name);
    await expect(card).toContainText(`Kortnummer ${RESERVATION.number}`);
    await expect(card.getByTestId('reservation-amount')).toHaveText(kronor(-RESERVATION.used));
    await expect(page.getByTestId(`summary-value-card-${RESERVATION.id}`)).toHaveText(
      `Värdekort ${RESERVATION.name}${kronor(-RESERVATION.used)}`,
    );
    await expect(page.getByTestId('summary-to-pay')).toHaveText(
      `Att betala${kronor(ORDER_TOTAL - RESERVATION.used)}`,
    );
    await expect(page.getByTestId('summary-vat-25')).toHaveCount(0);
    await expectAccessible();
  });

  test('picks one of the own cards instead of typing', async ({ page, scenario }) => {
    await scenario('GET', '/customers/4711/valuecards', 'example=forCheckout');
    await openCheckout(page, '/kassa/');
    await page.getByRole('button', { name: 'Lägg till värdekort' }).click();
    const call = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(`/orders/${ORDER}/valuecardreservations`),
    );
    await page.getByRole('button', { name: 'Använd Presentkort 15226337450012' }).click();
    expect((await call).postDataJSON()).toEqual({ valueCardNumber: '15226337450012' });
    await expect(page.getByRole('dialog', { name: 'Lägg till värdekort' })).toBeHidden();
  });

  for (const { language, path, open, label, texts } of [
    {
      language: 'Swedish',
      path: '/kassa/',
      open: 'Lägg till värdekort',
      label: 'Värdekortsnummer',
      texts: {
        required: 'Ange värdekortets nummer.',
        short: 'Värdekortsnumret ska vara 12–20 tecken.',
        valueCardEmpty: 'Värdekortet har inget saldo kvar.',
        valueCardExpired: 'Värdekortet har gått ut.',
        valueCardAlreadyReserved: 'Värdekortet används redan i en annan beställning.',
        valueCardWrongCompany: 'Värdekortet gäller inte hos den här anläggningen.',
        valueCardWrongCurrency: 'Värdekortet har en annan valuta än beställningen.',
        valueCardNotApplicable: 'Värdekortet kan inte användas för varorna i din kundvagn.',
      },
    },
    {
      language: 'English',
      path: '/en/checkout/',
      open: 'Add value card',
      label: 'Value card number',
      texts: {
        required: 'Please enter the value card number.',
        short: 'The value card number must be 12–20 characters.',
        valueCardEmpty: 'The value card has no balance left.',
        valueCardExpired: 'The value card has expired.',
        valueCardAlreadyReserved: 'The value card is already being used in another order.',
        valueCardWrongCompany: 'The value card is not valid at this facility.',
        valueCardWrongCurrency: 'The value card is in a different currency from the order.',
        valueCardNotApplicable: 'The value card cannot be used for the items in your cart.',
      },
    },
  ]) {
    test(`${language}: value card errors show inline, the number is kept`, async ({ page }) => {
      let prefer = '';
      let posts = 0;
      await page.route(`**${API}/orders/${ORDER}/valuecardreservations`, (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        posts += 1;
        return route.fallback({ headers: { ...route.request().headers(), prefer } });
      });
      await openCheckout(page, path);
      await page.getByRole('button', { name: open }).click();
      const dialog = page.getByRole('dialog', { name: open });
      const input = dialog.getByLabel(label);
      await dialog
        .getByRole('button', { name: language === 'Swedish' ? 'Lägg till' : 'Add' })
        .click();
      await expect(dialog.getByRole('alert')).toHaveText(texts.required);
      await input.fill('12345');
      await input.press('Enter');
      await expect(dialog.getByRole('alert')).toHaveText(texts.short);
      expect(posts).toBe(0);

      await input.fill('4711000123456');
      for (const code of [
        'valueCardEmpty',
        'valueCardExpired',
        'valueCardAlreadyReserved',
        'valueCardWrongCompany',
        'valueCardWrongCurrency',
        'valueCardNotApplicable',
      ] as const) {
        prefer = `code=403, example=${code}`;
        await input.press('Enter');
        await expect(dialog.getByRole('alert')).toHaveText(texts[code]);
        await expect(input).toHaveValue('4711000123456');
      }
      prefer = 'code=422, example=valueCardNumberMissing';
      await input.press('Enter');
      await expect(dialog.getByRole('alert')).toHaveText(texts.required);
      expect(posts).toBe(7);
    });
  }

  test('removing a value card asks first, then the VAT lines return', async ({
    page,
    expectAccessible,
    leaveToBrowser,
  }) => {
    leaveToBrowser('GET', `/orders/${ORDER}/valuecardreservations`);
    let released = false;
    let deletes = 0;
    await switchable(page, 'GET', `/orders/${ORDER}/valuecardreservations`, () =>
      released ? 'example=empty' : 'example=oneCard',
    );
    await page.route(`**${API}/orders/${ORDER}/valuecardreservations/*`, (route) => {
      if (route.request().method() === 'DELETE') {
        deletes += 1;
        released = true;
      }
      return route.fallback();
    });
    await openCheckout(page, '/kassa/');
    await expect(page.getByTestId('value-card-reservation')).toHaveCount(1);
    await expect(page.getByTestId('summary-vat-25')).toHaveCount(0);

    const remove = page.getByRole('button', { name: `Ta bort värdekortet ${RESERVATION.name}` });
    await remove.click();
    const ask = page.getByRole('dialog', { name: 'Är du säker?' });
    await expect(ask).toContainText(`Vill du sluta betala med värdekortet ${RESERVATION.name}?`);
    await expectAccessible();
    await ask.getByRole('button', { name: 'Avbryt' }).click();
    await expect(ask).toBeHidden();
    expect(deletes).toBe(0);

    const call = page.waitForRequest(
      (r) =>
        r.method() === 'DELETE' &&
        r.url().endsWith(`/orders/${ORDER}/valuecardreservations/${RESERVATION.id}`),
    );
    await remove.click();
    await ask.getByRole('button', { name: 'Ta bort' }).click();
    await call;
    await expect(page.getByTestId('value-card-reservation')).toHaveCount(0);
    await expect(page.getByTestId('summary-to-pay')).toHaveCount(0);
    await expect(page.getByTestId('summary-vat-25')).toHaveText(`Varav moms 25 %${kronor(VAT_25)}`);
  });
});
