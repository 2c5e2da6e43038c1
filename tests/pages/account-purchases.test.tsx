// Member area "Purchases" (spec §2 "Purchases", §3 Receipt): receipts per month with their details,
// in both languages, the empty list, a failed list and its retry, and a card whose detail fails.
// jsdom has no IntersectionObserver, so every card asks for its detail at once here: loading the
// details as the member scrolls, contrast and the printable receipt are e2e tests.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Receipt } from '@generated/booking/model';
import { clearScenarios, expectAccessible, openPage, scenario } from './support/render-app';
import { monthHeading } from '../support/formats';
import { mockJson } from './support/mock-answers';

const card = (name: string) => screen.getByRole('article', { name });

/** Opens the page and waits for its receipts; returns the list the mock gives the page. */
async function openPurchases(path: string): Promise<Receipt[]> {
  const receipts = await mockJson<Receipt[]>('/customers/4711/receipts');
  await openPage(path, { signedIn: true });
  await screen.findAllByRole('article');
  return receipts;
}

const monthHeadings = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

test('lists receipts under month headings, newest first, with every field, in Swedish', async () => {
  const receipts = await openPurchases('/mina-sidor/purchases/');
  expect(document.title).toMatch(/^Mina köp - /);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mina köp');
  expect(monthHeadings()).toEqual([...new Set(receipts.map((r) => monthHeading(r.created, 'sv')))]);

  // Paid partly with a value card: the detail gives facility and order number.
  const mixed = card('Kvitto 119562');
  expect(await within(mixed).findByText('Drottningtorget')).toBeVisible();
  expect(within(mixed).getByText('551872')).toBeVisible();
  expect(within(mixed).getByText('1 artikel', { exact: true })).toBeVisible();
  expect(within(mixed).getByText('Värdekort 15226337449921: 500 kr')).toBeVisible();
  expect(within(mixed).getByText('Swish: 195 kr')).toBeVisible();
  expect(within(mixed).getByText('695 kr', { exact: true })).toBeVisible();
  expect(within(mixed).getByText(/^\d{1,2} \p{L}+ kl\. \d{2}:\d{2}$/u)).toBeVisible();

  // Two entries paid with a value card: plural label and the value card marked as such.
  const entries = card('Kvitto 119987');
  expect(await within(entries).findByText('2 artiklar', { exact: true })).toBeVisible();
  expect(within(entries).getByText('Värdekort 15226337448500', { exact: true })).toBeVisible();
  expect(within(entries).getByText('150 kr', { exact: true })).toBeVisible();
  expect(within(card('Kvitto 118903')).getByText('894 kr')).toBeVisible();
  expect(within(card('Kvitto 120214')).getByText('Kort', { exact: true })).toBeVisible();
  await expectAccessible();
});

test('shows each receipt’s own facility and order number from its detail', async () => {
  scenario('GET', '/customers/*/receipts/*', 'example=swish');
  await openPurchases('/mina-sidor/purchases/');
  const receipt = card('Kvitto 120388');
  expect(await within(receipt).findByText('Haga', { exact: true })).toBeVisible();
  expect(within(receipt).getByText('553410')).toBeVisible();
  // Each purchase leads to the withdrawal function with its order chosen (issue 44).
  expect(within(receipt).getByRole('link', { name: 'Ångra avtalet här' })).toHaveAttribute(
    'href',
    '/angra-kop/?order=553410',
  );
});

test('lists receipts in English', async () => {
  const receipts = await openPurchases('/en/mina-sidor/purchases/');
  expect(document.title).toMatch(/^My purchases - /);
  expect(monthHeadings()).toEqual([...new Set(receipts.map((r) => monthHeading(r.created, 'en')))]);
  const mixed = card('Receipt 119562');
  expect(await within(mixed).findByText('Drottningtorget')).toBeVisible();
  expect(within(mixed).getByText('Facility')).toBeVisible();
  expect(within(mixed).getByText('Order number', { exact: true })).toBeVisible();
  expect(within(mixed).getByText('1 item', { exact: true })).toBeVisible();
  expect(within(mixed).getByText('Value card 15226337449921: 500 kr')).toBeVisible();
  expect(within(mixed).getByText(/^\p{L}+ \d{1,2} at \d{2}:\d{2}$/u)).toBeVisible();
  expect(await within(card('Receipt 119987')).findByText('2 items', { exact: true })).toBeVisible();
  expect(within(card('Receipt 120214')).getByText('Card', { exact: true })).toBeVisible();
});

test('says so when there are no purchases', async () => {
  scenario('GET', '/customers/*/receipts', 'example=empty');
  await openPage('/mina-sidor/purchases/', { signedIn: true });
  expect(await screen.findByText('Du har inga köp att visa.')).toBeVisible();
  expect(screen.queryAllByRole('article')).toHaveLength(0);
  await expectAccessible();
});

test('shows a list error with a retry that loads again', async () => {
  scenario('GET', '/customers/*/receipts', 'code=403');
  await openPage('/en/mina-sidor/purchases/', { signedIn: true });
  expect(await screen.findByText('Your purchases could not be loaded right now.')).toBeVisible();
  await expectAccessible();
  clearScenarios();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article', { name: 'Receipt 119562' })).toBeVisible();
});

test('shows "error loading details" on a card whose detail fails, keeping the rest', async () => {
  scenario('GET', '/customers/*/receipts/*', 'code=404');
  const receipts = await openPurchases('/mina-sidor/purchases/');
  for (const receipt of receipts) {
    const failed = card(`Kvitto ${receipt.number}`);
    expect(await within(failed).findByText('Det gick inte att ladda detaljerna')).toBeVisible();
    // What the list told stays; nothing is made up for what failed.
    expect(within(failed).queryByText(/^0 artiklar$/)).toBeNull();
  }
  const mixed = card('Kvitto 119562');
  expect(within(mixed).getByText('695 kr', { exact: true })).toBeVisible();
  expect(within(mixed).queryByText('Anläggning')).toBeNull();
});
