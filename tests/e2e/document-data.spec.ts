// The document starts the data of the start page, the login page and a treatment's page beside the
// app's code (docs/decisions/022, 023), and the app takes those answers instead of asking again.
// Each request is made once, by the document's script ('fetch'; the app's own requests go through
// axios as 'xhr', so a second request or an 'xhr' means the app did not take the document's
// answer).
import type { Request } from '@playwright/test';
import { ORDER, withStoredOrder } from './support/checkout-data';
import { DEMO_TOKEN, expect, test, type Page } from './support/fixtures';

/** Every request of the page whose URL matches, as they are made. */
function requestsTo(page: Page, pattern: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) seen.push(request);
  });
  return seen;
}

test.describe('data started by the document', () => {
  test('the login intro is asked for once, by the document, in the page language @mobile', async ({
    page,
  }) => {
    const intro = requestsTo(page, /\/mild\/v1\/acf\/texts\/login_component_text/);
    await page.goto('/logga-in/');
    await expect(page.getByTestId('login-intro')).toBeVisible();
    await expect(page.getByLabel('E-postadress')).toBeVisible();
    expect(intro.map((request) => [request.url(), request.resourceType()])).toEqual([
      [
        expect.stringMatching(/\/wp-json\/mild\/v1\/acf\/texts\/login_component_text\?lang=sv$/),
        'fetch',
      ],
    ]);

    const english = requestsTo(page, /\/mild\/v1\/acf\/texts\/login_component_text\?lang=en$/);
    await page.goto('/en/login/');
    await expect(page.getByTestId('login-intro')).toBeVisible();
    expect(english.map((request) => request.resourceType())).toEqual(['fetch']);
  });

  test("a treatment's product, content and notices are asked for once each, by the document", async ({
    page,
  }) => {
    const product = requestsTo(page, /\/brponline\/api\/ver3\/products\/services\/701$/);
    const content = requestsTo(page, /\/wp-json\/mild\/v1\/service-by-id\/701$/);
    const notices = requestsTo(page, /\/wp-json\/mild\/v1\/unique-messages$/);
    // '0701' is the product the app reads as 701: the document asks for the same.
    await page.goto('/booking-service/?id=0701');
    await expect(page.getByRole('heading', { level: 1, name: 'Massage 50 min' })).toBeVisible();
    for (const requests of [product, content, notices])
      expect(requests.map((request) => request.resourceType())).toEqual(['fetch']);
  });

  test("a signed-in visitor: the document sends the booking API's requests with the token", async ({
    page,
    signIn,
  }) => {
    await signIn();
    const product = requestsTo(page, /\/brponline\/api\/ver3\/products\/services\/701$/);
    const content = requestsTo(page, /\/wp-json\/mild\/v1\/service-by-id\/701$/);
    await page.goto('/booking-service/?id=701');
    await expect(page.getByRole('heading', { level: 1, name: 'Massage 50 min' })).toBeVisible();
    expect(product.map((request) => request.resourceType())).toEqual(['fetch']);
    expect(await product[0]!.headerValue('authorization')).toBe(`Bearer ${DEMO_TOKEN}`);
    expect(content.map((request) => request.resourceType())).toEqual(['fetch']);
    expect(await content[0]!.headerValue('authorization')).toBeNull();
  });

  test("the member overview: the member's requests once each, by the document, with the token; this year's workouts by the app", async ({
    page,
    signIn,
  }) => {
    await signIn();
    // (The profile image is the app's to ask for, once the customer names it.)
    const member = requestsTo(
      page,
      /\/brponline\/api\/ver3\/(auth\/validate|customers\/4711(?!\/profileimages))/,
    );
    await page.goto('/mina-sidor/overview/');
    await expect(
      page.getByRole('region', { name: 'Träning' }).getByText('träningspass den här månaden'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Värdekort' })).toContainText('6 klipp kvar');
    const made = await Promise.all(
      member.map(async (request) => [
        `${request.method()} ${new URL(request.url()).pathname.replace(/^.*\/ver3/, '')}`,
        request.resourceType(),
        await request.headerValue('authorization'),
      ]),
    );
    const bearer = `Bearer ${DEMO_TOKEN}`;
    expect(made).toEqual(
      expect.arrayContaining([
        ['POST /auth/validate', 'fetch', bearer],
        ['GET /customers/4711', 'fetch', bearer],
        ['GET /customers/4711/subscriptions', 'fetch', bearer],
        ['GET /customers/4711/bookings/groupactivities', 'fetch', bearer],
        ['GET /customers/4711/bookings/services', 'fetch', bearer],
        ['GET /customers/4711/valuecards', 'fetch', bearer],
        ['GET /customers/4711/workoutssummary', 'xhr', bearer],
      ]),
    );
    // Each once: the app took the document's answers.
    const calls = made.map(([call]) => call);
    expect(calls).toEqual([...new Set(calls)]);
  });

  test("another member page: the area's own calls once each, by the document", async ({
    page,
    signIn,
  }) => {
    await signIn();
    const area = requestsTo(
      page,
      /\/brponline\/api\/ver3\/(auth\/validate|customers\/4711(\/subscriptions)?)$/,
    );
    await page.goto('/mina-sidor/bookings/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bokningar' })).toBeVisible();
    expect(
      area.map((request) => `${request.method()} ${request.resourceType()} ${request.url()}`),
    ).toEqual([
      expect.stringMatching(/^POST fetch .*\/auth\/validate$/),
      expect.stringMatching(/^GET fetch .*\/customers\/4711$/),
      expect.stringMatching(/^GET fetch .*\/customers\/4711\/subscriptions$/),
    ]);
  });

  test("the checkout: the stored order is asked for once, by the document, with the token; a receipt's by the app", async ({
    page,
    signIn,
  }) => {
    await signIn();
    await withStoredOrder(page);
    const order = requestsTo(page, new RegExp(`/brponline/api/ver3/orders/${ORDER}$`));
    await page.goto('/kassa/');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    expect(order.map((request) => request.resourceType())).toEqual(['fetch']);
    expect(await order[0]!.headerValue('authorization')).toBe(`Bearer ${DEMO_TOKEN}`);

    // A receipt names its order in the address: the document leaves it to the app.
    const receipt = requestsTo(page, new RegExp(`/brponline/api/ver3/orders/${ORDER}$`));
    await page.goto(`/kassa/?orderid=${ORDER}&receiptid=9001`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kvitto' })).toBeVisible();
    await expect.poll(() => receipt.length).toBeGreaterThan(0);
    expect(receipt.map((request) => request.resourceType())).not.toContain('fetch');
  });

  test('without a valid id, and on pages it does not know, the document starts nothing', async ({
    page,
  }) => {
    const started: string[] = [];
    page.on('request', (request) => {
      if (/\/brponline\/|\/wp-json\//.test(request.url()) && request.resourceType() !== 'xhr')
        started.push(request.url());
    });
    await page.goto('/booking-service/?id=abc');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/schema/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(started).toEqual([]);
    const listed = await page.evaluate(
      () => (window as { documentRequests?: unknown[] }).documentRequests,
    );
    expect(listed).toEqual([]);
  });
});
