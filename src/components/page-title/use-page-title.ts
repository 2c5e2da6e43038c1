import { useEffect } from 'react';
import { env } from '@/lib/env';

/** Spec §2: the page title is '{title} - {brand}'. */
export function formatPageTitle(title: string | null | undefined): string {
  return title ? `${title} - ${env.brandName}` : env.brandName;
}

export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
