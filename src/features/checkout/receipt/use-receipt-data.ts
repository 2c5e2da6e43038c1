// The calls of the receipt (spec §7): the order, the receipt when the return URL names one (the
// customer's own route when signed in, else GET receipts/{id}), and for a signed-in customer whose
// order it is, their profile: BRP's order names its customer only by id and name (CustomerOutRef),
// so the customer number, mobile and address of spec §2 come from GET customers/{id}, the query
// the login already fills. Generated query keys, so the purchases page shares the receipt.
import { useQuery } from '@tanstack/react-query';
import {
  getGetCustomerQueryOptions,
  getGetCustomerReceiptQueryOptions,
  getGetReceiptQueryOptions,
} from '@generated/booking/endpoints/customers/customers';
import { useSession } from '@/lib/session';
import { orderQuery } from '../queries';
import { receiptOnly, receiptState, type ReceiptCall } from './receipt-state';

// Like the order (spec §7): a receipt does not change, a refusal is not retried.
const once = { retry: false, refetchOnWindowFocus: false } as const;

export function useReceiptData(orderId: number, receiptId: number | null) {
  const { customerId } = useSession();
  const order = useQuery(orderQuery(orderId));
  const receipt = useQuery(
    customerId
      ? getGetCustomerReceiptQueryOptions(customerId, receiptId ?? 0, {
          query: { ...once, enabled: receiptId !== null },
        })
      : getGetReceiptQueryOptions(receiptId ?? 0, {
          query: { ...once, enabled: receiptId !== null },
        }),
  );
  const ownOrder = customerId !== null && order.data?.customer?.id === customerId;
  const profile = useQuery(
    getGetCustomerQueryOptions(customerId ?? 0, { query: { ...once, enabled: ownOrder } }),
  );
  const calls: ReceiptCall[] = [
    order,
    ...(receiptId ? [receipt] : []),
    ...(ownOrder ? [profile] : []),
  ];
  const state = receiptState(calls);
  return {
    state: receiptOnly(state, order, receiptId ? receipt : null) ? ('receiptOnly' as const) : state,
    order: order.data,
    receipt: receiptId ? receipt.data : undefined,
    customer: ownOrder ? profile.data : undefined,
    errors: calls.filter((call) => call.isError).map((call) => call.error),
    retry: () => {
      for (const query of [order, receipt, profile]) if (query.isError) void query.refetch();
    },
  };
}
