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

  it('refuses plain http except to this machine, so the token never travels in clear text', () => {
    expect(() => validateBaseUrl('X', 'http://demo.brpsystems.com/brponline/api/ver3')).toThrow(
      /https/,
    );
    expect(() => validateBaseUrl('X', 'http://192.168.1.10/wp-json')).toThrow();
    expect(() => validateBaseUrl('X', '/\\evil.example/api')).toThrow();
    expect(validateBaseUrl('X', 'http://localhost:8080/wp-json')).toBe(
      'http://localhost:8080/wp-json',
    );
    expect(validateBaseUrl('X', 'http://127.0.0.1:4010/brponline/api/ver3')).toBe(
      'http://127.0.0.1:4010/brponline/api/ver3',
    );
    expect(validateBaseUrl('X', 'HTTPS://Demo.brpsystems.com/api')).toBe(
      'HTTPS://Demo.brpsystems.com/api',
    );
  });
});
