// The cart as the browser stores it (spec §3: ORDER_ID, selectedbusinessunit, CART_ITEMS), read
// the same way on both sides: in the browser from storage, on the server from the cookies the
// browser copies them into (src/lib/storage.ts). The page arrives with the server's reading
// (src/root.tsx), so the first render in the browser matches the HTML; after that the hooks
// follow storage, in this tab (the cart event) and in others (the storage event).
import { createContext, useContext, useSyncExternalStore } from 'react';
import { CART_CHANGED_EVENT, getCartCount, STORAGE_KEYS } from '../storage';
import { storedOrderId, storedOrderSite, validId } from './stored-order-ids';

export interface StoredCart {
  orderId: number | null;
  /** The stored order's facility. */
  site: number | null;
  /** The number of items the badge shows. */
  count: number;
}

export const NO_STORED_CART: StoredCart = { orderId: null, site: null, count: 0 };

/** The stored cart in the browser. */
export function storedCart(): StoredCart {
  return { orderId: storedOrderId(), site: storedOrderSite(), count: getCartCount() };
}

/** The stored cart as a request's Cookie header carries it (on the server). */
export function storedCartFromCookies(header: string | undefined): StoredCart {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // A value that is not valid percent-encoding is no value.
    }
  }
  const number = (name: string) => {
    const raw = cookies.get(name);
    return raw === undefined || raw.trim() === '' ? null : Number(raw);
  };
  const count = number(STORAGE_KEYS.cartItems);
  return {
    orderId: validId(number(STORAGE_KEYS.orderId)),
    site: validId(number(STORAGE_KEYS.selectedBusinessUnit)),
    count: count !== null && Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : 0,
  };
}

/** The stored cart the page was rendered with (the server's reading of the cookies). */
export const InitialStoredCartContext = createContext<StoredCart>(NO_STORED_CART);

function subscribe(listener: () => void): () => void {
  window.addEventListener(CART_CHANGED_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

function useStored<T>(read: () => T, initial: (cart: StoredCart) => T): T {
  const cart = useContext(InitialStoredCartContext);
  return useSyncExternalStore(subscribe, read, () => initial(cart));
}

/** The stored order's id. */
export function useStoredOrderId(): number | null {
  return useStored(storedOrderId, (cart) => cart.orderId);
}

/** The stored order's facility. */
export function useStoredOrderSite(): number | null {
  return useStored(storedOrderSite, (cart) => cart.site);
}

/** The number of items in the cart (the header's badge). */
export function useCartCount(): number {
  return useStored(getCartCount, (cart) => cart.count);
}
