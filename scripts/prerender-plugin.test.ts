// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { storedOrderId } from '../src/lib/cart/stored-order-ids';
import { mergeComponentStyles, prerenderedPage, readOnlyFields } from './prerender-plugin';

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
function open(html: string, pathname: string, search = '') {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.className = '';
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  const gate = document.head.querySelector('script')?.textContent ?? '';
  document.title = 'Stadsbadet';
  new Function('location', gate)({ pathname, search });
  // The scripts in #root run as the parser reaches them (innerHTML does not run them).
  for (const script of document.querySelectorAll('#root script'))
    new Function(script.textContent)();
  const displayed = (selector: string) => {
    const element = document.querySelector(selector);
    return element !== null && getComputedStyle(element).display !== 'none';
  };
  return { page: displayed('.prerendered'), headerBar: displayed('.first-paint-header') };
}

/** A prerendered page over the template; `ignoresSearch` as the start page has it. */
function pageAt(path: string, html: string, ignoresSearch = true) {
  return prerenderedPage(
    template,
    { path, ignoresSearch },
    { language: 'en', html, title: 'Home - Stadsbadet' },
  );
}

describe('a prerendered index.html', () => {
  const page = pageAt('/en/', '<main><h1>Welcome</h1></main>');

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
      expect(document.title).toBe('Home - Stadsbadet');
      expect(document.querySelector('#root > .prerendered h1')?.textContent).toBe('Welcome');
    }
  });

  it('shows only the header bar on any other address it is the fallback for', () => {
    for (const pathname of ['/en/booking/', '/', '/en/en/']) {
      expect(open(page, pathname)).toEqual({ page: false, headerBar: true });
      expect(document.title).toBe('Stadsbadet');
      // Gone, not only hidden: the app's emotion must not adopt its styles.
      expect(document.querySelector('.prerendered')).toBeNull();
    }
  });

  it('shows a page whose state is in the query string only on its bare address', () => {
    const schedule = pageAt('/schema/', '<h1>Schedule</h1>', false);
    expect(open(schedule, '/schema/')).toEqual({ page: true, headerBar: false });
    expect(open(schedule, '/schema/', '?site=1')).toEqual({ page: false, headerBar: true });
    // The start page ignores its query string (a campaign's ?utm_source=…).
    expect(open(page, '/en/', '?utm_source=mail')).toEqual({ page: true, headerBar: false });
  });

  it('lets its controls take no taps until the app replaces them; links work', () => {
    const withControls = pageAt('/en/', '<button>Menu</button><a href="/en/schema/">Schedule</a>');
    open(withControls, '/en/');
    expect(getComputedStyle(document.querySelector('.prerendered button')!).pointerEvents).toBe(
      'none',
    );
    expect(getComputedStyle(document.querySelector('.prerendered a')!).pointerEvents).not.toBe(
      'none',
    );
  });

  it('hides the painted login link from a signed-in visitor until the app greets them', () => {
    const withHeader = pageAt(
      '/en/',
      '<a data-testid="header-account" href="/en/login/">Log in</a>',
    );
    const link = () => getComputedStyle(document.querySelector('[data-testid=header-account]')!);
    open(withHeader, '/en/');
    expect(link().visibility).not.toBe('hidden');
    for (const store of [localStorage, sessionStorage]) {
      store.setItem('accessToken', 'a-token');
      open(withHeader, '/en/');
      expect(link().visibility).toBe('hidden');
      store.removeItem('accessToken');
    }
  });

  it('hides what only a signed-out visitor sees (the login form) when a token is stored', () => {
    const login = pageAt('/en/login/', '<div data-signed-out-only=""><form>form</form></div>');
    const form = () => getComputedStyle(document.querySelector('[data-signed-out-only]')!);
    open(login, '/en/login/');
    expect(form().visibility).not.toBe('hidden');
    localStorage.setItem('accessToken', 'a-token');
    open(login, '/en/login/');
    expect(form().visibility).toBe('hidden');
    localStorage.removeItem('accessToken');
  });

  it('shows the checkout only with an order stored as the app reads it, never on a receipt', () => {
    const checkout = prerenderedPage(
      template,
      { path: '/kassa/', ignoresSearch: true, storedOrder: true },
      { language: 'sv', html: '<h1>Kassa</h1>', title: 'Kassa - Stadsbadet' },
    );
    expect(open(checkout, '/kassa/')).toEqual({ page: false, headerBar: true });
    for (const [stored, shown] of [
      ['612345', true],
      ['0612', true],
      ['0', false],
      ['12.5', false],
      ['', false],
      ['abc', false],
    ] as const) {
      localStorage.setItem('ORDER_ID', stored);
      expect(open(checkout, '/kassa/').page, stored).toBe(shown);
      expect(storedOrderId() !== null, stored).toBe(shown);
    }
    localStorage.setItem('ORDER_ID', '612345');
    expect(open(checkout, '/kassa/', '?orderid=612345&receiptid=9').page).toBe(false);
    expect(open(checkout, '/kassa/', '?orderid=612345&error=205').page).toBe(false);
    localStorage.removeItem('ORDER_ID');
    sessionStorage.setItem('ORDER_ID', '612345');
    expect(open(checkout, '/kassa/').page).toBe(true);
    sessionStorage.removeItem('ORDER_ID');
  });

  it('cannot be made to end its script by a title', () => {
    const hostile = prerenderedPage(
      template,
      { path: '/', ignoresSearch: true },
      { language: 'sv', html: '', title: '</script><script>alert(1)</script>' },
    );
    expect(hostile.match(/<\/script>/g)).toHaveLength(template.match(/<\/script>/g)!.length + 2);
    open(hostile, '/');
    expect(document.title).toBe('</script><script>alert(1)</script>');
  });

  it('refuses a template it cannot place the page in', () => {
    expect(() =>
      prerenderedPage(
        '<html><body></body></html>',
        { path: '/', ignoresSearch: true },
        { language: 'sv', html: '', title: '' },
      ),
    ).toThrow(/#root/);
  });
});

describe('the prerendered page’s component styles', () => {
  const page =
    '<style data-emotion="css-global g1">html{margin:0}</style><header>' +
    '<style data-emotion="css a1">.css-a1{color:red}</style><h1 class="css-a1">Boka pass</h1>' +
    '<style data-emotion="css b2 c3">.css-b2{margin:0}.css-c3{padding:0}</style><p class="css-b2">x</p>' +
    '</header>';

  it('come in one tag, where the first was, naming every class in order; globals stay', () => {
    expect(mergeComponentStyles(page)).toBe(
      '<style data-emotion="css-global g1">html{margin:0}</style><header>' +
        '<style data-emotion="css a1 b2 c3">.css-a1{color:red}.css-b2{margin:0}.css-c3{padding:0}</style>' +
        '<h1 class="css-a1">Boka pass</h1><p class="css-b2">x</p></header>',
    );
  });

  it('leave a page without component styles as it is', () => {
    expect(mergeComponentStyles('<h1>Start</h1>')).toBe('<h1>Start</h1>');
  });

  it('are merged in the written index.html', () => {
    const html = prerenderedPage(
      template,
      { path: '/booking/', ignoresSearch: false },
      { html: page, language: 'sv', title: 'Boka pass - Stadsbadet' },
    );
    expect(html.match(/<style data-emotion="css /g)).toHaveLength(1);
  });
});

describe("a prerendered page's text fields", () => {
  it('are read-only until the app has come: nothing typed there would survive it', () => {
    expect(
      readOnlyFields(
        '<input aria-invalid="false" id="email" type="email"><textarea></textarea><input/><label for="inputs">inputs</label>',
      ),
    ).toBe(
      '<input readonly="" aria-invalid="false" id="email" type="email"><textarea readonly=""></textarea><input readonly=""/><label for="inputs">inputs</label>',
    );
  });
});

describe('a prerendered page with a slot for the document (docs/decisions/023)', () => {
  const html =
    '<div data-document-wait="1500"><h1>Logga in</h1>' +
    '<div data-document-html="[&quot;/texts/login&quot;]" data-document-field="text"></div></div>';
  const login = prerenderedPage(
    template,
    { path: '/logga-in/', ignoresSearch: true },
    { language: 'sv', html, title: 'Logga in - Stadsbadet' },
    '/assets/document-paint-abc.js',
  );

  it('loads the paint script, and hides what waits for it as long as the page waits', () => {
    vi.useFakeTimers();
    try {
      open(login, '/logga-in/');
      const waits = () => document.documentElement.classList.contains('document-waits');
      expect(waits()).toBe(true);
      const styles = [...document.head.querySelectorAll('style')].map((s) => s.textContent);
      expect(styles.join('')).toContain(
        '.document-waits .prerendered [data-document-wait]{visibility:hidden}',
      );
      vi.advanceTimersByTime(1499);
      expect(waits()).toBe(true);
      vi.advanceTimersByTime(1);
      expect(waits()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    const script = new DOMParser()
      .parseFromString(login, 'text/html')
      .head.querySelector('script[type=module]');
    expect(script?.getAttribute('src')).toBe('/assets/document-paint-abc.js');
  });

  it('waits for nothing on an address it is only the fallback for', () => {
    open(login, '/logga-in/x/');
    expect(document.documentElement.classList.contains('document-waits')).toBe(false);
  });

  it('is not written into a page without slots', () => {
    const start = prerenderedPage(
      template,
      { path: '/', ignoresSearch: true },
      { language: 'sv', html: '<h1>Start</h1>', title: 'Start - Stadsbadet' },
      '/assets/document-paint-abc.js',
    );
    expect(start).not.toContain('document-paint');
    expect(start).not.toContain("className+=' document-waits'");
  });
});
