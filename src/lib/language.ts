// The language follows the route: /en/… is English, everything else Swedish (the default).
export const LANGUAGES = ['sv', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'sv';

/** BCP 47 locale per language (spec §3: English uses en-US, otherwise sv-SE). */
export const LOCALES: Record<Language, string> = { sv: 'sv-SE', en: 'en-US' };

export function languageFromPath(pathname: string): Language {
  return /^\/en(\/|$)/.test(pathname) ? 'en' : 'sv';
}

/** The route prefix of a language: '' for Swedish, '/en' for English. */
export function languagePrefix(language: Language): string {
  return language === 'en' ? '/en' : '';
}
