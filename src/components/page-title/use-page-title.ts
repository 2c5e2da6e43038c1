import { createContext, useContext, useEffect } from 'react';
import { env } from '@/lib/env';

/** Spec §2: the page title is '{title} - {brand}'. */
export function formatPageTitle(title: string | null | undefined): string {
  return title ? `${title} - ${env.brandName}` : env.brandName;
}

/**
 * Provided by the server's render only: notes the page's title (the last page to name one wins),
 * and src/entry.server.tsx puts it into <head>.
 */
export const NoteTitleContext = createContext<((title: string) => void) | null>(null);

export function usePageTitle(title: string | null | undefined): void {
  const noteTitle = useContext(NoteTitleContext);
  // On the server the render is the only chance: effects never run there.
  noteTitle?.(formatPageTitle(title));
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
