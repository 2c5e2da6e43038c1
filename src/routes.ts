// The route table (spec §2): one tree per language from the same route modules, Swedish without
// a prefix, English under /en/ with its own slugs. Route ids name the language, so a module's
// two routes never share loader data.
import {
  index,
  layout,
  route,
  type RouteConfig,
  type RouteConfigEntry,
} from '@react-router/dev/routes';
import { LANGUAGES, type Language } from './lib/language.ts';
import {
  MEMBERSHIP_PRODUCT_SEGMENT,
  INVOICE_SEGMENT,
  MEMBER_CARD_SEGMENT,
  MEMBER_PAGES,
  PRODUCT_SEGMENT,
  PURCHASE_RECEIPT_SEGMENT,
  SHOP_PRODUCT_SEGMENT,
  routeSegment,
  slugAliases,
} from './lib/paths.ts';

function tree(language: Language): RouteConfigEntry[] {
  const id = (name: string) => ({ id: `${language}:${name}` });
  const at = (page: Parameters<typeof routeSegment>[0]) => routeSegment(page, language);
  return [
    index('features/home/route.tsx', id('home')),
    route(at('login'), 'features/auth/login/route.tsx', id('login')),
    route(at('resetPassword'), 'features/auth/reset-password/route.tsx', id('reset-password')),
    route(at('booking'), 'features/classes/booking/route.tsx', id('booking')),
    route(at('schedule'), 'features/classes/schedule/route.tsx', id('schedule')),
    route(at('bookingService'), 'features/services/page/route.tsx', id('booking-service')),
    route(at('valueCards'), 'features/valuecards-shop/list/route.tsx', id('value-cards')),
    route(
      `${at('valueCards')}/${SHOP_PRODUCT_SEGMENT}`,
      'features/valuecards-shop/product/route.tsx',
      id('value-card'),
    ),
    route(at('giftCards'), 'features/valuecards-shop/list/route.tsx', id('gift-cards')),
    route(
      `${at('giftCards')}/${SHOP_PRODUCT_SEGMENT}`,
      'features/valuecards-shop/product/route.tsx',
      id('gift-card'),
    ),
    route(at('checkout'), 'features/checkout/page/route.tsx', id('checkout')),
    route(at('courses'), 'features/courses/list/route.tsx', id('courses')),
    route(`${at('courses')}/${PRODUCT_SEGMENT}`, 'features/courses/page/route.tsx', id('course')),
    route(at('entries'), 'features/entries/list/route.tsx', id('entries')),
    route(`${at('entries')}/${PRODUCT_SEGMENT}`, 'features/entries/page/route.tsx', id('entry')),
    route(at('accessibility'), 'app/accessibility/route.tsx', id('accessibility')),
    route(at('withdrawal'), 'features/withdrawal/route.tsx', id('withdrawal')),
    route(at('memberships'), 'features/memberships/list/route.tsx', id('memberships')),
    route(
      `${at('memberships')}/${MEMBERSHIP_PRODUCT_SEGMENT}`,
      'features/memberships/product/route.tsx',
      id('membership'),
    ),
    route(at('memberArea'), 'features/account/shell/route.tsx', id('member-area'), [
      index('features/account/shell/index-route.tsx', id('member-area-index')),
      ...MEMBER_PAGES.map((page) =>
        route(page, `features/account/${page}/route.tsx`, id(`member:${page}`)),
      ),
      // A purchase's printable receipt (issue 23), a page of its own below the purchases.
      route(
        PURCHASE_RECEIPT_SEGMENT,
        'features/account/purchases/receipt/route.tsx',
        id('member:purchase-receipt'),
      ),
      // An invoice's own page (issue 44): its PDF, paying it, and the payment's return.
      route(INVOICE_SEGMENT, 'features/account/invoices/detail/route.tsx', id('member:invoice')),
      route(MEMBER_CARD_SEGMENT, 'features/account/card/route.tsx', id('member:card')),
    ]),
    // The other language's slug for the same page sends the visitor to this language's one.
    // Below it too: /courses/610/ on the Swedish side is /kurser/610/.
    ...slugAliases(language).flatMap(({ page, segment }) => [
      route(segment, 'app/slug-alias-route.ts', id(`alias:${page}`)),
      route(`${segment}/*`, 'app/slug-alias-route.ts', id(`alias:${page}/*`)),
    ]),
    route('*', 'app/errors/not-found-route.tsx', id('not-found')),
  ];
}

export default [
  // The logout action: the session cookie is the server's to clear (no page of its own).
  route('session/logout', 'app/session/logout-route.ts', { id: 'logout' }),
  ...LANGUAGES.map((language) =>
    language === 'sv'
      ? layout('app/language-layout.tsx', { id: 'sv' }, tree('sv'))
      : route(language, 'app/language-layout.tsx', { id: language }, tree(language)),
  ),
] satisfies RouteConfig;
