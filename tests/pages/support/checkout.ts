// What the checkout's page tests share: the mock's paid order, the storage and data layer as the
// browser holds them, the cart's lines and the receipt's details as shown, and the calls held or
// refused to see the checkout wait or fail. (The stored order: support/stored-order.ts.)
import { screen, waitFor, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { bookingAxios } from '@/lib/api/booking-client';
import { scenario } from './render-app';
import { ORDER } from './stored-order';

/** The mock's paid order (OrderPaid, Anna's, paid with Swish) and its receipt. */
export const PAID_ORDER = 611902;
export const RECEIPT = 90391;

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
