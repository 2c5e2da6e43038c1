// The facility a shop list or product page shows and how it changes (courses, entries): the
// facility list, the stored order's facility while it holds a cart (then the choice is locked),
// else `?site=` (kept in the address, so a list is shareable per facility), else the first.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { getListBusinessUnitsQueryOptions } from '@generated/booking/endpoints/catalogue/catalogue';
import { useStoredOrderId, useStoredOrderSite } from './cart/stored-cart';
import { chooseShopSite, siteParam } from './shop-site';

export function useShopSite() {
  const [params, setParams] = useSearchParams();
  const sites = useQuery(getListBusinessUnitsQueryOptions());
  const orderId = useStoredOrderId();
  const storedSite = useStoredOrderSite();
  const orderSite = orderId !== null ? storedSite : null;
  const site = chooseShopSite(sites.data, orderSite, siteParam(params));
  return {
    sites,
    site,
    siteName: sites.data?.find((unit) => unit.id === site)?.name ?? '',
    locked: orderSite !== null,
    choose: (next: number) => {
      const copy = new URLSearchParams(params);
      copy.set('site', String(next));
      setParams(copy, { replace: true });
    },
  };
}
