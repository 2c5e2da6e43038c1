// Spec §4 "Checkout vs receipt": once someone is signed in, the stored order gets its customer
// (PUT orders/{id} {customer: id}, BRP takes the id). A rejected update drops the stored order,
// its facility and the cart count; the visitor stays signed in and is told why (a toast, since
// the checkout then has no order and leaves for the start page).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { updateOrder } from '@generated/booking/endpoints/orders/orders';
import type { Order } from '@generated/booking/model';
import { clearStoredOrder, storedOrderId } from '@/lib/cart/stored-order';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { orderQuery } from '../queries';
import { isRejected, needsCustomer } from './pay-rules';

export function useAttachCustomer(order: Order) {
  const { t } = useTranslation('checkout');
  const queryClient = useQueryClient();
  const { customerId } = useSession();
  const attach = useMutation({
    mutationFn: (customer: number) => updateOrder(order.id, { customer }),
    onSuccess: (updated) => queryClient.setQueryData(orderQuery(order.id).queryKey, updated),
    onError: (error) => {
      if (!isRejected(error)) return;
      if (storedOrderId() === order.id) clearStoredOrder({ emptyCart: true });
      toast.error(t('customer.orderDropped'));
    },
  });

  const needed = needsCustomer(order, customerId);
  // Once per customer: a failure is shown with a retry instead of being repeated on every render.
  const triedFor = useRef<number | null>(null);
  const { mutate } = attach;
  useEffect(() => {
    if (!needed || customerId === null || triedFor.current === customerId) return;
    triedFor.current = customerId;
    mutate(customerId);
  }, [needed, customerId, mutate]);

  return {
    needed,
    pending: attach.isPending,
    error: attach.isError && !isRejected(attach.error) ? attach.error : null,
    retry: () => customerId !== null && attach.mutate(customerId),
  };
}
