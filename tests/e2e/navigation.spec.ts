// Where a navigation lands (issue "What exists, made right"): a new page starts at its top or at
// its #section, and the other language's slug is redirected to the page's own. (The password reset token leaving the address
// bar: auth.spec.ts and tests/pages/reset-password.test.tsx.)
import { expect, test, withoutHydration, type Page } from './support/fixtures';
import { viewSource } from './support/view-source';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a link from far down the overview opens the bookings page at its top @mobile', async ({
  page,
  signIn,
}) => {
  await signIn();
  // Opened with goto, which waits for the browser to have taken the page over: the link is then
  // the app's own navigation, not a full page load (which always starts at the top).
  await page.goto('/mina-sidor/overview/');
  const allBookings = page.getByRole('link', { name: 'Alla bokningar' });
  await allBookings.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
  await allBookings.click();
  await expect(page).toHaveURL(/\/mina-sidor\/bookings\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('the header treatments link scrolls to the treatments section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/logga-in/');
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Behandlingar' })
    .click();
  await expect(page).toHaveURL(/\/#treatments$/);
  await expect(page.locator('#treatments')).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
});

// The member menu's mark without a trailing slash: tests/pages/account-bookings.test.tsx
// (docs/decisions/063).

test.describe("the other language's slug for the same page (spec §2)", () => {
  /** The server's answer to `path`, not followed: its status and where it sends the browser. */
  async function redirectOf(page: Page, path: string) {
    const answer = await page.request.get(path, { maxRedirects: 0 });
    return { status: answer.status(), location: answer.headers()['location'] };
  }

  /** The server's page at `path`: its language, its h1's text and any payment error code. */
  async function pageAt(page: Page, path: string) {
    const html = await viewSource(page.request, path);
    return {
      lang: /<html lang="([^"]+)"/.exec(html)?.[1],
      h1: /<h1\b[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
      errorCode: /(?:Felkod|Error code) \d+/.exec(html)?.[0],
    };
  }

  // Where each lands is the server's redirect; the page there (its error code, its texts) is a
  // page test (tests/pages/checkout-receipt.test.tsx, login.test.tsx).
  test('a return to /checkout/ lands on kassa/ with its order and error code', async ({ page }) => {
    expect(await redirectOf(page, '/checkout/?orderid=611902&error=201')).toEqual({
      status: 301,
      location: '/kassa/?orderid=611902&error=201',
    });
    expect(await pageAt(page, '/kassa/?orderid=611902&error=201')).toEqual({
      lang: 'sv',
      h1: 'Kvitto',
      errorCode: 'Felkod 201',
    });
  });

  test('/en/kassa/, /login/ and /en/logga-in/ open the page in their own language', async ({
    page,
  }) => {
    for (const [from, to, lang, h1] of [
      [
        '/en/kassa/?orderid=611902&error=201',
        '/en/checkout/?orderid=611902&error=201',
        'en',
        'Receipt',
      ],
      ['/login/?returnTo=%2Fschema%2F', '/logga-in/?returnTo=%2Fschema%2F', 'sv', 'Logga in'],
      ['/en/logga-in/', '/en/login/', 'en', 'Log in'],
    ] as const) {
      expect(await redirectOf(page, from), from).toEqual({ status: 301, location: to });
      expect(await pageAt(page, to), to).toMatchObject({ lang, h1 });
    }
    // A page below an aliased list too: a course shared from the other language's site.
    for (const [from, to] of [
      ['/courses/610/?site=1', '/kurser/610/?site=1'],
      ['/en/entre/903/', '/en/entries/903/'],
    ] as const)
      expect(await redirectOf(page, from), from).toEqual({ status: 301, location: to });
  });
});

test('a next page whose code never comes is asked of the server after 120 s (spec §9)', async ({
  page,
}) => {
  await page.goto('/');
  // From now on the app's code does not arrive: the next page's module hangs.
  await page.route('**/assets/*.js', () => {});
  withoutHydration.add(page);
  const clickedAt = await page.evaluate(() => Date.now());
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Boka pass' })
    .click();
  await expect(page.getByRole('progressbar', { name: 'Laddar...' })).toBeVisible();
  // The page's clock stops 10 s after the click, whatever the machine's load took of them, and
  // moves only as the test moves it: to 119 s after the click, then past 120 s.
  await page.clock.pauseAt(clickedAt + 10_000);
  await page.clock.fastForward(109_000);
  await expect(page.getByRole('progressbar', { name: 'Laddar...' })).toBeVisible();
  const documentLoad = page.waitForRequest(
    (request) => request.resourceType() === 'document' && request.url().endsWith('/booking/'),
  );
  await page.clock.fastForward(2_000);
  await documentLoad;
  // The server's page, whole, without the code that never came.
  await expect(page).toHaveURL(/\/booking\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
