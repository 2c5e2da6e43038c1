// Toasts (notistack) with the spec §9 durations: 4000 ms default and error, 2000 ms success,
// loading until replaced but given up after 50 s (the booking toast's time-out), so a call that
// never answers cannot leave a spinner toast on screen. Callable from anywhere, also outside React.
//
// notistack (and its CSS-in-JS) is not in the start-up bundle: the toast host
// (src/components/toast/toast-host.tsx) loads at the visitor's first tap or key, or at once when a
// toast is asked for before that. `toast.*` stays synchronous: it names the toast's key itself and hands
// the call to the host, queued until the host is there.
import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

export const TOAST_DEFAULTS = {
  autoHideDuration: 4000,
  successDuration: 2000,
  /** Spec §9 "Booking toast loading time-out 50 s". */
  loadingTimeout: 50_000,
  maxSnack: 20,
  zIndex: 9999,
  anchorOrigin: { vertical: 'top', horizontal: 'center' },
} as const;

/** What the mounted toast host does with a toast (notistack's enqueue and close). */
export interface ToastHost {
  show: (message: SnackbarMessage, options: OptionsObject & { key: SnackbarKey }) => void;
  close: (key: SnackbarKey) => void;
}

let host: ToastHost | null = null;
const waiting: ((host: ToastHost) => void)[] = [];
let hostWanted = false;
const wantListeners = new Set<() => void>();

/** Asks for the toast host to be loaded and mounted (idempotent). */
export function requestToastHost(): void {
  if (hostWanted) return;
  hostWanted = true;
  for (const listener of wantListeners) listener();
}

/** For the component that mounts the host: whether it is wanted yet (useSyncExternalStore). */
export const toastHostWanted = {
  subscribe(listener: () => void): () => void {
    wantListeners.add(listener);
    return () => wantListeners.delete(listener);
  },
  get: (): boolean => hostWanted,
};

/** Called by the host once notistack's provider is mounted; returns its detach function. */
export function attachToastHost(next: ToastHost): () => void {
  host = next;
  for (const action of waiting.splice(0)) action(next);
  return () => {
    if (host === next) host = null;
  };
}

function withHost(action: (host: ToastHost) => void): void {
  if (host) action(host);
  else {
    waiting.push(action);
    requestToastHost();
  }
}

let lastKey = 0;

/** Shows a toast now or as soon as the host is there; returns its key. */
export function showToast(message: SnackbarMessage, options: OptionsObject = {}): SnackbarKey {
  lastKey += 1;
  const key = `toast-${lastKey}`;
  withHost((ready) => ready.show(message, { ...options, key }));
  return key;
}

/**
 * The give-up timers of open loading toasts. A timer of our own rather than notistack's
 * autoHideDuration, which pauses while the pointer is over the toast or the window is in the
 * background.
 */
const loadingTimers = new Map<SnackbarKey, ReturnType<typeof setTimeout>>();

function dismiss(key: SnackbarKey): void {
  clearTimeout(loadingTimers.get(key));
  loadingTimers.delete(key);
  withHost((ready) => ready.close(key));
}

export const toast = {
  info: (message: string) => showToast(message, { variant: 'info' }),
  /** The message may hold a link (e.g. "Bokat! Se Mina sidor"). */
  success: (message: SnackbarMessage) =>
    showToast(message, {
      variant: 'success',
      autoHideDuration: TOAST_DEFAULTS.successDuration,
    }),
  error: (message: SnackbarMessage) => showToast(message, { variant: 'error' }),
  /** A loading toast stays until dismissed, at most 50 s; returns the key to dismiss it with. */
  loading: (message: string) => {
    const key = showToast(message, { variant: 'info', persist: true });
    loadingTimers.set(
      key,
      setTimeout(() => dismiss(key), TOAST_DEFAULTS.loadingTimeout),
    );
    return key;
  },
  dismiss,
};
