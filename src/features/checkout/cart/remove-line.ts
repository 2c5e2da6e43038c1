// Spec §4 "Line removal": after the confirmation the stored cart count drops (never below 0), the
// delete calls run, the cart is refreshed whether they worked or not, and then the badge hears the
// new count; a successful removal is reported to analytics once.
// A membership goes with its optional additions (BRP removes only the mandatory ones itself), and
// on an anonymous order each of these calls carries the birth date the line was added with.
import type { Order, OrderSubscriptionItem } from '@generated/booking/model';
import { trackRemoveFromCart } from '@/lib/analytics';
import { birthDateOf } from '@/lib/cart/membership-birth-dates';
import { syncCartCount } from '@/lib/cart/stored-order';
import { getCartCount, setCartCount } from '@/lib/storage';
import type { CartLine, LineType } from '../logic/totals';

export interface RemoveLineApi {
  deleteItem: (
    orderId: number,
    type: LineType,
    itemId: number,
    params?: { birthDate: string },
  ) => Promise<Order>;
  /** Reads the order again; undefined when that failed too. */
  refresh: () => Promise<Order | undefined>;
}

type OrderLines = Pick<Order, 'id' | 'customer' | 'subscriptionItems'>;

/** The optional additions BRP leaves in the order when their membership is removed. */
function optionalAdditions(order: OrderLines, membership: number): OrderSubscriptionItem[] {
  return order.subscriptionItems.filter(
    (item) => item.addition?.parentItemId === membership && item.addition.mandatory !== true,
  );
}

/** Removes one line (a membership with its optional additions); resolves when all went. */
export async function removeLine(api: RemoveLineApi, order: OrderLines, line: CartLine) {
  const ids = [
    ...(line.type === 'subscriptions' ? optionalAdditions(order, line.item.id) : []).map(
      (item) => item.id,
    ),
    line.item.id,
  ];
  setCartCount(getCartCount() - ids.length);
  let failure: unknown = null;
  try {
    for (const id of ids) {
      const birthDate =
        line.type === 'subscriptions' && !order.customer ? birthDateOf(order.id, id) : undefined;
      await api.deleteItem(order.id, line.type, id, ...(birthDate ? [{ birthDate }] : []));
    }
  } catch (error) {
    failure = error ?? new Error('Removal failed');
  }
  const fresh = await api.refresh().catch(() => undefined);
  if (fresh) syncCartCount(fresh);
  if (failure) throw failure;
  trackRemoveFromCart(line.item);
}
