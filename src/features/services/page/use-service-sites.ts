// The facilities the service is offered at (the product's business units, or every facility when
// the product names none) and the one shown: the stored order's facility while an order exists
// (its cart belongs there), else the URL's, else the first.
import { useQuery } from '@tanstack/react-query';
import { getListBusinessUnitsQueryOptions } from '@generated/booking/endpoints/catalogue/catalogue';
import type { IdName, ServiceProduct } from '@generated/booking/model';
import { useStoredOrderId, useStoredOrderSite } from '@/lib/cart/stored-cart';
import { chooseServiceSite } from '../logic/service-site';

export function useServiceSites(product: ServiceProduct | undefined, wanted: number | null) {
  const own = product?.businessUnits ?? [];
  const needAll = !!product && own.length === 0;
  const all = useQuery({ ...getListBusinessUnitsQueryOptions(), enabled: needAll });
  const sites: IdName[] = needAll ? (all.data ?? []) : own;
  // Re-read whenever the stored order changes (this tab or another).
  const orderId = useStoredOrderId();
  const storedSite = useStoredOrderSite();
  const orderSite = orderId !== null ? storedSite : null;
  const site = chooseServiceSite(sites, orderSite, wanted);
  return {
    sites,
    site,
    sitesError: needAll && all.isError ? all.error : null,
    retrySites: () => void all.refetch(),
  };
}
