// One typed module over the spec's local-storage keys (spec §3), so no component spells a key.
// Falls back to memory where there is no localStorage (Node-based contract tests).
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  username: 'username',
  orderId: 'ORDER_ID',
  selectedBusinessUnit: 'selectedbusinessunit',
  cartItems: 'CART_ITEMS',
  giftFromEmail: 'gift_from_email',
} as const;

export type StorageKey = keyof typeof STORAGE_KEYS;

/** Fired on window whenever the stored cart count changes; the header badge listens to it. */
export const CART_CHANGED_EVENT = 'cart-items-changed';

const memory = new Map<string, string>();

function backend(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    if (typeof globalThis.localStorage !== 'undefined') return globalThis.localStorage;
  } catch {
    // Access can throw (privacy mode, sandboxed frames): keep working in memory.
  }
  return {
    getItem: (k) => memory.get(k) ?? null,
    setItem: (k, v) => void memory.set(k, v),
    removeItem: (k) => void memory.delete(k),
  };
}

export const storage = {
  get(key: StorageKey): string | null {
    return backend().getItem(STORAGE_KEYS[key]);
  },
  set(key: StorageKey, value: string): void {
    backend().setItem(STORAGE_KEYS[key], value);
  },
  remove(key: StorageKey): void {
    backend().removeItem(STORAGE_KEYS[key]);
  },
  getNumber(key: StorageKey): number | null {
    const raw = backend().getItem(STORAGE_KEYS[key]);
    if (raw === null || raw.trim() === '') return null;
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  },
};

export function getCartCount(): number {
  return Math.max(0, storage.getNumber('cartItems') ?? 0);
}

/** Stores the cart count (never below 0) and tells every listener. */
export function setCartCount(count: number): void {
  storage.set('cartItems', String(Math.max(0, Math.trunc(count))));
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}
