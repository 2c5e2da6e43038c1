// The language the browser's calls ask BRP for (its Accept-Language, decision 059): the page's.
// A navigation's loader starts the next page's queries before the address changes, so it sets the
// language it is loading for; the root sets the page's own on every render. The server reads the
// language from each request's own address instead (server/upstream.ts): requests run side by side.
import { LOCALES, type Language } from '../language';

let current: Language | null = null;

export function setApiLanguage(language: Language): void {
  current = language;
}

/** The Accept-Language of the browser's calls; undefined before a page has set one. */
export function apiLocale(): string | undefined {
  return current ? LOCALES[current] : undefined;
}
