// What the payment info route starts (src/lib/route-data.ts): the four consent lists. The
// Norwegian and Danish ones decide whether their sections show at all, so they come too.
import type { RouteDataContext } from '@/lib/route-data';
import {
  cardConsentsQuery,
  dkDirectDebitsQuery,
  noDirectDebitsQuery,
  seDirectDebitsQuery,
} from './queries';

export function startPaymentsData({ queryClient, customerId }: RouteDataContext): void {
  if (customerId === null) return;
  void queryClient.prefetchQuery(cardConsentsQuery(customerId));
  void queryClient.prefetchQuery(seDirectDebitsQuery(customerId));
  void queryClient.prefetchQuery(noDirectDebitsQuery(customerId));
  void queryClient.prefetchQuery(dkDirectDebitsQuery(customerId));
}
