// The document every page renders in, on the server and in the browser: the head (title, meta,
// the page's styles and scripts, each with the response's CSP nonce), the providers, and the
// visitor's session as the server's cookie says (nothing secret: who, and the first name).
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  type LinksFunction,
  type LoaderFunctionArgs,
} from 'react-router';
import { setBrandName } from '@/lib/env';
import { apiLocale, setApiLanguage } from '@/lib/api/api-language';
import { languageFromPath } from '@/lib/language';
import { browserQueryClient, createQueryClient } from '@/lib/query-client';
import { mergeDehydratedStates } from '@/lib/route-data';
import { InitialStoredCartContext, type StoredCart } from '@/lib/cart/stored-cart';
import { InitialSessionContext, session, type PublicSession } from '@/lib/session';
import { InitialConsentContext, type AnalyticsConsent } from '@/lib/consent/analytics-consent';
import type { SiteInfo } from '@/lib/site-info/site-info';
import {
  analyticsConsentContext,
  brandContext,
  publicSessionContext,
  siteInfoContext,
  storedCartContext,
} from '@/lib/server-context';
import { ServerNonceContext } from '@/lib/server-nonce';
import { COLOR_SCHEME_ATTRIBUTE, darkPalette, lightPalette } from '@/lib/theme/color-schemes';
import { RootErrorPage } from '@/app/errors/root-error-page';
import { FAVICON_DATA_URL } from '@/app/head/favicon';
import { ManifestLink } from '@/app/head/manifest-link';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', type: 'image/svg+xml', href: FAVICON_DATA_URL },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

export interface RootData {
  session: PublicSession | null;
  brandName: string;
  /** The cart the page was rendered with, so the browser's first render is the same. */
  cart: StoredCart;
  /** The visitor's answer about analytics, so the browser's first render shows the same banner. */
  consent: AnalyticsConsent | null;
  /** The footer's configured fallbacks. */
  siteInfo: SiteInfo;
}

export function loader({ context }: LoaderFunctionArgs): RootData {
  return {
    session: context.get(publicSessionContext),
    brandName: context.get(brandContext),
    cart: context.get(storedCartContext),
    consent: context.get(analyticsConsentContext),
    siteInfo: context.get(siteInfoContext),
  };
}

// The root's data never changes on a navigation: only a login or logout changes the session,
// and those update the browser's session store themselves.
export const shouldRevalidate = () => false;

let adopted = false;

/** The session and brand the page arrived with, taken in once before the first render. */
function adoptOnce(data: RootData | undefined): void {
  if (typeof document === 'undefined' || adopted || !data) return;
  adopted = true;
  session.adopt(data.session);
  setBrandName(data.brandName);
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const language = languageFromPath(pathname);
  const nonce = useContext(ServerNonceContext);
  // suppressHydrationWarning: the colour scheme script sets an attribute on <html> before React.
  return (
    <html lang={language} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* The stored scheme (or the system's) on <html> before the first paint: the same HTML
            for every visitor (the server's page cache keeps it), no flash of the other scheme. */}
        <InitColorSchemeScript attribute={COLOR_SCHEME_ATTRIBUTE} nonce={nonce} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The browser's own bar in the header's colour (it follows the system's scheme). */}
        <meta
          name="theme-color"
          media="(prefers-color-scheme: light)"
          content={lightPalette.primary.main}
        />
        <meta
          name="theme-color"
          media="(prefers-color-scheme: dark)"
          content={darkPalette.background.paper}
        />
        <ManifestLink language={language} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function Root() {
  const data = useLoaderData<typeof loader>();
  adoptOnce(data);
  const language = languageFromPath(useLocation().pathname);
  // One client per request on the server; one per language for the whole visit in the browser,
  // whose calls ask BRP for the page's language (decision 059).
  const [serverClient] = useState(() =>
    typeof document === 'undefined' ? createQueryClient() : null,
  );
  // The first page's language before its first call; later a navigation's loader sets the next
  // page's, and this follows once the address has changed (a render while the next page loads
  // still has the old address, and must not take the language back).
  if (!serverClient && apiLocale() === undefined) setApiLanguage(language);
  useLayoutEffect(() => setApiLanguage(language), [language]);
  const queryClient = serverClient ?? browserQueryClient(language);
  const dehydrated = mergeDehydratedStates(useMatches().map((match) => match.loaderData));
  // The page marks itself as the browser's own from inside its layout's boundary
  // (lib/page-hydrated.tsx), not from here: that boundary hydrates after the root.
  return (
    <InitialSessionContext.Provider value={data.session}>
      <InitialStoredCartContext.Provider value={data.cart}>
        <InitialConsentContext.Provider value={data.consent}>
          {/* Keyed by language: a mounted query observer keeps the client it was made with, and
              a page that stays mounted across the switch would keep showing the other language's
              answers (BRP's names). */}
          <QueryClientProvider client={queryClient} key={language}>
            <HydrationBoundary state={dehydrated}>
              <Outlet />
            </HydrationBoundary>
          </QueryClientProvider>
        </InitialConsentContext.Provider>
      </InitialStoredCartContext.Provider>
    </InitialSessionContext.Provider>
  );
}

export { RootErrorPage as ErrorBoundary };
