// What the login, password reset and create-account page tests share: a watch on the app's booking
// calls (what the e2e tests read with waitForRequest), the demo customer's token for a reset link,
// the create-account dialog opened and filled as a visitor does, and the analytics consent cookie.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { onTestFinished } from 'vitest';
import { bookingAxios } from '@/lib/api/booking-client';
import { CONSENT_COOKIE } from '@/lib/consent/analytics-consent';
import { PAGES_MOCK_PORT } from './mock-env';
import { DEMO_CUSTOMER, openPage, type OpenedPage, type OpenOptions } from './render-app';

/**
 * A visitor at the keyboard and mouse. The keys follow each other without a timer between them:
 * every event of every key is still sent, but a loaded machine does not stretch each gap. `fill`
 * replaces a field's text in one input, as the e2e tests' `fill` (and a paste) does: the form
 * checks itself once, not once per key.
 */
export function visitor() {
  const user = userEvent.setup({ delay: null });
  const fill = async (field: HTMLElement, text: string) => {
    await user.clear(field);
    await user.paste(text);
  };
  return Object.assign(user, { fill });
}

export interface SentCall {
  method: string;
  /** The path below the booking API, without the query string. */
  path: string;
  query: Record<string, string>;
  data: unknown;
  authorization: string | undefined;
}

/** The booking API calls the page sends from now on, as its axios instance sends them. */
export function watchCalls(): SentCall[] {
  const calls: SentCall[] = [];
  const record = (config: InternalAxiosRequestConfig) => {
    const url = new URL(bookingAxios.getUri(config), window.location.href);
    const apiPath = new URL(bookingAxios.defaults.baseURL ?? '', window.location.href).pathname;
    const data: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    calls.push({
      method: (config.method ?? 'get').toUpperCase(),
      path: url.pathname.slice(apiPath.length),
      query: Object.fromEntries(url.searchParams),
      data,
      authorization: config.headers.get('Authorization')?.toString(),
    });
    return config;
  };
  const id = bookingAxios.interceptors.request.use(record);
  onTestFinished(() => bookingAxios.interceptors.request.eject(id));
  return calls;
}

let token: Promise<string> | null = null;

/** The demo customer's token (sub 4711), from the mock's own login: what a reset link carries. */
export function demoToken(): Promise<string> {
  token ??= fetch(`http://127.0.0.1:${PAGES_MOCK_PORT}/brponline/api/ver3/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_CUSTOMER.username, password: DEMO_CUSTOMER.password }),
  })
    .then((answer) => answer.json() as Promise<{ access_token: string }>)
    .then((body) => body.access_token);
  return token;
}

/**
 * The visitor has accepted analytics, as the browser's cookie says (the data layer reads it),
 * and the data layer starts empty (the window outlives a test in jsdom).
 */
export function grantAnalytics(): void {
  document.cookie = `${CONSENT_COOKIE}=granted; Path=/`;
  delete (window as { dataLayer?: unknown[] }).dataLayer;
}

/** The events pushed to the data layer so far. */
export const dataLayer = () => (window as { dataLayer?: unknown[] }).dataLayer ?? [];

/** Opens the login page (Swedish, or English with '/en') and its create-account dialog. */
export async function openCreateAccount(
  prefix: '' | '/en' = '',
  {
    path = prefix ? `${prefix}/login/` : '/logga-in/',
    ...options
  }: { path?: string } & OpenOptions = {},
): Promise<{ dialog: HTMLElement; page: OpenedPage }> {
  const page = await openPage(path, options);
  const name = prefix ? 'Create account' : 'Skapa konto';
  await visitor().click(await screen.findByRole('button', { name }));
  return { dialog: await screen.findByRole('dialog', { name }), page };
}

/** Fills the whole create-account form with the demo customer's details, in either language. */
export async function fillAccount(dialog: HTMLElement): Promise<void> {
  const user = visitor();
  const field = (label: RegExp) => within(dialog).getByLabelText(label);
  await user.fill(field(/^(Personnummer|Personal identity number)/), '8503121234');
  await user.fill(
    await within(dialog).findByLabelText(/^(E-postadress|E-mail address)/),
    'anna.lindqvist@example.se',
  );
  await user.fill(field(/^(Mobilnummer|Mobile number)/), '070-123 45 67');
  // The facilities arrive with their own call: the option is there once they have.
  const facility = field(/^(Anläggning|Facility)/);
  await within(facility).findByRole('option', { name: 'Älvstranden' });
  await user.selectOptions(facility, 'Älvstranden');
  await user.fill(field(/^(Lösenord|Password)/), 'Simma2026!');
  await user.fill(field(/^(Bekräfta lösenord|Confirm password)/), 'Simma2026!');
  await user.click(within(dialog).getByRole('checkbox'));
}
