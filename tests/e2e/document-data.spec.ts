// The document starts the data of the start page, the login page and a treatment's page beside the
// app's code (docs/decisions/022, 023), and the app takes those answers instead of asking again.
// Each request is made once, by the document's script ('fetch'; the app's own requests go through
// axios as 'xhr', so a second request or an 'xhr' means the app did not take the document's
// answer).
import type { Request } from '@playwright/test';
import { expect, test, type Page } from './support/fixtures';

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

  test('a signed-in visitor: the booking API is left to the app, which sends the token', async ({
    page,
    signIn,
  }) => {
    await signIn();
    const product = requestsTo(page, /\/brponline\/api\/ver3\/products\/services\/701$/);
    const content = requestsTo(page, /\/wp-json\/mild\/v1\/service-by-id\/701$/);
    await page.goto('/booking-service/?id=701');
    await expect(page.getByRole('heading', { level: 1, name: 'Massage 50 min' })).toBeVisible();
    expect(product.map((request) => request.resourceType())).toEqual(['xhr']);
    expect(await product[0]!.headerValue('authorization')).toMatch(/^Bearer /);
    expect(content.map((request) => request.resourceType())).toEqual(['fetch']);
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
