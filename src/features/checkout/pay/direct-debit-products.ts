// Which of the order's memberships BRP debits by Swedish Autogiro (decision 070): the product's
// debitMethod, read per membership line (an addition follows its membership).
import { useQueries } from '@tanstack/react-query';
import { getGetSubscriptionProductQueryOptions } from '@generated/booking/endpoints/catalogue/catalogue';
import type { Order } from '@generated/booking/model';

export type DebitKind = 'none' | 'autogiro' | 'elsewhere';

export function useMembershipDebit(order: Order): DebitKind {
  const lines = order.subscriptionItems.filter((item) => !item.addition);
  const products = useQueries({
    queries: lines.map((item) =>
      getGetSubscriptionProductQueryOptions(item.product.id, {
        businessUnit: order.businessUnit.id,
      }),
    ),
  });
  const methods = products.map((p) => p.data?.debitMethod);
  if (methods.includes('DIRECT_DEBIT_SE')) return 'autogiro';
  // Card and other countries' direct debits are registered on BRP's own pages (decision 070).
  if (methods.some((m) => m && m !== 'MANUAL_DEBIT')) return 'elsewhere';
  return 'none';
}
