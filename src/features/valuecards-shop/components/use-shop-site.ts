import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useCartFacility } from '@/lib/cart/use-cart-facility';
import { chooseShopSite, siteFromSearch } from '../logic/shop-search';
import { facilitiesQuery } from '../queries';

/**
 * The facility the page shows (chooseShopSite) and a way to choose another (kept in `?site=`, so
 * a shared link shows the same). While an order is stored it shows the order's facility, and
 * choosing another asks to empty the cart first.
 */
export function useShopSite() {
  const [params, setParams] = useSearchParams();
  const cart = useCartFacility();
  const facilities = useQuery(facilitiesQuery());
  const site = chooseShopSite(facilities.data, cart.orderSite, siteFromSearch(params));
  const choose = async (id: number) => {
    if (id === site || !(await cart.allow(id))) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('site', String(id));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const name = (id: number | null) =>
    facilities.data?.find((facility) => facility.id === id)?.name ?? '';
  return { facilities, site, cart, choose, name };
}

export type ShopSite = ReturnType<typeof useShopSite>;
