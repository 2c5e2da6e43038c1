import { useSyncExternalStore } from 'react';
import { CART_CHANGED_EVENT, getCartCount } from '@/lib/storage';

function subscribe(listener: () => void): () => void {
  window.addEventListener(CART_CHANGED_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored cart count, updated by the cart-change event (and by other tabs). */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, getCartCount, () => 0);
}
