import { describe, expect, it } from 'vitest';
import { canonicalId } from './document-answers';

describe("the address's id", () => {
  it('is read as the app reads it, and as index.html reads it', () => {
    expect(canonicalId('701')).toBe('701');
    expect(canonicalId('0701')).toBe('701');
    for (const id of [null, '', 'abc', '0', '-3', '7.5', '1e3', '99999999999999999999', '701/../x'])
      expect(canonicalId(id), String(id)).toBeNull();
  });
});
