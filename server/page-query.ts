// The query parameters each public page reads (its route modules and their parsers), so the page
// cache can key a page on those alone: `/?bust=1` … `/?bust=100` are one page, not a hundred
// renders. A page this table does not know keeps its whole query string, as before.
import { languageFromPath } from '../src/lib/language';
import { routeSegment, slugAliases, type PageName } from '../src/lib/paths';

/**
 * Checked against the parsers by server/page-query.test.ts: a parameter a page starts to read
 * must be added here, or two addresses that show different pages would share one.
 */
export const PAGE_QUERY_PARAMETERS: Partial<Record<PageName, readonly string[]>> = {
  home: [],
  // features/auth/login/login-page.tsx
  login: ['returnTo'],
  // features/auth/reset-password (route.tsx and the page)
  resetPassword: ['token'],
  // features/classes/logic/class-filters.ts
  booking: ['site', 'from', 'day', 'instructor', 'class', 'id'],
  // features/classes/logic/schedule-filters.ts
  schedule: ['site', 'week', 'class'],
  // features/services/logic/service-search.ts
  bookingService: ['id', 'site', 'from', 'day'],
  accessibility: [],
  // features/valuecards-shop/logic/shop-search.ts
  valueCards: ['site'],
  giftCards: ['site'],
};

/** The page a path shows (either language, either slug), when the table knows it. */
function pageOf(pathname: string): PageName | null {
  const language = languageFromPath(pathname);
  // The router matches paths in any case.
  const segment = pathname
    .replace(/^\/en(?=\/|$)/i, '')
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
  for (const page of Object.keys(PAGE_QUERY_PARAMETERS) as PageName[]) {
    if (routeSegment(page, language) === segment) return page;
  }
  const alias = slugAliases(language).find((entry) => entry.segment === segment);
  return alias && alias.page in PAGE_QUERY_PARAMETERS ? alias.page : null;
}

/**
 * The query string the page at `pathname` would show the same for: the parameters it reads, in
 * a fixed order of names (the values of one name keep theirs), '' when none; null when the
 * table does not know the page.
 */
export function pageQuery(pathname: string, search: string): string | null {
  const page = pageOf(pathname);
  const read = page === null ? undefined : PAGE_QUERY_PARAMETERS[page];
  if (read === undefined) return null;
  const kept = [...new URLSearchParams(search)]
    .filter(([name]) => read.includes(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return query ? `?${query}` : '';
}
