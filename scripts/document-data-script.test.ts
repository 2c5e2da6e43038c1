// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  documentDataScript,
  documentDataTable,
  ID_SENTINEL,
  withDocumentData,
  type DocumentDataTable,
} from './document-data-script';

const table: DocumentDataTable = [
  ['^/?$', [['/api/businessunits', 1, '["/businessunits"]']]],
  ['^/logga-in/?$', [['/wp-json/texts/login?lang=sv', 0, '["/texts/login",{"lang":"sv"}]']]],
  [
    '^/booking-service/?$',
    [
      ['/api/products/services/{id}', 1, '["/products/services/{id}"]'],
      ['/wp-json/service-by-id/{id}', 0, '["/service-by-id/{id}"]'],
      ['/wp-json/unique-messages', 0, '["/unique-messages"]'],
    ],
    'id',
  ],
];

/** What the script lists when the document is at `address`, each request fetched as listed. */
function listedAt(address: string, token?: string) {
  window.history.replaceState(null, '', address);
  if (token) window.localStorage.setItem('accessToken', token);
  const fetched: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    return Promise.resolve(
      new Response('{"text":"<p>Hej</p>"}', {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  new Function(documentDataScript(table, 'accessToken'))();
  const listed = window.documentRequests ?? [];
  expect(listed.map((entry) => entry.url)).toEqual(fetched);
  return listed;
}

/** The URLs the script fetches when the document is at `address`. */
const requestsAt = (address: string, token?: string) =>
  listedAt(address, token).map((entry) => entry.url);

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.documentRequests;
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the document data script', () => {
  it("fetches the page's requests, and nothing on another page", () => {
    expect(requestsAt('/logga-in/')).toEqual(['/wp-json/texts/login?lang=sv']);
    expect(requestsAt('/logga-in')).toEqual(['/wp-json/texts/login?lang=sv']);
    expect(requestsAt('/')).toEqual(['/api/businessunits']);
    expect(requestsAt('/schema/')).toEqual([]);
    expect(requestsAt('/en/login/')).toEqual([]);
  });

  it('puts the id of the address in, as the app reads it, and starts nothing without one', () => {
    expect(requestsAt('/booking-service/?id=701&site=2')).toEqual([
      '/api/products/services/701',
      '/wp-json/service-by-id/701',
      '/wp-json/unique-messages',
    ]);
    expect(requestsAt('/booking-service/?id=0701')[0]).toBe('/api/products/services/701');
    for (const id of ['', 'abc', '0', '-3', '7.5', '1e3', '99999999999999999999', '701/../x'])
      expect(requestsAt(`/booking-service/?id=${encodeURIComponent(id)}`), id).toEqual([]);
    expect(requestsAt('/booking-service/')).toEqual([]);
  });

  it("lists each request by its key with the id in it, and its answer as the app's adapter reads it", async () => {
    const [product, content] = listedAt('/booking-service/?id=0701');
    expect([product!.key, content!.key]).toEqual([
      '["/products/services/701"]',
      '["/service-by-id/701"]',
    ]);
    expect(await product!.answer).toEqual({
      status: 200,
      statusText: '',
      headers: { 'content-type': 'application/json' },
      body: '{"text":"<p>Hej</p>"}',
    });
  });

  it('lists null for a request that could not reach the server: the app asks itself', async () => {
    window.history.replaceState(null, '', '/logga-in/');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    new Function(documentDataScript(table, 'accessToken'))();
    expect(await window.documentRequests![0]!.answer).toBeNull();
  });

  it('leaves requests that carry the token to the app when a token is stored', () => {
    expect(requestsAt('/booking-service/?id=701', 'a token')).toEqual([
      '/wp-json/service-by-id/701',
      '/wp-json/unique-messages',
    ]);
    expect(requestsAt('/', 'a token')).toEqual([]);
    window.localStorage.clear();
    window.sessionStorage.setItem('accessToken', 'remembered for the session only');
    expect(requestsAt('/')).toEqual([]);
  });

  it('is left out of the page when there is nothing to start', () => {
    expect(withDocumentData('<head></head>', documentDataScript([], 'accessToken'))).toBe(
      '<head></head>',
    );
  });

  it('cannot end its own <script> whatever a recorded URL holds', () => {
    const script = documentDataScript(
      [['^/x$', [['/a</script><b>', 0, '["</script>"]']]]],
      'accessToken',
    );
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
        if (address === '/a/')
          return [{ url: '/api/a?lang=sv', sendsToken: true, key: '["/a",{"lang":"sv"}]' }];
        if (address.startsWith('/b/'))
          return [
            { url: `/api/b/${ID_SENTINEL}`, sendsToken: true, key: `["/b/${ID_SENTINEL}"]` },
            { url: '/wp/notices', sendsToken: false, key: '["/notices"]' },
          ];
        return [];
      },
    );
    expect(addresses).toEqual(['/a/', `/b/?id=${ID_SENTINEL}`, '/c/']);
    expect(built).toEqual([
      ['^/a/?$', [['/api/a?lang=sv', 1, '["/a",{"lang":"sv"}]']]],
      [
        '^/b/?$',
        [
          ['/api/b/{id}', 1, '["/b/{id}"]'],
          ['/wp/notices', 0, '["/notices"]'],
        ],
        'id',
      ],
    ]);
  });
});
