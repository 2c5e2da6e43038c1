// Spec §9: an item put in the cart is reported to the data layer as `add_to_cart`, in kronor
// (price / 100), currency SEK, with the spec's category where it names one (courses).
import { pushToDataLayer } from './analytics';

export function trackAddToCart(item: {
  id: number;
  name: string;
  /** Minor units, the line's whole price. */
  amount: number;
  quantity: number;
  category?: string;
}): void {
  const value = item.amount / 100;
  pushToDataLayer({
    event: 'add_to_cart',
    ecommerce: {
      currency: 'SEK',
      value,
      items: [
        {
          item_id: String(item.id),
          item_name: item.name,
          ...(item.category ? { item_category: item.category } : {}),
          price: value / item.quantity,
          quantity: item.quantity,
        },
      ],
    },
  });
}
