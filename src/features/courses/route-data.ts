// What the course routes start as they match (docs/decisions/010): the facilities, then the list
// or the product and its rounds at the facility the page will show (the stored order's, the URL's,
// else the first), so the server's page holds them.
import type { RouteDataContext } from '@/lib/route-data';
import { chooseShopSite, siteParam } from '@/lib/shop-site';
import { stockholmDay } from '@/lib/stockholm-days';
import { courseProductId } from './logic/course-id';
import { courseProductQuery, courseProductsQuery, courseRoundsQuery, sitesQuery } from './queries';

/** A failed facility list starts nothing more: the page shows its failure and asks again. */
const leftToThePage = () => {};

function withSite({ queryClient, url, cart }: RouteDataContext, then: (site: number) => void) {
  const orderSite = cart.orderId !== null ? cart.site : null;
  void queryClient.fetchQuery(sitesQuery()).then((sites) => {
    const site = chooseShopSite(sites, orderSite, siteParam(url.searchParams));
    if (site !== null) then(site);
  }, leftToThePage);
}

export function startCourseListData(context: RouteDataContext): void {
  withSite(context, (site) => void context.queryClient.prefetchQuery(courseProductsQuery(site)));
}

export function startCourseData(context: RouteDataContext): void {
  const id = courseProductId(context.params.productId);
  if (id === null) return;
  const today = stockholmDay(Date.now());
  withSite(context, (site) => {
    void context.queryClient.prefetchQuery(courseProductQuery(id, site));
    void context.queryClient.prefetchQuery(courseRoundsQuery(site, today));
  });
}
