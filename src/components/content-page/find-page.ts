import type { WpPage } from '@generated/content/model';
import { stripTags } from '@/components/sanitized-html/strip-tags';

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLocaleLowerCase('sv');
}

/**
 * The page whose rendered title is the wanted title. WordPress search also matches excerpts and
 * content, so the first result is not necessarily the page; titles may carry entities or tags.
 */
export function findPageByTitle(pages: readonly WpPage[], title: string): WpPage | undefined {
  const wanted = normalise(title);
  return pages.find((page) => normalise(stripTags(page.title.rendered)) === wanted);
}
