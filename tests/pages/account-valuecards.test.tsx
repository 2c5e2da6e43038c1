// The value cards page's states (spec §2 "Value cards", §8): the active and inactive cards with
// number, validity, balance and description as the mock has them, read more, BRP's document
// shape, loading, empty and failed states, in both languages. The e2e suite keeps the page's axe
// check with contrast.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingAxios } from '@/lib/api/booking-client';
import { openMemberPage } from './support/member-area';
import { clearScenarios, expectAccessible, openPage, scenario } from './support/render-app';
import { holdCalls } from './support/calls';

interface ValueCard {
  id: number;
  number: number;
  isValid: boolean;
  validUntil?: string;
  valueCardProduct: { id: number; name: string };
}

/** The texts of the elements, white space as it reads (amounts have no-break spaces). */
const textsOf = (container: HTMLElement, tag: string) =>
  [...container.querySelectorAll(tag)].map((e) => e.textContent?.replace(/\s+/g, ' ').trim());

/** The card of the group that says this, e.g. 'Kortnummer 15226337448500'. */
function card(group: HTMLElement, text: string): HTMLElement {
  const item = within(group)
    .getAllByRole('article')
    .find((article) => article.textContent?.replace(/\s+/g, ' ').includes(text));
  if (!item) throw new Error(`No card says '${text}'`);
  return item;
}

test('shows active and inactive cards with number, validity, balance and read more', async () => {
  await openMemberPage('/mina-sidor/valuecards/', 'Värdekort');
  await waitFor(() => expect(document.title).toMatch(/^Värdekort - /));
  const { data: cards } = await bookingAxios.get<ValueCard[]>('/customers/4711/valuecards');
  const { data: products } =
    await bookingAxios.get<{ id: number; description?: string }[]>('/products/valuecards');
  const description = (c: ValueCard) =>
    products.find((product) => product.id === c.valueCardProduct.id)?.description;
  const active = await screen.findByRole('region', { name: 'Aktiva värdekort' });
  const inactive = screen.getByRole('region', { name: 'Inaktiva värdekort' });
  const balances: Record<number, string> = { 7702: '6 klipp', 7815: '320 kr', 6930: '2 klipp' };

  for (const c of cards) {
    const item = card(c.isValid ? active : inactive, `Kortnummer ${c.number}`);
    expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(
      c.valueCardProduct.name,
    );
    expect(textsOf(item, 'dt')).toEqual(['Giltigt till', 'Saldo']);
    expect(textsOf(item, 'dd')).toEqual([c.validUntil, balances[c.id]]);
    const html = description(c);
    // As a reader sees it: each paragraph a sentence of its own, never run together.
    if (html)
      expect(item).toHaveTextContent(
        html
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
  }
  expect(within(active).getAllByRole('article')).toHaveLength(
    cards.filter((c) => c.isValid).length,
  );
  expect(within(inactive).getAllByRole('article')).toHaveLength(
    cards.filter((c) => !c.isValid).length,
  );
  await expectAccessible();

  // Read more: the product's HTML description, or the no-information text when there is none.
  const gift = cards.find((c) => c.id === 7815)!;
  const user = userEvent.setup();
  await user.click(within(active).getByRole('button', { name: 'Läs mer om Presentkort' }));
  const dialog = await screen.findByRole('dialog', { name: 'Information – Presentkort' });
  const html = description(gift);
  if (html)
    expect(within(dialog).getByTestId('info-dialog-html')).toHaveTextContent(
      html.replace(/<[^>]+>/g, ''),
    );
  else expect(dialog).toHaveTextContent('Det finns ingen information om det här värdekortet.');
  await expectAccessible();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('shows a loading indicator, then the cards, in English', async () => {
  const loading = holdCalls('GET', /\/customers\/\d+\/valuecards$/);
  await openPage('/en/mina-sidor/valuecards/', { signedIn: true });
  expect(
    await screen.findByRole(
      'progressbar',
      { name: 'Loading your value cards' },
      { timeout: 30_000 },
    ),
  ).toBeVisible();
  loading.release();
  const active = await screen.findByRole('region', { name: 'Active value cards' });
  await waitFor(() => expect(document.title).toMatch(/^Value cards - /));
  const item = card(active, 'Card number 15226337448500');
  expect(textsOf(item, 'dd')).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), '6 units']);
  expect(textsOf(screen.getByRole('region', { name: 'Inactive value cards' }), 'dd').at(-1)).toBe(
    '2 units',
  );
  expect(screen.queryByRole('progressbar')).toBeNull();
  await userEvent
    .setup()
    .click(within(active).getByRole('button', { name: 'Read more about Presentkort' }));
  expect(await screen.findByRole('dialog', { name: 'Information – Presentkort' })).toBeVisible();
  await expectAccessible();
});

test("shows a card in BRP's document shape (validCardProduct, amountLeft an integer) the same", async () => {
  scenario('GET', '/customers/*/valuecards', 'example=brpDocumentShape');
  await openMemberPage('/mina-sidor/valuecards/', 'Värdekort');
  const active = await screen.findByRole('region', { name: 'Aktiva värdekort' });
  const item = card(active, 'Kortnummer 15226337449921');
  expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent('Presentkort');
  expect(textsOf(item, 'dd')).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), '320 kr']);
});

test('says so when there are no value cards', async () => {
  scenario('GET', '/customers/*/valuecards', 'example=empty');
  await openMemberPage('/mina-sidor/valuecards/', 'Värdekort');
  expect(await screen.findByText('Du har inga värdekort.')).toBeVisible();
  expect(within(screen.getByRole('main')).queryByRole('heading', { level: 2 })).toBeNull();
  await expectAccessible();
});

test('shows an error with a retry when the cards cannot be loaded, and keeps the member in', async () => {
  scenario('GET', '/customers/*/valuecards', 'code=403');
  const { router } = await openMemberPage('/en/mina-sidor/valuecards/', 'Value cards');
  expect(await screen.findByText('Your value cards could not be loaded right now.')).toBeVisible();
  const retry = screen.getByRole('button', { name: 'Try again' });
  expect(router.state.location.pathname).toBe('/en/mina-sidor/valuecards/');
  await expectAccessible();
  clearScenarios();
  await userEvent.setup().click(retry);
  expect(await screen.findByRole('region', { name: 'Active value cards' })).toBeVisible();
});
