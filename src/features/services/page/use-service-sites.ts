// The facilities the service is offered at (the product's business units, or every facility when
// the product names none) and the one shown: the stored order's facility while an order exists
// (its cart belongs there), else the URL's, else the first.
import { useQuery } from '@tanstack/react-query';
import { getListBusinessUnitsQueryOptions } from '@generated/booking/endpoints/catalogue/catalogue';
import type { IdName, ServiceProduct } from '@generated/booking/model';
import { storedOrderSite } from '@/lib/cart/stored-order';
import { useStoredOrderId } from '@/lib/cart/use-stored-order-id';

export function useServiceSites(product: ServiceProduct | undefined, wanted: number | null) {
  const own = product?.businessUnits ?? [];
  const needAll = !!product && own.length === 0;
  const all = useQuery({ ...getListBusinessUnitsQueryOptions(), enabled: needAll });
  const sites: IdName[] = needAll ? (all.data ?? []) : own;
  // Re-read whenever the stored order changes (this tab or another).
  const orderId = useStoredOrderId();
  const orderSite = orderId !== null ? storedOrderSite() : null;
  const offered = (id: number | null) =>
    id !== null && sites.some((s) => s.id === id) ? id : null;
  const site = offered(orderSite) ?? offered(wanted) ?? sites[0]?.id ?? null;
  return {
    sites,
    site,
    orderSite,
    sitesError: needAll && all.isError ? all.error : null,
    retrySites: () => void all.refetch(),
  };
}
