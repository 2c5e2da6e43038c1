// The four calls of the discounts section (spec §7 Orders), each followed by the page update:
// a coupon answer is the whole order (it becomes the cached order), a value-card change re-reads
// the reservations and the order. ORDER_NOT_PRELIMINARY forgets the stored order, as the rest of
// the checkout does (spec §4), and says so; the page then has no order and goes home.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  applyCoupon,
  createValueCardReservation,
  deleteValueCardReservation,
  removeCoupon,
} from '@generated/booking/endpoints/orders/orders';
import type { Order } from '@generated/booking/model';
import { clearStoredOrder, isOrderNotPreliminary, syncCartCount } from '@/lib/cart/stored-order';
import { toast } from '@/lib/toast';
import { orderQuery } from '../queries';
import { reservationsQuery } from './discount-queries';

export function useDiscountActions(orderId: number) {
  const { t } = useTranslation('checkout');
  const queryClient = useQueryClient();
  const showOrder = (order: Order) => {
    queryClient.setQueryData(orderQuery(orderId).queryKey, order);
    syncCartCount(order);
  };
  const reread = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reservationsQuery(orderId).queryKey }),
      queryClient.invalidateQueries({ queryKey: orderQuery(orderId).queryKey }),
    ]);

  return {
    applyCoupon: async (couponName: string) =>
      showOrder(await applyCoupon(orderId, { couponName })),
    removeCoupon: async (couponName: string) => showOrder(await removeCoupon(orderId, couponName)),
    reserveValueCard: async (valueCardNumber: string) => {
      await createValueCardReservation(orderId, { valueCardNumber });
      await reread();
    },
    releaseValueCard: async (reservationId: number) => {
      await deleteValueCardReservation(orderId, reservationId);
      await reread();
    },
    /** True when the error meant the order is closed: it is then forgotten and the user told. */
    handledOrderClosed: (error: unknown): boolean => {
      if (!isOrderNotPreliminary(error)) return false;
      toast.error(t('discounts.orderClosed'));
      clearStoredOrder({ emptyCart: true });
      return true;
    },
  };
}
