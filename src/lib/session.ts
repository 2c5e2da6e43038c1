// The signed-in customer, as the rest of the app needs it: the bearer token and the customer id.
// The id is the login (and validate) answer's `username`, as every real BRP client reads it, kept
// beside the token; the JWT `sub` claim is only a fallback (decision 012). A token the app cannot
// use (not a readable JWT, no customer id, `exp` passed) counts as no session at all, and is
// cleared once. What login and logout *do* lives in the auth feature and the member area.
import { useSyncExternalStore } from 'react';
import { storage } from './storage';

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());
const endListeners = new Set<Listener>();

/** Either both are set (signed in) or both are null: there is no half session. */
export interface Session {
  token: string | null;
  customerId: number | null;
}

const SIGNED_OUT: Session = { token: null, customerId: null };

/** A positive integer id from the answer's `username` (a string) or a claim; otherwise null. */
export function parseCustomerId(value: unknown): number | null {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim()
        ? Number(value)
        : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The JWT's payload, without verifying it (the server does that); null when unreadable. */
function jwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const payload: unknown = JSON.parse(atob(base64));
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The `sub` claim as a customer id: the fallback for a session stored without an id. */
export function customerIdFromToken(token: string | null): number | null {
  if (!token) return null;
  return parseCustomerId(jwtPayload(token)?.sub);
}

/**
 * The session a stored token and id make, or SIGNED_OUT when the app cannot use them: the one
 * rule by which the header, the login page and the member area decide "signed in".
 */
export function usableSession(
  token: string | null,
  storedCustomerId: string | null,
  nowMs: number = Date.now(),
): Session {
  if (!token) return SIGNED_OUT;
  const payload = jwtPayload(token);
  if (!payload) return SIGNED_OUT;
  if (typeof payload.exp === 'number' && payload.exp * 1000 <= nowMs) return SIGNED_OUT;
  const customerId = parseCustomerId(storedCustomerId) ?? parseCustomerId(payload.sub);
  return customerId === null ? SIGNED_OUT : { token, customerId };
}

let endedByLogout = false;
let cacheKey = '';
let cached: Session = SIGNED_OUT;

function snapshot(): Session {
  const token = storage.get('accessToken');
  const storedId = storage.get('customerId');
  const key = `${token ?? ''}\u0000${storedId ?? ''}`;
  if (key === cacheKey) return cached;
  cacheKey = key;
  cached = usableSession(token, storedId);
  // A stored token that cannot be used is cleared once, after this read, so nothing renders a
  // half session and no page bounces between "signed in" and "signed out".
  if (token && cached.token === null) queueMicrotask(() => session.end('unusable'));
  return cached;
}

export type SessionEnd = 'logout' | 'expired' | 'unusable';

export const session = {
  get: snapshot,
  /**
   * Starts a session with the login answer's token and customer id (and the first name for the
   * header). `remember: false` keeps all three for this browser session only ("remember me"
   * unticked): same keys, in sessionStorage.
   */
  start(
    token: string,
    customerId: number,
    firstName?: string,
    { remember = true }: { remember?: boolean } = {},
  ): void {
    endedByLogout = false;
    const sessionOnly = !remember;
    storage.set('accessToken', token, { sessionOnly });
    storage.set('customerId', String(customerId), { sessionOnly });
    if (firstName) storage.set('username', firstName, { sessionOnly });
    else storage.remove('username');
    notify();
  },
  /** The validate answer names the customer too: keep it, where the token is kept. */
  confirmCustomerId(customerId: number): void {
    if (storage.get('customerId') === String(customerId)) return;
    storage.set('customerId', String(customerId), {
      sessionOnly: storage.isSessionOnly('accessToken'),
    });
    notify();
  },
  /** The name is kept wherever the token is, so it never outlives a session-only login. */
  setFirstName(firstName: string): void {
    storage.set('username', firstName, { sessionOnly: storage.isSessionOnly('accessToken') });
    notify();
  },
  firstName: (): string | null => (snapshot().token ? storage.get('username') : null),
  /**
   * The one way a session ends (logout, a 401, failed validation, an unusable token): removes
   * the spec's session keys (spec §4: token, name, order id, selected business unit) and the
   * customer id, then tells the `onEnd` listeners (the app clears its whole query cache there).
   */
  end(reason: SessionEnd = 'expired'): void {
    endedByLogout = reason === 'logout';
    const hadSomething = storage.get('accessToken') !== null || storage.get('customerId') !== null;
    storage.remove('accessToken');
    storage.remove('customerId');
    storage.remove('username');
    storage.remove('orderId');
    storage.remove('selectedBusinessUnit');
    if (hadSomething || reason === 'logout') endListeners.forEach((listener) => listener());
    notify();
  },
  /** Runs whenever a session ends; returns the unsubscribe function. */
  onEnd(listener: Listener): () => void {
    endListeners.add(listener);
    return () => void endListeners.delete(listener);
  },
  /** Whether the last session ended because the user chose to log out (no page to return to). */
  endedByLogout: (): boolean => endedByLogout,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      const keys = ['accessToken', 'username', 'customerId'];
      if (event.key === null || keys.includes(event.key)) listener();
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
