// What an invoice's state means to the member (issue 44), from BRP's InvoiceOut: paid once nothing
// is left (rest 0), overdue once its due date has passed in Stockholm, with a collection agency or
// drawn by Autogiro where BRP says so; and the order the list shows them in.
import type { Invoice } from '@generated/booking/model';

export type InvoiceStatus = 'overdue' | 'unpaid' | 'collection' | 'directDebit' | 'paid';

const COLLECTION_STATES: readonly Invoice['state'][] = [
  'STATE_DEBT_COLLECTION',
  'STATE_REMINDER_SERVICE',
];

/** The invoice's status on `today` ('YYYY-MM-DD', Stockholm). */
export function invoiceStatus(invoice: Invoice, today: string): InvoiceStatus {
  if (invoice.rest.amount <= 0 || invoice.state === 'STATE_DONE') return 'paid';
  if (COLLECTION_STATES.includes(invoice.state)) return 'collection';
  if (invoice.dueDate < today) return 'overdue';
  // Autogiro draws it on its due date: nothing for the member to do until then.
  if (invoice.type === 'DIRECT_DEBIT') return 'directDebit';
  return 'unpaid';
}

/**
 * Whether the member may pay it here: something is left and it is not with a collection agency
 * (the agency is paid, not the facility; BRP refuses such a payment unless the facility allows
 * it, and then its refusal says so). An Autogiro invoice is drawn by itself until it is overdue.
 */
export function canPayOnline(status: InvoiceStatus): boolean {
  return status === 'overdue' || status === 'unpaid';
}

const ORDER: Record<InvoiceStatus, number> = {
  overdue: 0,
  unpaid: 1,
  collection: 2,
  directDebit: 3,
  paid: 4,
};

/**
 * What needs the member first: overdue, then unpaid, with a collection agency, by Autogiro (each
 * by due date, the earliest first), then the paid ones, the latest first.
 */
export function sortInvoices(invoices: readonly Invoice[], today: string): Invoice[] {
  return [...invoices].sort((a, b) => {
    const [statusA, statusB] = [invoiceStatus(a, today), invoiceStatus(b, today)];
    if (statusA !== statusB) return ORDER[statusA] - ORDER[statusB];
    const byDue = a.dueDate.localeCompare(b.dueDate);
    return statusA === 'paid' ? -byDue || b.id - a.id : byDue || a.id - b.id;
  });
}

/** The number as printed on the invoice: with its facility's prefix when BRP gives one. */
export function invoiceNumber(invoice: Pick<Invoice, 'number' | 'prefix'>): string {
  return `${invoice.prefix ?? ''}${invoice.number}`;
}
