import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/api-error';
import type { Language } from './language';

// A failed read is retried once, but never a client error (4xx): asking again will not help.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          failureCount < 1 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

const browserClients = new Map<Language, QueryClient>();

/**
 * The browser's query client of a language, for the whole visit. BRP's answers are in the page's
 * language (decision 059), so a switch to the other language does not show the first one's names
 * from the cache. On the server every request makes its own (src/root.tsx): one visitor's answers
 * must never reach another's page.
 */
export function browserQueryClient(language: Language): QueryClient {
  if (typeof document === 'undefined') throw new Error('browserQueryClient() is browser-only');
  let client = browserClients.get(language);
  if (!client) {
    // React Query assumes a connection until an 'offline' event: a page opened offline (the
    // member card the service worker kept, decision 036) would ask, fail, and show the failure
    // over the answers it came with. Offline, queries wait for the connection instead.
    onlineManager.setOnline(navigator.onLine);
    client = createQueryClient();
    browserClients.set(language, client);
  }
  return client;
}

/** Empties every language's client (a session's end: no customer data outlives it). */
export function clearBrowserQueryClients(): void {
  for (const client of browserClients.values()) client.clear();
}
