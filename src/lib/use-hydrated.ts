import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the browser takes over the server's page, true after; true at
 * once in a component first mounted later (a navigation). React tells the two apart by the
 * server's snapshot, and renders the switch after a take-over synchronously: one task as long as
 * what re-renders. Only for something small; most want `useHydratedInTransition`.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * As `useHydrated`, turned true in a transition after the component's first commit, which React
 * renders in small slices: what depends on the browser's own state (storage, the clock, the
 * address's #part) switches without a long task, wherever it renders (a Suspense boundary takes
 * over after the root). A component mounted on a navigation also starts false, for that one
 * commit.
 */
export function useHydratedInTransition(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
