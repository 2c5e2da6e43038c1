import { QueryClient } from '@tanstack/react-query';
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
