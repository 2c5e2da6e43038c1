// The receipt side of kassa/ and /en/checkout/ in a real browser (spec §2 "Receipt screen", §9):
// the server's render of a paid order, the purchase reported once even across a reload, the
// receipt's contrast. The receipt's texts and statuses (paid, anonymous, value cards, payment
// error codes, failures, a 401's login prompt) are page tests (tests/pages/checkout-receipt.test.tsx).
import type { APIRequestContext, Page } from '@playwright/test';
import { API } from './support/classes-data';
import { DEMO_TOKEN, expect, test } from './support/fixtures';
import { withoutTheAppsCode } from './support/first-paint';
import { kronor } from './support/services-data';

// The data layer's events (sign-up, line removal, purchase) are pushed once the visitor has
// accepted analytics (docs/decisions/034-consent-before-analytics.md).
test.use({ analyticsConsent: 'granted' });

const ORDER = 611902; // the mock's OrderPaid (Anna's, paid with Swish)
const RECEIPT = 90391; // its receipt (ReceiptDetailPaidOrder)

interface MockOrder {
  number: number;
  price: { amount: number };
  serviceItems: { product: { name: string } }[];
}

async function load<T>(request: APIRequestContext, path: string, example: string): Promise<T> {
  const headers = { prefer: `example=${example}`, authorization: `Bearer ${DEMO_TOKEN}` };
  return (await (await request.get(`${API}${path}`, { headers })).json()) as T;
}

const purchases = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'purchase'),
  );
const detail = (page: Page, label: string) =>
  page.getByTestId('receipt-details').locator('dt', { hasText: label }).locator('+ dd');

test('a signed-in customer’s paid receipt reads at AA, and the purchase is reported once: a reload adds nothing', async ({
  page,
  scenario,
  signIn,
  expectAccessible,
}) => {
  await signIn();
  await scenario('GET', '/orders/*', 'example=paid');
  await scenario('GET', '/customers/*/receipts/*', 'example=paidOrder');
  await page.goto(`/kassa/?orderid=${ORDER}&receiptid=${RECEIPT}`);
  await expect(page.getByTestId('receipt-customer')).toContainText('Anna Lindqvist');
  await expect(page.getByTestId('receipt-total-cost')).toBeVisible();
  // The receipt's contrast (in the dark scheme: receipt-print.spec.ts).
  await expectAccessible();
  await expect(detail(page, 'Kvittonummer')).toHaveText(/^\d+$/);
  const number = await detail(page, 'Kvittonummer').textContent();
  await expect.poll(async () => (await purchases(page)).length).toBe(1);

  // A reload shows the same receipt and reports nothing more (the session remembers the order).
  await page.reload();
  await expect(detail(page, 'Kvittonummer')).toHaveText(number!);
  await expect(page.getByTestId('receipt-total-cost')).toBeVisible();
  expect(await purchases(page)).toEqual([]);
});

test('the receipt arrives from the server with its order', async ({ page, request, scenario }) => {
  const order = await load<MockOrder>(request, `/orders/${ORDER}`, 'paid');
  await scenario('GET', '/orders/*', 'example=paid');
  await withoutTheAppsCode(page);
  await page.goto(`/kassa/?orderid=${ORDER}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kvitto');
  await expect(detail(page, 'Ordernummer')).toHaveText(String(order.number));
  await expect(page.getByTestId('receipt-line')).toContainText(order.serviceItems[0]!.product.name);
  await expect(page.getByTestId('receipt-total')).toHaveText(`Totalt${kronor(order.price.amount)}`);
});

// A 401 on the order and the receipt: its login prompt with the way back is a page test
// (tests/pages/checkout-receipt.test.tsx), and so is the login's return to it, query and all
// (tests/pages/login.test.tsx); the login's return in a browser is auth.spec.ts's (decision 063).

for (const { lang, path, label } of [
  { lang: 'sv', path: `/kassa/?orderid=${ORDER}`, label: 'Lägg till i kalendern' },
  { lang: 'en', path: `/en/checkout/?orderid=${ORDER}`, label: 'Add to calendar' },
])
  test(`on a phone the receipt's calendar button keeps its label on one line beside its icon (${lang}) @phone`, async ({
    page,
    scenario,
  }) => {
    await scenario('GET', '/orders/*', 'example=paid');
    await page.goto(path);
    const button = page.getByTestId('receipt-line').first().getByRole('button', { name: /:/ });
    await expect(button).toHaveText(label);
    const layout = await button.evaluate((element) => {
      const icon = element.querySelector('svg')!.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(element);
      range.setStartAfter(element.querySelector('svg')!.parentElement!);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      const text = range.getBoundingClientRect();
      return { lines: tops.size, iconMiddle: icon.top + icon.height / 2, text };
    });
    expect(layout.lines, 'lines of the label').toBe(1);
    expect(layout.iconMiddle).toBeGreaterThan(layout.text.top);
    expect(layout.iconMiddle).toBeLessThan(layout.text.bottom);
  });
