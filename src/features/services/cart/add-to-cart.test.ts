// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@generated/booking/model';
import { ApiError } from '@/lib/api/api-error';
import { CART_CHANGED_EVENT, getCartCount, storage } from '@/lib/storage';
import { addSlotToCart, type CartApi } from './add-to-cart';

const order = (id: number, services = 1): Order =>
  ({
    id,
    number: 1,
    created: '2026-01-12T10:00:00Z',
    preliminary: true,
    orderStatus: { id: 1, name: 'Skapad' },
    businessUnit: { id: 1, name: 'Haga' },
    customer: null,
    price: { amount: 69500 * services, currency: 'SEK' },
    leftToPay: { amount: 69500 * services, currency: 'SEK' },
    vatSums: [],
    valueCardItems: [],
    groupActivityItems: [],
    subscriptionItems: [],
    articleItems: [{ id: 9, product: { id: 811, name: 'Aromaolja' }, price: { amount: 4900 } }],
    eventItems: [],
    serviceItems: Array.from({ length: services }, (_, i) => ({ id: i + 1 })),
    entryItems: [],
  }) as unknown as Order;

const slot = { productId: 701, site: 1, start: '2026-01-13T08:00:00.000Z', customerId: null };
const notPreliminary = () =>
  new ApiError({ status: 403, message: 'x', errorCode: 'ORDER_NOT_PRELIMINARY' });

function api(over: Partial<CartApi> = {}) {
  return {
    createOrder: vi.fn<CartApi['createOrder']>(async () => order(500, 0)),
    addServiceItem: vi.fn<CartApi['addServiceItem']>(async (id) => order(id, 2)),
    ...over,
  };
}

beforeEach(() => localStorage.clear());

describe('addSlotToCart (spec §4 "Cart and order")', () => {
  it('creates the order on the first pick, stores its id and facility, and adds the time', async () => {
    const calls = api();
    const heard = vi.fn();
    window.addEventListener(CART_CHANGED_EVENT, heard);
    await addSlotToCart(calls, { ...slot, site: 4128, customerId: 4711 });
    window.removeEventListener(CART_CHANGED_EVENT, heard);

    expect(calls.createOrder).toHaveBeenCalledWith({ businessUnit: 4128, customer: 4711 });
    expect(calls.addServiceItem).toHaveBeenCalledWith(500, {
      serviceProduct: 701,
      start: slot.start,
      quantity: 1,
    });
    expect(storage.get('orderId')).toBe('500');
    expect(storage.get('selectedBusinessUnit')).toBe('4128');
    expect(getCartCount()).toBe(3); // two services and one article in the answer
    expect(heard).toHaveBeenCalled();
  });

  it('creates an anonymous order (customer null) without a session', async () => {
    const calls = api();
    await addSlotToCart(calls, slot);
    expect(calls.createOrder).toHaveBeenCalledWith({ businessUnit: 1 });
  });

  it('adds to the stored order without creating another', async () => {
    storage.set('orderId', '321');
    storage.set('selectedBusinessUnit', '1');
    const calls = api();
    await addSlotToCart(calls, slot);
    expect(calls.createOrder).not.toHaveBeenCalled();
    expect(calls.addServiceItem).toHaveBeenCalledWith(321, expect.anything());
  });

  it('on ORDER_NOT_PRELIMINARY forgets the order and retries once with a new one', async () => {
    storage.set('orderId', '321');
    storage.set('selectedBusinessUnit', '1');
    const calls = api({
      addServiceItem: vi.fn<CartApi['addServiceItem']>(async (id) => {
        if (id === 321) throw notPreliminary();
        return order(id);
      }),
    });
    const result = await addSlotToCart(calls, slot);
    expect(result.id).toBe(500);
    expect(calls.createOrder).toHaveBeenCalledTimes(1);
    expect(storage.get('orderId')).toBe('500');
  });

  it('gives up after the one retry, leaving no unusable order stored', async () => {
    storage.set('orderId', '321');
    const calls = api({
      addServiceItem: vi.fn<CartApi['addServiceItem']>(async () => {
        throw notPreliminary();
      }),
    });
    await expect(addSlotToCart(calls, slot)).rejects.toMatchObject({
      errorCode: 'ORDER_NOT_PRELIMINARY',
    });
    expect(calls.addServiceItem).toHaveBeenCalledTimes(2);
    expect(storage.get('orderId')).toBe('500');
  });

  it('passes any other error on and keeps the order', async () => {
    storage.set('orderId', '321');
    const refused = new ApiError({
      status: 403,
      message: 'x',
      errorCode: 'NO_FREE_RESOURCES_AVAILABLE',
    });
    const calls = api({
      addServiceItem: vi.fn<CartApi['addServiceItem']>(async () => {
        throw refused;
      }),
    });
    await expect(addSlotToCart(calls, slot)).rejects.toBe(refused);
    expect(calls.addServiceItem).toHaveBeenCalledTimes(1);
    expect(storage.get('orderId')).toBe('321');
    expect(getCartCount()).toBe(0);
  });
});
