// The tags of a server-rendered page's <head> that say what the page is: its title and
// description, the same page in the other language (hreflang), the canonical address and the Open
// Graph preview of a shared link. Crawlers and link previews read the HTML as sent, so the server
// writes them (src/entry.server.tsx); the browser only keeps the title current.
import type { PageHeadNotes } from '@/components/page-title/use-page-title';
import { LANGUAGES, DEFAULT_LANGUAGE, type Language } from './language';
import { switchLanguagePath } from './paths';

export interface HeadTagsInput {
  notes: PageHeadNotes;
  /** The description a page without its own gets, in the page's language. */
  defaultDescription: string;
  /** The site's public origin, e.g. https://boka.example.se (no trailing slash). */
  origin: string;
  /** The page's path and query string. */
  path: string;
  language: Language;
  brandName: string;
  /** Named to search engines: a page that is there and the same for everyone. */
  indexable: boolean;
}

/** The query parameters that change what a page shows; the rest (tracking…) leave its address. */
const MEANINGFUL_PARAMS = ['id', 'site'];

/** The page's own address: its path and the parameters that make it this page. */
export function canonicalPath(pathWithQuery: string): string {
  const url = new URL(pathWithQuery, 'http://x');
  const kept = new URLSearchParams(
    [...url.searchParams].filter(([name]) => MEANINGFUL_PARAMS.includes(name)),
  ).toString();
  return `${url.pathname}${kept ? `?${kept}` : ''}`;
}

const OG_LOCALE: Record<Language, string> = { sv: 'sv_SE', en: 'en_GB' };

/** Descriptions longer than this are cut at a word: search results show about this much. */
const DESCRIPTION_LENGTH = 160;

export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export function shortDescription(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`;

const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeAttribute(value)}"`)
    .join(' ')}>`;

export function headTags(input: HeadTagsInput): string {
  const { notes, origin, path, language, brandName } = input;
  const description = shortDescription(notes.description || input.defaultDescription);
  const page = canonicalPath(path);
  const url = `${origin}${page}`;
  const tags = [
    meta('name', 'description', description),
    meta('property', 'og:site_name', brandName),
    meta('property', 'og:title', notes.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALE[language]),
    ...LANGUAGES.filter((other) => other !== language).map((other) =>
      meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    ),
    meta('property', 'og:type', notes.price === undefined ? 'website' : 'product'),
  ];
  if (notes.image) {
    tags.push(meta('property', 'og:image', notes.image));
    tags.push(meta('name', 'twitter:card', 'summary_large_image'));
  }
  if (notes.price !== undefined) {
    tags.push(meta('property', 'product:price:amount', notes.price.toFixed(2)));
    tags.push(meta('property', 'product:price:currency', 'SEK'));
  }
  if (!input.indexable) {
    tags.push(meta('name', 'robots', 'noindex'));
    return tags.join('');
  }
  tags.push(link({ rel: 'canonical', href: url }));
  const alternate = (hreflang: string, language: Language) =>
    link({ rel: 'alternate', hreflang, href: `${origin}${switchLanguagePath(page, language)}` });
  for (const other of LANGUAGES) tags.push(alternate(other, other));
  tags.push(alternate('x-default', DEFAULT_LANGUAGE));
  return tags.join('');
}
