import { describe, expect, it } from 'vitest';
import {
  canonicalAliasPath,
  isOfflineMemberPath,
  memberCardPath,
  memberPagePath,
  pathTo,
  productPath,
  purchaseReceiptPath,
  valueCardPath,
  safeReturnPath,
  slugAliases,
  switchLanguagePath,
} from './paths';

describe('paths', () => {
  it('builds Swedish and English routes with the English slugs of the spec', () => {
    expect(pathTo('login', 'sv')).toBe('/logga-in/');
    expect(pathTo('login', 'en')).toBe('/en/login/');
    expect(pathTo('checkout', 'en')).toBe('/en/checkout/');
    expect(pathTo('home', 'en')).toBe('/en/');
    expect(memberPagePath('bookings', 'en')).toBe('/en/mina-sidor/bookings/');
  });

  it("puts a purchase's receipt below the purchases page, the same slugs in both languages", () => {
    expect(purchaseReceiptPath(90188, 'sv')).toBe('/mina-sidor/purchases/90188/');
    expect(purchaseReceiptPath(90188, 'en')).toBe('/en/mina-sidor/purchases/90188/');
    expect(switchLanguagePath('/mina-sidor/purchases/90188/', 'en')).toBe(
      '/en/mina-sidor/purchases/90188/',
    );
  });

  it('puts a value card below its list, or below the gift cards when it is given', () => {
    expect(valueCardPath(301, { gift: false }, 'sv')).toBe('/vardekort/301/');
    expect(valueCardPath(301, { gift: true, site: 3509 }, 'en')).toBe(
      '/en/gift-cards/301/?site=3509',
    );
    expect(switchLanguagePath('/presentkort/301/?site=1', 'en')).toBe('/en/gift-cards/301/?site=1');
    expect(switchLanguagePath('/en/value-cards/', 'sv')).toBe('/vardekort/');
  });

  it('keeps the user on the same page when the language changes', () => {
    expect(switchLanguagePath('/logga-in/', 'en')).toBe('/en/login/');
    expect(switchLanguagePath('/en/login/', 'sv')).toBe('/logga-in/');
    expect(switchLanguagePath('/kassa/', 'en')).toBe('/en/checkout/');
    expect(switchLanguagePath('/mina-sidor/profile/', 'en')).toBe('/en/mina-sidor/profile/');
    expect(switchLanguagePath('/en/', 'sv')).toBe('/');
    expect(switchLanguagePath('/', 'en')).toBe('/en/');
    expect(switchLanguagePath('/booking-service/?id=5', 'en')).toBe('/en/booking-service/?id=5');
  });

  it('accepts only same-site paths as return targets', () => {
    expect(safeReturnPath('/mina-sidor/bookings/')).toBe('/mina-sidor/bookings/');
    expect(safeReturnPath('/booking/?id=3#top')).toBe('/booking/?id=3#top');
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'mina-sidor',
      '',
      null,
      42,
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });
});

describe("the other language's slug names the same page", () => {
  it('sends /checkout/ to /kassa/ and /login/ to /logga-in/, keeping the query', () => {
    expect(canonicalAliasPath('/checkout/', '?orderid=611902&error=205')).toBe(
      '/kassa/?orderid=611902&error=205',
    );
    expect(canonicalAliasPath('/checkout', '')).toBe('/kassa/');
    expect(canonicalAliasPath('/login/', '?returnTo=%2Fschema%2F')).toBe(
      '/logga-in/?returnTo=%2Fschema%2F',
    );
  });

  it('sends /en/kassa/ to /en/checkout/ and /en/logga-in/ to /en/login/', () => {
    expect(canonicalAliasPath('/en/kassa/', '?orderid=1')).toBe('/en/checkout/?orderid=1');
    expect(canonicalAliasPath('/en/logga-in/', '')).toBe('/en/login/');
  });

  it('gives a course and an entry their pages below the lists, in both languages', () => {
    expect(productPath('courses', 610, 'sv', 1)).toBe('/kurser/610/?site=1');
    expect(productPath('entries', 903, 'en')).toBe('/en/entries/903/');
    expect(switchLanguagePath('/kurser/610/?site=1', 'en')).toBe('/en/courses/610/?site=1');
    expect(switchLanguagePath('/en/entries/903/', 'sv')).toBe('/entre/903/');
  });

  it('names no alias for a page that has one slug, or for the page itself', () => {
    expect(canonicalAliasPath('/kassa/', '')).toBeNull();
    expect(canonicalAliasPath('/en/checkout/', '')).toBeNull();
    expect(canonicalAliasPath('/booking/', '')).toBeNull();
    expect(slugAliases('sv').map(({ segment }) => segment)).toEqual([
      'login',
      'checkout',
      'accessibility',
      'memberships',
      'courses',
      'entries',
      'value-cards',
      'gift-cards',
      'withdraw',
    ]);
    expect(slugAliases('en').map(({ segment }) => segment)).toEqual([
      'logga-in',
      'kassa',
      'tillganglighet',
      'medlemskap',
      'kurser',
      'entre',
      'vardekort',
      'presentkort',
      'angra-kop',
    ]);
  });
});

describe('hostile return targets', () => {
  const refused = [
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/%2e//evil.example',
    '/a/../..//evil.example',
    '/./..//evil.example/path',
    '/%2f/evil.example',
    '/%2F%2Fevil.example',
    '/%5cevil.example',
    '/%5c%5cevil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '//evil.example/%2e%2e',
    '///evil.example',
    'https:evil.example',
    ' /mina-sidor/',
    '/%E0%A4%A',
    'data:text/html,<script>alert(1)</script>',
    'JaVaScRiPt:alert(1)',
  ];
  it.each(refused)('refuses %j', (target) => {
    expect(safeReturnPath(target)).toBeNull();
  });

  it('keeps ordinary paths of this site, normalised', () => {
    expect(safeReturnPath('/mina-sidor/./bookings/')).toBe('/mina-sidor/bookings/');
    expect(safeReturnPath('/a/../kassa/?orderid=5')).toBe('/kassa/?orderid=5');
    expect(safeReturnPath('/en/booking/?id=3&date=2026-03-26')).toBe(
      '/en/booking/?id=3&date=2026-03-26',
    );
  });
});

describe('the language switch never links off-site', () => {
  it.each([
    ['/en//evil.example/', 'sv', '/evil.example/'],
    ['//evil.example/', 'en', '/en/evil.example/'],
    ['/en///evil.example', 'sv', '/evil.example'],
    ['/en/\\/evil.example', 'sv', '/evil.example'],
    ['/booking//?next=//x', 'en', '/en/booking/?next=//x'],
  ] as const)('%s → %s', (from, to, expected) => {
    const target = switchLanguagePath(from, to);
    expect(target).toBe(expected);
    expect(new URL(target, 'https://same.site').origin).toBe('https://same.site');
  });
});

describe('the pages the service worker keeps offline', () => {
  it('are the overview and the member card, in both languages', () => {
    for (const path of ['/mina-sidor/overview/', '/en/mina-sidor/card/', '/mina-sidor/card'])
      expect(isOfflineMemberPath(path)).toBe(true);
    expect(memberCardPath('sv')).toBe('/mina-sidor/card/');
    expect(memberCardPath('en')).toBe('/en/mina-sidor/card/');
  });

  it('leave out every other page', () => {
    for (const path of ['/mina-sidor/bookings/', '/kassa/', '/', '/mina-sidor/card/x', '/en/'])
      expect(isOfflineMemberPath(path)).toBe(false);
  });
});
