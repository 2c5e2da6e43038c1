import {
  getCustomerReceipt,
  useGetCustomerReceipt,
} from '@generated/booking/endpoints/customers/customers';
import { createLimiter } from '@/lib/concurrency-limit';

/** At most this many receipt details are requested at once, over the whole page. */
export const MAX_DETAIL_REQUESTS = 3;
const limit = createLimiter(MAX_DETAIL_REQUESTS);

/**
 * A receipt's detail (facility, order numbers, items), requested only once its card is near the
 * viewport (`wanted`) and a few at a time: a year of receipts is one list request, then a handful
 * of details as the member scrolls (decision 014). A card that leaves before its turn cancels it.
 */
export function useReceiptDetail(customerId: number, receiptId: number, wanted: boolean) {
  return useGetCustomerReceipt(customerId, receiptId, {
    query: {
      enabled: wanted,
      queryFn: ({ signal }) =>
        limit(() => getCustomerReceipt(customerId, receiptId, undefined, signal)),
    },
  });
}
