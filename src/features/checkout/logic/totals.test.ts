import { describe, expect, it } from 'vitest';
import type { Order } from '@generated/booking/model';
import { cartLines, couponSummary, formatRate, vatLines } from './totals';

const sum = (rate: string, amount: number) => ({ rate, amount: { amount, currency: 'SEK' } });

describe('vatLines (spec §2 "Checkout")', () => {
  it('gives one line per rate, highest first, amounts in minor units', () => {
    expect(vatLines([sum('6', 1200), sum('25', 13900), sum('12', 300)])).toEqual([
      { rate: 25, amount: 13900 },
      { rate: 12, amount: 300 },
      { rate: 6, amount: 1200 },
    ]);
  });

  it('hides rate 0 and adds up a rate that comes twice', () => {
    expect(vatLines([sum('0', 0), sum('25', 100), sum('25.0', 50), sum('0.00', 10)])).toEqual([
      { rate: 25, amount: 150 },
    ]);
  });

  it('hides every line while value cards are listed, and has none without sums', () => {
    expect(vatLines([sum('25', 100)], { valueCardsListed: true })).toEqual([]);
    expect(vatLines(undefined)).toEqual([]);
  });

  it('reads a decimal comma', () => {
    expect(vatLines([sum('12,5', 10)])).toEqual([{ rate: 12.5, amount: 10 }]);
    expect(formatRate(12.5, 'sv')).toBe('12,5');
    expect(formatRate(12.5, 'en')).toBe('12.5');
  });
});

describe('cartLines', () => {
  it('lists every item with the type its removal uses, services first', () => {
    const order = {
      serviceItems: [{ id: 1 }],
      valueCardItems: [{ id: 2 }],
      groupActivityItems: [],
      subscriptionItems: [],
      articleItems: [{ id: 3 }],
      eventItems: [],
      entryItems: [{ id: 4 }],
    } as unknown as Order;
    expect(cartLines(order).map((line) => [line.type, line.item.id])).toEqual([
      ['services', 1],
      ['entries', 4],
      ['articles', 3],
      ['valuecards', 2],
    ]);
  });
});

describe('couponSummary', () => {
  const money = (amount: number) => ({ amount, currency: 'SEK' });

  it('adds the discount back for the price before it, with its whole percentage', () => {
    expect(couponSummary({ price: money(132050), couponDiscount: money(6950) })).toEqual({
      before: 139000,
      discount: 6950,
      percent: 5,
    });
    expect(couponSummary({ price: money(62550), couponDiscount: money(6950) })?.percent).toBe(10);
  });

  it('is null without a discount', () => {
    expect(couponSummary({ price: money(69500), couponDiscount: null })).toBeNull();
    expect(couponSummary({ price: money(69500), couponDiscount: money(0) })).toBeNull();
  });
});
