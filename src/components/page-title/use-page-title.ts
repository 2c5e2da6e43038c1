import { createContext, useContext, useEffect } from 'react';
import { env } from '@/lib/env';

/** Spec §2: the page title is '{title} - {brand}'. */
export function formatPageTitle(title: string | null | undefined): string {
  return title ? `${title} - ${env.brandName}` : env.brandName;
}

/** Where a server render notes the page's title (the last page to name one wins). */
export interface PageTitleRecord {
  title: string | null;
}

/** Provided by the server's render only (src/entry.server.tsx puts the title into <head>). */
export const PageTitleRecordContext = createContext<PageTitleRecord | null>(null);

export function usePageTitle(title: string | null | undefined): void {
  const record = useContext(PageTitleRecordContext);
  // On the server the render is the only chance: effects never run there.
  if (record) record.title = formatPageTitle(title);
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
