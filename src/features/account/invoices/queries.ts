// The queries the invoices pages read, with the exact arguments their routes start (one cache
// entry each). Free of components, so the routes' loaders import them without the pages' code.
import {
  getGetCustomerInvoiceQueryOptions,
  getListCustomerInvoicesQueryOptions,
} from '@generated/booking/endpoints/customers/customers';

export const customerInvoicesQuery = (customerId: number) =>
  getListCustomerInvoicesQueryOptions(customerId);

export const customerInvoiceQuery = (customerId: number, invoiceId: number) =>
  getGetCustomerInvoiceQueryOptions(customerId, invoiceId);

/** The invoice id of the address (/mina-sidor/invoices/50231/), or null for anything else. */
export function invoiceIdParam(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,14}$/.test(value)) return null;
  return Number(value);
}
