import { describe, expect, it } from 'vitest';
import { memberPagePath, pathTo, safeReturnPath, switchLanguagePath } from './paths';

describe('paths', () => {
  it('builds Swedish and English routes with the English slugs of the spec', () => {
    expect(pathTo('login', 'sv')).toBe('/logga-in/');
    expect(pathTo('login', 'en')).toBe('/en/login/');
    expect(pathTo('checkout', 'en')).toBe('/en/checkout/');
    expect(pathTo('home', 'en')).toBe('/en/');
    expect(memberPagePath('bookings', 'en')).toBe('/en/mina-sidor/bookings/');
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
