// The value cards reserved on the order, read by the discounts section and the summary (one cache
// entry). Only a signed-in customer can have added any (spec §6), so guests never ask. Like every
// order call (spec §7): no refetch on window focus, a refused read is not retried.
import { useQuery } from '@tanstack/react-query';
import { getListValueCardReservationsQueryOptions } from '@generated/booking/endpoints/orders/orders';
import { getListCustomerValueCardsQueryOptions } from '@generated/booking/endpoints/customers/customers';
import { useSession } from '@/lib/session';

export const reservationsQuery = (orderId: number) => ({
  ...getListValueCardReservationsQueryOptions(orderId),
  retry: false,
  refetchOnWindowFocus: false,
});

export function useValueCardReservations(orderId: number) {
  const { customerId } = useSession();
  return useQuery({ ...reservationsQuery(orderId), enabled: customerId !== null });
}

/** The signed-in customer's own cards, for choosing one instead of typing its number. */
export function useOwnValueCards(enabled: boolean) {
  const { customerId } = useSession();
  return useQuery({
    ...getListCustomerValueCardsQueryOptions(customerId ?? 0),
    enabled: enabled && customerId !== null,
    retry: false,
  });
}
