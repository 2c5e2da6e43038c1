// Receipts an employer accepts (issue 23): a purchase's receipt on Mina sidor and the checkout's
// receipt print on A4 with the seller (name, organisation number, address), the date, every item,
// VAT per rate, the payments (a value card with its number) and the total — and nothing of the
// site around them. Expectations come from what the mock serves (its dates moved to the test day).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Order, ReceiptDetail } from '../../generated/booking/model';
import { API } from './support/classes-data';
import { DEMO_TOKEN, expect, test } from './support/fixtures';
import { kronor } from './support/services-data';

type Language = 'sv' | 'en';

const PURCHASE = 90188; // Anna's massage, 500 kr from a gift card and the rest with Swish
const ORDER = 611902; // the mock's OrderPaid
const PAID_RECEIPT = 90391; // its receipt (ReceiptDetailPaidOrder)

const TEXTS = {
  sv: {
    print: 'Skriv ut / spara som PDF',
    org: 'Org.nr',
    vat: 'Varav moms 25 %',
    total: 'Totalt',
    valueCard: 'Värdekort',
  },
  en: {
    print: 'Print / save as PDF',
    org: 'Org. no.',
    vat: 'Of which VAT 25 %',
    total: 'Total',
    valueCard: 'Value card',
  },
} as const;

async function load(request: APIRequestContext, path: string, example: string) {
  const headers = { prefer: `example=${example}`, authorization: `Bearer ${DEMO_TOKEN}` };
  return (await (await request.get(`${API}${path}`, { headers })).json()) as ReceiptDetail;
}

/** 'yyyy-MM-dd HH:mm' in Stockholm (spec §9), computed with Intl, not with the app's code. */
const stockholm = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(iso));

/** window.print, stubbed: counts its calls instead of opening the browser's dialog. */
async function stubPrint(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => void (counted.printed += 1);
  });
}
const printCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { printed: number }).printed);

/** Every element an allowance claim needs, visible in the printed receipt. */
async function expectWholeReceipt(document: Locator, receipt: ReceiptDetail, language: Language) {
  const text = TEXTS[language];
  const seller = document.getByTestId('print-receipt-seller');
  const { sellerDetails } = receipt;
  await expect(seller).toContainText(sellerDetails.company!.name);
  await expect(seller).toContainText(sellerDetails.businessUnit.name);
  await expect(seller).toContainText(`${text.org} ${sellerDetails.organizationNumber!}`);
  await expect(seller).toContainText(sellerDetails.address!.street!);
  await expect(seller).toContainText(sellerDetails.address!.city!);

  const details = document.getByTestId('print-receipt-details');
  await expect(details).toContainText(String(receipt.number));
  await expect(details).toContainText(stockholm(receipt.created));
  await expect(details).toContainText(String(receipt.orders[0]!.number));

  const items = document.getByTestId('print-receipt-item');
  await expect(items).toHaveCount(receipt.items.length);
  for (const [index, item] of receipt.items.entries()) {
    // The name, and under it a booked time when the order is at hand (the checkout's).
    const cells = items.nth(index).locator('td');
    await expect(cells.nth(0)).toContainText(item.product.name);
    await expect(cells.nth(1)).toHaveText(String(item.quantity ?? 1));
    await expect(cells.nth(2)).toHaveText(kronor(item.price.amount, language));
  }
  await expect(document.getByTestId('print-receipt-vat-25')).toHaveText(
    `${text.vat}${kronor(receipt.vatSums![0]!.amount.amount, language)}`,
  );
  await expect(document.getByTestId('print-receipt-total')).toHaveText(
    `${text.total}${kronor(receipt.amount.amount, language)}`,
  );
  const payments = document.getByTestId('print-receipt-payments');
  for (const payment of receipt.payments) {
    await expect(payments).toContainText(kronor(payment.amount.amount, language));
    if (payment.valueCard)
      await expect(payments).toContainText(`${text.valueCard} ${payment.valueCard.number}`);
    else await expect(payments).toContainText(payment.paymentMethod);
  }
}

/** On paper: the receipt alone, no header, menu, footer, button or consent banner. */
async function expectOnlyTheReceipt(page: Page) {
  await expect(page.getByTestId('printable-receipt')).toBeVisible();
  for (const part of ['header', 'footer', 'nav'])
    await expect(page.locator(`${part}:visible`)).toHaveCount(0);
  await expect(page.locator('button:visible, a:visible')).toHaveCount(0);
}

/** How many pages Chromium's PDF of the page has on A4. */
async function a4Pages(page: Page): Promise<number> {
  const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1');
  return pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

// The colours do not change with the language: the Swedish runs are in the light scheme, the
// English ones in the dark (its receipts read at AA on screen, and print light).
for (const language of ['sv', 'en'] as const) {
  const prefix = language === 'sv' ? '' : '/en';
  const scheme = language === 'sv' ? 'light' : 'dark';

  test.describe(`in the ${scheme} scheme (${language})`, () => {
    test.use({ colorScheme: scheme });

    test.describe(`a purchase on Mina sidor`, () => {
      test.beforeEach(async ({ signIn }) => {
        await signIn();
      });

      // On a phone in Swedish only: the English run repeats none of its steps there.
      test(`opens from its card and prints on one A4 page with everything a claim needs${language === 'sv' ? ' @mobile' : ''}`, async ({
        page,
        request,
        expectAccessible,
      }) => {
        // Up to three axe passes and a PDF: on the shared two-core machine near a minute.
        test.slow();
        const receipt = await load(
          request,
          `/customers/4711/receipts/${PURCHASE}`,
          'valueCardAndSwish',
        );
        await stubPrint(page);
        await page.goto(`${prefix}/mina-sidor/purchases/`);
        if (language === 'sv') {
          // The purchases page with its receipts, contrast included. Paid partly with a value
          // card: its detail (facility) loads as the card comes near the screen.
          const mixed = page.getByRole('article', { name: 'Kvitto 119562' });
          await mixed.scrollIntoViewIfNeeded();
          await expect(mixed.getByText('Drottningtorget')).toBeVisible();
          await expect(mixed.getByText('Värdekort 15226337449921: 500 kr')).toBeVisible();
          await expectAccessible();
        }
        const heading = language === 'sv' ? 'Kvitto' : 'Receipt';
        const card = page.getByRole('article', { name: `${heading} ${receipt.number}` });
        await card
          .getByRole('link', { name: language === 'sv' ? 'Visa kvitto' : 'View receipt' })
          .click();
        await expect(page).toHaveURL(`${prefix}/mina-sidor/purchases/${PURCHASE}/`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^${heading} ${receipt.number} - `));
        await expectAccessible();

        await page.getByRole('button', { name: TEXTS[language].print }).click();
        expect(await printCalls(page)).toBe(1);

        await page.emulateMedia({ media: 'print' });
        await expectOnlyTheReceipt(page);
        await expectWholeReceipt(page.getByTestId('printable-receipt'), receipt, language);
        // Paper stays light, whatever the scheme on screen.
        const colours = await page.getByTestId('printable-receipt').evaluate((element) => ({
          text: getComputedStyle(element).color,
          paper: getComputedStyle(document.body).backgroundColor,
        }));
        expect(colours.paper).toBe('rgb(255, 255, 255)');
        expect(colours.text).not.toMatch(/rgb\((2[0-9]{2}), (2[0-9]{2}), (2[0-9]{2})\)/);
        await expectAccessible();
        expect(await a4Pages(page)).toBe(1);
      });
    });

    test(`the checkout's receipt prints the receipt with its seller`, async ({
      page,
      request,
      scenario,
      signIn,
      expectAccessible,
    }) => {
      // More time for its page loads, axe passes (and PDF), not a wait: no step depends on it.
      test.slow();
      const receipt = await load(request, `/customers/4711/receipts/${PAID_RECEIPT}`, 'paidOrder');
      await signIn();
      await stubPrint(page);
      await scenario('GET', '/orders/*', 'example=paid');
      await scenario('GET', '/customers/*/receipts/*', 'example=paidOrder');
      const checkout = language === 'sv' ? '/kassa/' : '/en/checkout/';
      await page.goto(`${checkout}?orderid=${ORDER}&receiptid=${PAID_RECEIPT}`);
      await expect(page.getByTestId('receipt-details')).toBeVisible();
      // On screen in the light scheme: checkout-receipt.spec.ts.
      if (scheme === 'dark') await expectAccessible();
      // On screen the checkout's own receipt, the printed one hidden.
      await expect(page.getByTestId('printable-receipt')).toBeAttached();
      await expect(page.getByTestId('printable-receipt')).toBeHidden();

      await page.getByRole('button', { name: TEXTS[language].print }).click();
      expect(await printCalls(page)).toBe(1);

      await page.emulateMedia({ media: 'print' });
      await expectOnlyTheReceipt(page);
      await expect(page.getByTestId('receipt-details')).toBeHidden();
      await expectWholeReceipt(page.getByTestId('printable-receipt'), receipt, language);
      // Issue 41: the treatment's day and time from the order, the phone as people write it.
      const order = (await (
        await request.get(`${API}/orders/${ORDER}`, {
          headers: { prefer: 'example=paid', authorization: `Bearer ${DEMO_TOKEN}` },
        })
      ).json()) as Order;
      const { start, end } = order.serviceItems![0]!.duration;
      await expect(page.getByTestId('print-receipt-item').first().locator('td').first()).toHaveText(
        `${order.serviceItems![0]!.product.name}${stockholm(start)}–${stockholm(end).slice(-5)}`,
      );
      await expect(page.getByTestId('print-receipt-seller')).toContainText('Tel. 031-12 34 00');
      await expectAccessible();
      expect(await a4Pages(page)).toBe(1);
    });
  });
}

// A purchase's receipt page that is not among the member's purchases, or fails to load and is
// retried: tests/pages/account-purchase-receipt.test.tsx (docs/decisions/063).
