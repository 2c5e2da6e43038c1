import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { requestToastHost, toastHostWanted } from '@/lib/toast';
import { whenIdle } from '@/lib/when-idle';

const ToastHost = lazy(() => import('./toast-host'));

/** Mounts the toast host when the page is idle, or at once when a toast is asked for earlier. */
export function Toasts() {
  const wanted = useSyncExternalStore(toastHostWanted.subscribe, toastHostWanted.get);
  useEffect(() => whenIdle(requestToastHost), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
