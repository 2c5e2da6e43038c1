import { describe, expect, it } from 'vitest';
import { postLoginTarget } from './post-login-target';

describe('postLoginTarget', () => {
  it('goes back to a page of this site', () => {
    expect(postLoginTarget('/mina-sidor/bookings/', 'sv')).toBe('/mina-sidor/bookings/');
    expect(postLoginTarget('/booking/?id=5#list', 'sv')).toBe('/booking/?id=5#list');
    expect(postLoginTarget('/en/mina-sidor/profile/', 'en')).toBe('/en/mina-sidor/profile/');
  });

  it('goes to the overview without a return target', () => {
    expect(postLoginTarget(null, 'sv')).toBe('/mina-sidor/overview/');
    expect(postLoginTarget('', 'en')).toBe('/en/mina-sidor/overview/');
  });

  it('ignores targets on other origins or with tricks', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'mina-sidor/',
      '/\tevil',
    ]) {
      expect(postLoginTarget(target, 'sv')).toBe('/mina-sidor/overview/');
    }
  });

  it('never returns to the login page', () => {
    expect(postLoginTarget('/logga-in/', 'sv')).toBe('/mina-sidor/overview/');
    expect(postLoginTarget('/en/login/?returnTo=/x', 'en')).toBe('/en/mina-sidor/overview/');
  });
});

describe('a refused return target', () => {
  it.each(['/..//evil.example', '/.//evil.example', '/%2e%2e//evil.example', '//evil.example'])(
    '%s falls back to the member overview',
    (target) => {
      expect(postLoginTarget(target, 'sv')).toBe('/mina-sidor/overview/');
      expect(postLoginTarget(target, 'en')).toBe('/en/mina-sidor/overview/');
    },
  );
});
