import { describe, expect, it } from 'vitest';
import type { Order } from '@generated/booking/model';
import { sameEmail, withdrawable } from './withdrawable';

const NOW = new Date('2026-03-25T09:07:00.000Z');

const order = (overrides: Partial<Order>): Order => ({
  id: 1,
  number: 90431,
  created: '2026-03-25T08:55:00.000Z',
  preliminary: false,
  orderStatus: { id: 3, name: 'Betald' },
  businessUnit: { id: 1, name: 'Haga' },
  customer: null,
  price: { amount: 50000, currency: 'SEK' },
  leftToPay: { amount: 0, currency: 'SEK' },
  vatSums: [],
  valueCardItems: [
    {
      id: 11,
      product: { id: 303, name: 'Presentkort' },
      price: { amount: 50000, currency: 'SEK' },
      quantity: 1,
    },
  ],
  groupActivityItems: [],
  subscriptionItems: [],
  articleItems: [],
  eventItems: [],
  serviceItems: [
    {
      id: 12,
      product: { id: 701, name: 'Massage' },
      price: { amount: 69500, currency: 'SEK' },
      quantity: 1,
    } as Order['serviceItems'][number],
  ],
  entryItems: [],
  ...overrides,
});

describe('withdrawable', () => {
  it('offers the lines with the right, of a paid order of the last 14 days', () => {
    const result = withdrawable(order({}), NOW, new Set());
    expect(result.nothing).toBeNull();
    expect(result.lines.map((line) => line.itemId)).toEqual([11]);
    expect(result.until).toBe('2026-04-08T08:55:00.000Z');
  });

  it('says why an order offers nothing', () => {
    expect(withdrawable(order({ preliminary: true }), NOW, new Set()).nothing).toBe('open');
    expect(withdrawable(order({ valueCardItems: [] }), NOW, new Set()).nothing).toBe('noRight');
    expect(
      withdrawable(order({ created: '2026-03-11T08:54:59.000Z' }), NOW, new Set()).nothing,
    ).toBe('tooOld');
    expect(
      withdrawable(order({ created: '2026-03-11T09:07:00.000Z' }), NOW, new Set()).nothing,
    ).toBeNull();
    expect(withdrawable(order({}), NOW, new Set([11])).nothing).toBe('allWithdrawn');
  });

  it('compares e-mail addresses without case or spaces', () => {
    expect(sameEmail(' Erik.Lindqvist@example.se', 'erik.lindqvist@example.se ')).toBe(true);
    expect(sameEmail('erik@example.se', null)).toBe(false);
  });
});
