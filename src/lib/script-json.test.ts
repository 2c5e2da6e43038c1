import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json';

describe('scriptJson', () => {
  it('cannot end or open anything in the script it stands in, and reads back the same', () => {
    const value = { text: '</script><script>alert(1)</script><!-- \u2028\u2029' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
