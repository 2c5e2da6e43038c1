import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the browser takes over the server's page, true after: what
 * depends on the browser's own storage (the stored order) renders only then, so the first render
 * in the browser is the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
