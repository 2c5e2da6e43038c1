// Spec §4 "Line removal": after the confirmation the stored cart count drops by one (never below
// 0), the delete call runs, the cart is refreshed whether it worked or not, and then the badge
// hears the new count; a successful removal is reported to analytics once.
import type { Order } from '@generated/booking/model';
import { trackRemoveFromCart } from '@/lib/analytics';
import { syncCartCount } from '@/lib/cart/stored-order';
import { getCartCount, setCartCount } from '@/lib/storage';
import type { CartLine, LineType } from '../logic/totals';

export interface RemoveLineApi {
  deleteItem: (orderId: number, type: LineType, itemId: number) => Promise<Order>;
  /** Reads the order again; undefined when that failed too. */
  refresh: () => Promise<Order | undefined>;
}

/** Removes one line; resolves with whether the delete call succeeded (its error is rethrown). */
export async function removeLine(api: RemoveLineApi, orderId: number, line: CartLine) {
  setCartCount(getCartCount() - 1);
  let failure: unknown = null;
  try {
    await api.deleteItem(orderId, line.type, line.item.id);
  } catch (error) {
    failure = error ?? new Error('Removal failed');
  }
  const fresh = await api.refresh().catch(() => undefined);
  if (fresh) syncCartCount(fresh);
  if (failure) throw failure;
  trackRemoveFromCart(line.item);
}
