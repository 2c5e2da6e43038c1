// What the browser's code knows of the deployment: this site's own API paths (the server's
// gateway forwards them; server/config.test.ts checks where to) and the facility's name.
import { afterEach, describe, expect, it } from 'vitest';
import { BOOKING_API_PATH, CONTENT_API_PATH, DEFAULT_BRAND_NAME, env, setBrandName } from './env';

afterEach(() => setBrandName(DEFAULT_BRAND_NAME));

describe('the API paths', () => {
  it("are this site's own paths, never another host", () => {
    expect(BOOKING_API_PATH).toBe('/brponline/api/ver3');
    expect(CONTENT_API_PATH).toBe('/wp-json');
    expect(env.bookingApiUrl).toBe(BOOKING_API_PATH);
    expect(env.contentApiUrl).toBe(CONTENT_API_PATH);
  });
});

describe('the brand name', () => {
  it('defaults to Stadsbadet', () => {
    expect(env.brandName).toBe('Stadsbadet');
  });

  it('is set from the deployment, trimmed, falling back to the default when blank', () => {
    setBrandName('  Simhallen Norr ');
    expect(env.brandName).toBe('Simhallen Norr');
    setBrandName('   ');
    expect(env.brandName).toBe(DEFAULT_BRAND_NAME);
  });
});
