// What the service time route starts as it matches (docs/decisions/010): the product, its content
// and the notices; the free times too when the facility is known from the URL or the stored order.
import type { RouteDataContext } from '@/lib/route-data';
import { storedOrderSite } from '@/lib/cart/stored-order';
import { uniqueNoticesQuery } from '@/lib/notices/notices-query';
import { stockholmDay } from '@/lib/stockholm-days';
import { parseServiceSearch } from './logic/service-search';
import { serviceContentQuery, serviceProductQuery, suggestionsQuery } from './queries';

export function startServiceData({ queryClient, url }: RouteDataContext): void {
  const search = parseServiceSearch(url.searchParams, stockholmDay(Date.now()));
  if (!search.id) return;
  void queryClient.prefetchQuery(serviceProductQuery(search.id));
  void queryClient.prefetchQuery(serviceContentQuery(search.id));
  void queryClient.prefetchQuery(uniqueNoticesQuery());
  const site = storedOrderSite() ?? search.site;
  if (site) void queryClient.prefetchQuery(suggestionsQuery(search.id, site, search.from));
}
