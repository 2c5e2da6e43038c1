import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { accountRoutes } from '@/features/account/routes';
import { authRoutes } from '@/features/auth/routes';
import { checkoutRoutes } from '@/features/checkout/routes';
import { classesRoutes } from '@/features/classes/routes';
import { homeRoutes } from '@/features/home/routes';
import { servicesRoutes } from '@/features/services/routes';
import { LANGUAGES, type Language } from '@/lib/language';
import { startRouteDataWith, withRouteData } from '@/lib/route-data';
import { RouteErrorPage } from './errors/route-error-page';
import { NotFoundPage } from './errors/not-found-page';
import { LanguageRoot } from './language-root';
import { SiteLayout } from './layout/site-layout';

/** Every route gets the error fallback screen unless it brings its own. */
function withErrorFallback(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    errorElement: route.errorElement ?? <RouteErrorPage />,
    ...(route.children ? { children: withErrorFallback(route.children) } : {}),
  })) as RouteObject[];
}

/** One language's tree. */
export function languageTree(language: Language): RouteObject {
  return {
    path: language === 'en' ? '/en' : '/',
    element: (
      <LanguageRoot language={language}>
        <SiteLayout />
      </LanguageRoot>
    ),
    errorElement: (
      <LanguageRoot language={language}>
        <RouteErrorPage />
      </LanguageRoot>
    ),
    children: withRouteData(
      withErrorFallback([
        ...homeRoutes(language),
        ...authRoutes(language),
        ...accountRoutes(language),
        ...classesRoutes(language),
        ...servicesRoutes(language),
        ...checkoutRoutes(language),
        { path: '*', element: <NotFoundPage /> },
      ]),
      language,
    ),
  };
}

// English first, so /en/… never falls into the Swedish tree's catch-all.
export const routes: RouteObject[] = [...LANGUAGES].reverse().map(languageTree);

/** The router; each route's `startsData` (src/lib/route-data.ts) starts as the route matches. */
export function createRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(routes);
  startRouteDataWith(router, queryClient);
  return router;
}
