// What an invoice's page starts: the invoice (a payment's return lands here too).
import type { RouteDataContext } from '@/lib/route-data';
import { customerInvoiceQuery, invoiceIdParam } from '../queries';

export function startInvoiceData({ queryClient, customerId, params }: RouteDataContext): void {
  const invoiceId = invoiceIdParam(params.invoiceId);
  if (customerId === null || invoiceId === null) return;
  void queryClient.prefetchQuery(customerInvoiceQuery(customerId, invoiceId));
}
