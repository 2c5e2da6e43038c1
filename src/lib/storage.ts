// One typed module over the spec's local-storage keys (spec §3), so no component spells a key.
// Falls back to memory where there is no localStorage (Node-based contract tests).
// The spec's `accessToken` and `username` keys are gone: the session lives in the server's
// HttpOnly cookie (docs/decisions/026-one-server.md).
export const STORAGE_KEYS = {
  orderId: 'ORDER_ID',
  selectedBusinessUnit: 'selectedbusinessunit',
  cartItems: 'CART_ITEMS',
  giftFromEmail: 'gift_from_email',
  /** Not a spec key: the birth dates an anonymous order's memberships were added with (069). */
  membershipBirthDates: 'membership_birth_dates',
} as const;

export type StorageKey = keyof typeof STORAGE_KEYS;

/**
 * The cart's keys are copied into cookies of the same names, so the server renders the checkout,
 * the cart badge and a treatment's times as the browser will (src/lib/cart/stored-cart.ts). Not
 * secret (an order id is useless without the session or the order's own link) and readable here.
 */
export const COOKIE_KEYS: readonly StorageKey[] = ['orderId', 'selectedBusinessUnit', 'cartItems'];

/** Browsers keep a cookie at most 400 days; the stored key itself has no end. */
const COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

function writeCookie(key: StorageKey, value: string | null, sessionOnly = false): void {
  if (!COOKIE_KEYS.includes(key) || typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  const age =
    value === null ? '; Max-Age=0' : sessionOnly ? '' : `; Max-Age=${COOKIE_MAX_AGE_SECONDS}`;
  document.cookie = `${STORAGE_KEYS[key]}=${encodeURIComponent(value ?? '')}; Path=/; SameSite=Lax${age}${secure}`;
}

/** Fired on window whenever the stored cart count changes; the header badge listens to it. */
export const CART_CHANGED_EVENT = 'cart-items-changed';

const memory = new Map<string, string>();
const sessionMemory = new Map<string, string>();

type Backend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function inMemory(map: Map<string, string>): Backend {
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

function backend(): Backend {
  try {
    if (typeof globalThis.localStorage !== 'undefined') return globalThis.localStorage;
  } catch {
    // Access can throw (privacy mode, sandboxed frames): keep working in memory.
  }
  return inMemory(memory);
}

/** Where a login without "remember me" keeps its keys: gone when the tab or browser closes. */
function sessionBackend(): Backend {
  try {
    if (typeof globalThis.sessionStorage !== 'undefined') return globalThis.sessionStorage;
  } catch {
    // As above.
  }
  return inMemory(sessionMemory);
}

export interface SetOptions {
  /** Keep the value for this browser session only (sessionStorage), under the same key name. */
  sessionOnly?: boolean;
}

// A key lives in one place at a time: localStorage, or sessionStorage when set `sessionOnly`.
// Reads look in both, so every reader sees the same spec key whatever "remember me" said.
export const storage = {
  get(key: StorageKey): string | null {
    const name = STORAGE_KEYS[key];
    return backend().getItem(name) ?? sessionBackend().getItem(name);
  },
  set(key: StorageKey, value: string, { sessionOnly = false }: SetOptions = {}): void {
    const name = STORAGE_KEYS[key];
    const [target, other] = sessionOnly
      ? [sessionBackend(), backend()]
      : [backend(), sessionBackend()];
    target.setItem(name, value);
    other.removeItem(name);
    writeCookie(key, value, sessionOnly);
  },
  remove(key: StorageKey): void {
    backend().removeItem(STORAGE_KEYS[key]);
    sessionBackend().removeItem(STORAGE_KEYS[key]);
    writeCookie(key, null);
  },
  /** Writes the cart's cookies from the stored keys (a page opened before they existed). */
  copyToCookies(): void {
    for (const key of COOKIE_KEYS) {
      const value = storage.get(key);
      writeCookie(key, value, value !== null && storage.isSessionOnly(key));
    }
  },
  /** Whether the key is held for this browser session only. */
  isSessionOnly(key: StorageKey): boolean {
    const name = STORAGE_KEYS[key];
    return backend().getItem(name) === null && sessionBackend().getItem(name) !== null;
  },
  getNumber(key: StorageKey): number | null {
    const raw = storage.get(key);
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
