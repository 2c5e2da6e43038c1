// The mock's preliminary order stored as the app stores it when times are picked (spec §3:
// ORDER_ID, selectedbusinessunit and CART_ITEMS in localStorage, which the browser's hooks read),
// and the same cart for openPage's `cart` (what the server reads from the cookies).
import type { StoredCart } from '@/lib/cart/stored-cart';
import { ORDER } from '../../e2e/support/checkout-data';

export { ORDER };

/** Stores the order (by default the mock's two massage times at Haga) and returns its cart. */
export function withStoredOrder({ id = ORDER, items = 2 } = {}): StoredCart {
  localStorage.setItem('ORDER_ID', String(id));
  localStorage.setItem('selectedbusinessunit', '1');
  localStorage.setItem('CART_ITEMS', String(items));
  return { orderId: id, site: 1, count: items };
}
