// Spec §2: changing facility while an order exists asks first and offers to empty the cart (an
// order belongs to one business unit). The treatment page does it in place; the shop's lists and
// product pages (value cards, memberships, courses, entries) ask through this hook and
// components/facility-change. Decision 069.
import { useState } from 'react';
import { clearStoredOrder } from './stored-order';
import { useStoredOrderId, useStoredOrderSite } from './stored-cart';

export function useCartFacility() {
  const orderId = useStoredOrderId();
  const storedSite = useStoredOrderSite();
  const orderSite = orderId !== null ? storedSite : null;
  const [pending, setPending] = useState<((emptied: boolean) => void) | null>(null);

  /**
   * Resolves true when `site` can be used: no cart, a cart of that facility, or the visitor chose
   * to empty the cart of another; false when they kept it.
   */
  const allow = (site: number): Promise<boolean> =>
    orderSite === null || site === orderSite
      ? Promise.resolve(true)
      : new Promise((resolve) => setPending(() => resolve));

  const answer = (empty: boolean) => {
    if (empty) clearStoredOrder({ emptyCart: true });
    pending?.(empty);
    setPending(null);
  };

  return {
    /** The facility of the stored cart, or null without one. */
    orderSite,
    allow,
    asking: pending !== null,
    empty: () => answer(true),
    keep: () => answer(false),
  };
}

export type CartFacility = ReturnType<typeof useCartFacility>;
