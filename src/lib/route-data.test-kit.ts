// For the tests of a route's StartRouteData (src/features/*/route-data.test.ts): what it started.
import { hashKey, onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, vi } from 'vitest';
import { createQueryClient } from './query-client';

/**
 * A fresh query client for each test of the file, offline: a started query waits (paused)
 * instead of calling the API, so what was started shows. With `now`, the clock is fixed there.
 */
export function routeDataClient(now?: number | Date): () => QueryClient {
  let queryClient: QueryClient;
  beforeEach(() => {
    if (now !== undefined) vi.useFakeTimers({ now, toFake: ['Date'] });
    onlineManager.setOnline(false);
    queryClient = createQueryClient();
  });
  afterEach(() => {
    queryClient.clear();
    onlineManager.setOnline(true);
    if (now !== undefined) vi.useRealTimers();
  });
  return () => queryClient;
}

/** The cache's key of a query's options. */
export const hashOf = (options: { queryKey: readonly unknown[] }) => hashKey(options.queryKey);

/** The keys of every query the client holds, started or set. */
export const startedHashes = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryHash);
