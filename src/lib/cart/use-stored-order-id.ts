import { useSyncExternalStore } from 'react';
import { CART_CHANGED_EVENT } from '../storage';
import { storedOrderId } from './stored-order';

function subscribe(listener: () => void): () => void {
  window.addEventListener(CART_CHANGED_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored order id, following changes in this tab (the cart event) and in others (storage). */
export function useStoredOrderId(): number | null {
  return useSyncExternalStore(subscribe, storedOrderId, () => null);
}
