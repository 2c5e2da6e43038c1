// The order being built (spec §3 storage keys, §4 "Cart and order"): its id in ORDER_ID, its
// facility in selectedbusinessunit, the number of items in CART_ITEMS. Shared by the service time
// page and the checkout. Every change of the count fires the cart event the header badge listens to
// (other tabs hear the storage event).
import type { Order } from '@generated/booking/model';
import { ApiError } from '../api/api-error';
import { CART_CHANGED_EVENT, setCartCount, storage } from '../storage';

export { storedOrderId, storedOrderSite } from './stored-order-ids';

function notify(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

/** Remembers a newly created order and the facility it belongs to. */
export function storeOrder(orderId: number, site: number): void {
  storage.set('orderId', String(orderId));
  storage.set('selectedBusinessUnit', String(site));
  notify();
}

/**
 * Forgets the stored order and its facility; `emptyCart` also sets the count to 0 (and tells the
 * badge), for when the cart the visitor saw is gone too.
 */
export function clearStoredOrder({ emptyCart = false }: { emptyCart?: boolean } = {}): void {
  storage.remove('orderId');
  storage.remove('selectedBusinessUnit');
  storage.remove('membershipBirthDates');
  if (emptyCart) setCartCount(0);
  else notify();
}

/** Every item of an order, whatever its type. */
export function orderItemCount(order: Order): number {
  return (
    order.valueCardItems.length +
    order.groupActivityItems.length +
    order.subscriptionItems.length +
    order.articleItems.length +
    order.eventItems.length +
    order.serviceItems.length +
    order.entryItems.length
  );
}

/** The badge follows the order the API answered with. */
export function syncCartCount(order: Order): void {
  setCartCount(orderItemCount(order));
}

/**
 * Whether the stored order can still be used (spec §4): not once it is no longer preliminary, not
 * when it has price 0 and no items, and not when reading it was refused (403) or it is gone (404).
 */
export function storedOrderUsable(result: { order?: Order; error?: unknown }): boolean {
  if (result.error !== undefined) {
    const status = result.error instanceof ApiError ? result.error.status : 0;
    return status !== 403 && status !== 404;
  }
  const order = result.order;
  if (!order) return true;
  if (!order.preliminary) return false;
  return !(order.price.amount === 0 && orderItemCount(order) === 0);
}

export const ORDER_NOT_PRELIMINARY = 'ORDER_NOT_PRELIMINARY';

export function isOrderNotPreliminary(error: unknown): boolean {
  return error instanceof ApiError && error.errorCode === ORDER_NOT_PRELIMINARY;
}
