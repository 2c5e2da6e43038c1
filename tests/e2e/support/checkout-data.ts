// What the checkout specs share: the mock's cart order stored as if times had been picked, and the
// payment handler answered here or by the mock (its host is never reached).
import type { Page, Request } from '@playwright/test';
import { APP_URL, MOCK_PORT } from './server-env';

/** The mock's preliminary order (OrderPreliminaryWithServices: two massage times at Haga). */
export const ORDER = 612345;

/**
 * Starts the page with an order stored, once (reloads keep what the page did to it): in storage,
 * and in the cookies the app copies the cart into, so the server renders it as well.
 */
export async function withStoredOrder(page: Page, { id = ORDER, items = 2 } = {}) {
  await page
    .context()
    .addCookies(
      Object.entries({ ORDER_ID: id, selectedbusinessunit: 1, CART_ITEMS: items }).map(
        ([name, value]) => ({ name, value: String(value), url: APP_URL }),
      ),
    );
  await page.addInitScript(
    ({ id, items }) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('ORDER_ID', String(id));
      localStorage.setItem('selectedbusinessunit', '1');
      localStorage.setItem('CART_ITEMS', String(items));
    },
    { id, items },
  );
}

/** The payment handler: a small page instead of the real host; records what was opened. */
export async function fakePaymentHandler(page: Page) {
  const opened: string[] = [];
  await page.route('**://haga.brpsystems.com/**', (route) => {
    opened.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="sv"><title>Betalning</title><h1>Betalning</h1></html>',
    });
  });
  return opened;
}

/**
 * The payment handler as the mock plays it (mocks/order-routes.ts): for an order the mock made,
 * it pays it, with a receipt (or cancels: BRP's error 205), and sends the browser back to the
 * return address as BRP does. Its real host is never reached. Records what was opened.
 */
export async function mockPaymentHandler(page: Page, outcome: 'paid' | 'cancelled' = 'paid') {
  const opened: string[] = [];
  await page.route('**://haga.brpsystems.com/**', async (route) => {
    const link = new URL(route.request().url());
    opened.push(link.href);
    const handler = `http://127.0.0.1:${MOCK_PORT}${link.pathname}?outcome=${outcome}`;
    const answer = await route.fetch({ url: handler, maxRedirects: 0 });
    await route.fulfill({ status: answer.status(), headers: answer.headers() });
  });
  return opened;
}

export const isPaymentLinkCall = (request: Request) =>
  request.method() === 'POST' && request.url().endsWith('/services/generatelink/payment');
