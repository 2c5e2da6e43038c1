import { createContext, useContext, useEffect } from 'react';
import { env } from '@/lib/env';

/** Spec §2: the page title is '{title} - {brand}'. */
export function formatPageTitle(title: string | null | undefined): string {
  return title ? `${title} - ${env.brandName}` : env.brandName;
}

/** What a page says about itself to search engines and to a shared link's preview. */
export interface PageHeadNotes {
  title: string;
  /** Plain text; the language's default when a page names none. */
  description?: string;
  /** An absolute image URL for the shared link's preview. */
  image?: string;
  /** Kronor, for a page that sells one thing (a treatment). */
  price?: number;
}

/**
 * Provided by the server's render only: the page's head as its components name it (the last page
 * to name a part wins), which src/entry.server.tsx writes into <head>.
 */
export const PageHeadContext = createContext<PageHeadNotes | null>(null);

export function usePageTitle(title: string | null | undefined): void {
  const notes = useContext(PageHeadContext);
  // On the server the render is the only chance: effects never run there.
  if (notes) Object.assign(notes, { title: formatPageTitle(title) });
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}

/**
 * The description, image and price a shared link of this page shows. Only the server's render
 * reads them, so `share` runs there alone (a description may need its HTML stripped).
 */
export function usePageShare(share: () => Omit<PageHeadNotes, 'title'>): void {
  const notes = useContext(PageHeadContext);
  if (notes) Object.assign(notes, share());
}
