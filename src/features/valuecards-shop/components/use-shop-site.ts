import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useStoredOrderId, useStoredOrderSite } from '@/lib/cart/stored-cart';
import { chooseShopSite, siteFromSearch } from '../logic/shop-search';
import { facilitiesQuery } from '../queries';

/**
 * The facility the page shows (chooseShopSite) and a way to choose another (kept in `?site=`, so
 * a shared link shows the same). While an order is stored it is locked to the order's facility.
 */
export function useShopSite() {
  const [params, setParams] = useSearchParams();
  const orderId = useStoredOrderId();
  const orderSite = useStoredOrderSite();
  const facilities = useQuery(facilitiesQuery());
  const locked = orderId !== null ? orderSite : null;
  const site = chooseShopSite(facilities.data, locked, siteFromSearch(params));
  const choose = (id: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('site', String(id));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const name = (id: number | null) =>
    facilities.data?.find((facility) => facility.id === id)?.name ?? '';
  return { facilities, site, locked: locked !== null && site === locked, choose, name };
}

export type ShopSite = ReturnType<typeof useShopSite>;
