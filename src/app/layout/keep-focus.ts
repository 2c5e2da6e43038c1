// A navigation that removes the focused element (the login form's button, a dialog's link) leaves
// keyboard focus on <body>: the next Tab starts again at the top of the document. Focus goes to
// the new page's content instead, where a keyboard or screen-reader user continues.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export const MAIN_ID = 'main';

export function useKeepFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active === null || active === document.body)
        document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
