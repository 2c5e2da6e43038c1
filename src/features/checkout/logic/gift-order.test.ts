// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@generated/booking/model';
import { storage } from '@/lib/storage';
import { isGiftOrder, receiptEmailFor } from './gift-order';

const order = (lists: Partial<Record<keyof Order, unknown[]>>): Order =>
  ({
    valueCardItems: [],
    groupActivityItems: [],
    subscriptionItems: [],
    articleItems: [],
    eventItems: [],
    serviceItems: [],
    entryItems: [],
    ...lists,
  }) as unknown as Order;
const card = { id: 1, product: { id: 301, name: '10-kort bad' } };
const massage = { id: 2, product: { id: 701, name: 'Massage 50 min' } };

beforeEach(() => localStorage.clear());

describe('a gift order', () => {
  it('is an order of value cards only', () => {
    expect(isGiftOrder(order({ valueCardItems: [card] }))).toBe(true);
    expect(isGiftOrder(order({ valueCardItems: [card], serviceItems: [massage] }))).toBe(false);
    expect(isGiftOrder(order({}))).toBe(false);
  });

  it("sends its receipt to the giver's e-mail, any other order to the customer's", () => {
    storage.set('giftFromEmail', 'giver@example.se');
    expect(receiptEmailFor(order({ valueCardItems: [card] }), 'anna@example.se')).toBe(
      'giver@example.se',
    );
    expect(
      receiptEmailFor(
        order({ valueCardItems: [card], serviceItems: [massage] }),
        'anna@example.se',
      ),
    ).toBe('anna@example.se');
    storage.remove('giftFromEmail');
    expect(receiptEmailFor(order({ valueCardItems: [card] }), 'anna@example.se')).toBe(
      'anna@example.se',
    );
  });
});
