// The order the checkout shows, with the options the route prefetches (one cache entry). Spec §7:
// order endpoints do not refetch on window focus; a refused read is not retried.
import { getGetOrderQueryOptions } from '@generated/booking/endpoints/orders/orders';

export const orderQuery = (orderId: number) => ({
  ...getGetOrderQueryOptions(orderId),
  retry: false,
  refetchOnWindowFocus: false,
});
