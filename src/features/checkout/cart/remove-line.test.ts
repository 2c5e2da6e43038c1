// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseConsent, CONSENT_COOKIE } from '@/lib/consent/analytics-consent';
import type { Order, OrderItem } from '@generated/booking/model';
import { ApiError } from '@/lib/api/api-error';
import { rememberBirthDate } from '@/lib/cart/membership-birth-dates';
import { clearStoredOrder } from '@/lib/cart/stored-order';
import { getCartCount, setCartCount } from '@/lib/storage';
import { removeLine, type RemoveLineApi } from './remove-line';

const item = {
  id: 771001,
  product: { id: 701, name: 'Massage 50 min' },
  price: { amount: 69500, currency: 'SEK' },
  quantity: 1,
} as OrderItem;
const line = { type: 'services' as const, item };
const orderWith = (services: number) =>
  ({
    serviceItems: Array.from({ length: services }, (_, i) => ({ id: i })),
    valueCardItems: [],
    groupActivityItems: [],
    subscriptionItems: [],
    articleItems: [],
    eventItems: [],
    entryItems: [],
  }) as unknown as Order;
const anOrder = (id: number) => ({ id, customer: null, subscriptionItems: [] });

// The visitor has accepted analytics: events are pushed.
beforeEach(() => chooseConsent('granted'));

afterEach(() => {
  clearStoredOrder();
  delete window.dataLayer;
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
});

describe('removeLine (spec §4 "Line removal")', () => {
  it('drops the count by one first, deletes, refreshes, then reports the removal once', async () => {
    setCartCount(3);
    const seen: number[] = [];
    const api: RemoveLineApi = {
      deleteItem: vi.fn(async () => {
        seen.push(getCartCount());
        return orderWith(1);
      }),
      refresh: vi.fn(async () => orderWith(1)),
    };
    await removeLine(api, anOrder(612345), line);
    expect(seen).toEqual([2]);
    expect(api.deleteItem).toHaveBeenCalledWith(612345, 'services', 771001);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(getCartCount()).toBe(1); // what the refreshed order holds
    expect(window.dataLayer).toHaveLength(1);
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'remove_from_cart' });
  });

  it('never lets the count go below 0', async () => {
    setCartCount(0);
    const api: RemoveLineApi = {
      deleteItem: vi.fn(async () => {
        expect(getCartCount()).toBe(0);
        return orderWith(0);
      }),
      refresh: async () => undefined,
    };
    await removeLine(api, anOrder(1), line);
    expect(getCartCount()).toBe(0);
  });

  it('refreshes the cart after a failed delete too, rethrows, and reports nothing', async () => {
    setCartCount(2);
    const refused = new ApiError({
      status: 403,
      message: 'x',
      errorCode: 'ORDER_ITEM_DELETE_NOT_ALLOWED',
    });
    const api: RemoveLineApi = {
      deleteItem: vi.fn(async () => {
        throw refused;
      }),
      refresh: vi.fn(async () => orderWith(2)),
    };
    await expect(removeLine(api, anOrder(1), line)).rejects.toBe(refused);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(getCartCount()).toBe(2);
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('removing a membership (issue 42)', () => {
  const membership = (id: number, extra: object = {}) => ({
    id,
    product: { id: 134, name: 'Gym & bad' },
    price: { amount: 49500, currency: 'SEK' },
    quantity: 1,
    ...extra,
  });
  const gym = membership(880001);
  const towel = membership(880002, {
    product: { id: 2101, name: 'Handduksservice' },
    addition: { parentItemId: 880001, mandatory: false },
  });
  const locker = membership(880003, {
    product: { id: 2102, name: 'Låsbart skåp' },
    addition: { parentItemId: 880001, mandatory: true },
  });
  const other = membership(880004, { addition: { parentItemId: 999999, mandatory: false } });
  const order = (customer: { id: number } | null) => ({
    id: 700001,
    customer,
    subscriptionItems: [gym, towel, locker, other],
  });
  const api = (): RemoveLineApi => ({
    deleteItem: vi.fn(async () => orderWith(0)),
    refresh: async () => orderWith(0),
  });

  it('on an anonymous order, removes its optional additions and then it, each with the birth date it was added with', async () => {
    rememberBirthDate(700001, [880001, 880002, 880003], '1985-03-12');
    const calls = api();
    await removeLine(calls, order(null) as unknown as Order, { type: 'subscriptions', item: gym });
    // BRP removes the mandatory addition itself; the other membership's addition stays.
    expect(vi.mocked(calls.deleteItem).mock.calls).toEqual([
      [700001, 'subscriptions', 880002, { birthDate: '1985-03-12' }],
      [700001, 'subscriptions', 880001, { birthDate: '1985-03-12' }],
    ]);
  });

  it("sends no birth date on a customer's order", async () => {
    rememberBirthDate(700001, [880001, 880002], '1985-03-12');
    const calls = api();
    await removeLine(calls, order({ id: 4711 }) as unknown as Order, {
      type: 'subscriptions',
      item: gym,
    });
    expect(vi.mocked(calls.deleteItem).mock.calls).toEqual([
      [700001, 'subscriptions', 880002],
      [700001, 'subscriptions', 880001],
    ]);
  });

  it('forgets the birth dates with the stored order, and never sends another order’s', async () => {
    rememberBirthDate(700002, [880001], '1985-03-12');
    const calls = api();
    await removeLine(calls, order(null) as unknown as Order, { type: 'subscriptions', item: gym });
    expect(vi.mocked(calls.deleteItem).mock.calls.at(-1)).toEqual([
      700001,
      'subscriptions',
      880001,
    ]);
  });
});
