import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/api-error';

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

let browserClient: QueryClient | null = null;

/**
 * The browser's one query client, for the whole visit. On the server every request makes its
 * own (src/root.tsx): one visitor's answers must never reach another's page.
 */
export function browserQueryClient(): QueryClient {
  if (typeof document === 'undefined') throw new Error('browserQueryClient() is browser-only');
  if (!browserClient) {
    // React Query assumes a connection until an 'offline' event: a page opened offline (the
    // member card the service worker kept, decision 036) would ask, fail, and show the failure
    // over the answers it came with. Offline, queries wait for the connection instead.
    onlineManager.setOnline(navigator.onLine);
    browserClient = createQueryClient();
  }
  return browserClient;
}
