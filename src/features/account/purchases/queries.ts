// The queries the purchases pages read, with the exact arguments their routes start (one cache entry).
// Kept free of components so the route's loader can import it without the page's code.
import {
  getGetCustomerReceiptQueryOptions,
  getListCustomerReceiptsQueryOptions,
} from '@generated/booking/endpoints/customers/customers';

export const customerReceiptsQuery = (customerId: number) =>
  getListCustomerReceiptsQueryOptions(customerId);

/** One receipt's detail, the same cache entry the purchases page's card fills (use-receipt-detail). */
export const purchaseReceiptQuery = (customerId: number, receiptId: number) =>
  getGetCustomerReceiptQueryOptions(customerId, receiptId);

/** The receipt id of the address (/mina-sidor/purchases/90188/), or null for anything else. */
export function receiptIdParam(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,14}$/.test(value)) return null;
  return Number(value);
}
