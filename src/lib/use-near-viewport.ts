import { useCallback, useEffect, useState } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport, and from then on. Lets a
 * long list load each row's extra data only when the row is about to be seen. Without
 * IntersectionObserver (old browsers, tests) every element counts as near.
 */
export function useNearViewport<T extends Element>(
  rootMargin = '400px',
): [ref: (element: T | null) => void, near: boolean] {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(!supported);

  useEffect(() => {
    if (!element || near || !supported) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, rootMargin, supported]);

  return [useCallback((node: T | null) => setElement(node), []), near];
}
