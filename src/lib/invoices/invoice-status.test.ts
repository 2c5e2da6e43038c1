import { describe, expect, it } from 'vitest';
import type { Invoice } from '@generated/booking/model';
import { canPayOnline, invoiceNumber, invoiceStatus, sortInvoices } from './invoice-status';

const TODAY = '2026-03-25';
const money = (amount: number) => ({ amount, currency: 'SEK' });
const invoice = (over: Partial<Invoice>): Invoice => ({
  id: 1,
  number: 10001,
  type: 'REGULAR',
  dueDate: '2026-04-08',
  totalAmount: money(59900),
  rest: money(59900),
  state: 'STATE_SENT',
  ...over,
});

describe('invoiceStatus', () => {
  it('is paid once nothing is left, whatever its due date', () => {
    expect(invoiceStatus(invoice({ rest: money(0), dueDate: '2026-01-01' }), TODAY)).toBe('paid');
    expect(invoiceStatus(invoice({ state: 'STATE_DONE' }), TODAY)).toBe('paid');
  });

  it('is overdue from the day after its due date, unpaid until then', () => {
    expect(invoiceStatus(invoice({ dueDate: TODAY }), TODAY)).toBe('unpaid');
    expect(invoiceStatus(invoice({ dueDate: '2026-03-24' }), TODAY)).toBe('overdue');
  });

  it('names a collection agency and Autogiro, which the member does not pay here', () => {
    const collected = invoice({ state: 'STATE_DEBT_COLLECTION', dueDate: '2026-01-01' });
    expect(invoiceStatus(collected, TODAY)).toBe('collection');
    expect(canPayOnline('collection')).toBe(false);
    expect(invoiceStatus(invoice({ type: 'DIRECT_DEBIT' }), TODAY)).toBe('directDebit');
    expect(canPayOnline('directDebit')).toBe(false);
    // A debit that failed leaves it overdue: then it is the member's to pay.
    const failedDebit = invoice({ type: 'DIRECT_DEBIT', dueDate: '2026-03-01' });
    expect(invoiceStatus(failedDebit, TODAY)).toBe('overdue');
    expect(canPayOnline('overdue')).toBe(true);
    expect(canPayOnline('unpaid')).toBe(true);
    expect(canPayOnline('paid')).toBe(false);
  });
});

describe('sortInvoices', () => {
  it('puts overdue, then unpaid first, each by due date, and the paid ones last, latest first', () => {
    const list = [
      invoice({ id: 1, rest: money(0), dueDate: '2026-01-31' }),
      invoice({ id: 2, dueDate: '2026-04-20' }),
      invoice({ id: 3, rest: money(0), dueDate: '2026-02-28' }),
      invoice({ id: 4, dueDate: '2026-03-01' }),
      invoice({ id: 5, type: 'DIRECT_DEBIT', dueDate: '2026-03-28' }),
      invoice({ id: 6, dueDate: '2026-04-01' }),
      invoice({ id: 7, dueDate: '2026-02-01' }),
    ];
    expect(sortInvoices(list, TODAY).map((i) => i.id)).toEqual([7, 4, 6, 2, 5, 3, 1]);
  });
});

describe('invoiceNumber', () => {
  it('carries the prefix BRP gives', () => {
    expect(invoiceNumber({ number: 10231 })).toBe('10231');
    expect(invoiceNumber({ number: 10231, prefix: 'HB-' })).toBe('HB-10231');
  });
});
