// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { indexExamples } from './example-index.ts';
import { choosePrefer, exampleKey, type ExampleIndex } from './scenario-rules.ts';

const index: ExampleIndex = new Map([
  [
    exampleKey('booking', 'get', '/businessunits/{bu}/groupactivities'),
    new Set(['haga', 'empty', 'alvstranden', 'drottningtorget']),
  ],
  [
    exampleKey('booking', 'get', '/products/services/{id}'),
    new Set(['massage50', 'massage25', 'facial', 'sauna-ritual', 'personal-training', 'friskvard']),
  ],
  [
    exampleKey('content', 'get', '/wp/v2/pages'),
    new Set(['all-sv', 'offers-sv', 'offers-en', 'membership-info-sv', 'membership-info-en']),
  ],
  [
    exampleKey('content', 'get', '/wp/v2/brp_my_pages'),
    new Set(['member-pages-sv', 'member-pages-en']),
  ],
  [
    exampleKey('content', 'get', '/mild/v1/acf/texts/{name}'),
    new Set(['login_component_text', 'login_component_text-en']),
  ],
  [
    exampleKey('content', 'get', '/mild/v1/acf/options/global/{name}'),
    new Set(['brand_name', 'booking_rules_url']),
  ],
]);
const q = (s = '') => new URLSearchParams(s);
const booking = (path: string, query = '') => choosePrefer('booking', 'GET', path, q(query), index);
const content = (path: string, query = '') => choosePrefer('content', 'GET', path, q(query), index);

describe('choosePrefer', () => {
  it('picks the schedule example by business unit id', () => {
    expect(booking('/businessunits/1/groupactivities', 'period.start=x')).toBe('example=haga');
    expect(booking('/businessunits/3509/groupactivities')).toBe('example=alvstranden');
    expect(booking('/businessunits/4128/groupactivities/')).toBe('example=drottningtorget');
    expect(booking('/businessunits/77/groupactivities')).toBeUndefined();
    expect(booking('/businessunits/1/groupactivities/5')).toBeUndefined();
    expect(
      choosePrefer('booking', 'POST', '/businessunits/1/groupactivities', q(), index),
    ).toBeUndefined();
  });

  it('gives each treatment id its own product', () => {
    expect(booking('/products/services/701')).toBe('example=massage50');
    expect(booking('/products/services/703')).toBe('example=facial');
    expect(booking('/products/services/706')).toBe('example=friskvard');
    // Any other id is not found, as at BRP, rather than Prism's first example (the massage).
    expect(booking('/products/services/9999')).toBe('code=404');
  });

  it('finds the member-area pages by search title or slug', () => {
    expect(content('/wp/v2/pages', 'search=Mina+erbjudande')).toBe('example=offers-sv');
    expect(content('/wp/v2/pages', 'search=My%20offers&lang=en')).toBe('example=offers-en');
    expect(content('/wp/v2/pages', 'search=medlemsinformation')).toBe('example=membership-info-sv');
    expect(content('/wp/v2/pages', 'slug=membership-information')).toBe(
      'example=membership-info-en',
    );
    expect(content('/wp/v2/pages', 'search=Kontakt')).toBeUndefined();
    expect(content('/wp/v2/pages')).toBeUndefined();
  });

  it('picks the member-area posts by language', () => {
    expect(content('/wp/v2/brp_my_pages', 'lang=en')).toBe('example=member-pages-en');
    expect(content('/wp/v2/brp_my_pages')).toBe('example=member-pages-sv');
  });

  it('picks named texts and options by name, preferring the -{lang} variant', () => {
    expect(content('/mild/v1/acf/texts/login_component_text', 'lang=en')).toBe(
      'example=login_component_text-en',
    );
    expect(content('/mild/v1/acf/texts/login_component_text', 'lang=sv')).toBe(
      'example=login_component_text',
    );
    expect(content('/mild/v1/acf/texts/login_component_text')).toBe('example=login_component_text');
    expect(content('/mild/v1/acf/texts/unknown_text', 'lang=en')).toBeUndefined();
    expect(content('/mild/v1/acf/options/global/brand_name', 'lang=en')).toBe('example=brand_name');
  });

  it('never names an example the served spec lacks', () => {
    const partial: ExampleIndex = new Map([
      [exampleKey('booking', 'GET', '/businessunits/{x}/groupactivities'), new Set(['haga'])],
    ]);
    expect(
      choosePrefer('booking', 'GET', '/businessunits/3509/groupactivities', q(), partial),
    ).toBeUndefined();
    expect(
      choosePrefer('booking', 'GET', '/businessunits/1/groupactivities', q(), new Map()),
    ).toBeUndefined();
  });
});

describe('indexExamples', () => {
  it('indexes the lowest 2xx response, following $refs', () => {
    const doc = {
      paths: {
        '/a/{id}': {
          get: {
            responses: {
              '404': { content: { 'application/json': { examples: { notFound: {} } } } },
              '200': { $ref: '#/components/responses/Ok' },
            },
          },
        },
      },
      components: {
        responses: { Ok: { content: { 'application/json': { examples: { one: {}, two: {} } } } } },
      },
    };
    const idx = indexExamples('booking', doc);
    expect([...idx.get(exampleKey('booking', 'GET', '/a/{x}'))!]).toEqual(['one', 'two']);
  });
});

test('an entry product is chosen by its id, and the availability list is no id', () => {
  const index = new Map([
    ['booking GET /products/entries/{}', new Set(['badVuxen', 'spa'])],
    ['booking GET /products/entries/availability', new Set(['haga'])],
  ]);
  const none = new URLSearchParams();
  expect(choosePrefer('booking', 'GET', '/products/entries/903', none, index)).toBe('example=spa');
  expect(choosePrefer('booking', 'GET', '/products/entries/77', none, index)).toBe('code=404');
  expect(
    choosePrefer('booking', 'GET', '/products/entries/availability', none, index),
  ).toBeUndefined();
});
