// Helpers for the member area's page tests: opening a member page signed in, and watching or
// holding back the calls the page makes (what the e2e tests did with page.waitForRequest and hold).
import { screen, waitFor, within } from '@testing-library/react';
import type { AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { afterEach } from 'vitest';
import { bookingAxios } from '@/lib/api/booking-client';
import { openPage, type OpenedPage } from './render-app';

/**
 * Opens a member page as the demo customer and waits for its heading. The member area first
 * validates the session and loads the customer, and the first page of a file loads its route
 * modules: on a loaded two-core machine that alone can pass ten seconds. A safety net, not a wait.
 */
export async function openMemberPage(path: string, heading: string | RegExp): Promise<OpenedPage> {
  const opened = await openPage(path, { signedIn: true });
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 30_000 });
  return opened;
}

export interface Call {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
}

const ejects: (() => void)[] = [];
afterEach(() => {
  for (const eject of ejects.splice(0)) eject();
});

function intercept(
  instance: AxiosInstance,
  onRequest: (config: InternalAxiosRequestConfig) => Promise<InternalAxiosRequestConfig>,
): void {
  const id = instance.interceptors.request.use(onRequest);
  ejects.push(() => instance.interceptors.request.eject(id));
}

function toCall(config: InternalAxiosRequestConfig): Call {
  const data: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
  return {
    method: (config.method ?? 'get').toUpperCase(),
    url: config.url ?? '',
    params: (config.params ?? {}) as Record<string, unknown>,
    data,
  };
}

/** Every call the page makes through `instance` from now on, until the test ends. */
export function recordCalls(instance: AxiosInstance = bookingAxios): Call[] {
  const calls: Call[] = [];
  intercept(instance, async (config) => {
    calls.push(toCall(config));
    return config;
  });
  return calls;
}

/**
 * Holds back the matching calls until `release()`, so a test sees the state before the answer
 * (a loading indicator, a 'sending' toast) instead of hoping the answer is slow enough.
 */
export function holdCalls(
  method: string,
  url: RegExp,
  instance: AxiosInstance = bookingAxios,
): { release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  intercept(instance, async (config) => {
    if ((config.method ?? 'get').toUpperCase() === method && url.test(config.url ?? ''))
      await released;
    return config;
  });
  return { release };
}

/**
 * Replaces a field's text as a visitor who pastes it does: one input event, not one per key (a
 * form's re-render per key is most of a page test's time on a busy machine).
 */
export async function fill(
  user: { clear(element: Element): Promise<void>; paste(text: string): Promise<void> },
  element: HTMLElement,
  text: string,
): Promise<void> {
  await user.clear(element);
  if (text) await user.paste(text);
}

/** The toast with this text, once it shows (the toasts' container comes with the first one). */
export function findToast(text: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const container = document.querySelector<HTMLElement>('.app-toasts');
    if (!container) throw new Error('No toast yet');
    return within(container).getByText(text);
  });
}
