// Spec §2 "Cart lines": the checkout shows nothing until the service details and additions of
// every line are loaded. The queries are shared by the view and the route's data start, so the
// details of a cart start as soon as its order is read, before the page's code has arrived.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetServiceProductQueryOptions,
  getListServiceAdditionsQueryOptions,
} from '@generated/booking/endpoints/catalogue/catalogue';
import type { Order } from '@generated/booking/model';

/** Spec §9: additions are priced for customer type 1. */
const ADDITIONS_CUSTOMER_TYPE = 1;

/** The distinct service products of the order's service lines. */
export function serviceProductIds(order: Order): number[] {
  return [...new Set((order.serviceItems ?? []).map((item) => item.product.id))];
}

// A failed read is ignored (spec §7 "Handling of answers"): the line shows what the order says.
export const lineProductQuery = (id: number) => ({
  ...getGetServiceProductQueryOptions(id),
  retry: false,
});

export const lineAdditionsQuery = (id: number, site: number) => ({
  ...getListServiceAdditionsQueryOptions(id, {
    customerType: ADDITIONS_CUSTOMER_TYPE,
    businessUnit: site,
  }),
  retry: false,
});

/** Starts every line's details (route data start; errors are the view's to ignore). */
export function prefetchLineDetails(queryClient: QueryClient, order: Order): void {
  for (const id of serviceProductIds(order)) {
    void queryClient.prefetchQuery(lineProductQuery(id));
    void queryClient.prefetchQuery(lineAdditionsQuery(id, order.businessUnit.id));
  }
}
