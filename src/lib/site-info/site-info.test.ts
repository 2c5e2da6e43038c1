import { describe, expect, it } from 'vitest';
import { linkHref } from './site-info';

describe('linkHref', () => {
  it('takes an http(s) URL or a path of the site', () => {
    expect(linkHref(' https://www.example.se/bokningsregler/ ')).toBe(
      'https://www.example.se/bokningsregler/',
    );
    expect(linkHref('/integritetspolicy/')).toBe('/integritetspolicy/');
  });

  it('refuses anything else', () => {
    for (const value of ['javascript:alert(1)', '//evil.example/', '/\\evil', 'rules', '', 7, null])
      expect(linkHref(value)).toBeUndefined();
  });
});
