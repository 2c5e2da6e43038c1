// i18next with the JSON of src/locales/{sv,en}/<namespace>.json: every file is a namespace, so a
// feature adds texts by adding a file. Placeholders are {{name}}, as in the spec's catalogue.
// The shell's texts are bundled; every other namespace is its own chunk, loaded when a screen
// asks for it (react-i18next suspends meanwhile), so the start page does not carry every text.
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, languageFromPath, LANGUAGES, type Language } from './language';

type Resources = Record<Language, Record<string, Record<string, unknown>>>;
type Json = Record<string, unknown>;

export const BUNDLED_NAMESPACES = ['common', 'home'] as const;
/** Loaded at start-up (in its own chunk), because any screen may need to show an error. */
export const PRELOADED_NAMESPACES = ['errors'] as const;

const bundled = import.meta.glob<Json>('../locales/*/{common,home}.json', {
  eager: true,
  import: 'default',
});
const loaders = import.meta.glob<Json>('../locales/*/*.json', { import: 'default' });

export function collectResources(found: Record<string, Json>): Resources {
  const resources: Resources = { sv: {}, en: {} };
  for (const [path, content] of Object.entries(found)) {
    const match = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match;
    if (!language || !namespace || !LANGUAGES.includes(language as Language)) continue;
    resources[language as Language][namespace] = content;
  }
  return resources;
}

export const resources = collectResources(bundled);

const lazyNamespaces: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`no texts for ${language}/${namespace}`), false);
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

// Start in the language of the page being opened: i18next switches language only once the new
// language's start-up namespaces have loaded, so starting in Swedish painted /en/ in Swedish until
// the English `errors` texts arrived (index.html preloads them beside the main bundle).
const initialLanguage: Language =
  typeof window === 'undefined' ? DEFAULT_LANGUAGE : languageFromPath(window.location.pathname);

void i18next
  .use(lazyNamespaces)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: initialLanguage,
    // No fallback language: both hold every text (i18n-texts.test.ts), and a fallback made each
    // English page load the Swedish texts of its namespaces too.
    fallbackLng: false,
    defaultNS: 'common',
    ns: [...BUNDLED_NAMESPACES, ...PRELOADED_NAMESPACES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });

export { i18next };

const otherLanguages = new Map<Language, I18n>();

/**
 * The texts of one language, fixed to it: each language's tree of the page reads its own
 * (src/app/language-root.tsx), as each request does on the server (i18n.server.ts). One instance
 * switched with changeLanguage raced on a language switch: React renders the page being left and
 * the new one side by side until the new one is ready, and each switched the instance back to its
 * own language, so the new page kept the old texts until React gave up waiting (issue 41). The
 * page's first language is the instance above; another one is its clone, which shares the store
 * and the loading, and keeps a language of its own (i18next's cloneInstance).
 */
export function textsIn(language: Language): I18n {
  if (language === initialLanguage) return i18next;
  let texts = otherLanguages.get(language);
  if (!texts) {
    texts = i18next.cloneInstance({ lng: language });
    otherLanguages.set(language, texts);
  }
  return texts;
}

/** Every namespace of both languages, loaded now (unit tests and tools that read all texts). */
export async function loadAllTexts(): Promise<void> {
  const namespaces = [
    ...new Set(Object.keys(loaders).map((path) => /\/([\w-]+)\.json$/.exec(path)?.[1] ?? '')),
  ].filter(Boolean);
  await i18next.reloadResources([...LANGUAGES], namespaces);
}
