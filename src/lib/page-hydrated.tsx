// `html[data-hydrated]`: the page the visitor sees is the browser's own from now on (the e2e
// suite waits for it before it types or taps). React hydrates a Suspense boundary after the shell
// around it (selective hydration): under load the root's own effects ran while the page inside
// the layout's boundary was still the server's HTML, and what a test typed there was not React's
// and was lost at the field's next render. So the mark is made from inside the innermost boundary
// around the page: the site layout's, or the member area's, which hydrates after it.
import { useEffect } from 'react';
import { useMatches } from 'react-router';

/** A route whose layout has a Suspense boundary of its own around its pages (`handle`). */
export interface PageBoundaryHandle {
  pageBoundary: true;
}

const hasPageBoundary = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && 'pageBoundary' in handle;

/** Whether a route below this layout marks its pages itself (PageHydrated in its boundary). */
export function usePageBoundaryBelow(): boolean {
  return useMatches().some((match) => hasPageBoundary(match.handle));
}

/** Marks the document once this component's boundary has hydrated (or mounted, on navigation). */
export function PageHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
