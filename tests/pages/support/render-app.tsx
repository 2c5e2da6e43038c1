// The app as the browser runs it, in jsdom: the route table of src/routes.ts, the root and the
// language layouts, each page's module with its clientLoader, the generated clients and their
// axios instances. Only the network is not the app's: its calls go to the site's gateway, and from
// there to the mock (support/global-setup.ts). A test opens a page at an address, chooses the
// mock's answers for it, and signs in the way the browser does.
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render, type RenderResult } from '@testing-library/react';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import {
  createMemoryRouter,
  RouterContextProvider,
  RouterProvider,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { login } from '@generated/booking/endpoints/auth/auth';
import { bookingAxios } from '@/lib/api/booking-client';
import { contentAxios } from '@/lib/api/content-client';
import { NO_STORED_CART, type StoredCart } from '@/lib/cart/stored-cart';
import { CONSENT_COOKIE, type AnalyticsConsent } from '@/lib/consent/analytics-consent';
import { EMOTION_KEY } from '@/lib/emotion-cache';
import { NO_SITE_INFO } from '@/lib/site-info/site-info';
import { session, type PublicSession } from '@/lib/session';
import { publicSessionContext, withdrawalsContext } from '@/lib/server-context';
import { testWithdrawals } from './withdrawals';
import routes from '@/routes';
import Root, { type RootData } from '@/root';
import { SCENARIOS_HEADER, scenarioRule, type ScenarioRule } from '../../support/scenario-rules';

type RouteModule = {
  default?: RouteObject['Component'];
  ErrorBoundary?: RouteObject['ErrorBoundary'];
  clientLoader?: (args: LoaderFunctionArgs) => unknown;
  loader?: (args: LoaderFunctionArgs) => unknown;
  action?: RouteObject['action'];
  handle?: unknown;
};

/** A page whose form posts to its own action (not the logout's, which has no page). */
const pageWithForm = (module: RouteModule) =>
  Boolean(module.default && module.action && module.loader);

const modules = import.meta.glob<RouteModule>([
  '/src/features/**/*route.{ts,tsx}',
  '/src/app/**/*.{ts,tsx}',
  '!**/*.test.*',
]);

/**
 * One entry of the route table as the browser's router gets it (no server loaders: no server).
 * A route with a form action (the withdrawal function) runs its action and loader here, as the
 * server would, with the context openPage gives (support/withdrawals.ts): its calls to BRP go
 * through the gateway as the page's own do.
 */
function toRouteObject(entry: RouteConfigEntry): RouteObject {
  const load = modules[`/src/${entry.file}`];
  if (!load) throw new Error(`No route module at src/${entry.file}`);
  const lazy = async () => {
    const module = await load();
    return {
      ...(module.default ? { Component: module.default } : {}),
      ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}),
      ...(module.clientLoader
        ? { loader: module.clientLoader }
        : pageWithForm(module)
          ? { loader: module.loader }
          : {}),
      ...(pageWithForm(module) ? { action: module.action } : {}),
      ...(module.handle ? { handle: module.handle } : {}),
    };
  };
  const common = { id: entry.id ?? entry.file, lazy, caseSensitive: entry.caseSensitive };
  if (entry.index) return { ...common, index: true };
  return { ...common, path: entry.path, children: entry.children?.map(toRouteObject) };
}

const appRoutes = (routes as RouteConfigEntry[]).map(toRouteObject);

/** The demo customer of the mock (openapi/booking.yaml's login example). */
export const DEMO_CUSTOMER = {
  username: 'anna.lindqvist@example.se',
  password: 'Simma2026!',
  session: { customerId: 4711, firstName: 'Anna' } satisfies PublicSession,
};

export interface OpenOptions {
  /** Signed in as the demo customer: through the gateway's login, as the browser does. */
  signedIn?: boolean;
  /** The stored order and cart the page opens with, as its cookies hold them. */
  cart?: StoredCart;
  /** The visitor's answer about analytics, in its cookie: 'denied' by default, so no banner. */
  consent?: AnalyticsConsent | null;
}

let rules: ScenarioRule[] = [];

function sendRules(): void {
  for (const instance of [bookingAxios, contentAxios]) {
    if (rules.length === 0) delete instance.defaults.headers.common[SCENARIOS_HEADER];
    else instance.defaults.headers.common[SCENARIOS_HEADER] = JSON.stringify(rules);
  }
}

/**
 * Answers the calls that match with a named scenario of the mock from now on, e.g.
 * `scenario('GET', '/customers/*\/valuecards', 'example=empty')` or `'code=500'`; a later choice
 * for the same call wins. Path relative to the booking API unless it starts with '/wp/' or '/mild/'.
 */
export function scenario(method: string, path: string, prefer: string): void {
  rules = [scenarioRule(method, path, prefer), ...rules];
  sendRules();
}

/** Forgets the test's scenarios: the mock's ordinary answers again. */
export function clearScenarios(): void {
  rules = [];
  sendRules();
}

/** The gateway's login for the demo customer: its session cookie lands in the document's jar. */
async function signIn(): Promise<PublicSession> {
  await login({ username: DEMO_CUSTOMER.username, password: DEMO_CUSTOMER.password });
  return DEMO_CUSTOMER.session;
}

export interface OpenedPage extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
}

/** Opens the app at `path` (with its query string), as a visit that starts there. */
export async function openPage(path: string, options: OpenOptions = {}): Promise<OpenedPage> {
  const publicSession = options.signedIn ? await signIn() : null;
  session.adopt(publicSession);
  // The answer is in the browser's cookie, which the page reads, as the server read it.
  const consent = options.consent === undefined ? 'denied' : options.consent;
  if (consent) document.cookie = `${CONSENT_COOKIE}=${consent}; Path=/`;
  const rootData: RootData = {
    session: publicSession,
    brandName: 'Stadsbadet',
    cart: options.cart ?? NO_STORED_CART,
    consent,
    siteInfo: NO_SITE_INFO,
  };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => rootData,
        Component: Root,
        // Nothing before the root's data, as nothing is in a browser before the server's HTML.
        HydrateFallback: () => null,
        children: appRoutes,
      },
    ],
    {
      initialEntries: [path],
      getContext: () => {
        const context = new RouterContextProvider();
        context.set(publicSessionContext, publicSession);
        context.set(withdrawalsContext, testWithdrawals());
        return context;
      },
    },
  );
  // The page's modules load (lazily, as in the browser) before anything is asked of it: that is
  // the browser's download, not the page's own waiting, and it can take long on a loaded machine.
  await idle(router);
  styles ??= createCache({ key: EMOTION_KEY, speedy: true });
  const result = render(
    <CacheProvider value={styles}>
      <RouterProvider router={router} />
    </CacheProvider>,
  );
  return { ...result, router };
}

/**
 * The styles of this file's pages, as the browser's cache holds them (src/entry.client.tsx): added
 * with insertRule into one sheet, as in a production build, and removed when the file ends
 * (clearStyles). jsdom's getComputedStyle, behind every role query, toBeVisible and axe check,
 * walks every style rule in the document: emotion's default cache, shared by every file of a
 * worker, kept one <style> element per rule of every page the worker had opened.
 */
let styles: EmotionCache | null = null;

/** Removes the styles of this file's pages, once the file has ended. */
export function clearStyles(): void {
  styles?.sheet.flush();
  styles = null;
}

/**
 * Resolves once the router has loaded the address's route modules and run their loaders: after
 * openPage, and after a tap that navigates (the next page's modules load as in the browser).
 */
export function idle(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  const done = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe(() => {
      if (!done()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Fails with axe's WCAG 2.2 A/AA violations in what the page shows now. jsdom lays nothing out and
 * paints nothing, so colour contrast is left to the e2e suite's axe check of each page in Chromium;
 * names, roles, labels and the document's structure are checked here, state by state.
 */
export async function expectAccessible(): Promise<void> {
  const axe = (await import('axe-core')).default;
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe WCAG 2.2 A/AA violations').toEqual([]);
}
