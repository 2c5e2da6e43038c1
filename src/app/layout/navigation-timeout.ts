// A navigation waits for the next page's code. If that has not come in CHUNK_LOAD_TIMEOUT_MS (spec
// §9), the browser asks the server for the page instead: the server renders it whole, and its code
// loads afresh, rather than the visitor watching the old page for ever.
import { useEffect } from 'react';
import { createPath, useNavigation } from 'react-router';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/lib/chunk-load';

/** Whether a navigation is under way (for the progress bar). */
export function useNavigationTimeout(): boolean {
  const navigation = useNavigation();
  const target = navigation.location ? createPath(navigation.location) : null;
  useEffect(() => {
    if (target === null) return;
    const timer = window.setTimeout(() => window.location.assign(target), CHUNK_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [target]);
  return navigation.state !== 'idle';
}
