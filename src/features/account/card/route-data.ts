// What the member card route starts (src/lib/route-data.ts): the entry tickets. The card itself
// (the customer and their subscriptions) is the member area frame's (shell/member-data-queries.ts).
import type { RouteDataContext } from '@/lib/route-data';
import { entryBookingsQuery } from './queries';

export function startCardData({ queryClient, customerId }: RouteDataContext): void {
  if (customerId === null) return;
  void queryClient.prefetchQuery(entryBookingsQuery(customerId));
}
