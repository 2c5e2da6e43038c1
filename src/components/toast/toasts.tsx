import { Component, lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { requestToastHost, toastHostWanted } from '@/lib/toast';
import { whenIdle } from '@/lib/when-idle';
import { loadChunk } from '@/lib/chunk-load';

const ToastHost = lazy(() => loadChunk(() => import('./toast-host')));

/**
 * A toast host that cannot load (offline, or a new deploy removed its chunk) leaves the page as
 * it is: toasts are a side channel, and the route's error screen must not replace the page.
 */
class WithoutToastsOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Mounts the toast host when the page is idle, or at once when a toast is asked for earlier. */
export function Toasts() {
  const wanted = useSyncExternalStore(
    toastHostWanted.subscribe,
    toastHostWanted.get,
    toastHostWanted.get,
  );
  useEffect(() => whenIdle(requestToastHost), []);
  if (!wanted) return null;
  return (
    <WithoutToastsOnError>
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </WithoutToastsOnError>
  );
}
