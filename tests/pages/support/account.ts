// What the member pages' tests share: the mock's own answers, read straight from the mock so a
// test's expected values come from the data and not from the app's code; a watch on the app's
// booking calls, to see what it asks for and to hold a call while the page shows its waiting state
// (the e2e suite's `hold`); and the Stockholm formats computed with Intl, independently of the
// app's dayjs code.
import type { InternalAxiosRequestConfig } from 'axios';
import { onTestFinished } from 'vitest';
import { bookingAxios } from '@/lib/api/booking-client';
import { PAGES_MOCK_PORT } from './mock-env';
import { DEMO_CUSTOMER } from './render-app';

const MOCK_API = `http://127.0.0.1:${PAGES_MOCK_PORT}/brponline/api/ver3`;
const ZONE = 'Europe/Stockholm';

let token: Promise<string> | null = null;

/** The demo customer's bearer token, from the mock's own login. */
function mockToken(): Promise<string> {
  token ??= fetch(`${MOCK_API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_CUSTOMER.username, password: DEMO_CUSTOMER.password }),
  })
    .then((answer) => answer.json() as Promise<{ access_token: string }>)
    .then((body) => body.access_token);
  return token;
}

/**
 * What the mock answers the demo customer at a booking API path: a GET, or `method` with a JSON
 * `body`; `prefer` chooses a scenario.
 */
export async function mockJson<T>(
  path: string,
  { prefer, method = 'GET', body }: { prefer?: string; method?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { Authorization: `Bearer ${await mockToken()}` };
  if (prefer) headers.Prefer = prefer;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const answer = await fetch(`${MOCK_API}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status}`);
  return (await answer.json()) as T;
}

export interface WatchedCall {
  method: string;
  /** The whole address as sent, with its query string. */
  url: string;
  /** The body as the app handed it to axios. */
  body: unknown;
}

/**
 * Watches the app's booking calls whose method and path match: `calls` lists them as sent. With
 * `hold`, each waits until `release()` (the page meanwhile shows what it shows while waiting).
 * Removed when the test ends.
 */
export function watchCalls(method: string, path: RegExp, { hold = false } = {}) {
  const calls: WatchedCall[] = [];
  let release: () => void = () => {};
  const released = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const id = bookingAxios.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
    if (config.method?.toUpperCase() !== method || !path.test(config.url ?? '')) return config;
    calls.push({
      method,
      url: new URL(bookingAxios.getUri(config), location.href).href,
      body: config.data,
    });
    await released;
    return config;
  });
  onTestFinished(() => {
    release();
    bookingAxios.interceptors.request.eject(id);
  });
  return { calls, release: () => release() };
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** "Onsdag 25 mars 2026" / "Wednesday, March 25, 2026": a day heading, in Stockholm. */
export function dayHeading(iso: string, lang: 'sv' | 'en'): string {
  return capitalise(
    new Intl.DateTimeFormat(lang === 'sv' ? 'sv-SE' : 'en-US', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: ZONE,
    }).format(new Date(iso)),
  );
}

/** "November 2026": a month heading, in Stockholm. */
export function monthHeading(iso: string, lang: 'sv' | 'en'): string {
  return capitalise(
    new Intl.DateTimeFormat(lang === 'sv' ? 'sv-SE' : 'en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: ZONE,
    }).format(new Date(iso)),
  );
}

/** 2026-03-25: the day in Stockholm. */
export function stockholmDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(iso));
}

/** "18:00" in Stockholm. */
export function stockholmTime(iso: string): string {
  return new Intl.DateTimeFormat('sv-SE', { hour: '2-digit', minute: '2-digit', timeZone: ZONE })
    .format(new Date(iso))
    .replace('.', ':');
}

/** "1 200 kr" from öre (the app's no-break space is compared as whitespace is: normalised). */
export function kronor(minor: number): string {
  return `${String(Math.round(minor / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} kr`;
}
