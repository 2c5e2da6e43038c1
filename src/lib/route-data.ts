// Data starts with the route, not after render: a route names the queries its screen will read,
// and the router (src/app/router.tsx) prefetches them when the route matches — in parallel with
// the route's code, before React renders. Nothing is awaited, so a slow or failing request never
// holds the page back: the screen's own useQuery hook picks up the same cache entry and shows its
// loading, error and retry states as before. See docs/decisions/010-data-starts-with-the-route.md.
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params, RouteObject } from 'react-router';
import type { Language } from './language';

export interface RouteDataContext {
  queryClient: QueryClient;
  language: Language;
  params: Params;
  /** The URL being opened (its search parameters, e.g. `?id=` of a product page). */
  url: URL;
}

/** Starts the route's queries; must not await them (use `void queryClient.prefetchQuery(…)`). */
export type StartRouteData = (context: RouteDataContext) => void;

interface RouteDataHandle {
  startData?: StartRouteData;
}

/**
 * Marks a route's data to start with it: `{ path: 'x', element: <X />, ...startsData(start) }`.
 * Typically `({ queryClient }) => void queryClient.prefetchQuery(getListThingsQueryOptions())`
 * with the same generated options the screen's hook uses, so both share one cache entry.
 */
export function startsData(start: StartRouteData): { handle: RouteDataHandle } {
  return { handle: { startData: start } };
}

/** Turns every route's `startsData` into a non-blocking loader (used by the router only). */
export function withRouteData(
  routes: RouteObject[],
  queryClient: QueryClient,
  language: Language,
): RouteObject[] {
  return routes.map((route) => {
    const start = (route.handle as RouteDataHandle | undefined)?.startData;
    const children = route.children
      ? { children: withRouteData(route.children, queryClient, language) }
      : {};
    if (!start || route.loader) return { ...route, ...children } as RouteObject;
    const loader = ({ params, request }: LoaderFunctionArgs) => {
      try {
        start({ queryClient, language, params, url: new URL(request.url) });
      } catch {
        // A prefetch that cannot even start (bad params) is the screen's hook's to report.
      }
      return null;
    };
    return { ...route, ...children, loader } as RouteObject;
  });
}
