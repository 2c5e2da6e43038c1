// What the purchases route starts (src/lib/route-data.ts): the receipts list. Each receipt's
// detail loads as its card nears the screen (decision 014), so none is started here.
import type { RouteDataContext } from '@/lib/route-data';
import { customerReceiptsQuery } from './queries';

export function startPurchasesData({ queryClient, customerId }: RouteDataContext): void {
  if (customerId === null) return;
  void queryClient.prefetchQuery(customerReceiptsQuery(customerId));
}
