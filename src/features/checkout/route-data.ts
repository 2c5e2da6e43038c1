// What kassa/ (checkout/) starts as it matches (docs/decisions/010), decided by the same rule the
// page uses (the stored order comes from the cart's cookies on the server):
// - the checkout: its order, its lines' service details and additions, and the notices its lines
//   are checked against; for a signed-in customer also who they are (the customer step), the
//   value cards on the order (the discounts and the summary) and the payment methods (the
//   payment step);
// - the receipt: the order, the receipt its address names, and the customer when it is theirs.
import {
  getGetCustomerQueryOptions,
  getGetCustomerReceiptQueryOptions,
  getGetReceiptQueryOptions,
} from '@generated/booking/endpoints/customers/customers';
import type { RouteDataContext } from '@/lib/route-data';
import { uniqueNoticesQuery } from '@/lib/notices/notices-query';
import { checkoutMode } from './logic/checkout-mode';
import { prefetchLineDetails } from './cart/line-details';
import { reservationsQuery } from './discounts/discount-queries';
import { needsCustomer } from './pay/pay-rules';
import { needsPaymentMethod, paymentMethodsQuery } from './pay/payment-methods-query';
import { orderQuery } from './queries';

export function startCheckoutData({ queryClient, url, customerId, cart }: RouteDataContext): void {
  const mode = checkoutMode(url.searchParams, cart.orderId);
  if (mode.kind === 'receipt') {
    void queryClient
      .fetchQuery(orderQuery(mode.orderId))
      .then((order) => {
        if (customerId !== null && order.customer?.id === customerId)
          void queryClient.prefetchQuery(getGetCustomerQueryOptions(customerId));
      })
      .catch(() => undefined);
    if (mode.receiptId === null) return;
    void queryClient.prefetchQuery(
      customerId !== null
        ? getGetCustomerReceiptQueryOptions(customerId, mode.receiptId)
        : getGetReceiptQueryOptions(mode.receiptId),
    );
    return;
  }
  if (mode.kind !== 'checkout') return;
  // The lines' details need the order: they start the moment it arrives.
  void queryClient
    .fetchQuery(orderQuery(mode.orderId))
    .then((order) => prefetchLineDetails(queryClient, order))
    .catch(() => undefined);
  void queryClient.prefetchQuery(uniqueNoticesQuery());
  if (customerId === null) return;
  void queryClient.prefetchQuery(getGetCustomerQueryOptions(customerId));
  // The payment step's methods, when it will show them: once the order is the customer's and
  // something is left to pay after its value cards.
  void Promise.all([
    queryClient.fetchQuery(orderQuery(mode.orderId)),
    queryClient.fetchQuery(reservationsQuery(mode.orderId)),
  ])
    .then(([order, reservations]) => {
      if (!needsCustomer(order, customerId) && needsPaymentMethod(order, reservations))
        void queryClient.prefetchQuery(paymentMethodsQuery(order));
    })
    .catch(() => undefined);
}
