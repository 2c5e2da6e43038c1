// Member area, one purchase's receipt page (spec §2 "Purchases", §3 Receipt): a receipt that is not
// among the member's purchases, and one that fails to load with a retry that brings it. Moved from
// the e2e suite (docs/decisions/063): the receipt itself, its print and its colours are e2e tests
// (tests/e2e/receipt-print.spec.ts).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearScenarios, expectAccessible, openPage, scenario } from './support/render-app';

const PURCHASE = 90188; // Anna's massage, 500 kr from a gift card and the rest with Swish

test('says so when the receipt is not among the member’s purchases', async () => {
  scenario('GET', '/customers/*/receipts/*', 'code=404');
  await openPage('/mina-sidor/purchases/99999/', { signedIn: true });
  expect(
    await screen.findByText('Kvittot finns inte bland dina köp.', {}, { timeout: 30_000 }),
  ).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Skriv ut / spara som PDF' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Tillbaka till Mina köp' })).toHaveAttribute(
    'href',
    '/mina-sidor/purchases/',
  );
  await expectAccessible();
});

test('shows an error with a retry that loads the receipt, in English', async () => {
  scenario('GET', '/customers/*/receipts/*', 'code=500');
  await openPage(`/en/mina-sidor/purchases/${PURCHASE}/`, { signedIn: true });
  expect(
    await screen.findByText('The receipt could not be loaded right now.', {}, { timeout: 30_000 }),
  ).toBeVisible();
  await expectAccessible();
  clearScenarios();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  // The error's page names itself 'Receipt' too: the print button comes with the receipt only.
  expect(
    await screen.findByRole('button', { name: 'Print / save as PDF' }, { timeout: 30_000 }),
  ).toBeVisible();
  expect(screen.getByTestId('printable-receipt')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Receipt/);
});
