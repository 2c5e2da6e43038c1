// Spec §4 "Cart and order" for any item kind (courses, entries): the stored order is used, or one
// is created for the facility (its id and facility stored); when the stored order is no longer
// open (ORDER_NOT_PRELIMINARY) it is forgotten and the add is tried once more with a new order.
import type { Order, OrderCreate } from '@generated/booking/model';
import { clearStoredOrder, isOrderNotPreliminary, storeOrder, syncCartCount } from './stored-order';
import { storedOrderId } from './stored-order-ids';

export interface AddToOrder {
  site: number;
  /** The signed-in customer, or null for an anonymous order. */
  customerId: number | null;
  createOrder: (body: OrderCreate) => Promise<Order>;
  /** Adds the item to the order and returns the order the API answered. */
  addItem: (orderId: number) => Promise<Order>;
}

async function orderToUse({ site, customerId, createOrder }: AddToOrder): Promise<number> {
  const stored = storedOrderId();
  if (stored !== null) return stored;
  const order = await createOrder(
    customerId === null ? { businessUnit: site } : { businessUnit: site, customer: customerId },
  );
  storeOrder(order.id, site);
  return order.id;
}

/** Adds one item to the stored order (or a new one); the cart badge follows the answer. */
export async function addToOrder(add: AddToOrder): Promise<Order> {
  for (let attempt = 0; ; attempt++) {
    const orderId = await orderToUse(add);
    try {
      const order = await add.addItem(orderId);
      syncCartCount(order);
      return order;
    } catch (error) {
      if (!isOrderNotPreliminary(error) || attempt > 0) throw error;
      clearStoredOrder();
    }
  }
}
