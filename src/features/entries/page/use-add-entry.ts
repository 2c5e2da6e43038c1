// Buying entries for a window through the order's own item endpoint
// (POST orders/{order}/items/entries): the stored order, or a new one at the facility.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  addEntryItem,
  createOrder,
  getGetOrderQueryKey,
} from '@generated/booking/endpoints/orders/orders';
import type { EntryProduct, Order } from '@generated/booking/model';
import { addToOrder } from '@/lib/cart/add-to-order';
import { useSession } from '@/lib/session';
import { trackAddToCart } from '@/lib/track-add-to-cart';
import type { EntryWindow } from '../logic/entry-windows';

export function useAddEntry(site: number | null) {
  const queryClient = useQueryClient();
  const { customerId } = useSession();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Order | null>(null);

  const add = async (product: EntryProduct, window: EntryWindow, quantity: number) => {
    if (site === null || adding) return;
    setAdding(true);
    setAdded(null);
    try {
      const order = await addToOrder({
        site,
        customerId,
        createOrder: (body) => createOrder(body),
        addItem: (orderId) =>
          addEntryItem(orderId, {
            entryProduct: product.id,
            period: { start: window.start, end: window.end },
            quantity,
          }),
      });
      queryClient.setQueryData(getGetOrderQueryKey(order.id), order);
      setAdded(order);
      const each = window.price ?? product.price?.amount ?? 0;
      trackAddToCart({ id: product.id, name: product.name, amount: each * quantity, quantity });
    } finally {
      setAdding(false);
    }
  };
  return { adding, added, add };
}
