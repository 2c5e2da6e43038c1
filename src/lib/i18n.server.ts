// The server's texts: one i18next instance per language, every namespace loaded up front, fixed
// to its language. A shared instance switched with changeLanguage would race between requests in
// different languages; these never change.
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { collectResources } from './i18n';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language';

const everything = collectResources(
  import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
    eager: true,
    import: 'default',
  }),
);

function instanceFor(language: Language): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: everything,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: 'common',
    ns: Object.keys(everything[language]),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

const instances = Object.fromEntries(
  LANGUAGES.map((language) => [language, instanceFor(language)]),
);

export function serverI18n(language: Language): I18n {
  return instances[language] as I18n;
}
