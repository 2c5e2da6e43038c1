// Toasts (notistack) with the spec §9 durations: 4000 ms default and error, 2000 ms success,
// loading until replaced but given up after 50 s (the booking toast's time-out), so a call that
// never answers cannot leave a spinner toast on screen. Callable from anywhere, also outside React.
import { closeSnackbar, enqueueSnackbar, type SnackbarKey, type SnackbarMessage } from 'notistack';

export const TOAST_DEFAULTS = {
  autoHideDuration: 4000,
  successDuration: 2000,
  /** Spec §9 "Booking toast loading time-out 50 s". */
  loadingTimeout: 50_000,
  maxSnack: 20,
  zIndex: 9999,
  anchorOrigin: { vertical: 'top', horizontal: 'center' },
} as const;

/**
 * The give-up timers of open loading toasts. A timer of our own rather than notistack's
 * autoHideDuration, which pauses while the pointer is over the toast or the window is in the
 * background.
 */
const loadingTimers = new Map<SnackbarKey, ReturnType<typeof setTimeout>>();

function dismiss(key: SnackbarKey): void {
  clearTimeout(loadingTimers.get(key));
  loadingTimers.delete(key);
  closeSnackbar(key);
}

export const toast = {
  info: (message: string) => enqueueSnackbar(message, { variant: 'info' }),
  /** The message may hold a link (e.g. "Bokat! Se Mina sidor"). */
  success: (message: SnackbarMessage) =>
    enqueueSnackbar(message, {
      variant: 'success',
      autoHideDuration: TOAST_DEFAULTS.successDuration,
    }),
  error: (message: string) => enqueueSnackbar(message, { variant: 'error' }),
  /** A loading toast stays until dismissed, at most 50 s; returns the key to dismiss it with. */
  loading: (message: string) => {
    const key = enqueueSnackbar(message, { variant: 'info', persist: true });
    loadingTimers.set(
      key,
      setTimeout(() => dismiss(key), TOAST_DEFAULTS.loadingTimeout),
    );
    return key;
  },
  dismiss,
};
