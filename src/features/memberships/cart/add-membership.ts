// Issue 42: a membership goes into the stored order (or a new one at the facility) through BRP's
// own item endpoint, then each chosen addition with `additionTo` naming the membership's line.
// A stored order that is no longer open is forgotten and the add is tried once more.
import type { Order, OrderCreate, SubscriptionItemRequest } from '@generated/booking/model';
import { rememberBirthDate } from '@/lib/cart/membership-birth-dates';
import {
  clearStoredOrder,
  isOrderNotPreliminary,
  storedOrderId,
  storeOrder,
  syncCartCount,
} from '@/lib/cart/stored-order';

export interface MembershipCartApi {
  createOrder: (body: OrderCreate) => Promise<Order>;
  addSubscriptionItem: (orderId: number, body: SubscriptionItemRequest) => Promise<Order>;
}

export interface MembershipChoice {
  productId: number;
  site: number;
  birthDate: string;
  startDate: string;
  /** The addition products chosen (their product ids). */
  additions: number[];
  customerId: number | null;
}

async function orderToUse(api: MembershipCartApi, choice: MembershipChoice): Promise<number> {
  const stored = storedOrderId();
  if (stored !== null) return stored;
  const { site, customerId } = choice;
  const order = await api.createOrder(
    customerId === null ? { businessUnit: site } : { businessUnit: site, customer: customerId },
  );
  storeOrder(order.id, site);
  return order.id;
}

/** The line the add made: the membership's line id that was not in the order before. */
function newLine(before: Set<number>, order: Order, productId: number): number | undefined {
  return order.subscriptionItems.find((i) => i.product.id === productId && !before.has(i.id))?.id;
}

export async function addMembershipToCart(
  api: MembershipCartApi,
  choice: MembershipChoice,
  before: Set<number> = new Set(),
): Promise<Order> {
  const body: SubscriptionItemRequest = {
    subscriptionProduct: choice.productId,
    birthDate: choice.birthDate,
    startDate: choice.startDate,
  };
  for (let attempt = 0; ; attempt++) {
    const orderId = await orderToUse(api, choice);
    let order: Order;
    try {
      order = await api.addSubscriptionItem(orderId, body);
    } catch (error) {
      if (!isOrderNotPreliminary(error) || attempt > 0) throw error;
      clearStoredOrder();
      continue;
    }
    const line = newLine(before, order, choice.productId);
    for (const addition of line === undefined ? [] : choice.additions) {
      order = await api.addSubscriptionItem(orderId, {
        ...body,
        subscriptionProduct: addition,
        additionTo: line,
      });
    }
    // An anonymous order's membership and additions are removed only with this birth date.
    const added = order.subscriptionItems.map((i) => i.id).filter((id) => !before.has(id));
    rememberBirthDate(orderId, added, choice.birthDate);
    syncCartCount(order);
    return order;
  }
}
