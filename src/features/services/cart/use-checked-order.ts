// The order stored when the page opened, read once (spec §4): an order that can no longer be used
// (refused with 403, gone, no longer preliminary, or empty at price 0) is forgotten and the cart
// badge emptied, so the next pick starts a new order. An order created on this page is not checked
// (it is empty until its first item arrives).
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getGetOrderQueryOptions } from '@generated/booking/endpoints/orders/orders';
import { clearStoredOrder, storedOrderId, storedOrderUsable } from '@/lib/cart/stored-order';

export function useCheckedOrder(orderId: number | null) {
  const query = useQuery({
    ...getGetOrderQueryOptions(orderId ?? 0),
    enabled: orderId !== null,
    retry: false,
    // Spec §7: order endpoints do not refetch on window focus.
    refetchOnWindowFocus: false,
  });
  const usable = storedOrderUsable({
    order: query.data,
    error: query.isError ? query.error : undefined,
  });
  useEffect(() => {
    if (orderId !== null && !usable && storedOrderId() === orderId)
      clearStoredOrder({ emptyCart: true });
  }, [orderId, usable]);
  return orderId !== null && usable ? query.data : undefined;
}
