// The signed-in customer, as the rest of the app needs it: the bearer token and the customer id
// (the token's `sub` claim, spec §7). Kept in the spec's storage keys, readable from React
// (useSession) and from plain code. What login and logout *do* lives in the auth feature.
import { useSyncExternalStore } from 'react';
import { storage } from './storage';

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

export interface Session {
  token: string | null;
  customerId: number | null;
}

/** Reads the `sub` claim of a JWT without verifying it (the server does that). */
export function customerIdFromToken(token: string | null): number | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub: unknown = (JSON.parse(json) as { sub?: unknown }).sub;
    const id = typeof sub === 'number' ? sub : typeof sub === 'string' ? Number(sub) : NaN;
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

let endedByLogout = false;

let cached: Session = { token: null, customerId: null };
function snapshot(): Session {
  const token = storage.get('accessToken');
  if (token !== cached.token) cached = { token, customerId: customerIdFromToken(token) };
  return cached;
}

export const session = {
  get: snapshot,
  /**
   * Stores the token (and the first name for the header). `remember: false` keeps both for this
   * browser session only ("remember me" unticked): same keys, in sessionStorage.
   */
  start(token: string, firstName?: string, { remember = true }: { remember?: boolean } = {}): void {
    endedByLogout = false;
    storage.set('accessToken', token, { sessionOnly: !remember });
    if (firstName) storage.set('username', firstName, { sessionOnly: !remember });
    else storage.remove('username');
    notify();
  },
  /** The name is kept wherever the token is, so it never outlives a session-only login. */
  setFirstName(firstName: string): void {
    storage.set('username', firstName, { sessionOnly: storage.isSessionOnly('accessToken') });
    notify();
  },
  firstName: (): string | null => storage.get('username'),
  /** Spec §4: logout removes the token, the name, the order id and the selected business unit. */
  end(reason: 'logout' | 'expired' = 'expired'): void {
    endedByLogout = reason === 'logout';
    storage.remove('accessToken');
    storage.remove('username');
    storage.remove('orderId');
    storage.remove('selectedBusinessUnit');
    notify();
  },
  /** Whether the last session ended because the user chose to log out (no page to return to). */
  endedByLogout: (): boolean => endedByLogout,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === 'accessToken' || event.key === 'username') listener();
    };
    if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    };
  },
};

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, snapshot, snapshot);
}

export function useFirstName(): string | null {
  return useSyncExternalStore(session.subscribe, session.firstName, session.firstName);
}
