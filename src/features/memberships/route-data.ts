// What the membership routes start as they match (docs/decisions/010): the facilities, then the
// facility's memberships (list), or its product, additions and terms (product page).
import type { RouteDataContext } from '@/lib/route-data';
import { chooseSite, productIdParam, siteParam } from './logic/site';
import {
  additionsQuery,
  membershipQuery,
  membershipsQuery,
  sitesQuery,
  termsQuery,
} from './queries';

function withSite(
  { queryClient, url, cart }: RouteDataContext,
  start: (site: number) => void,
): void {
  const wanted = siteParam(url.searchParams);
  void queryClient
    .fetchQuery(sitesQuery())
    .then((units) => {
      const site = chooseSite(units, wanted, cart.orderId !== null ? cart.site : null);
      if (site !== null) start(site);
    })
    .catch(() => undefined);
}

export function startMembershipsData(context: RouteDataContext): void {
  withSite(context, (site) => void context.queryClient.prefetchQuery(membershipsQuery(site)));
}

export function startMembershipData(context: RouteDataContext): void {
  const id = productIdParam(context.params.productId);
  if (id === null) return;
  const { queryClient } = context;
  withSite(context, (site) => {
    void queryClient.prefetchQuery(membershipQuery(id, site));
    void queryClient.prefetchQuery(additionsQuery(id, site));
    void queryClient.prefetchQuery(termsQuery(site));
  });
}
