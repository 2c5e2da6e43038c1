// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@generated/booking/model';
import { ApiError } from '../api/api-error';
import { getCartCount, setCartCount, storage } from '../storage';
import {
  clearStoredOrder,
  orderItemCount,
  storedOrderId,
  storedOrderUsable,
  storeOrder,
} from './stored-order';

const order = (over: Partial<Order> = {}): Order =>
  ({
    id: 1,
    preliminary: true,
    price: { amount: 69500, currency: 'SEK' },
    valueCardItems: [],
    groupActivityItems: [],
    subscriptionItems: [],
    articleItems: [],
    eventItems: [],
    serviceItems: [{ id: 1 }],
    entryItems: [],
    ...over,
  }) as unknown as Order;

beforeEach(() => localStorage.clear());

describe('stored order', () => {
  it('stores and reads the order id and facility under the spec keys', () => {
    storeOrder(612350, 3509);
    expect(localStorage.getItem('ORDER_ID')).toBe('612350');
    expect(localStorage.getItem('selectedbusinessunit')).toBe('3509');
    expect(storedOrderId()).toBe(612350);
  });

  it('ignores a stored id that is not a positive integer', () => {
    storage.set('orderId', 'abc');
    expect(storedOrderId()).toBeNull();
    storage.set('orderId', '-4');
    expect(storedOrderId()).toBeNull();
  });

  it('clears order and facility; empties the cart count only when asked', () => {
    storeOrder(1, 1);
    setCartCount(2);
    clearStoredOrder();
    expect(storedOrderId()).toBeNull();
    expect(storage.get('selectedBusinessUnit')).toBeNull();
    expect(getCartCount()).toBe(2);
    clearStoredOrder({ emptyCart: true });
    expect(getCartCount()).toBe(0);
  });

  it('counts the items of every type', () => {
    const items = [{ id: 1 }] as never[];
    expect(
      orderItemCount(order({ articleItems: items, eventItems: items, valueCardItems: items })),
    ).toBe(4);
  });
});

describe('storedOrderUsable (spec §4)', () => {
  it('keeps an open order with items', () => {
    expect(storedOrderUsable({ order: order() })).toBe(true);
  });

  it('drops an order that is no longer preliminary, and an empty order with price 0', () => {
    expect(storedOrderUsable({ order: order({ preliminary: false }) })).toBe(false);
    expect(
      storedOrderUsable({ order: order({ serviceItems: [], price: { amount: 0 } as never }) }),
    ).toBe(false);
  });

  it('drops the order when reading it is refused (403) or it is gone (404), not on other failures', () => {
    const failed = (status: number) => ({ error: new ApiError({ status, message: 'x' }) });
    expect(storedOrderUsable(failed(403))).toBe(false);
    expect(storedOrderUsable(failed(404))).toBe(false);
    expect(storedOrderUsable(failed(500))).toBe(true);
    expect(storedOrderUsable(failed(0))).toBe(true);
  });
});
