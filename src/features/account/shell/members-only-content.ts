// The content-site page of a members-only page (offers, news; spec §2 "Offers and membership
// information"), found by its title in the page language: the title and the query its page and
// its route share, so both ask for the same cache entry.
import { getListPagesQueryOptions, listPages } from '@generated/content/endpoints/pages/pages';
import type { ListPagesParams } from '@generated/content/model';
import type { Language } from '@/lib/language';
import type { RouteDataContext, StartRouteData } from '@/lib/route-data';
import en from '@/locales/en/account-content.json';
import sv from '@/locales/sv/account-content.json';
import { memberSubscriptionsQuery } from './member-data-queries';
import { canOpenMemberPage } from './member-pages';

export type MembersOnlyContentPage = 'offers' | 'news';

// The page's texts file, read here rather than through i18next: the route's loader needs the
// title before the page (and its texts) are loaded.
const TITLES = { sv, en } satisfies Record<
  Language,
  Record<MembersOnlyContentPage, { pageTitle: string }>
>;

/** 'Mina erbjudande' / 'My offers': the page's heading, and the title it is found by. */
export function membersOnlyContentTitle(page: MembersOnlyContentPage, language: Language): string {
  return TITLES[language][page].pageTitle;
}

/** The same request as ContentPage's (`useListPages({ search: title, lang })`). */
function contentParams(page: MembersOnlyContentPage, language: Language): ListPagesParams {
  return { search: membersOnlyContentTitle(page, language), lang: language };
}

/** A customer without a subscription opened the page: it shows no content, so none is asked. */
class NotForThisCustomer extends Error {}

/**
 * Starts the page's content, for a member only: as the page shows it (MembersOnly), never asked for
 * a customer without a subscription. The content's request waits for the subscriptions (the frame's
 * query, already on its way or answered) inside its own fetch, so the route's loader waits for both
 * (it waits for the queries its own start adds) and the page arrives with its content.
 */
export function startMembersOnlyContent(page: MembersOnlyContentPage): StartRouteData {
  return ({ queryClient, customerId, language }: RouteDataContext) => {
    if (customerId === null) return;
    const params = contentParams(page, language);
    void queryClient.prefetchQuery({
      queryKey: getListPagesQueryOptions(params).queryKey,
      queryFn: async ({ signal }) => {
        const subscriptions = await queryClient.ensureQueryData(
          memberSubscriptionsQuery(customerId),
        );
        if (!canOpenMemberPage(page, subscriptions.length > 0)) throw new NotForThisCustomer();
        return listPages(params, undefined, signal);
      },
      // A non-member's refusal is final; a failed fetch is asked again by the page (retryOnMount).
      retry: false,
    });
  };
}
