import { useEffect } from 'react';
import { env } from '@/lib/env';
import { PRERENDERING } from '@/lib/prerendering';

/** Spec §2: the page title is '{title} - {brand}'. */
export function formatPageTitle(title: string | null | undefined): string {
  return title ? `${title} - ${env.brandName}` : env.brandName;
}

// The build's prerender runs no effects: it reads the title the page asked for from here. Only
// written while prerendering (one page at a time, in Node); the browser never touches it.
let prerenderedTitle: string | null = null;
function notePrerenderedTitle(title: string): void {
  prerenderedTitle = title;
}

export function usePageTitle(title: string | null | undefined): void {
  if (PRERENDERING) notePrerenderedTitle(formatPageTitle(title));
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}

/** The title of the page just prerendered (src/app/prerender.tsx), once. */
export function takePrerenderedTitle(): string | null {
  const title = prerenderedTitle;
  prerenderedTitle = null;
  return title;
}
