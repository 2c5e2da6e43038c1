// The route table (spec §2) in one place, per language. Swedish routes are unprefixed,
// English ones start with /en/ and use English slugs where the spec gives them.
import { languagePrefix, type Language } from './language.ts';

const slugs = {
  home: { sv: '', en: '' },
  login: { sv: 'logga-in/', en: 'login/' },
  resetPassword: { sv: 'reset-password/', en: 'reset-password/' },
  booking: { sv: 'booking/', en: 'booking/' },
  bookingService: { sv: 'booking-service/', en: 'booking-service/' },
  checkout: { sv: 'kassa/', en: 'checkout/' },
  schedule: { sv: 'schema/', en: 'schema/' },
  memberArea: { sv: 'mina-sidor/', en: 'mina-sidor/' },
  accessibility: { sv: 'tillganglighet/', en: 'accessibility/' },
  memberships: { sv: 'medlemskap/', en: 'memberships/' },
  courses: { sv: 'kurser/', en: 'courses/' },
  entries: { sv: 'entre/', en: 'entries/' },
  valueCards: { sv: 'vardekort/', en: 'value-cards/' },
  giftCards: { sv: 'presentkort/', en: 'gift-cards/' },
  withdrawal: { sv: 'angra-kop/', en: 'withdraw/' },
} as const;

export type PageName = keyof typeof slugs;

export const MEMBER_PAGES = [
  'overview',
  'bookings',
  'membership',
  'valuecards',
  'purchases',
  'invoices',
  'offers',
  'news',
  'payments',
  'profile',
  'workouts',
] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];

/** The route segment of a page, without slashes, for route definitions ('logga-in'). */
export function routeSegment(page: PageName, language: Language): string {
  return slugs[page][language].replace(/\/$/, '');
}

/**
 * The other language's slug of a page, where the two differ, names the same page in this
 * language too (spec §2: kassa/ (checkout/), logga-in/ (login/)): `/checkout/` is `/kassa/`,
 * `/en/logga-in/` is `/en/login/`. Their route segments, for the route table.
 */
export function slugAliases(language: Language): { page: PageName; segment: string }[] {
  return (Object.keys(slugs) as PageName[])
    .filter((page) => slugs[page].sv !== slugs[page].en)
    .map((page) => ({
      page,
      segment: routeSegment(page, language === 'sv' ? 'en' : 'sv'),
    }));
}

/**
 * The page's own address for an address through a slug alias, with its query string, or null
 * when the path is no alias ('/checkout/?orderid=1' → '/kassa/?orderid=1').
 */
export function canonicalAliasPath(pathname: string, search: string): string | null {
  const english = /^\/en(?=\/|$)/.test(pathname);
  const language: Language = english ? 'en' : 'sv';
  const rest = pathname.replace(/^\/en(?=\/|$)/, '').replace(/^\//, '');
  const [first = '', ...tail] = rest.split('/');
  const alias = slugAliases(language).find(({ segment }) => segment === first);
  if (!alias) return null;
  const after = tail.join('/');
  return `${pathTo(alias.page, language)}${after}${search}`;
}

export function pathTo(page: PageName, language: Language): string {
  return `${languagePrefix(language)}/${slugs[page][language]}`;
}

export function memberPagePath(page: MemberPage, language: Language): string {
  return `${pathTo('memberArea', language)}${page}/`;
}

/** The route segment of a value card's own page, below its list (routes.ts). */
export const SHOP_PRODUCT_SEGMENT = ':productId';

/**
 * A value card's page below the value-card list, or below the gift-card list when it is to be
 * given away (vardekort/301/, presentkort/301/), on the facility `site` when one is named.
 */
export function valueCardPath(
  productId: number,
  { gift, site }: { gift: boolean; site?: number | null },
  language: Language,
): string {
  const list = pathTo(gift ? 'giftCards' : 'valueCards', language);
  return `${list}${productId}/${site ? `?site=${site}` : ''}`;
}

/** One purchase's printable receipt, under the purchases page (mina-sidor/purchases/90188/). */
export function purchaseReceiptPath(receiptId: number, language: Language): string {
  return `${memberPagePath('purchases', language)}${receiptId}/`;
}

/** A product's page below its list (kurser/610/, entre/501/): the route's segment. */
export const PRODUCT_SEGMENT = ':productId';

/** A course's or an entry's own page, for a facility when one is given (?site=). */
export function productPath(
  list: 'courses' | 'entries',
  productId: number,
  language: Language,
  site?: number | null,
): string {
  return `${pathTo(list, language)}${productId}/${site ? `?site=${site}` : ''}`;
}

/** The route segment of an invoice's own page, below the member area (routes.ts). */
export const INVOICE_SEGMENT = 'invoices/:invoiceId';

/** One invoice's page, under the invoices (mina-sidor/invoices/50231/), the payment's return too. */
export function invoicePath(invoiceId: number, language: Language): string {
  return `${memberPagePath('invoices', language)}${invoiceId}/`;
}

/** The route segment of a purchase's receipt, below the member area (routes.ts). */
export const PURCHASE_RECEIPT_SEGMENT = 'purchases/:receiptId';

/** The route segment of a membership's own page, below the list (medlemskap/134/). */
export const MEMBERSHIP_PRODUCT_SEGMENT = ':productId';

/** A membership's page, shareable in both languages (medlemskap/134/, en/memberships/134/). */
export function membershipPath(productId: number, language: Language, site?: number): string {
  return `${pathTo('memberships', language)}${productId}/${site ? `?site=${site}` : ''}`;
}

/** The member card's own page (large codes to scan at the entrance), under the overview. */
export const MEMBER_CARD_SEGMENT = 'card';

export function memberCardPath(language: Language): string {
  return `${pathTo('memberArea', language)}${MEMBER_CARD_SEGMENT}/`;
}

/**
 * The pages the service worker keeps for offline use (issue 23, decision 036): the overview (the
 * member card and the upcoming bookings) and the member card, in both languages.
 */
export function isOfflineMemberPath(pathname: string): boolean {
  return /^(\/en)?\/mina-sidor\/(overview|card)\/?$/.test(pathname);
}

/**
 * The login page, with the page the visitor is on as its return target (spec §2: after login the
 * user goes to the page they came from). The login page itself is never a return target.
 */
export function loginPathReturningTo(from: string, language: Language): string {
  const login = pathTo('login', language);
  const isLogin = [pathTo('login', 'sv'), pathTo('login', 'en')].some((path) =>
    from.startsWith(path),
  );
  return isLogin ? from : `${login}?returnTo=${encodeURIComponent(from)}`;
}

/** The member area, the checkout and the session's own paths: one visitor's, never cached or indexed. */
export function isPersonalPath(pathname: string): boolean {
  return /^(\/en)?\/(mina-sidor|kassa|checkout|session)(\/|$)/.test(pathname);
}

/** The web app manifest of a language (server/web-manifest.ts). */
export function manifestPath(language: Language): string {
  return `${languagePrefix(language)}/manifest.webmanifest`;
}

/** The same page in the other language: swaps the prefix and the slugs that differ. */
export function switchLanguagePath(pathname: string, to: Language): string {
  // Repeated slashes would turn `/en//evil.example/` into a link to another host.
  const cut = pathname.search(/[?#]/);
  const [path, rest] = cut < 0 ? [pathname, ''] : [pathname.slice(0, cut), pathname.slice(cut)];
  const collapsed = `${path.replace(/[\\/]{2,}/g, '/')}${rest}`;
  const withoutPrefix = collapsed.replace(/^\/en(?=\/|$)/, '') || '/';
  let translated = withoutPrefix;
  for (const slug of Object.values(slugs)) {
    for (const from of Object.values(slug)) {
      if (from && translated.startsWith(`/${from}`)) {
        translated = `/${slug[to]}${translated.slice(from.length + 1)}`;
        break;
      }
    }
    if (translated !== withoutPrefix) break;
  }
  return `${languagePrefix(to)}${translated}`;
}

/**
 * A return target taken from a query string or state is used only when it is a path of this
 * site: never another origin, never a protocol-relative or scripted URL. The check runs on the
 * path as the browser will resolve it (dot segments and percent-escapes undone), because
 * `/..//evil.example` is `//evil.example` once normalised.
 */
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return null;
  // Control characters and backslashes let browsers read a path as another origin.
  const unsafeChar = (text: string) => [...text].some((char) => char < ' ' || char === '\\');
  if (unsafeChar(candidate)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(candidate);
  } catch {
    return null;
  }
  if (unsafeChar(decoded)) return null;
  try {
    const url = new URL(candidate, 'https://same.site');
    if (url.origin !== 'https://same.site') return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // After normalising, the path must still be one path of this site, not `//host`.
    if (!path.startsWith('/') || path.startsWith('//')) return null;
    const again = new URL(path, 'https://same.site');
    if (again.origin !== 'https://same.site') return null;
    // A dot segment hidden behind percent-escapes would be resolved by the next reader.
    const decodedPath = new URL(decoded.replace(/[?#].*$/, ''), 'https://same.site');
    if (decodedPath.origin !== 'https://same.site' || decodedPath.pathname.startsWith('//'))
      return null;
    return path;
  } catch {
    return null;
  }
}

/** The withdrawal function, with an order's number chosen already (a receipt's, a purchase's). */
export function withdrawalPath(language: Language, orderNumber?: number | string): string {
  const path = pathTo('withdrawal', language);
  // A receipt's order number may come as text; only digits name one.
  const number = String(orderNumber ?? '');
  return /^\d{1,10}$/.test(number) ? `${path}?order=${number}` : path;
}

/** A member's withdrawals with their status, as the withdrawal route's loader answers them. */
export const withdrawalStatusPath = (language: Language) =>
  `${pathTo('withdrawal', language)}?status`;
