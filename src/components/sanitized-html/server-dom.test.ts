// On the server (no global document): API HTML is sanitised in the server's jsdom window, and what
// was made of each text is remembered, never the text as it came.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';
import { setServerWindow } from './server-dom';
import { stripTags } from './strip-tags';

const hostile =
  '<p onclick="steal()">Bastu<script>alert(1)</script><img src=x onerror=alert(1)></p>';

describe('the server remembers what it made of an API text', () => {
  it('keeps the sanitised markup and the plain text, and sends them again without parsing', () => {
    const sanitized = new Map<string, string>();
    const text = new Map<string, string>();
    setServerWindow(new JSDOM('').window as unknown as Parameters<typeof setServerWindow>[0], {
      sanitized,
      text,
    });
    const clean = sanitizeHtml(hostile);
    expect(clean).toBe('<p>Bastu<img src="x"></p>');
    expect([...sanitized]).toEqual([[hostile, clean]]);
    expect(stripTags(hostile)).toBe('Bastu');
    expect([...text]).toEqual([[hostile, 'Bastu']]);
    // What is remembered is what is sent: no second parse.
    sanitized.set(hostile, '<p>kept</p>');
    text.set(hostile, 'kept');
    expect(sanitizeHtml(hostile)).toBe('<p>kept</p>');
    expect(stripTags(hostile)).toBe('kept');
  });

  it('parses every time without memos', () => {
    setServerWindow(new JSDOM('').window as unknown as Parameters<typeof setServerWindow>[0]);
    expect(sanitizeHtml(hostile)).toBe('<p>Bastu<img src="x"></p>');
    expect(stripTags('<b>Gym</b>')).toBe('Gym');
  });
});
