// The signed-in customer, as the browser knows it: who (the customer id, the login answer's
// `username`, decision 012) and the first name for the header. Never the token: BRP's tokens
// live in the server's HttpOnly session cookie (server/session.ts), and the gateway adds the
// bearer to every call (docs/decisions/026-one-server.md). The page arrives with what the cookie
// says (src/root.tsx's loader), so the server's render and the browser's first render agree.
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { storage } from './storage';

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());
const endListeners = new Set<Listener>();

/** What the browser may know of a session: nothing secret. */
export interface PublicSession {
  customerId: number;
  firstName: string | null;
}

/** Signed in (a customer id) or not (null). */
export interface Session {
  customerId: number | null;
}

const SIGNED_OUT: Session = { customerId: null };

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

/** The `sub` claim as a customer id (the password-reset link's token names its customer). */
export function customerIdFromToken(token: string | null): number | null {
  if (!token) return null;
  return parseCustomerId(jwtPayload(token)?.sub);
}

let current: PublicSession | null = null;
let snapshotValue: Session = SIGNED_OUT;
let endedByLogout = false;

function set(next: PublicSession | null): void {
  current = next;
  snapshotValue = next ? { customerId: next.customerId } : SIGNED_OUT;
  notify();
}

export type SessionEnd = 'logout' | 'expired' | 'unusable';

export const session = {
  get: (): Session => snapshotValue,
  /** The session the page arrived with (the root loader's), once, before the first render. */
  adopt(initial: PublicSession | null): void {
    current = initial;
    snapshotValue = initial ? { customerId: initial.customerId } : SIGNED_OUT;
  },
  /** After a login the server has set its cookie: the browser keeps who and the first name. */
  start(customerId: number, firstName?: string | null): void {
    endedByLogout = false;
    set({ customerId, firstName: firstName ?? null });
  },
  setFirstName(firstName: string): void {
    if (!current || current.firstName === firstName) return;
    set({ ...current, firstName });
  },
  firstName: (): string | null => current?.firstName ?? null,
  /**
   * The one way a session ends in the browser (logout, a 401, failed validation): forgets who
   * was signed in and the spec's order keys (spec §4), then tells the `onEnd` listeners (the app
   * clears its whole query cache there). The cookie is the server's to clear: on logout through
   * its logout action, on a refused token by the gateway that saw the refusal.
   */
  end(reason: SessionEnd = 'expired'): void {
    endedByLogout = reason === 'logout';
    const hadSomething = current !== null;
    storage.remove('orderId');
    storage.remove('selectedBusinessUnit');
    set(null);
    if (hadSomething || reason === 'logout') endListeners.forEach((listener) => listener());
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
    return () => void listeners.delete(listener);
  },
};

/**
 * The session of the request being rendered: on the server the only source (module state is
 * shared by every request there), in the browser what the page arrived with.
 */
export const InitialSessionContext = createContext<PublicSession | null>(null);

function useInitial() {
  return useContext(InitialSessionContext);
}

export function useSession(): Session {
  const initial = useInitial();
  // The id, not the object: the browser's snapshot and the server's are different objects for the
  // same session, and React renders a component again at once (a blocking task) when they differ.
  const customerId = useSyncExternalStore(
    session.subscribe,
    () => session.get().customerId,
    () => initial?.customerId ?? null,
  );
  return useMemo(() => (customerId === null ? SIGNED_OUT : { customerId }), [customerId]);
}

export function useFirstName(): string | null {
  const initial = useInitial();
  return useSyncExternalStore(
    session.subscribe,
    session.firstName,
    () => initial?.firstName ?? null,
  );
}
