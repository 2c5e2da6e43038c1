// What the checkout's page tests share: the mock's cart order stored as the app stores it when
// times are picked (spec §3: ORDER_ID, selectedbusinessunit, CART_ITEMS in localStorage, which the
// browser's hooks read; the same cart handed to openPage, as the server reads it from the cookies).
import { screen, waitFor, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { bookingAxios } from '@/lib/api/booking-client';
import type { StoredCart } from '@/lib/cart/stored-cart';
import { scenario } from './render-app';

/** The mock's preliminary order (OrderPreliminaryWithServices: two massage times at Haga). */
export const ORDER = 612345;
/** The mock's paid order (OrderPaid, Anna's, paid with Swish) and its receipt. */
export const PAID_ORDER = 611902;
export const RECEIPT = 90391;

/** Stores the order in the browser's storage and returns the cart for openPage's `cart`. */
export function withStoredOrder({ id = ORDER, items = 2 } = {}): StoredCart {
  localStorage.setItem('ORDER_ID', String(id));
  localStorage.setItem('selectedbusinessunit', '1');
  localStorage.setItem('CART_ITEMS', String(items));
  return { orderId: id, site: 1, count: items };
}

/** ORDER_ID, selectedbusinessunit and gift_from_email as the browser holds them now. */
export const storedKeys = () =>
  ['ORDER_ID', 'selectedbusinessunit', 'gift_from_email'].map((k) => localStorage.getItem(k));

/** The data layer's events of one kind pushed so far. */
export function pushed(event: string): unknown[] {
  const layer = (window as { dataLayer?: unknown[] }).dataLayer ?? [];
  return layer.filter((e) => (e as { event?: string }).event === event);
}

/** The data layer starts empty in each test (the window outlives the test in jsdom). */
export function clearDataLayer(): void {
  delete (window as { dataLayer?: unknown[] }).dataLayer;
}

export const cartLines = () => screen.queryAllByTestId('cart-line');

/** Waits for the cart's lines to show, `count` of them. */
export async function findCartLines(count: number): Promise<HTMLElement[]> {
  const found = await screen.findAllByTestId('cart-line');
  expect(found).toHaveLength(count);
  return found;
}

/** The value of a receipt detail (its <dt> label, its <dd> value). */
export function receiptDetail(label: string): HTMLElement | null {
  const details = screen.getByTestId('receipt-details');
  const term = within(details)
    .queryAllByText(label)
    .find((el) => el.tagName === 'DT');
  return (term?.nextElementSibling as HTMLElement | null) ?? null;
}

export interface Call {
  method: string;
  url: string;
  data: unknown;
}

/**
 * The booking API calls the page makes from now on, as the app's axios instance sends them
 * (method, path relative to the API, body): what the e2e tests read with waitForRequest.
 */
export function recordCalls(): Call[] {
  const calls: Call[] = [];
  const id = bookingAxios.interceptors.request.use((config) => {
    calls.push({
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      data: config.data,
    });
    return config;
  });
  onTestFinished(() => bookingAxios.interceptors.request.eject(id));
  return calls;
}

/**
 * Holds the matching booking API calls before they leave until `release()`, to see the page wait
 * (the e2e fixture's `hold`). The answer is still the mock's.
 * A call still held when the test ends is never sent.
 */
export function hold(method: string, url: RegExp): { release(): void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const id = bookingAxios.interceptors.request.use(async (config) => {
    if ((config.method ?? 'get').toUpperCase() === method && url.test(config.url ?? '')) await gate;
    return config;
  });
  // A call still held at the end is dropped with the test (a pay link would leave the page).
  onTestFinished(() => bookingAxios.interceptors.request.eject(id));
  return { release };
}

// The expectations' formats, computed with Intl independently of the app's date and money code
// (as tests/e2e/support/services-data.ts and classes-data.ts do; those import Playwright).

/** '695 kr', '1 320,50 kr' (en '1 320.50 kr') with the app's no-break spaces. */
export function kronor(minor: number, language: 'sv' | 'en' = 'sv'): string {
  const sign = minor < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(minor) / 100);
  const ore = Math.abs(minor) % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const decimals = ore ? `${language === 'sv' ? ',' : '.'}${String(ore).padStart(2, '0')}` : '';
  return `${sign}${grouped}${decimals}\u00a0kr`;
}

const ZONE = 'Europe/Stockholm';

/** '07:00' in Stockholm. */
export const stockholmTime = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { hour: '2-digit', minute: '2-digit', timeZone: ZONE })
    .format(new Date(iso))
    .replace('.', ':');

/** '2026-03-26' in Stockholm. */
export const stockholmDay = (value: string | number | Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(value));

/** '26 mars' / 'March 26' in Stockholm. */
export const dayMonth = (iso: string, language: 'sv' | 'en') =>
  new Intl.DateTimeFormat(language === 'sv' ? 'sv-SE' : 'en-US', {
    day: 'numeric',
    month: 'long',
    timeZone: ZONE,
  }).format(new Date(iso));

/** 'yyyy-MM-dd HH:mm' in Stockholm, the receipt's time format (spec §9). */
export const receiptTime = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: ZONE,
  }).format(new Date(iso));

/**
 * A checkout, settled: its lines are shown and the pay button is enabled once the payment methods
 * have come (a signed-in customer's; a guest has no pay button).
 */
export async function settledCheckout(lines: number): Promise<void> {
  await findCartLines(lines);
  const pay = await screen.findByRole('button', { name: /^(Betala|Pay)$/ });
  await waitFor(() => expect(pay).toBeEnabled());
}

/** Waits until the dialog's alert says exactly `text` (or matches it). */
export async function expectAlert(dialog: HTMLElement, text: string | RegExp): Promise<void> {
  await waitFor(() => {
    const said = within(dialog).getByRole('alert').textContent ?? '';
    if (typeof text === 'string') expect(said).toBe(text);
    else expect(said).toMatch(text);
  });
}

/**
 * The order has no customer until a PUT sets one (as at BRP): every read before that answers the
 * anonymous order, every read after it the mock's default order of Anna Lindqvist.
 */
export function anonymousOrderUntilUpdated(): void {
  scenario('GET', `/orders/${ORDER}`, 'example=anonymousWithServices');
  const id = bookingAxios.interceptors.request.use((config) => {
    if (config.method?.toUpperCase() === 'PUT' && config.url === `/orders/${ORDER}`)
      scenario('GET', `/orders/${ORDER}`, '');
    return config;
  });
  onTestFinished(() => bookingAxios.interceptors.request.eject(id));
}

/**
 * The matching booking API calls find no server from now on: sent to a port where nothing
 * listens, they fail as a dropped connection does in the browser (the mock's fault=network is
 * answered by the site's gateway instead, with its own 502).
 */
export function offline(method: string, url: RegExp): void {
  const id = bookingAxios.interceptors.request.use((config) => {
    if ((config.method ?? 'get').toUpperCase() === method && url.test(config.url ?? ''))
      return { ...config, baseURL: 'http://127.0.0.1:9/' };
    return config;
  });
  onTestFinished(() => bookingAxios.interceptors.request.eject(id));
}

/**
 * Loads the checkout's code once per file before its tests (in a beforeAll): the route and its
 * lazy chunks are transformed on first import, which on a loaded two-core machine took longer
 * than a first wait for the page. The tests then time what the page does, not the transform.
 */
export async function loadCheckoutCode(): Promise<void> {
  await Promise.all([
    import('@/app/language-root'),
    import('@/features/checkout/page/route'),
    import('@/features/checkout/pay/signed-out-customer'),
    import('@/features/checkout/pay/payment-step'),
    import('@/features/checkout/discounts/coupon-dialog'),
    import('@/features/checkout/discounts/value-card-dialog'),
  ]);
}
