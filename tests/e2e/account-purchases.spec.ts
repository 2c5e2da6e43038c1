// Member area, purchases (spec §2 "Purchases", §3 Receipt): what needs a real browser. The
// receipts' details loaded a few at a time as the member scrolls (layout: what is near the screen).
// The page with its receipts checked by axe with colour contrast is receipt-print.spec.ts's, on
// its way to a receipt. The page's states (months, every field in both languages, empty, failed
// list and retry, failed details) are page tests: tests/pages/account-purchases.test.tsx.
import type { Receipt } from '../../generated/booking/model';
import { expect, test, type Page } from './support/fixtures';

const RECEIPTS = /\/customers\/4711\/receipts(\?|$)/;

/** Opens a member page and waits for its own chunk (slow on a busy machine) to show its heading. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

function card(page: Page, name: string) {
  return page.getByRole('article', { name });
}

test.describe('purchases', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test('a list without items shows no "0 artiklar" while details load, and loads them a few at a time as the member scrolls', async ({
    page,
    leaveToBrowser,
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
