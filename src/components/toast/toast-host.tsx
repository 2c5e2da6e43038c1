import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { attachToastHost, TOAST_DEFAULTS } from '@/lib/toast';
import { toastComponents } from './accessible-toast';

/**
 * notistack's provider, loaded after the first paint (see src/lib/toast.ts): once mounted it
 * takes the toasts asked for so far, then every new one.
 */
export default function ToastHost() {
  useEffect(
    () =>
      attachToastHost({
        show: (message, options) => void enqueueSnackbar(message, options),
        close: closeSnackbar,
      }),
    [],
  );
  return (
    <SnackbarProvider
      maxSnack={TOAST_DEFAULTS.maxSnack}
      autoHideDuration={TOAST_DEFAULTS.autoHideDuration}
      anchorOrigin={TOAST_DEFAULTS.anchorOrigin}
      style={{ zIndex: TOAST_DEFAULTS.zIndex }}
      classes={{ containerRoot: 'app-toasts' }}
      Components={toastComponents}
    />
  );
}
