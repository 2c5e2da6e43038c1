// @vitest-environment jsdom
// The add remembers the birth date of an anonymous order's new lines: BRP removes them only with it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@generated/booking/model';
import { birthDateOf } from '@/lib/cart/membership-birth-dates';
import { clearStoredOrder, storeOrder } from '@/lib/cart/stored-order';
import { addMembershipToCart, type MembershipCartApi } from './add-membership';

const line = (id: number, product: number, parent?: number) => ({
  id,
  product: { id: product, name: String(product) },
  price: { amount: 0, currency: 'SEK' },
  quantity: 1,
  ...(parent ? { addition: { parentItemId: parent, mandatory: false } } : {}),
});
const orderOf = (...subscriptionItems: ReturnType<typeof line>[]) =>
  ({
    id: 700001,
    customer: null,
    subscriptionItems,
    serviceItems: [],
    valueCardItems: [],
    groupActivityItems: [],
    articleItems: [],
    eventItems: [],
    entryItems: [],
  }) as unknown as Order;

afterEach(() => clearStoredOrder());

describe('addMembershipToCart', () => {
  it('remembers the birth date of the membership and its additions, not of lines already there', async () => {
    storeOrder(700001, 1);
    const api: MembershipCartApi = {
      createOrder: vi.fn(),
      addSubscriptionItem: vi
        .fn()
        .mockResolvedValueOnce(orderOf(line(11, 135), line(21, 134)))
        .mockResolvedValueOnce(orderOf(line(11, 135), line(21, 134), line(22, 2101, 21))),
    };
    await addMembershipToCart(
      api,
      {
        productId: 134,
        site: 1,
        birthDate: '1985-03-12',
        startDate: '2026-12-02',
        additions: [2101],
        customerId: null,
      },
      new Set([11]),
    );
    expect(vi.mocked(api.addSubscriptionItem).mock.calls[1]?.[1]).toMatchObject({
      additionTo: 21,
      birthDate: '1985-03-12',
    });
    expect([birthDateOf(700001, 21), birthDateOf(700001, 22)]).toEqual([
      '1985-03-12',
      '1985-03-12',
    ]);
    expect(birthDateOf(700001, 11)).toBeUndefined();
    clearStoredOrder();
    expect(birthDateOf(700001, 21)).toBeUndefined();
  });
});
