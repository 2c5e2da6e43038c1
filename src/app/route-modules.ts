// What each route needs before it can paint, as source modules: its lazy page chunks and the text
// namespaces it reads. Build-time only (no React here): scripts/route-preload-script.ts turns it
// into a tiny script that index.html's start-up script runs, preloading the chunks of the route
// being opened beside the main bundle, and scripts/bundle-report.ts weighs
// each route's JavaScript against its budget. A new lazy route adds its entry here.
import { LANGUAGES, languagePrefix, type Language } from '../lib/language.ts';
import {
  MEMBER_PAGES,
  memberPagePath,
  pathTo,
  routeSegment,
  type MemberPage,
  type PageName,
} from '../lib/paths.ts';

export interface RouteModules {
  /** A stable name, used by the bundle report's budgets ('login', 'member:overview'). */
  name: string;
  language: Language;
  /** Matches `location.pathname` (a RegExp source). */
  pattern: string;
  /** Source files relative to the repository root: page modules and locale JSON files. */
  modules: string[];
}

/** Loaded by every route at start-up (the error texts any screen may need). */
const STARTUP_NAMESPACES = ['errors'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const texts = (language: Language, namespaces: string[]) =>
  namespaces.map((ns) => `src/locales/${language}/${ns}.json`);

const MEMBER_PAGE_NAMESPACE: Record<MemberPage, string> = {
  overview: 'account-overview',
  bookings: 'account-bookings',
  membership: 'account-membership',
  valuecards: 'account-valuecards',
  purchases: 'account-purchases',
  offers: 'account-content',
  news: 'account-content',
  payments: 'account-payments',
  profile: 'account-profile',
  workouts: 'account-workouts',
};

/** Lazy pages outside the member area: page name → page module and namespaces. */
const PAGES: Partial<Record<PageName, { module: string; namespaces: string[] }>> = {
  login: {
    module: 'src/features/auth/login/login-page.tsx',
    namespaces: ['auth'],
  },
  resetPassword: {
    module: 'src/features/auth/reset-password/reset-password-page.tsx',
    namespaces: ['auth'],
  },
  booking: {
    module: 'src/features/classes/booking/booking-page.tsx',
    namespaces: ['classes'],
  },
  schedule: {
    module: 'src/features/classes/schedule/schedule-page.tsx',
    namespaces: ['classes'],
  },
  bookingService: {
    module: 'src/features/services/page/service-booking-page.tsx',
    namespaces: ['services'],
  },
  checkout: {
    module: 'src/features/checkout/page/checkout-page.tsx',
    namespaces: ['checkout'],
  },
};

/** Matches the address of the page at `segment` ('' for the start page), with or without its
 * trailing slash. */
const segmentPattern = (language: Language, segment: string) =>
  `^${escape(languagePrefix(language))}${segment ? `/${escape(segment)}` : ''}/?$`;

function forLanguage(language: Language): RouteModules[] {
  const prefix = escape(languagePrefix(language));
  const at = (segment: string) => segmentPattern(language, segment);
  const memberArea = routeSegment('memberArea', language);
  return [
    // Every page of the language (the start page and the 404 page are in the main bundle).
    {
      name: 'startup',
      language,
      pattern: language === 'en' ? '^/en(/|$)' : '^(?!/en(/|$))',
      modules: texts(language, STARTUP_NAMESPACES),
    },
    ...Object.entries(PAGES).map(([page, { module, namespaces }]) => ({
      name: page,
      language,
      pattern: at(routeSegment(page as PageName, language)),
      modules: [module, ...texts(language, namespaces)],
    })),
    ...MEMBER_PAGES.map((page) => ({
      name: `member:${page}`,
      language,
      // The member area's own address opens the overview.
      pattern: `^${prefix}/${escape(memberArea)}/${page === 'overview' ? '(overview/?)?' : `${page}/?`}$`,
      modules: [
        'src/features/account/shell/member-area-layout.tsx',
        `src/features/account/${page}/${page}-page.tsx`,
        ...texts(language, ['account', MEMBER_PAGE_NAMESPACE[page]]),
      ],
    })),
  ];
}

export const ROUTE_MODULES: RouteModules[] = LANGUAGES.flatMap(forLanguage);

export interface PrerenderedPage {
  path: string;
  /**
   * The page shows the same whatever the query string (the start page). Otherwise the
   * prerendered page is shown only on the bare address: the schedule's filters live in it.
   */
  ignoresSearch: boolean;
  /**
   * A signed-in member's page (the member overview): shown only when a token is stored; without
   * one the app sends the visitor to the login page, and the brand bar is the first paint.
   */
  signedIn?: boolean;
  /**
   * The checkout: shown only with an order stored (ORDER_ID, read as the app reads it) and no
   * `orderid` in the address (a receipt or a cancelled payment, which the app decides).
   */
  storedOrder?: boolean;
}

/**
 * The addresses whose first paint is the page itself, rendered at build time
 * (scripts/prerender-plugin.ts). Only pages whose first screen is the same for every visitor and at
 * any hour: the start page is texts and the skeletons of its two lists; the schedule, before a
 * facility is chosen, is texts, empty filters and three week buttons (their labels come with the
 * app); the class booking page is texts, its filters before the facility list has come (the
 * visitor's facility, the day and the day strip's dates come with the app) and the list's
 * skeleton. The login page is its texts and form, with its intro painted by the document from
 * the answer the document asked for (docs/decisions/023); a treatment's page is its intro, painted
 * the same way for the id in its address. The rest depend on the visitor. Both
 * class pages only on the bare address: their filters live in the query string.
 */
export const PRERENDERED_PAGES: PrerenderedPage[] = LANGUAGES.flatMap((language) => [
  { path: `${languagePrefix(language)}/`, ignoresSearch: true },
  {
    path: `${languagePrefix(language)}/${routeSegment('schedule', language)}/`,
    ignoresSearch: false,
  },
  {
    path: `${languagePrefix(language)}/${routeSegment('booking', language)}/`,
    ignoresSearch: false,
  },
  // Its query string (returnTo) changes where it goes after signing in, not what it shows.
  { path: pathTo('login', language), ignoresSearch: true },
  // A treatment's intro, painted by the document for the address's id (?id=…).
  { path: pathTo('bookingService', language), ignoresSearch: true },
  // The member overview, painted by the document from the member's data (docs/decisions/024).
  // (The member area's own address sends the app on to it.)
  { path: memberPagePath('overview', language), ignoresSearch: true, signedIn: true },
  // The checkout of the stored order, painted by the document from its answers (decision 025).
  { path: pathTo('checkout', language), ignoresSearch: true, storedOrder: true },
]);

export interface DocumentDataPage {
  /** Matches `location.pathname` (a RegExp source). */
  pattern: string;
  /** The page's address, from which the build records its requests (src/app/document-requests.ts). */
  address: string;
  /** The query parameter naming the product the page shows; without a valid one, nothing starts. */
  idParameter?: 'id';
  /**
   * A signed-in member's page: recorded signed in, started only with a usable stored session,
   * whose customer id goes into the requests (docs/decisions/024).
   */
  signedIn?: boolean;
  /**
   * The checkout of the stored order: recorded with an order stored, started only with a valid
   * stored ORDER_ID and no `orderid` in the address (a receipt), whose id goes into the requests.
   */
  storedOrder?: boolean;
  /**
   * A page for guests and members alike whose member asks for more (the checkout: who they are,
   * their value cards on the order): recorded both ways, the member's requests made only with a
   * usable stored session.
   */
  membersToo?: boolean;
}

/**
 * The pages whose data the document starts, beside the app's code (docs/decisions/022). Only
 * pages whose first requests depend on nothing but their address: the start page's two lists,
 * the login intro, and a treatment's product, content and notices (a test holds every page here
 * to that); and the member pages (the area's calls, and the overview's lists), whose requests depend
 * on the stored session too, which the document reads as the app does (docs/decisions/024), and the checkout's order and notices, from
 * the stored order the same way, with its lines' details once the order has answered and a
 * member's own record and value cards (decision 025). The class pages' filter lists would qualify too; they are left out until measured, since their
 * first paint is in the HTML already.
 */
export const DOCUMENT_DATA_PAGES: DocumentDataPage[] = LANGUAGES.flatMap((language) => {
  const page = (name: PageName) => ({
    pattern: segmentPattern(language, routeSegment(name, language)),
    address: pathTo(name, language),
  });
  // Every member page: the area's own calls (token check, customer, subscriptions), and the
  // overview's lists on the overview.
  const memberPages = MEMBER_PAGES.map((name) => {
    const address = memberPagePath(name, language);
    return { pattern: `^${escape(address.replace(/\/$/, ''))}/?$`, address, signedIn: true };
  });
  return [
    page('home'),
    page('login'),
    { ...page('bookingService'), idParameter: 'id' as const },
    ...memberPages,
    { ...page('checkout'), storedOrder: true, membersToo: true },
  ];
});
