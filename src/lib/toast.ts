// Toasts (notistack) with the spec §9 durations: 4000 ms default and error, 2000 ms success,
// loading stays until replaced. Callable from anywhere, also outside React.
import { closeSnackbar, enqueueSnackbar, type SnackbarKey, type SnackbarMessage } from 'notistack';

export const TOAST_DEFAULTS = {
  autoHideDuration: 4000,
  successDuration: 2000,
  maxSnack: 20,
  zIndex: 9999,
  anchorOrigin: { vertical: 'top', horizontal: 'center' },
} as const;

export const toast = {
  info: (message: string) => enqueueSnackbar(message, { variant: 'info' }),
  /** The message may hold a link (e.g. "Bokat! Se Mina sidor"). */
  success: (message: SnackbarMessage) =>
    enqueueSnackbar(message, {
      variant: 'success',
      autoHideDuration: TOAST_DEFAULTS.successDuration,
    }),
  error: (message: string) => enqueueSnackbar(message, { variant: 'error' }),
  /** A loading toast stays until dismissed; returns the key to dismiss it with. */
  loading: (message: string) => enqueueSnackbar(message, { variant: 'info', persist: true }),
  dismiss: (key: SnackbarKey) => closeSnackbar(key),
};
