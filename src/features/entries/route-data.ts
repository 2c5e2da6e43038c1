// What the entry routes start as they match (docs/decisions/010): the facilities, then the list
// (with today's places) or the product and its windows at the facility the page will show.
import type { RouteDataContext } from '@/lib/route-data';
import { chooseShopSite, siteParam } from '@/lib/shop-site';
import { stockholmDay } from '@/lib/stockholm-days';
import { entryProductId } from './logic/entry-search';
import {
  entryAvailabilityQuery,
  entryProductQuery,
  entryProductsQuery,
  entryWindowsQuery,
  sitesQuery,
} from './queries';

/** A failed facility list starts nothing more: the page shows its failure and asks again. */
const leftToThePage = () => {};

function withSite({ queryClient, url, cart }: RouteDataContext, then: (site: number) => void) {
  const orderSite = cart.orderId !== null ? cart.site : null;
  void queryClient.fetchQuery(sitesQuery()).then((sites) => {
    const site = chooseShopSite(sites, orderSite, siteParam(url.searchParams));
    if (site !== null) then(site);
  }, leftToThePage);
}

export function startEntryListData(context: RouteDataContext): void {
  const today = stockholmDay(Date.now());
  withSite(context, (site) => {
    void context.queryClient.prefetchQuery(entryProductsQuery(site));
    void context.queryClient.prefetchQuery(entryAvailabilityQuery(site, today));
  });
}

export function startEntryData(context: RouteDataContext): void {
  const id = entryProductId(context.params.productId);
  if (id === null) return;
  const today = stockholmDay(Date.now());
  withSite(context, (site) => {
    void context.queryClient.prefetchQuery(entryProductQuery(id, site));
    void context.queryClient.prefetchQuery(entryWindowsQuery(id, site, today));
  });
}
