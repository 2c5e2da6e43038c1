import { describe, expect, it } from 'vitest';
import { headTags, shortDescription } from './head-tags';

const base = {
  notes: { title: 'Boka pass - Stadsbadet' },
  defaultDescription: 'Boka pass och behandlingar hos Stadsbadet.',
  origin: 'https://boka.example.se',
  path: '/booking/?site=1',
  language: 'sv' as const,
  brandName: 'Stadsbadet',
  indexable: true,
};

/** Each meta's content by its name, each link's address by its rel (and hreflang). */
function read(html: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [, key, value] of html.matchAll(
    /<meta (?:name|property)="([^"]+)" content="([^"]*)">/g,
  ))
    (found[key!] ??= []).push(value!);
  for (const [, rel, lang, href] of html.matchAll(
    /<link rel="([^"]+)"(?: hreflang="([^"]+)")? href="([^"]*)">/g,
  ))
    (found[lang ? `${rel}:${lang}` : rel!] ??= []).push(href!);
  return found;
}

describe('headTags', () => {
  it('names the page in both languages with absolute addresses, the query string kept', () => {
    const tags = read(headTags(base));
    expect(tags['canonical']).toEqual(['https://boka.example.se/booking/?site=1']);
    expect(tags['alternate:sv']).toEqual(['https://boka.example.se/booking/?site=1']);
    expect(tags['alternate:en']).toEqual(['https://boka.example.se/en/booking/?site=1']);
    expect(tags['alternate:x-default']).toEqual(['https://boka.example.se/booking/?site=1']);
    expect(tags['og:locale']).toEqual(['sv_SE']);
    expect(tags['og:locale:alternate']).toEqual(['en_GB']);
  });

  it('translates the slugs that differ between the languages', () => {
    const tags = read(headTags({ ...base, path: '/en/checkout/', language: 'en' }));
    expect(tags['alternate:sv']).toEqual(['https://boka.example.se/kassa/']);
    expect(tags['canonical']).toEqual(['https://boka.example.se/en/checkout/']);
  });

  it("uses the language's description when the page names none, and the page's when it does", () => {
    expect(read(headTags(base))['description']).toEqual([base.defaultDescription]);
    const own = read(
      headTags({ ...base, notes: { title: 'Massage', description: 'Avslappnande massage.' } }),
    );
    expect(own['description']).toEqual(['Avslappnande massage.']);
    expect(own['og:description']).toEqual(['Avslappnande massage.']);
  });

  it('previews a treatment with its image and price', () => {
    const tags = read(
      headTags({
        ...base,
        notes: {
          title: 'Massage 50 min - Stadsbadet',
          image: 'https://www.example.se/massage.jpg',
          price: 695,
        },
      }),
    );
    expect(tags['og:type']).toEqual(['product']);
    expect(tags['og:image']).toEqual(['https://www.example.se/massage.jpg']);
    expect(tags['product:price:amount']).toEqual(['695.00']);
    expect(tags['product:price:currency']).toEqual(['SEK']);
    expect(tags['twitter:card']).toEqual(['summary_large_image']);
  });

  it('escapes what the APIs wrote', () => {
    const html = headTags({
      ...base,
      notes: { title: 'A "quoted" <b>name</b> & more', description: '"><script>alert(1)</script>' },
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('content="A &quot;quoted&quot; &lt;b&gt;name&lt;/b&gt; &amp; more"');
  });

  it('keeps search engines off a page that is not there or is one visitor’s', () => {
    const tags = read(headTags({ ...base, indexable: false }));
    expect(tags['robots']).toEqual(['noindex']);
    expect(tags['canonical']).toBeUndefined();
    expect(tags['alternate:en']).toBeUndefined();
    expect(tags['description']).toHaveLength(1);
  });

  it('leaves tracking parameters out of the page’s address', () => {
    const tags = read(
      headTags({ ...base, path: '/booking-service/?utm_source=fb&id=701&fbclid=x' }),
    );
    expect(tags['canonical']).toEqual(['https://boka.example.se/booking-service/?id=701']);
    expect(tags['og:url']).toEqual(['https://boka.example.se/booking-service/?id=701']);
    expect(tags['alternate:en']).toEqual(['https://boka.example.se/en/booking-service/?id=701']);
  });
});

describe('shortDescription', () => {
  it('keeps a short text and cuts a long one at a word, with an ellipsis', () => {
    expect(shortDescription('  Kort   text. ')).toBe('Kort text.');
    const long = 'Ord '.repeat(60);
    const cut = shortDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('Ord…')).toBe(true);
  });
});
