// A query's answer, for a page that renders it in the background. React Query hands answers to
// React through useSyncExternalStore, which React renders in one blocking task: a page that
// re-renders its filters, day strip and list for each answer was a 20-60 ms task per answer
// here, four times that on a phone (docs/decisions/018). A memoised view fed these deferred
// snapshots skips that urgent render; React renders the answer in slices right after.
import { useDeferredValue, useMemo } from 'react';

export interface QuerySnapshot<T> {
  data: T | undefined;
  status: 'pending' | 'error' | 'success';
  error: unknown;
  /** The observer's own refetch: the same function from render to render. */
  refetch: () => unknown;
}

export function useDeferredQuery<T>(query: QuerySnapshot<T>): QuerySnapshot<T> {
  const { data, status, error, refetch } = query;
  const snapshot = useMemo(
    () => ({ data, status, error, refetch }),
    [data, status, error, refetch],
  );
  return useDeferredValue(snapshot);
}
