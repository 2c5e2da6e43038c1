// i18next with the bundled JSON of src/locales/{sv,en}/<namespace>.json: every file is a namespace,
// so a feature adds texts by adding a file. Placeholders are {{name}}, as in the spec's catalogue.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language';

type Resources = Record<Language, Record<string, Record<string, unknown>>>;

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function collectResources(found: Record<string, Record<string, unknown>>): Resources {
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

export const resources = collectResources(files);

void i18next.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'common',
  ns: Object.keys(resources.sv),
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18next };
