// The app's API calls on their way out, as its axios instance sends them: recorded, so a test can
// read what the page asked for (the e2e suite's waitForRequest), or held until the test lets them
// go, so it sees the page wait (the e2e fixture's `hold`). The answers are still the mock's.
import type { AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { onTestFinished } from 'vitest';
import { bookingAxios } from '@/lib/api/booking-client';

export interface Call {
  method: string;
  /** The address as the app handed it to axios, relative to the API: '/orders/612345'. */
  url: string;
  /** The path below the API, without the query string. */
  path: string;
  /** The query string's parameters, the ones in `url` and the ones axios adds. */
  query: Record<string, string>;
  /** The whole address as sent, with its query string. */
  address: string;
  /** The body, parsed when it is JSON. */
  body: unknown;
  authorization: string | undefined;
}

function parsed(data: unknown): unknown {
  if (typeof data !== 'string') return data ?? null;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

function toCall(instance: AxiosInstance, config: InternalAxiosRequestConfig): Call {
  const address = new URL(instance.getUri(config), window.location.href);
  const api = new URL(instance.defaults.baseURL ?? '', window.location.href).pathname;
  return {
    method: (config.method ?? 'get').toUpperCase(),
    url: config.url ?? '',
    path: address.pathname.slice(api.replace(/\/$/, '').length),
    query: Object.fromEntries(address.searchParams),
    address: address.href,
    body: parsed(config.data),
    authorization: config.headers.get('Authorization')?.toString(),
  };
}

interface Watch {
  /** Only calls of this method (upper case)… */
  method?: string;
  /** …whose `url` matches. */
  url?: RegExp;
  /** Hold each one until `release()`. */
  hold?: boolean;
  /** The booking API's instance unless given. */
  instance?: AxiosInstance;
}

/**
 * Watches the matching calls from now until the test ends: `calls` lists them as sent. With
 * `hold`, each waits until `release()`; a call still held when the test ends is never sent (a pay
 * link would otherwise leave the next test's page).
 */
export function watchCalls({ method, url, hold = false, instance = bookingAxios }: Watch = {}): {
  calls: Call[];
  release: () => void;
} {
  const calls: Call[] = [];
  let release = () => {};
  const released = hold ? new Promise<void>((resolve) => (release = resolve)) : null;
  const id = instance.interceptors.request.use(async (config) => {
    const call = toCall(instance, config);
    if ((method && call.method !== method) || (url && !url.test(call.url))) return config;
    calls.push(call);
    if (released) await released;
    return config;
  });
  onTestFinished(() => instance.interceptors.request.eject(id));
  return { calls, release: () => release() };
}

/** Every call the page makes through `instance` from now on, until the test ends. */
export const recordCalls = (instance: AxiosInstance = bookingAxios): Call[] =>
  watchCalls({ instance }).calls;

/** Holds the matching calls until `release()`: the page's waiting state, seen for certain. */
export const holdCalls = (method: string, url: RegExp, instance: AxiosInstance = bookingAxios) =>
  watchCalls({ method, url, hold: true, instance });
