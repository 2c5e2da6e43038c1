import { describe, expect, it } from 'vitest';
import type { Receipt } from '@generated/booking/model';
import {
  groupReceiptsByMonth,
  isValueCardPayment,
  itemCount,
  receiptPayments,
} from './receipt-grouping';

const SEK = (amount: number) => ({ amount, currency: 'SEK' });
const receipt = (id: number, created: string, extra: Partial<Receipt> = {}): Receipt => ({
  id,
  number: id,
  created,
  amount: SEK(10000),
  ...extra,
});

describe('groupReceiptsByMonth', () => {
  it('groups by Stockholm month, newest month first and newest receipt first within it', () => {
    const groups = groupReceiptsByMonth([
      receipt(1, '2025-11-14T07:55:12.000Z'),
      receipt(2, '2026-01-08T17:42:10.000Z'),
      receipt(3, '2025-11-28T10:00:00.000Z'),
      receipt(4, '2025-12-02T15:20:00.000Z'),
    ]);
    expect(groups.map((g) => g.key)).toEqual(['2026-01', '2025-12', '2025-11']);
    expect(groups[2]!.receipts.map((r) => r.id)).toEqual([3, 1]);
  });

  it('puts a receipt from late on the last evening of a month in Stockholm into the next month', () => {
    // 23:30 UTC on 31 Dec is 00:30 on 1 Jan in Stockholm (winter time, UTC+1).
    const groups = groupReceiptsByMonth([receipt(1, '2025-12-31T23:30:00.000Z')]);
    expect(groups.map((g) => g.key)).toEqual(['2026-01']);
    // 22:30 UTC on 31 Aug is 00:30 on 1 Sep in Stockholm (summer time, UTC+2).
    expect(groupReceiptsByMonth([receipt(2, '2025-08-31T22:30:00.000Z')])[0]!.key).toBe('2025-09');
  });

  it('returns no groups for no receipts', () => {
    expect(groupReceiptsByMonth([])).toEqual([]);
  });
});

describe('itemCount', () => {
  it('adds up quantities sent as strings (BRP), counting a missing or broken one as 1', () => {
    const item = (quantity?: string) => ({
      id: 1,
      product: { id: 1, name: 'Entré' },
      price: SEK(100),
      ...(quantity === undefined ? {} : { quantity }),
    });
    expect(itemCount([item('2'), item('1'), item(), item('x')])).toBe(5);
    expect(itemCount(undefined)).toBe(0);
  });
});

describe('value-card payments', () => {
  it("are marked by the method text 'Värdekort' or a value card", () => {
    expect(isValueCardPayment({ paymentMethod: 'Värdekort' })).toBe(true);
    expect(isValueCardPayment({ paymentMethod: 'Swish', valueCard: { number: '1' } })).toBe(true);
    expect(isValueCardPayment({ paymentMethod: 'Swish' })).toBe(false);
  });

  it('falls back to the receipt payment method when the list carries no payments', () => {
    expect(receiptPayments(receipt(1, '2026-01-01T10:00:00Z', { paymentMethod: 'Kort' }))).toEqual([
      { paymentMethod: 'Kort', amount: SEK(10000) },
    ]);
    expect(receiptPayments(receipt(1, '2026-01-01T10:00:00Z'))).toEqual([]);
  });
});
