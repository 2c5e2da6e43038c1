// Whether the signed-in member has invoices that block booking (spec §8 "unpaid invoices", issue
// 44), so the booking pages and the overview can say so before a time is picked. Read in the
// browser only (never in a loader): the pages' server answer waits for no extra BRP call.
import { useQuery } from '@tanstack/react-query';
import { getListCustomerInvoicesQueryOptions } from '@generated/booking/endpoints/customers/customers';
import type { Invoice } from '@generated/booking/model';
import { stockholmDay } from '@/lib/stockholm-days';
import { invoiceStatus } from './invoice-status';

/** The unpaid invoices only (BRP's `excludePaid`): what the notice needs, nothing more. */
export const unpaidInvoicesQuery = (customerId: number) =>
  getListCustomerInvoicesQueryOptions(customerId, { excludePaid: true });

/**
 * The invoices that block booking: those past their due date (overdue, or already with a
 * collection agency). BRP refuses with UNPAID_INVOICES_EXIST only where the facility has set it to,
 * and not for an invoice still within its due date; telling a member they cannot book when they
 * can would be worse than saying it on BRP's refusal alone (docs/decisions/075, addendum).
 */
export function blockingInvoices(invoices: readonly Invoice[], today: string): Invoice[] {
  return invoices.filter((invoice) => {
    const status = invoiceStatus(invoice, today);
    return status === 'overdue' || status === 'collection';
  });
}

/**
 * Whether the member's invoices block booking, as far as the app can tell before BRP answers.
 * False while unknown, without a customer, and when the call fails: the booking then goes ahead
 * and BRP's refusal, if any, says so.
 */
export function useHasBlockingInvoices(customerId: number | null | undefined): boolean {
  const invoices = useQuery({
    ...unpaidInvoicesQuery(customerId ?? 0),
    enabled: !!customerId,
    // A failed read is not worth retrying for a notice: BRP's refusal still says it.
    retry: false,
  });
  if (!customerId || !invoices.data) return false;
  return blockingInvoices(invoices.data, stockholmDay(invoices.dataUpdatedAt)).length > 0;
}
