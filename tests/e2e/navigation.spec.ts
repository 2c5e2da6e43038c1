// Where a navigation lands (issue "What exists, made right"): a new page starts at its top or at
// its #section, the member menu marks the page also without a trailing slash, and the password
// reset token leaves the address bar once read.
import { DEMO_TOKEN, expect, test, withoutHydration } from './support/fixtures';

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY);

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

test('the member menu marks the page whether or not the path ends in a slash', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/mina-sidor/bookings');
  const menu = page.getByRole('navigation', { name: 'Mina sidor' });
  await expect(menu.getByRole('link', { name: 'Bokningar' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(menu.getByRole('link', { name: 'Översikt' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the password reset token leaves the address bar but the form still uses it', async ({
  page,
}) => {
  await page.goto(`/reset-password/?token=${DEMO_TOKEN}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password\/$/);
  expect(await page.evaluate(() => window.location.href)).not.toContain(DEMO_TOKEN);
  let authorization: string | undefined;
  await page.route('**/brponline/api/ver3/customers/*', async (route) => {
    authorization = route.request().headers()['authorization'];
    await route.fallback();
  });
  const password = page.getByLabel(/^Nytt lösenord/);
  await password.fill('Simma2027!');
  await page.getByLabel(/^Bekräfta nytt lösenord/).fill('Simma2027!');
  await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
  await expect.poll(() => authorization).toBe(`Bearer ${DEMO_TOKEN}`);
});

test.describe("the other language's slug for the same page (spec §2)", () => {
  test('a return to /checkout/ lands on kassa/ with its order and error code', async ({ page }) => {
    const answer = await page.request.get('/checkout/?orderid=611902&error=201', {
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(301);
    expect(answer.headers()['location']).toBe('/kassa/?orderid=611902&error=201');
    await page.goto('/checkout/?orderid=611902&error=201');
    await expect(page).toHaveURL(/\/kassa\/\?orderid=611902&error=201$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kvitto');
    await expect(page.getByText('Felkod 201')).toBeVisible();
  });

  test('/en/kassa/, /login/ and /en/logga-in/ open the page in their own language', async ({
    page,
  }) => {
    await page.goto('/en/kassa/?orderid=611902&error=201');
    await expect(page).toHaveURL(/\/en\/checkout\/\?orderid=611902&error=201$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receipt');
    await page.goto('/login/?returnTo=%2Fschema%2F');
    await expect(page).toHaveURL(/\/logga-in\/\?returnTo=%2Fschema%2F$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
    await page.goto('/en/logga-in/');
    await expect(page).toHaveURL(/\/en\/login\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
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
