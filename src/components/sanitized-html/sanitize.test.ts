// @vitest-environment jsdom
// Hostile markup from the content site or product descriptions: each vector is checked on the
// sanitised markup itself (jsdom never runs scripts, so "nothing ran" would prove nothing).
import { describe, expect, it } from 'vitest';
import { sanitizeHtml, withLineBreaks } from './sanitize';

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = sanitizeHtml(html);
  return root;
}

describe('sanitizeHtml removes what can run, overlay, post or reach back', () => {
  const removed: [string, string, (root: HTMLElement) => unknown][] = [
    ['a script', '<p>x</p><script>alert(1)</script>', (r) => r.querySelector('script')],
    [
      'an event handler',
      '<img src="a.png" onerror="alert(1)">',
      (r) => r.querySelector('[onerror]'),
    ],
    [
      'a javascript: link',
      '<a href="javascript:alert(1)">x</a>',
      (r) => r.querySelector('a[href]'),
    ],
    [
      'a mixed-case scheme',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      (r) => r.querySelector('a[href]'),
    ],
    [
      'a tab in the scheme',
      '<a href="java\tscript:alert(1)">x</a>',
      (r) => r.querySelector('a[href]'),
    ],
    [
      'an entity in the scheme',
      '<a href="java&#x09;script:alert(1)">x</a>',
      (r) => r.querySelector('a[href]'),
    ],
    ['a leading space', '<a href=" javascript:alert(1)">x</a>', (r) => r.querySelector('a[href]')],
    [
      'a data: link',
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      (r) => r.querySelector('a[href]'),
    ],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', (r) => r.querySelector('a[href]')],
    [
      'a data: image',
      '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
      (r) => r.querySelector('img[src]'),
    ],
    [
      'an inline style',
      '<div style="position:fixed;inset:0;z-index:99999">x</div>',
      (r) => r.querySelector('[style]'),
    ],
    [
      'a style element',
      '<style>body{display:none}</style><p>x</p>',
      (r) => r.querySelector('style'),
    ],
    [
      'a form',
      '<form action="https://evil.example"><p>x</p></form>',
      (r) => r.querySelector('form'),
    ],
    ['an input', '<input name="password" type="password">', (r) => r.querySelector('input')],
    [
      'a button with formaction',
      '<button formaction="https://evil.example">x</button>',
      (r) => r.querySelector('button'),
    ],
    ['a select', '<select><option>a</option></select>', (r) => r.querySelector('select, option')],
    ['a textarea', '<textarea>x</textarea>', (r) => r.querySelector('textarea')],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', (r) => r.querySelector('iframe')],
    ['an object', '<object data="x.swf"></object>', (r) => r.querySelector('object')],
    ['a base element', '<base href="https://evil.example/">', (r) => r.querySelector('base')],
    [
      'a meta refresh',
      '<meta http-equiv="refresh" content="0;url=https://evil.example">',
      (r) => r.querySelector('meta'),
    ],
    ['an svg script', '<svg><script>alert(1)</script></svg>', (r) => r.querySelector('script')],
    // Boxes laid over the page: an open dialog, a popover, a fixed position through a class of
    // the page's own styles, a hidden element a script could show.
    [
      'an open dialog',
      '<dialog open><p>Logga in igen</p></dialog>',
      (r) => r.querySelector('dialog'),
    ],
    ['a popover', '<div popover="manual">x</div>', (r) => r.querySelector('[popover]')],
    [
      'a class',
      '<div class="MuiBackdrop-root mui-1w267cw">x</div>',
      (r) => r.querySelector('[class]'),
    ],
    ['an id', '<img id="root" src="a.png">', (r) => r.querySelector('[id]')],
    [
      'a data attribute',
      '<p data-testid="pay-button">x</p>',
      (r) => r.querySelector('[data-testid]'),
    ],
    ['an svg', '<svg width="9999" height="9999"><rect /></svg>', (r) => r.querySelector('svg')],
    ['a video', '<video src="x.mp4" autoplay></video>', (r) => r.querySelector('video')],
    [
      'a details element',
      '<details open><summary>x</summary></details>',
      (r) => r.querySelector('details, summary'),
    ],
  ];
  it.each(removed)('%s', (_name, html, find) => {
    expect(find(parse(html))).toBeNull();
  });

  it.each([
    ['_blank', '<a href="https://x.se" target="_blank">x</a>'],
    ['_BLANK', '<a href="https://x.se" target="_BLANK">x</a>'],
    ['a named window', '<a href="https://x.se" target="other">x</a>'],
    ['rel=opener', '<a href="https://x.se" target="_blank" rel="opener">x</a>'],
    ['_top', '<a href="https://x.se" target="_top">x</a>'],
  ])('forces noopener on a link with target %s', (_name, html) => {
    expect(parse(html).querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps the text of what it removes', () => {
    expect(parse('<dialog open><p>Logga in igen</p></dialog>').textContent).toBe('Logga in igen');
  });

  it('keeps tables, lists and images with their alt text', () => {
    const root = parse(
      '<table><tr><th scope="col">Dag</th><td colspan="2">06–21</td></tr></table><ul><li>Bastu</li></ul><img src="/bad.jpg" alt="Bassängen">',
    );
    expect(root.querySelector('th')?.getAttribute('scope')).toBe('col');
    expect(root.querySelector('td')?.getAttribute('colspan')).toBe('2');
    expect(root.querySelector('li')?.textContent).toBe('Bastu');
    expect(root.querySelector('img')?.getAttribute('alt')).toBe('Bassängen');
  });

  it('keeps ordinary content and links', () => {
    const root = parse(
      '<h2>Öppettider</h2><p>Mån–fre <strong>06–21</strong></p><a href="https://stadsbadet.se/">Läs mer</a><a href="/kassa/">Kassa</a><a href="mailto:info@stadsbadet.se">Mejla</a>',
    );
    expect(root.querySelector('h2')?.textContent).toBe('Öppettider');
    expect(root.querySelector('strong')?.textContent).toBe('06–21');
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://stadsbadet.se/',
      '/kassa/',
      'mailto:info@stadsbadet.se',
    ]);
  });
});

describe('withLineBreaks', () => {
  it('shows the lines of plain text, one blank line at most between paragraphs', () => {
    expect(withLineBreaks('Massage\r\n50 min\n\n\n\nBoka i tid.\n')).toBe(
      'Massage<br>50 min<br><br>Boka i tid.',
    );
    expect(withLineBreaks('Rad ett\n  \n\t\nRad två')).toBe('Rad ett<br><br>Rad två');
  });

  it('leaves HTML with its own paragraphs and breaks as it is', () => {
    const html = '<p>Massage</p>\n\n<p>50 min</p>';
    expect(withLineBreaks(html)).toBe(html);
    expect(withLineBreaks('Rad ett<br>\nRad två')).toBe('Rad ett<br>\nRad två');
  });
});
