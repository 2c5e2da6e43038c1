// A time already in the cart cannot be picked again (issue 41): BRP takes the same treatment time
// twice into one order and charges it twice.
import type { Order } from '@generated/booking/model';

/** The starts (epoch ms) of the product's times in the order, when the order is at this site. */
export function timesInCart(
  order: Order | undefined,
  productId: number | undefined,
  site: number | null,
): ReadonlySet<number> {
  if (!order || productId === undefined || order.businessUnit.id !== site) return new Set();
  return new Set(
    order.serviceItems
      .filter((item) => item.product.id === productId)
      .map((item) => Date.parse(item.duration.start)),
  );
}
