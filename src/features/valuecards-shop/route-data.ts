// What the value-card routes start as they match (docs/decisions/010): the facilities, then the
// cards of the facility the page shows (the stored order's, the URL's, else the first), or the
// one card of a product page.
import type { RouteDataContext } from '@/lib/route-data';
import { chooseShopSite, positiveId, siteFromSearch } from './logic/shop-search';
import { facilitiesQuery, valueCardQuery, valueCardsQuery } from './queries';

function withSite(
  { queryClient, url, cart }: RouteDataContext,
  start: (site: number) => void,
): void {
  const orderSite = cart.orderId !== null ? cart.site : null;
  const wanted = siteFromSearch(url.searchParams);
  void queryClient
    .fetchQuery(facilitiesQuery())
    .then((sites) => {
      const site = chooseShopSite(sites, orderSite, wanted);
      if (site !== null) start(site);
    })
    .catch(() => undefined);
}

export function startValueCardList(context: RouteDataContext): void {
  withSite(context, (site) => void context.queryClient.prefetchQuery(valueCardsQuery(site)));
}

export function startValueCardProduct(context: RouteDataContext): void {
  const id = positiveId(context.params.productId);
  if (id === null) return;
  withSite(context, (site) => void context.queryClient.prefetchQuery(valueCardQuery(id, site)));
}
