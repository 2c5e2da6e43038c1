import { useEffect, useState } from 'react';

/**
 * Whether a screen can show what sits below a pending piece of content: it has loaded or failed
 * (`pending` false), or `waitMs` have passed. Showing the rest first and the content later pushes
 * everything below it down (a layout shift). Once settled it stays settled, so a later refetch
 * does not take the page away again.
 */
export function useSettledWithin(pending: boolean, waitMs: number): boolean {
  const [settled, setSettled] = useState(false);
  if (!settled && !pending) setSettled(true);
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setSettled(true), waitMs);
    return () => clearTimeout(timer);
  }, [settled, waitMs]);
  return settled || !pending;
}
