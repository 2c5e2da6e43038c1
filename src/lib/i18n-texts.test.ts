import { collectResources } from './i18n';

// The browser has no fallback language (src/lib/i18n.ts): a text missing in one language would
// show its key, so every namespace must hold the same keys in both.
const resources = collectResources(
  import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
    eager: true,
    import: 'default',
  }),
);

function keysOf(texts: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('the texts of both languages', () => {
  it('have the same namespaces', () => {
    expect(Object.keys(resources.en).sort()).toEqual(Object.keys(resources.sv).sort());
    expect(Object.keys(resources.sv).length).toBeGreaterThan(5);
  });

  it.each(Object.keys(resources.sv))('%s has the same keys in Swedish and English', (namespace) => {
    const sv = keysOf(resources.sv[namespace] ?? {}).sort();
    const en = keysOf(resources.en[namespace] ?? {}).sort();
    expect(sv.length).toBeGreaterThan(0);
    expect(en).toEqual(sv);
  });

  it('are never empty', () => {
    for (const language of ['sv', 'en'] as const)
      for (const [namespace, texts] of Object.entries(resources[language]))
        for (const key of keysOf(texts)) {
          const value = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
          expect(value, `${language}/${namespace}:${key}`).not.toBe('');
        }
  });
});
