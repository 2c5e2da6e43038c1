// Member area "Invoices" (issue 44), the journey that needs a real browser: an unpaid invoice seen
// in Swedish, paid through BRP's payment handler (played by the mock, its host never reached),
// back on the invoice's page with the result, and seen paid in English; its PDF saved under the
// CSP; axe with colour contrast on the invoices page, on a phone. Every state of the list and of an invoice, the PDF and the
// payment's other results are page tests (tests/pages/account-invoices.test.tsx).
import { readFileSync } from 'node:fs';
import { isPaymentLinkCall, mockPaymentHandler } from './support/checkout-data';
import { expect, test } from './support/fixtures';

const INVOICE = 50231; // the demo customer's unpaid invoice (openapi/booking.yaml, InvoicesAnna)

test('an unpaid invoice is paid: seen unpaid in Swedish, paid through the handler, seen paid in English @mobile', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  await signIn();
  const opened = await mockPaymentHandler(page);
  await page.goto('/mina-sidor/invoices/');
  await expect(page.getByRole('heading', { level: 1, name: 'Fakturor' })).toBeVisible();
  const unpaid = page
    .getByRole('region', { name: 'Att betala' })
    .getByRole('article', { name: 'Faktura 10231' });
  await expect(unpaid.getByTestId('invoice-status')).toHaveText('Obetald');
  await expectAccessible();

  await unpaid.getByRole('link', { name: 'Visa faktura' }).click();
  await expect(page).toHaveURL(new RegExp(`/mina-sidor/invoices/${INVOICE}/$`));
  // The PDF comes through the gateway and is saved from a Blob link under the strict CSP.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ladda ner fakturan (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Faktura 10231.pdf');
  expect(readFileSync((await file.path())!, 'latin1')).toMatch(/^%PDF-1\.4[\s\S]*Faktura 10231/);
  const pay = page.getByRole('region', { name: 'Betala fakturan' });
  await pay.getByRole('radio', { name: 'Betalkort' }).check();
  const origin = new URL(page.url()).origin;
  const link = page.waitForRequest(isPaymentLinkCall);
  await pay.getByRole('button', { name: 'Betala nu' }).click();
  expect((await link).postDataJSON()).toEqual({
    invoice: INVOICE,
    returnUrl: `${origin}/mina-sidor/invoices/${INVOICE}/?betalning=1`,
    paymentMethod: 5,
  });
  // The handler pays and sends the member back to the invoice, which now says so.
  await expect(page).toHaveURL(new RegExp(`/mina-sidor/invoices/${INVOICE}/\\?betalning=1$`));
  expect(opened).toHaveLength(1);
  await expect(page.getByTestId('payment-result')).toHaveText('Tack! Fakturan är betald.');
  await expect(page.getByRole('button', { name: 'Betala nu' })).toHaveCount(0);

  await page.goto('/en/mina-sidor/invoices/');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'To pay' })).toHaveCount(0);
  const paid = page
    .getByRole('region', { name: 'Paid' })
    .getByRole('article', { name: 'Invoice 10231' });
  await expect(paid.getByTestId('invoice-status')).toHaveText('Paid');
  await expectAccessible();
});
