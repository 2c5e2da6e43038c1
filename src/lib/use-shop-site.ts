// The facility a shop list or product page shows and how it changes (courses, entries): the
// facility list, the stored order's facility while it holds a cart (choosing another asks to
// empty the cart first, ./cart/use-cart-facility), else `?site=` (kept in the address, so a list
// is shareable per facility), else the first.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { getListBusinessUnitsQueryOptions } from '@generated/booking/endpoints/catalogue/catalogue';
import { useCartFacility } from './cart/use-cart-facility';
import { chooseShopSite, siteParam } from './shop-site';

export function useShopSite() {
  const [params, setParams] = useSearchParams();
  const sites = useQuery(getListBusinessUnitsQueryOptions());
  const cart = useCartFacility();
  const site = chooseShopSite(sites.data, cart.orderSite, siteParam(params));
  return {
    sites,
    site,
    siteName: sites.data?.find((unit) => unit.id === site)?.name ?? '',
    cart,
    choose: async (next: number) => {
      if (next === site || !(await cart.allow(next))) return;
      const copy = new URLSearchParams(params);
      copy.set('site', String(next));
      setParams(copy, { replace: true });
    },
  };
}
