import { describe, expect, it } from 'vitest';
import { termsHref } from './terms-links';

describe('termsHref', () => {
  it('links to the content site option when it is an http(s) URL or a site path', () => {
    expect(termsHref('bookingRules', 'sv', 'https://www.example.com/bokningsregler/')).toBe(
      'https://www.example.com/bokningsregler/',
    );
    expect(termsHref('privacyPolicy', 'en', '/en/privacy/')).toBe('/en/privacy/');
  });

  it('never links a scripted, protocol-relative or missing value', () => {
    expect(termsHref('bookingRules', 'sv', 'javascript:alert(1)')).toBe('/bokningsregler/');
    expect(termsHref('bookingRules', 'en', '//evil.example/')).toBe('/en/booking-rules/');
    expect(termsHref('privacyPolicy', 'sv', undefined)).toBe('/integritetspolicy/');
    expect(termsHref('privacyPolicy', 'sv', { url: 'x' })).toBe('/integritetspolicy/');
  });
});
