// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseConsent, CONSENT_COOKIE } from '@/lib/consent/analytics-consent';
import type { Order, OrderItem } from '@generated/booking/model';
import { ApiError } from '@/lib/api/api-error';
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

// The visitor has accepted analytics: events are pushed.
beforeEach(() => chooseConsent('granted'));

afterEach(() => {
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
    await removeLine(api, 612345, line);
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
    await removeLine(api, 1, line);
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
    await expect(removeLine(api, 1, line)).rejects.toBe(refused);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(getCartCount()).toBe(2);
    expect(window.dataLayer).toBeUndefined();
  });
});
