// A route names the queries its screen reads (`StartRouteData`, the same generated query options
// the screen's hooks use), and this turns them into the route module's loaders:
// - on the server (`loader`), the page's queries are fetched and awaited, and the answers go to
//   the browser dehydrated with the HTML, so the page arrives with its content;
// - in the browser (`clientLoader`, on navigations), they are started and not awaited: the new
//   page renders at once and each screen shows its own loading, error and retry states.
// A query that fails on the server is left out: the browser asks again and shows the failure
// in the section that needs it. See docs/decisions/026-one-server.md.
import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { redirect, type RouterContextProvider } from 'react-router';
import { NO_STORED_CART, storedCart, type StoredCart } from './cart/stored-cart';
import { loginPathReturningTo, memberPagePath } from './paths';
import { setApiLanguage } from './api/api-language';
import { browserQueryClient, createQueryClient } from './query-client';
import { languageFromPath, type Language } from './language';
import {
  publicSessionContext,
  requestQueryClientContext,
  storedCartContext,
} from './server-context';
import { session } from './session';

export interface RouteDataContext {
  queryClient: QueryClient;
  language: Language;
  params: Record<string, string | undefined>;
  /** The URL being opened (its search parameters, e.g. `?id=` of a product page). */
  url: URL;
  /** The signed-in customer, or null: on the server from the session cookie. */
  customerId: number | null;
  /** The visitor's stored order and cart: on the server from the cookies that copy them. */
  cart: StoredCart;
}

/** Starts the route's queries; must not await them (use `void queryClient.prefetchQuery(…)`). */
export type StartRouteData = (context: RouteDataContext) => void;

export interface RouteLoaderData {
  dehydratedState: DehydratedState;
}

interface LoaderArgs {
  request: Request;
  params: Record<string, string | undefined>;
  context: Readonly<RouterContextProvider>;
}

const isFetching = (query: Query) => query.state.fetchStatus === 'fetching';

/**
 * Microtask turns a chain's callback may take to start its next query once the one before has
 * answered (React Query's resolution, an async callback's awaits): the bench's pages take at
 * most 6. A timer instead waited behind every other page the worker was rendering, about 20 ms
 * under load, at the end of every loader (docs/decisions/090).
 */
export const CHAIN_TURNS = 100;

/** Lets the callbacks of the queries that just answered run, without leaving the microtasks. */
async function afterCallbacks(): Promise<void> {
  for (let turn = 0; turn < CHAIN_TURNS; turn += 1) await undefined;
}

/** Waits until none of the given queries is fetching (a chained fetch adds more meanwhile). */
export async function settle(queries: () => Query[]): Promise<void> {
  for (;;) {
    const pending = queries().filter(isFetching);
    if (pending.length === 0) return;
    await Promise.allSettled(pending.map((query) => query.promise));
    // Let a `.then` that starts the next query of a chain run before looking again.
    await afterCallbacks();
  }
}

interface ServerLoaderOptions {
  /**
   * The page is a member's own: a visitor without a session is sent to the login page (which
   * returns here), as an HTTP redirect, before anything renders.
   */
  membersOnly?: boolean;
  /**
   * The page is for visitors without a session (login, password reset): a signed-in one is sent
   * on to the member overview, as an HTTP redirect. (The page's own <Navigate> does the same on a
   * navigation in the browser.)
   */
  visitorsOnly?: boolean;
}

/** The server side: fetch, wait, and hand the successful answers to the page. */
export function serverLoader(
  start: StartRouteData,
  { membersOnly = false, visitorsOnly = false }: ServerLoaderOptions = {},
) {
  return async ({ request, params, context }: LoaderArgs): Promise<RouteLoaderData> => {
    const signedIn = context.get(publicSessionContext) !== null;
    const { pathname, search } = new URL(request.url);
    if (membersOnly && !signedIn)
      throw redirect(loginPathReturningTo(`${pathname}${search}`, languageFromPath(pathname)));
    if (visitorsOnly && signedIn)
      throw redirect(memberPagePath('overview', languageFromPath(pathname)));
    const shared = context.get(requestQueryClientContext) ?? createQueryClient();
    const cache = shared.getQueryCache();
    const mine = new Set<string>();
    const unsubscribe = cache.subscribe((event) => {
      if (event.type === 'added') mine.add(event.query.queryHash);
    });
    const url = new URL(request.url);
    try {
      start({
        queryClient: shared,
        language: languageFromPath(url.pathname),
        params,
        url,
        customerId: context.get(publicSessionContext)?.customerId ?? null,
        cart: context.get(storedCartContext) ?? NO_STORED_CART,
      });
      // A query another loader of the same request started is this page's too, if it reads it.
      await settle(() => cache.getAll().filter((query) => mine.has(query.queryHash)));
    } catch {
      // A start that cannot even begin (bad params) is the screen's to report, in the browser.
    } finally {
      unsubscribe();
    }
    return {
      dehydratedState: dehydrate(shared, {
        shouldDehydrateQuery: (query) =>
          mine.has(query.queryHash) && query.state.status === 'success',
      }),
    };
  };
}

/** The browser side, on navigations: start the queries, never wait for them. */
export function clientLoader(start: StartRouteData) {
  return ({ request, params }: Omit<LoaderArgs, 'context'>): null => {
    const url = new URL(request.url);
    const language = languageFromPath(url.pathname);
    // The next page's calls ask BRP for its language, before the address has changed.
    setApiLanguage(language);
    try {
      start({
        queryClient: browserQueryClient(language),
        language,
        params,
        url,
        customerId: session.get().customerId,
        cart: storedCart(),
      });
    } catch {
      // As above: the screen's own hook reports it.
    }
    return null;
  };
}

/** The dehydrated answers of every matched route, for one HydrationBoundary at the root. */
export function mergeDehydratedStates(loaderData: unknown[]): DehydratedState {
  const queries: DehydratedState['queries'] = [];
  const seen = new Set<string>();
  for (const data of loaderData) {
    const state = (data as Partial<RouteLoaderData> | null | undefined)?.dehydratedState;
    for (const query of state?.queries ?? []) {
      if (seen.has(query.queryHash)) continue;
      seen.add(query.queryHash);
      queries.push(query);
    }
  }
  return { mutations: [], queries };
}
