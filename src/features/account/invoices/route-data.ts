// What the invoices route starts (src/lib/route-data.ts): the customer's invoices.
import type { RouteDataContext } from '@/lib/route-data';
import { customerInvoicesQuery } from './queries';

export function startInvoicesData({ queryClient, customerId }: RouteDataContext): void {
  if (customerId === null) return;
  void queryClient.prefetchQuery(customerInvoicesQuery(customerId));
}
