// What kassa/ (checkout/) starts as it matches (docs/decisions/010): the order of the checkout,
// decided by the same rule the page uses, and the notices its lines are checked against.
import type { RouteDataContext } from '@/lib/route-data';
import { storedOrderId } from '@/lib/cart/stored-order';
import { uniqueNoticesQuery } from '@/lib/notices/notices-query';
import { checkoutMode } from './logic/checkout-mode';
import { orderQuery } from './queries';

export function startCheckoutData({ queryClient, url }: RouteDataContext): void {
  const mode = checkoutMode(url.searchParams, storedOrderId());
  if (mode.kind !== 'checkout') return;
  void queryClient.prefetchQuery(orderQuery(mode.orderId));
  void queryClient.prefetchQuery(uniqueNoticesQuery());
}
