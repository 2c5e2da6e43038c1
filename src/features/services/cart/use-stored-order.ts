// The stored order as this page last knew it, without asking for it: the order the page opened
// with is read by useCheckedOrder, and each add puts the order the API answered into the cache
// (use-add-to-cart.ts). An order created on this page is never fetched while its first time is
// being added, whose answer an older empty one could overwrite.
import { useQuery } from '@tanstack/react-query';
import { getGetOrderQueryOptions } from '@generated/booking/endpoints/orders/orders';
import type { Order } from '@generated/booking/model';
import { useStoredOrderId } from '@/lib/cart/stored-cart';

export function useStoredOrder(): Order | undefined {
  const orderId = useStoredOrderId();
  const query = useQuery({ ...getGetOrderQueryOptions(orderId ?? 0), enabled: false });
  return orderId === null ? undefined : query.data;
}
