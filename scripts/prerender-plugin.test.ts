// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { prerenderedPage } from './prerender-plugin';

const template = `<!doctype html>
<html lang="sv">
  <head><title>Stadsbadet</title><style>.first-paint-header{height:56px}</style></head>
  <body>
    <div id="root"><div class="first-paint-header">Stadsbadet</div></div>
    <script>start()</script>
  </body>
</html>`;

/**
 * The page as a browser shows it at `pathname`: its head script run against that address, its
 * styles applied (jsdom cascades `display`). Returns whether the two first paints are displayed.
 */
function open(html: string, pathname: string) {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.className = '';
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  const gate = document.head.querySelector('script')?.textContent ?? '';
  new Function('location', gate)({ pathname });
  // The scripts in #root run as the parser reaches them (innerHTML does not run them).
  for (const script of document.querySelectorAll('#root script'))
    new Function(script.textContent)();
  const displayed = (selector: string) => {
    const element = document.querySelector(selector);
    return element !== null && getComputedStyle(element).display !== 'none';
  };
  return { page: displayed('.prerendered'), headerBar: displayed('.first-paint-header') };
}

describe('a prerendered index.html', () => {
  const page = prerenderedPage(template, '/en/', {
    language: 'en',
    html: '<main><h1>Welcome</h1></main>',
  });

  it('carries the page in #root beside the header bar, in the page’s language', () => {
    const doc = new DOMParser().parseFromString(page, 'text/html');
    expect(doc.documentElement.lang).toBe('en');
    const root = doc.getElementById('root');
    expect(root?.querySelector('.prerendered h1')?.textContent).toBe('Welcome');
    expect(root?.querySelector('.first-paint-header')).not.toBeNull();
    expect(doc.body.querySelector(':scope > script')?.textContent).toBe('start()');
  });

  it('shows the page on its own address, with or without the trailing slash', () => {
    for (const pathname of ['/en/', '/en']) {
      expect(open(page, pathname)).toEqual({ page: true, headerBar: false });
      expect(document.querySelector('#root > .prerendered h1')?.textContent).toBe('Welcome');
    }
  });

  it('shows only the header bar on any other address it is the fallback for', () => {
    for (const pathname of ['/en/booking/', '/', '/en/en/']) {
      expect(open(page, pathname)).toEqual({ page: false, headerBar: true });
      // Gone, not only hidden: the app's emotion must not adopt its styles.
      expect(document.querySelector('.prerendered')).toBeNull();
    }
  });

  it('refuses a template it cannot place the page in', () => {
    expect(() =>
      prerenderedPage('<html><body></body></html>', '/', { language: 'sv', html: '' }),
    ).toThrow(/#root/);
  });
});
