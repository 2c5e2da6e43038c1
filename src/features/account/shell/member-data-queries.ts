// The queries of the member area's frame (useMemberData, the member page note), started by the
// routes' loaders (src/lib/route-data.ts): on the server, so the page arrives with them. Same
// generated options as the hooks, so each screen reads the cache entry its route started. (The
// overview's own: overview/route-data.ts.)
import {
  getGetCustomerQueryOptions,
  getListCustomerSubscriptionsQueryOptions,
} from '@generated/booking/endpoints/customers/customers';
import { getListMemberPagesQueryOptions } from '@generated/content/endpoints/pages/pages';
import type { Language } from '@/lib/language';
import type { RouteDataContext } from '@/lib/route-data';

/** The member's subscriptions: the frame's, and what the members-only pages go by. */
export const memberSubscriptionsQuery = (customerId: number) =>
  getListCustomerSubscriptionsQueryOptions(customerId);

/** All brp_my_pages posts of a language in one call (the site has one per menu entry at most). */
const NOTES_PER_PAGE = 100;

/** The editors' notes of the member pages (spec §7 `GET brp_my_pages?lang=`), one per page. */
export const memberPageNotesQuery = (language: Language) =>
  getListMemberPagesQueryOptions({ lang: language, per_page: NOTES_PER_PAGE });

/**
 * The customer and their subscriptions, at once: the frame shows the page only when both
 * succeed, and a token BRP refuses fails them (no separate token check: the session cookie and
 * BRP's own 401 say when a token is bad). With them the editors' notes, which the frame shows
 * under every member page.
 */
export function startMemberData({ queryClient, customerId, language }: RouteDataContext): void {
  if (customerId === null) return;
  void queryClient.prefetchQuery(getGetCustomerQueryOptions(customerId));
  void queryClient.prefetchQuery(memberSubscriptionsQuery(customerId));
  void queryClient.prefetchQuery(memberPageNotesQuery(language));
}
