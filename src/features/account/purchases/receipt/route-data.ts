// What a purchase's receipt page starts: the receipt's detail (often already cached by its card).
import type { RouteDataContext } from '@/lib/route-data';
import { purchaseReceiptQuery, receiptIdParam } from '../queries';

export function startPurchaseReceiptData({ queryClient, customerId, params }: RouteDataContext) {
  const receiptId = receiptIdParam(params.receiptId);
  if (customerId === null || receiptId === null) return;
  void queryClient.prefetchQuery(purchaseReceiptQuery(customerId, receiptId));
}
