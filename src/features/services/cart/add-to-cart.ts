// Spec §4 "Cart and order": the order is created on the first slot pick (its id and facility
// stored), then the service time is added. When the stored order is no longer open
// (ORDER_NOT_PRELIMINARY) it is forgotten and the add is tried once more with a new order.
import type { Order, OrderCreate, ServiceItemRequest } from '@generated/booking/model';
import {
  clearStoredOrder,
  isOrderNotPreliminary,
  storedOrderId,
  storeOrder,
  syncCartCount,
} from '@/lib/cart/stored-order';

export interface CartApi {
  createOrder: (body: OrderCreate) => Promise<Order>;
  addServiceItem: (orderId: number, body: ServiceItemRequest) => Promise<Order>;
}

export interface AddSlot {
  productId: number;
  site: number;
  /** The slot's start (ISO instant). */
  start: string;
  /** The signed-in customer, or null for an anonymous order (created without a customer). */
  customerId: number | null;
}

async function orderToUse(api: CartApi, { site, customerId }: AddSlot): Promise<number> {
  const stored = storedOrderId();
  if (stored !== null) return stored;
  // BRP's order takes the customer as an id; an anonymous order has none (decision 016).
  const order = await api.createOrder(
    customerId === null ? { businessUnit: site } : { businessUnit: site, customer: customerId },
  );
  storeOrder(order.id, site);
  return order.id;
}

/** Adds the slot to the stored order (or a new one) and returns the order the API answered. */
export async function addSlotToCart(api: CartApi, slot: AddSlot): Promise<Order> {
  const body: ServiceItemRequest = {
    serviceProduct: slot.productId,
    start: slot.start,
    quantity: 1,
  };
  for (let attempt = 0; ; attempt++) {
    const orderId = await orderToUse(api, slot);
    try {
      const order = await api.addServiceItem(orderId, body);
      syncCartCount(order);
      return order;
    } catch (error) {
      if (!isOrderNotPreliminary(error) || attempt > 0) throw error;
      clearStoredOrder();
    }
  }
}
