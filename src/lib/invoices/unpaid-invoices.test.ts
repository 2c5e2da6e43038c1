import { describe, expect, it } from 'vitest';
import type { Invoice } from '@generated/booking/model';
import { blockingInvoices } from './unpaid-invoices';

const TODAY = '2026-03-25';

const invoice = (over: Partial<Invoice>): Invoice =>
  ({
    id: 1,
    number: 1,
    type: 'REGULAR',
    dueDate: TODAY,
    rest: { amount: 59900, currency: 'SEK' },
    state: 'STATE_SENT',
    ...over,
  }) as Invoice;

describe('blockingInvoices', () => {
  it('counts an invoice past its due date, or with a collection agency', () => {
    const overdue = invoice({ id: 1, dueDate: '2026-03-24' });
    const collection = invoice({ id: 2, state: 'STATE_DEBT_COLLECTION' });
    expect(blockingInvoices([overdue, collection], TODAY)).toEqual([overdue, collection]);
  });

  it('leaves out one still within its due date, a paid one and an Autogiro one not yet due', () => {
    const invoices = [
      invoice({ id: 1 }),
      invoice({ id: 2, dueDate: '2026-03-01', rest: { amount: 0, currency: 'SEK' } }),
      invoice({ id: 3, type: 'DIRECT_DEBIT', dueDate: '2026-03-28' }),
    ];
    expect(blockingInvoices(invoices, TODAY)).toEqual([]);
  });
});
