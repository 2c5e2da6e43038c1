import { Component, lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { requestToastHost, toastHostWanted } from '@/lib/toast';
import { onFirstInput } from '@/lib/on-first-input';
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

/**
 * Mounts the toast host at the visitor's first tap or key (a toast answers what they did), or at
 * once when a toast is asked for earlier. Its code (notistack and its CSS-in-JS) takes a long task
 * to start: at the page's load it would be one more.
 */
export function Toasts() {
  const wanted = useSyncExternalStore(
    toastHostWanted.subscribe,
    toastHostWanted.get,
    toastHostWanted.get,
  );
  useEffect(() => onFirstInput(requestToastHost), []);
  if (!wanted) return null;
  return (
    <WithoutToastsOnError>
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </WithoutToastsOnError>
  );
}
