// What the service time route starts as it matches (docs/decisions/010): the product, its content
// and the notices; then the free times of the facility the page will show, chosen by the page's
// own rule (the stored order's, the URL's, else the first the product is offered at). One call
// covers the whole strip, so the server renders the day the page chooses from them (shown-day.ts).
import { getListBusinessUnitsQueryOptions } from '@generated/booking/endpoints/catalogue/catalogue';
import type { RouteDataContext } from '@/lib/route-data';
import { uniqueNoticesQuery } from '@/lib/notices/notices-query';
import { stockholmDay } from '@/lib/stockholm-days';
import { chooseServiceSite } from './logic/service-site';
import { parseServiceSearch } from './logic/service-search';
import { serviceContentQuery, serviceProductQuery, suggestionsQuery } from './queries';

export function startServiceData({ queryClient, url, cart }: RouteDataContext): void {
  const search = parseServiceSearch(url.searchParams, stockholmDay(Date.now()));
  const id = search.id;
  if (!id) return;
  void queryClient.prefetchQuery(serviceContentQuery(id));
  void queryClient.prefetchQuery(uniqueNoticesQuery());
  const orderSite = cart.orderId !== null ? cart.site : null;
  // A facility already known starts its times at once; otherwise they wait for the product.
  const known = orderSite ?? search.site;
  if (known) void queryClient.prefetchQuery(suggestionsQuery(id, known, search.from));
  void queryClient
    .fetchQuery(serviceProductQuery(id))
    .then(async (product) => {
      const own = product.businessUnits ?? [];
      const sites =
        own.length > 0 ? own : await queryClient.fetchQuery(getListBusinessUnitsQueryOptions());
      const site = chooseServiceSite(sites, orderSite, search.site);
      if (site !== null && site !== known)
        void queryClient.prefetchQuery(suggestionsQuery(id, site, search.from));
    })
    .catch(() => undefined);
}
