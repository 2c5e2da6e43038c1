// Data starts with the route, not after render: a route names the queries its screen will read,
// and the router (src/app/router.tsx) starts them as soon as the route matches — on the first
// load before React renders, on a link click before the new page renders — in parallel with the
// route's code. Nothing is awaited, so a slow or failing request never holds the page back: the
// screen's own useQuery hook picks up the same cache entry and shows its loading, error and retry
// states as before. See docs/decisions/010-data-starts-with-the-route.md.
import type { QueryClient } from '@tanstack/react-query';
import type { Location, Params, RouteObject, createBrowserRouter } from 'react-router';
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
  language?: Language;
}

/**
 * Marks a route's data to start with it: `{ path: 'x', element: <X />, ...startsData(start) }`.
 * Typically `({ queryClient }) => void queryClient.prefetchQuery(getListThingsQueryOptions())`
 * with the same generated options the screen's hook uses, so both share one cache entry.
 */
export function startsData(start: StartRouteData): { handle: RouteDataHandle } {
  return { handle: { startData: start } };
}

/** Tags every route that starts data with the language of its tree (used by the router only). */
export function withRouteData(routes: RouteObject[], language: Language): RouteObject[] {
  return routes.map((route) => {
    const handle = route.handle as RouteDataHandle | undefined;
    return {
      ...route,
      ...(handle?.startData ? { handle: { ...handle, language } } : {}),
      ...(route.children ? { children: withRouteData(route.children, language) } : {}),
    } as RouteObject;
  });
}

interface MatchLike {
  params: Params;
  pathname: string;
  route: { id?: string; handle?: unknown };
}

/**
 * Starts the data of the matched routes that were not already matched with the same params
 * (a parent that stays, like the member area's frame, is not started again on every page).
 */
export function startMatchedRouteData(
  queryClient: QueryClient,
  matches: MatchLike[],
  location: Pick<Location, 'pathname' | 'search'>,
  previous: MatchLike[] = [],
  // The build (src/app/document-requests.ts) runs this in Node, where there is no window.
  origin: string = window.location.origin,
): void {
  const url = new URL(`${location.pathname}${location.search}`, origin);
  for (const match of matches) {
    const { startData, language } = (match.route.handle ?? {}) as RouteDataHandle;
    if (!startData || !language) continue;
    const stays = previous.some(
      (before) =>
        before.route.id === match.route.id &&
        before.pathname === match.pathname &&
        JSON.stringify(before.params) === JSON.stringify(match.params),
    );
    if (stays) continue;
    try {
      startData({ queryClient, language, params: match.params, url });
    } catch {
      // A prefetch that cannot even start (bad params) is the screen's hook's to report.
    }
  }
}

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * Starts the routes' data the moment they match: now for the page being opened (before React
 * renders it), then on every navigation before the new page renders. Not as loaders: a loader
 * makes the router wait a tick on the first load, which renders the whole shell twice.
 */
export function startRouteDataWith(router: AppRouter, queryClient: QueryClient): void {
  let { location, matches } = router.state;
  startMatchedRouteData(queryClient, matches, location);
  router.subscribe((state) => {
    if (state.location === location) return;
    startMatchedRouteData(queryClient, state.matches, state.location, matches);
    ({ location, matches } = state);
  });
}
