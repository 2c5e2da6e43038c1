// What the booking pages' tests share (treatments, classes, the schedule, booking rules): the mock's
// own data read straight from it, so expectations follow its data and not copies of it, and a
// look at the app's calls on their way out (what they asked, or held until the test lets them go).
import type { InternalAxiosRequestConfig } from 'axios';
import { bookingAxios } from '@/lib/api/booking-client';
import type { StoredCart } from '@/lib/cart/stored-cart';
import type { MockBooking, MockClass } from '../../e2e/support/classes-data';
import { MASSAGE, type MockSlot } from '../../e2e/support/services-data';
import { PAGES_MOCK_PORT } from './mock-env';

const MOCK_API = `http://127.0.0.1:${PAGES_MOCK_PORT}/brponline/api/ver3`;

let token: Promise<string> | undefined;

/** The demo customer's token, from the mock's own login (the page's session is the gateway's). */
function demoToken(): Promise<string> {
  token ??= fetch(`${MOCK_API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'anna.lindqvist@example.se', password: 'Simma2026!' }),
  })
    .then((response) => response.json() as Promise<{ access_token: string }>)
    .then((body) => body.access_token);
  return token;
}

/** An answer of the mock as the demo customer gets it (`prefer` for a named example). */
export async function mockJson<T>(path: string, prefer?: string): Promise<T> {
  const response = await fetch(`${MOCK_API}${path}`, {
    headers: {
      Authorization: `Bearer ${await demoToken()}`,
      ...(prefer ? { Prefer: prefer } : {}),
    },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

export const mockSlots = (site = 1) =>
  mockJson<MockSlot[]>(`/products/services/${MASSAGE}/suggestions?businessUnit=${site}`);
export const mockSchedule = (site = 1) =>
  mockJson<MockClass[]>(`/businessunits/${site}/groupactivities`);
export const mockMyBookings = () =>
  mockJson<MockBooking[]>('/customers/4711/bookings/groupactivities');
export const mockProducts = () =>
  mockJson<{ id: number; name: string; businessUnits: { id: number }[] }[]>(
    '/products/groupactivities?webCategory=2',
  );

export interface Call {
  method: string;
  /** The path below the booking API, e.g. '/orders/612345/items/services'. */
  path: string;
  body: unknown;
}

const pathOf = (config: InternalAxiosRequestConfig) =>
  new URL(config.url ?? '', 'http://x/').pathname.replace(/^.*\/ver3/, '');

/** Records the booking API's calls the app makes from now on (until the test ends). */
export function recordCalls(): Call[] {
  const calls: Call[] = [];
  const id = bookingAxios.interceptors.request.use((config) => {
    const body: unknown =
      typeof config.data === 'string' ? JSON.parse(config.data) : (config.data ?? null);
    calls.push({ method: (config.method ?? 'get').toUpperCase(), path: pathOf(config), body });
    return config;
  });
  onTestFinished(() => bookingAxios.interceptors.request.eject(id));
  return calls;
}

/**
 * Holds the booking API's calls whose path matches until `release()`, so a test sees the state
 * before the answer instead of hoping a delay is long enough.
 */
export function holdCalls(method: string, pattern: RegExp): { release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const id = bookingAxios.interceptors.request.use(async (config) => {
    if ((config.method ?? 'get').toUpperCase() === method && pattern.test(pathOf(config)))
      await released;
    return config;
  });
  onTestFinished(() => {
    release();
    bookingAxios.interceptors.request.eject(id);
  });
  return { release };
}

/**
 * Stores a cart order as the app stores it when a time is picked (localStorage, which the
 * browser's hooks read) and returns the same cart for openPage's `cart` (the server's cookies).
 */
export function withStoredOrder({ id, items }: { id: number; items: number }): StoredCart {
  localStorage.setItem('ORDER_ID', String(id));
  localStorage.setItem('selectedbusinessunit', '1');
  localStorage.setItem('CART_ITEMS', String(items));
  return { orderId: id, site: 1, count: items };
}

/** A day button of the strip (services' 7 days, classes' 14). */
export function stripDay(strip: HTMLElement, day: string): HTMLElement {
  const button = strip.querySelector<HTMLElement>(`[data-day="${day}"]`);
  if (!button) throw new Error(`no day ${day} in the strip`);
  return button;
}

/**
 * Loads the page's modules once before the file's tests: on a loaded two-core machine their first
 * transform took longer than a test's wait for the first heading. Loading, not waiting.
 */
export function preload(...modules: (() => Promise<unknown>)[]): void {
  beforeAll(async () => {
    await Promise.all([import('@/app/language-layout'), ...modules.map((load) => load())]);
  }, 120_000);
}

/**
 * For a page's first state (its modules, its first answers, a failed call's one retry): on a
 * loaded two-core machine that took longer than Testing Library's 10 s. A safety net, not a wait.
 */
export const ARRIVAL = { timeout: 30_000 };
