// Member area, purchases (spec §2 "Purchases", §3 Receipt): receipts per month with their details.
import type { Receipt } from '../../generated/booking/model';
import { expect, test, type Page } from './support/fixtures';

const RECEIPTS = /\/customers\/4711\/receipts(\?|$)/;

/** Opens a member page and waits for its own chunk (slow on a busy machine) to show its heading. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** "November 2026" / "November 2026": month and year in Stockholm, capitalised — computed here
 * with Intl, independently of the app's dayjs code. */
function monthHeading(iso: string, locale: 'sv-SE' | 'en-US'): string {
  const text = new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/Stockholm',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** Opens the page, which the server renders with the receipts; the test reads the same list. */
async function openPurchases(page: Page, path: string): Promise<Receipt[]> {
  await open(page, path);
  const answer = await page.request.get('/brponline/api/ver3/customers/4711/receipts');
  return (await answer.json()) as Receipt[];
}

function card(page: Page, name: string) {
  return page.getByRole('article', { name });
}

test.describe('purchases', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test('lists receipts under month headings, newest first, with every field, in Swedish @mobile', async ({
    page,
    expectAccessible,
  }) => {
    const receipts = await openPurchases(page, '/mina-sidor/purchases/');
    await expect(page).toHaveTitle(/^Mina köp - /);
    await expect(page.getByRole('heading', { level: 1, name: 'Mina köp' })).toBeVisible();

    const expectedMonths = [...new Set(receipts.map((r) => monthHeading(r.created, 'sv-SE')))];
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(expectedMonths);

    // Paid partly with a value card: the detail gives facility and order number (loaded as the
    // card comes near the screen).
    const mixed = card(page, 'Kvitto 119562');
    await mixed.scrollIntoViewIfNeeded();
    await expect(mixed.getByText('Drottningtorget')).toBeVisible();
    await expect(mixed.getByText('551872')).toBeVisible();
    await expect(mixed.getByText('1 artikel', { exact: true })).toBeVisible();
    await expect(mixed.getByText('Värdekort 15226337449921: 500 kr')).toBeVisible();
    await expect(mixed.getByText('Swish: 195 kr')).toBeVisible();
    await expect(mixed.getByText('695 kr', { exact: true })).toBeVisible();
    await expect(mixed.getByText(/^\d{1,2} \p{L}+ kl\. \d{2}:\d{2}$/u)).toBeVisible();

    // Two entries paid with a value card: plural label and the value card marked as such.
    const entries = card(page, 'Kvitto 119987');
    await expect(entries.getByText('2 artiklar', { exact: true })).toBeVisible();
    await expect(entries.getByText('Värdekort 15226337448500', { exact: true })).toBeVisible();
    await expect(entries.getByText('150 kr', { exact: true })).toBeVisible();
    await expect(card(page, 'Kvitto 118903').getByText('894 kr')).toBeVisible();
    await expect(card(page, 'Kvitto 120214').getByText('Kort', { exact: true })).toBeVisible();
    await expectAccessible();
  });

  test('shows each receipt’s own facility and order number from its detail', async ({
    page,
    scenario,
  }) => {
    await scenario('GET', '/customers/*/receipts/*', 'example=swish');
    await openPurchases(page, '/mina-sidor/purchases/');
    const receipt = card(page, 'Kvitto 120388');
    await expect(receipt.getByText('Haga', { exact: true })).toBeVisible();
    await expect(receipt.getByText('553410')).toBeVisible();
  });

  test('lists receipts in English', async ({ page, expectAccessible }) => {
    const receipts = await openPurchases(page, '/en/mina-sidor/purchases/');
    await expect(page).toHaveTitle(/^My purchases - /);
    const expectedMonths = [...new Set(receipts.map((r) => monthHeading(r.created, 'en-US')))];
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(expectedMonths);
    const mixed = card(page, 'Receipt 119562');
    await mixed.scrollIntoViewIfNeeded();
    await expect(mixed.getByText('Facility')).toBeVisible();
    await expect(mixed.getByText('Drottningtorget')).toBeVisible();
    await expect(mixed.getByText('Order number', { exact: true })).toBeVisible();
    await expect(mixed.getByText('1 item', { exact: true })).toBeVisible();
    await expect(mixed.getByText('Value card 15226337449921: 500 kr')).toBeVisible();
    await expect(mixed.getByText(/^\p{L}+ \d{1,2} at \d{2}:\d{2}$/u)).toBeVisible();
    await expect(card(page, 'Receipt 119987').getByText('2 items', { exact: true })).toBeVisible();
    await expect(card(page, 'Receipt 120214').getByText('Card', { exact: true })).toBeVisible();
    await expectAccessible();
  });

  test('says so when there are no purchases', async ({ page, scenario, expectAccessible }) => {
    await scenario('GET', '/customers/*/receipts', 'example=empty');
    await open(page, '/mina-sidor/purchases/');
    await expect(page.getByText('Du har inga köp att visa.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expectAccessible();
  });

  test('shows a list error with a retry that loads again', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('GET', '/customers/*/receipts', 'code=403');
    await open(page, '/en/mina-sidor/purchases/');
    await expect(page.getByText('Your purchases could not be loaded right now.')).toBeVisible();
    await expectAccessible();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(card(page, 'Receipt 119562')).toBeVisible();
  });

  test('shows "error loading details" on a card whose detail fails, keeping the rest', async ({
    page,
    scenario,
  }) => {
    await scenario('GET', '/customers/*/receipts/*', 'code=404');
    const receipts = await openPurchases(page, '/mina-sidor/purchases/');
    for (const receipt of receipts) {
      const failed = card(page, `Kvitto ${receipt.number}`);
      await failed.scrollIntoViewIfNeeded();
      await expect(failed.getByText('Det gick inte att ladda detaljerna')).toBeVisible();
      // What the list told stays; nothing is made up for what failed.
      await expect(failed.getByText(/^0 artiklar$/)).toHaveCount(0);
    }
    const mixed = card(page, 'Kvitto 119562');
    await expect(mixed.getByText('695 kr', { exact: true })).toBeVisible();
    await expect(mixed.getByText('Anläggning')).toHaveCount(0);
  });

  test('a list without items shows no "0 artiklar" while details load, and loads them a few at a time as the member scrolls', async ({
    page,
    leaveToBrowser,
    expectAccessible,
  }) => {
    // A year of receipts as a real list may send them: without their items.
    leaveToBrowser('GET', '/customers/*/receipts');
    let receipts: Receipt[] = [];
    await page.route(RECEIPTS, async (route) => {
      const response = await route.fetch();
      const [template] = (await response.json()) as Receipt[];
      const newest = Date.parse(template!.created);
      receipts = Array.from({ length: 24 }, (_, index) => {
        const { items: _items, ...rest } = template!;
        return {
          ...rest,
          id: 95_000 + index,
          number: 130_000 + index,
          created: new Date(newest - index * 5 * 86_400_000).toISOString(),
        };
      });
      await route.fulfill({ response, json: receipts });
    });
    // Details wait until the test lets them go; the mock's detail says one item.
    const requested: string[] = [];
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/customers\/4711\/receipts\/\d+(\?|$)/, async (route) => {
      requested.push(new URL(route.request().url()).pathname);
      await released;
      await route.fallback();
    });

    await open(page, '/mina-sidor/purchases/');
    const first = card(page, 'Kvitto 130000');
    await expect(first.getByText('Belopp')).toBeVisible();
    await expect.poll(() => requested.length).toBe(3);
    await expect(page.getByText(/\b0 artiklar/)).toHaveCount(0);
    await expect(first.getByText('Antal')).toBeVisible();
    await expectAccessible();
    // Never more than three at once, whatever the number of cards on the screen.
    expect(requested).toHaveLength(3);

    release();
    await expect(first.getByText('1 artikel', { exact: true })).toBeVisible();
    await expect(first.getByText('Drottningtorget')).toBeVisible();
    // Cards far below the screen have not asked for their detail.
    await expect(page.getByText(/\b0 artiklar/)).toHaveCount(0);
    expect(requested.length).toBeLessThan(receipts.length);
    expect(requested).not.toContain('/brponline/api/ver3/customers/4711/receipts/95023');

    const last = card(page, 'Kvitto 130023');
    await last.scrollIntoViewIfNeeded();
    await expect(last.getByText('Drottningtorget')).toBeVisible();
    expect(requested).toContain('/brponline/api/ver3/customers/4711/receipts/95023');
  });
});
