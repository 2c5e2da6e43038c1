// The order's payment methods (spec §2), read by the payment step and started by the checkout's
// route when the step will show them (one cache entry). Like every order call (spec §7): no
// refetch on window focus, a refused read is not retried.
import { getListPaymentMethodsQueryOptions } from '@generated/booking/endpoints/catalogue/catalogue';
import type { Order, ValueCardReservation } from '@generated/booking/model';
import { leftToPayAfterCards } from '../discounts/discount-rules';
import { isOrderPaid } from './pay-rules';

export const paymentMethodsQuery = (order: Pick<Order, 'id' | 'businessUnit'>) =>
  getListPaymentMethodsQueryOptions(
    order.businessUnit.id,
    { order: order.id },
    { query: { retry: false, refetchOnWindowFocus: false } },
  );

/** Spec §2: payment methods only when something is left to pay after the value cards. */
export function needsPaymentMethod(
  order: Order,
  reservations: readonly ValueCardReservation[],
): boolean {
  return !isOrderPaid(order, reservations) && leftToPayAfterCards(order, reservations) > 0;
}
