// Booking a course round for one participant through the order's own item endpoint
// (POST orders/{order}/items/events): the stored order, or a new one at the course's facility.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  addEventItem,
  createOrder,
  getGetOrderQueryKey,
} from '@generated/booking/endpoints/orders/orders';
import type { Event, Order } from '@generated/booking/model';
import { addToOrder } from '@/lib/cart/add-to-order';
import { useSession } from '@/lib/session';
import { trackAddToCart } from '@/lib/track-add-to-cart';
import type { Participant } from '../logic/participant';

export function useAddCourse(site: number | null) {
  const queryClient = useQueryClient();
  const { customerId } = useSession();
  const [adding, setAdding] = useState<number | null>(null);
  const [added, setAdded] = useState<{ event: number; order: Order } | null>(null);

  const add = async (event: Event, participant: Participant): Promise<void> => {
    if (site === null || adding !== null) return;
    setAdding(event.id);
    try {
      const order = await addToOrder({
        site,
        customerId,
        createOrder: (body) => createOrder(body),
        addItem: (orderId) =>
          addEventItem(orderId, {
            event: event.id,
            participants: [
              {
                firstName: participant.firstName.trim(),
                lastName: participant.lastName.trim(),
                birthDate: participant.birthDate.trim(),
              },
            ],
          }),
      });
      queryClient.setQueryData(getGetOrderQueryKey(order.id), order);
      setAdded({ event: event.id, order });
      trackAddToCart({
        id: event.eventProduct?.id ?? event.id,
        name: event.eventProduct?.name ?? event.name,
        amount: event.price?.amount ?? 0,
        quantity: 1,
        category: 'courses',
      });
    } finally {
      setAdding(null);
    }
  };
  return { adding, added, add };
}
