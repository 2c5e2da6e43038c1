// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@generated/booking/model';
import { ApiError } from '../api/api-error';
import { getCartCount } from '../storage';
import { addToOrder } from './add-to-order';
import { storedOrderId, storedOrderSite, storeOrder } from './stored-order';

const order = (id: number, cards = 1): Order =>
  ({
    id,
    valueCardItems: Array.from({ length: cards }, (_, i) => ({ id: i })),
    groupActivityItems: [],
    subscriptionItems: [],
    articleItems: [],
    eventItems: [],
    serviceItems: [],
    entryItems: [],
  }) as unknown as Order;

beforeEach(() => localStorage.clear());

describe('adding a line to the stored order', () => {
  it('creates an anonymous order at the facility, stores it and counts its lines', async () => {
    const createOrder = vi.fn(() => Promise.resolve(order(700001, 0)));
    const addItem = vi.fn((id: number) => Promise.resolve(order(id, 1)));
    await addToOrder({ site: 3509, customerId: null, createOrder, addItem });
    expect(createOrder).toHaveBeenCalledWith({ businessUnit: 3509 });
    expect(addItem).toHaveBeenCalledWith(700001);
    expect([storedOrderId(), storedOrderSite(), getCartCount()]).toEqual([700001, 3509, 1]);
  });

  it('starts a new order once when the stored one is no longer open', async () => {
    storeOrder(612345, 1);
    const createOrder = vi.fn(() => Promise.resolve(order(700002, 0)));
    const closed = new ApiError({
      status: 403,
      message: 'closed',
      errorCode: 'ORDER_NOT_PRELIMINARY',
    });
    const addItem = vi.fn((id: number) =>
      id === 612345 ? Promise.reject(closed) : Promise.resolve(order(id, 2)),
    );
    const added = await addToOrder({ site: 1, customerId: 4711, createOrder, addItem });
    expect(added.id).toBe(700002);
    expect(createOrder).toHaveBeenCalledWith({ businessUnit: 1, customer: 4711 });
    expect(getCartCount()).toBe(2);
  });
});
