// What the first render waits for: the page chunks and text namespaces of the route being opened
// (index.html has been preloading both beside the main bundle), so that page renders in the first
// commit instead of the shell with a progress bar first (see src/lib/lazy-page.tsx). The static
// first paint of index.html stays on screen meanwhile. A chunk that fails or stalls does not hold
// the app: after READY_WAIT_MS, or on an error, it renders and the route shows its progress bar
// or error screen as before.
import type { ReactNode } from 'react';
import { i18next } from '@/lib/i18n';
import { preloadPages } from '@/lib/lazy-page';
import { ROUTE_MODULES } from './route-modules';

export const READY_WAIT_MS = 2000;

/** The text namespaces route-modules.ts lists for the path (start-up texts included). */
export function namespacesFor(pathname: string): string[] {
  const namespaces = ROUTE_MODULES.filter((route) => new RegExp(route.pattern).test(pathname))
    .flatMap((route) => route.modules)
    .map((module) => /^src\/locales\/[a-z]+\/([\w-]+)\.json$/.exec(module)?.[1])
    .filter((namespace): namespace is string => Boolean(namespace));
  return [...new Set(namespaces)];
}

export function routeReady(
  matches: { route: { element?: ReactNode } }[],
  pathname: string,
): Promise<void> {
  const ready = Promise.all([
    preloadPages(matches.map((match) => match.route.element)),
    i18next.loadNamespaces(namespacesFor(pathname)),
  ]);
  const waitAtMost = new Promise((resolve) => setTimeout(resolve, READY_WAIT_MS));
  return Promise.race([ready, waitAtMost]).then(
    () => undefined,
    () => undefined,
  );
}
