// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  documentDataScript,
  documentDataTable,
  ID_SENTINEL,
  withDocumentData,
  type DocumentDataTable,
} from './document-data-script';

const table: DocumentDataTable = [
  ['^/?$', [['/api/businessunits', 1]]],
  ['^/logga-in/?$', [['/wp-json/texts/login?lang=sv', 0]]],
  [
    '^/booking-service/?$',
    [
      ['/api/products/services/{id}', 1],
      ['/wp-json/service-by-id/{id}', 0],
      ['/wp-json/unique-messages', 0],
    ],
    'id',
  ],
];

/** The preload links the script adds when the document is at `address`. */
function preloadsAt(address: string, token?: string): string[] {
  window.history.replaceState(null, '', address);
  if (token) window.localStorage.setItem('accessToken', token);
  document.head.innerHTML = '';
  new Function(documentDataScript(table, 'accessToken'))();
  return [...document.head.querySelectorAll('link')].map((link) => {
    expect(link.rel).toBe('preload');
    expect(link.getAttribute('as')).toBe('fetch');
    expect(link.crossOrigin).toBe('anonymous');
    return link.getAttribute('href')!;
  });
}

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the document data script', () => {
  it("preloads the page's requests, and nothing on another page", () => {
    expect(preloadsAt('/logga-in/')).toEqual(['/wp-json/texts/login?lang=sv']);
    expect(preloadsAt('/logga-in')).toEqual(['/wp-json/texts/login?lang=sv']);
    expect(preloadsAt('/')).toEqual(['/api/businessunits']);
    expect(preloadsAt('/schema/')).toEqual([]);
    expect(preloadsAt('/en/login/')).toEqual([]);
  });

  it('puts the id of the address in, as the app reads it, and starts nothing without one', () => {
    expect(preloadsAt('/booking-service/?id=701&site=2')).toEqual([
      '/api/products/services/701',
      '/wp-json/service-by-id/701',
      '/wp-json/unique-messages',
    ]);
    expect(preloadsAt('/booking-service/?id=0701')[0]).toBe('/api/products/services/701');
    for (const id of ['', 'abc', '0', '-3', '7.5', '1e3', '99999999999999999999', '701/../x'])
      expect(preloadsAt(`/booking-service/?id=${encodeURIComponent(id)}`), id).toEqual([]);
    expect(preloadsAt('/booking-service/')).toEqual([]);
  });

  it('leaves requests that carry the token to the app when a token is stored', () => {
    expect(preloadsAt('/booking-service/?id=701', 'a token')).toEqual([
      '/wp-json/service-by-id/701',
      '/wp-json/unique-messages',
    ]);
    expect(preloadsAt('/', 'a token')).toEqual([]);
    window.localStorage.clear();
    window.sessionStorage.setItem('accessToken', 'remembered for the session only');
    expect(preloadsAt('/')).toEqual([]);
  });

  it('is left out of the page when there is nothing to start', () => {
    expect(withDocumentData('<head></head>', documentDataScript([], 'accessToken'))).toBe(
      '<head></head>',
    );
  });

  it('cannot end its own <script> whatever a recorded URL holds', () => {
    const script = documentDataScript([['^/x$', [['/a</script><b>', 0]]]], 'accessToken');
    expect(script).not.toContain('</script>');
    expect(withDocumentData('<head><title>t</title></head>', script)).toMatch(
      /^<head><title>t<\/title><script>\(function\(\)\{.*\}\)\(\)<\/script><\/head>$/,
    );
  });
});

describe('the document data table', () => {
  it('records a page keyed by an id at the sentinel id, and leaves out pages that start nothing', async () => {
    const addresses: string[] = [];
    const built = await documentDataTable(
      [
        { pattern: '^/a/?$', address: '/a/' },
        { pattern: '^/b/?$', address: '/b/', idParameter: 'id' },
        { pattern: '^/c/?$', address: '/c/' },
      ],
      async (address) => {
        addresses.push(address);
        if (address === '/a/') return [{ url: '/api/a?lang=sv', sendsToken: true }];
        if (address.startsWith('/b/'))
          return [
            { url: `/api/b/${ID_SENTINEL}`, sendsToken: true },
            { url: '/wp/notices', sendsToken: false },
          ];
        return [];
      },
    );
    expect(addresses).toEqual(['/a/', `/b/?id=${ID_SENTINEL}`, '/c/']);
    expect(built).toEqual([
      ['^/a/?$', [['/api/a?lang=sv', 1]]],
      [
        '^/b/?$',
        [
          ['/api/b/{id}', 1],
          ['/wp/notices', 0],
        ],
        'id',
      ],
    ]);
  });
});
