import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

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

let rootTookOver = false;

/** Called by the root once it has taken over the server's page (root.tsx). */
export function markRootTookOver(): void {
  rootTookOver = true;
}

/**
 * As `useHydrated`, for a value whose change re-renders a long list: after the take-over it turns
 * true in a transition, which React renders in small slices. (`useHydrated`'s store turns it in
 * one synchronous render: a task as long as the list.) A component mounted later, on a
 * navigation, has it true at once. Only for what renders with the root, not in a Suspense boundary
 * that can take over after it.
 */
export function useHydratedInTransition(): boolean {
  const [hydrated, setHydrated] = useState(rootTookOver);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
