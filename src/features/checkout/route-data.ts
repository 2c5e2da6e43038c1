// What kassa/ (checkout/) starts as it matches (docs/decisions/010): the order of the checkout,
// decided by the same rule the page uses, its lines' service details and additions, and the
// notices its lines are checked against; for a signed-in customer also who they are (the customer
// step) and the value cards on the order (the discounts and the summary).
import { getGetCustomerQueryOptions } from '@generated/booking/endpoints/customers/customers';
import type { RouteDataContext } from '@/lib/route-data';
import { storedOrderId } from '@/lib/cart/stored-order';
import { uniqueNoticesQuery } from '@/lib/notices/notices-query';
import { checkoutMode } from './logic/checkout-mode';
import { prefetchLineDetails } from './cart/line-details';
import { reservationsQuery } from './discounts/discount-queries';
import { orderQuery } from './queries';

export function startCheckoutData({ queryClient, url, customerId }: RouteDataContext): void {
  // The stored order is the browser's (localStorage): the server starts nothing for it.
  if (typeof document === 'undefined') return;
  const mode = checkoutMode(url.searchParams, storedOrderId());
  if (mode.kind !== 'checkout') return;
  // The lines' details need the order: they start the moment it arrives.
  void queryClient
    .fetchQuery(orderQuery(mode.orderId))
    .then((order) => prefetchLineDetails(queryClient, order))
    .catch(() => undefined);
  void queryClient.prefetchQuery(uniqueNoticesQuery());
  if (customerId === null) return;
  void queryClient.prefetchQuery(getGetCustomerQueryOptions(customerId));
  void queryClient.prefetchQuery(reservationsQuery(mode.orderId));
}
