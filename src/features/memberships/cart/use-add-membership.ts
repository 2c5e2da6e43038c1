// The product page's "add to cart": the call, the cached order, and where the buyer goes next.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  addSubscriptionItem,
  createOrder,
  getGetOrderQueryKey,
} from '@generated/booking/endpoints/orders/orders';
import type { Order } from '@generated/booking/model';
import { storedOrderId } from '@/lib/cart/stored-order';
import { useSession } from '@/lib/session';
import { addMembershipToCart, type MembershipChoice } from './add-membership';

const api = {
  createOrder: (body: Parameters<typeof createOrder>[0]) => createOrder(body),
  addSubscriptionItem: (orderId: number, body: Parameters<typeof addSubscriptionItem>[1]) =>
    addSubscriptionItem(orderId, body),
};

export function useAddMembership() {
  const queryClient = useQueryClient();
  const { customerId } = useSession();
  const [added, setAdded] = useState<Order | null>(null);
  const add = async (choice: Omit<MembershipChoice, 'customerId'>) => {
    // The lines already in the cart, so the additions go with the new one.
    const stored = storedOrderId();
    const cached =
      stored === null ? undefined : queryClient.getQueryData<Order>(getGetOrderQueryKey(stored));
    const before = new Set(cached?.subscriptionItems.map((item) => item.id) ?? []);
    const order = await addMembershipToCart(api, { ...choice, customerId }, before);
    queryClient.setQueryData(getGetOrderQueryKey(order.id), order);
    setAdded(order);
    return order;
  };
  return { add, added, closeAdded: () => setAdded(null) };
}
