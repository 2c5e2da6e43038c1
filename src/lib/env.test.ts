import { describe, expect, it } from 'vitest';
import { env, validateBaseUrl } from './env';

describe('base URL configuration', () => {
  it('defaults to the tenant path and the WordPress path', () => {
    expect(env.bookingApiUrl).toBe('/brponline/api/ver3');
    expect(env.contentApiUrl).toBe('/wp-json');
  });

  it('accepts absolute http(s) URLs and site paths, without a trailing slash', () => {
    expect(validateBaseUrl('X', 'https://demo.brpsystems.com/brponline/api/ver3/')).toBe(
      'https://demo.brpsystems.com/brponline/api/ver3',
    );
    expect(validateBaseUrl('X', '/wp-json')).toBe('/wp-json');
  });

  it('rejects anything else, naming the variable', () => {
    expect(() => validateBaseUrl('VITE_BOOKING_API_URL', 'demo.brpsystems.com')).toThrow(
      /VITE_BOOKING_API_URL/,
    );
    expect(() => validateBaseUrl('X', '//evil.example/api')).toThrow();
    expect(() => validateBaseUrl('X', 'javascript:alert(1)')).toThrow();
  });
});
