// "Lägg i kundvagnen" on a value card's page: the card goes into the stored order (or a new one at
// the facility) through BRP's own item endpoint; a gift remembers the giver's e-mail (spec §3:
// gift_from_email), which the checkout sends the receipt to.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  addValueCardItem,
  createOrder,
  getGetOrderQueryKey,
} from '@generated/booking/endpoints/orders/orders';
import type { Order, ValueCardItemRequest, ValueCardProduct } from '@generated/booking/model';
import { trackAddToCart } from '@/lib/analytics';
import { addToOrder } from '@/lib/cart/add-to-order';
import { useSession } from '@/lib/session';
import { storage } from '@/lib/storage';

export function useAddValueCard(product: ValueCardProduct, site: number) {
  const queryClient = useQueryClient();
  const { customerId } = useSession();
  const [added, setAdded] = useState<Order | null>(null);

  const add = async (request: ValueCardItemRequest, giverEmail: string | null) => {
    const order = await addToOrder({
      site,
      customerId,
      createOrder: (body) => createOrder(body),
      addItem: (orderId) => addValueCardItem(orderId, request),
    });
    queryClient.setQueryData(getGetOrderQueryKey(order.id), order);
    if (giverEmail) storage.set('giftFromEmail', giverEmail);
    const line = order.valueCardItems.at(-1);
    trackAddToCart({
      id: product.id,
      name: product.name,
      price: line?.price.amount ?? request.amount ?? 0,
      category: 'valueCard',
    });
    setAdded(order);
    return order;
  };

  return { add, added, dismiss: () => setAdded(null) };
}
