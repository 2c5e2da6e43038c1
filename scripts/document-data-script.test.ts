// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedOrderId } from '../src/lib/cart/stored-order';
import { PRODUCT_SENTINEL, SITE_SENTINEL } from '../src/lib/document/document-answers';
import { storage } from '../src/lib/storage';
import { usableSession } from '../src/lib/session';
import {
  CUSTOMER_SENTINEL,
  documentDataScript,
  documentDataTable,
  ID_SENTINEL,
  ORDER_SENTINEL,
  withDocumentData,
  type DocumentDataTable,
} from './document-data-script';

const KEYS = { accessToken: 'accessToken', customerId: 'customerId', orderId: 'ORDER_ID' };

const table: DocumentDataTable = [
  {
    pattern: '^/?$',
    requests: [{ url: '/api/businessunits', token: 1, key: '["/businessunits"]' }],
  },
  {
    pattern: '^/logga-in/?$',
    requests: [{ url: '/wp-json/texts/login?lang=sv', key: '["/texts/login",{"lang":"sv"}]' }],
  },
  {
    pattern: '^/booking-service/?$',
    requests: [
      { url: '/api/products/services/{id}', token: 1, key: '["/products/services/{id}"]' },
      { url: '/wp-json/service-by-id/{id}', key: '["/service-by-id/{id}"]' },
      { url: '/wp-json/unique-messages', key: '["/unique-messages"]' },
    ],
    id: 'id',
  },
  {
    pattern: '^/mina-sidor/overview/?$',
    requests: [
      { url: '/api/auth/validate', method: 'POST', token: 1, key: '["/auth/validate"]' },
      { url: '/api/customers/{customer}', token: 1, key: '["/customers/{customer}"]' },
    ],
    signedIn: 1,
  },
  {
    pattern: '^/kassa/?$',
    requests: [
      { url: '/api/orders/{order}', token: 1, key: '["/orders/{order}"]', lines: 1 },
      { url: '/wp-json/unique-messages', key: '["/unique-messages"]' },
      { url: '/api/products/{product}', token: 1, key: '["/products/{product}"]' },
      {
        url: '/api/products/{product}/additions?site={site}',
        token: 1,
        key: '["/products/{product}/additions",{"site":{site}}]',
      },
      { url: '/api/customers/{customer}', token: 1, key: '["/customers/{customer}"]', member: 1 },
      {
        url: '/api/orders/{order}/cards',
        token: 1,
        key: '["/orders/{order}/cards"]',
        member: 1,
      },
    ],
    order: 1,
  },
];

/** A JWT with the payload `claims` (the signature is the server's to check). */
const jwt = (claims: object) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

/** What the script lists when the document is at `address`, each request fetched as listed. */
function listedAt(address: string, token?: string) {
  window.history.replaceState(null, '', address);
  if (token) window.localStorage.setItem('accessToken', token);
  const fetched: string[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    expect(init.method).toBe(listedMethod(url));
    fetched.push(url);
    return Promise.resolve(
      new Response('{"text":"<p>Hej</p>"}', {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  new Function(documentDataScript(table, KEYS))();
  const listed = window.documentRequests ?? [];
  expect(listed.map((entry) => entry.url)).toEqual(fetched);
  return listed;
}

const listedMethod = (url: string) =>
  window.documentRequests?.find((entry) => entry.url === url)?.method ??
  (url.endsWith('/validate') ? 'POST' : 'GET');

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
    new Function(documentDataScript(table, KEYS))();
    expect(await window.documentRequests![0]!.answer).toBeNull();
  });

  it("sends the stored token with the booking API's requests, as the app's client does, and never to the content site", () => {
    const authorizations = (address: string) =>
      listedAt(address, 'a token').map(({ url, authorization }) => [url, authorization]);
    expect(authorizations('/booking-service/?id=701')).toEqual([
      ['/api/products/services/701', 'Bearer a token'],
      ['/wp-json/service-by-id/701', null],
      ['/wp-json/unique-messages', null],
    ]);
    window.localStorage.clear();
    window.sessionStorage.setItem('accessToken', 'for the session only');
    expect(listedAt('/').map((entry) => entry.authorization)).toEqual([
      'Bearer for the session only',
    ]);
    window.sessionStorage.clear();
    expect(listedAt('/').map((entry) => entry.authorization)).toEqual([null]);
  });

  it("starts a member's requests only with a session the app would use, for its customer id", () => {
    const token = jwt({ sub: '4711', exp: Date.now() / 1000 + 3600 });
    const member = (address: string, stored?: string) => {
      window.localStorage.clear();
      if (stored !== undefined) window.localStorage.setItem('customerId', stored);
      return listedAt(address, token);
    };
    expect(member('/mina-sidor/overview').map(({ url, method }) => `${method} ${url}`)).toEqual([
      'POST /api/auth/validate',
      'GET /api/customers/4711',
    ]);
    expect(member('/mina-sidor/overview', '0815').map((entry) => entry.url)).toContain(
      '/api/customers/815',
    );
    const [validate, customer] = member('/mina-sidor/overview/');
    expect(customer).toMatchObject({
      authorization: `Bearer ${token}`,
      key: '["/customers/4711"]',
      recordedKey: '["/customers/{customer}"]',
    });
    expect(validate!.recordedKey).toBe('["/auth/validate"]');
    window.localStorage.clear();
    expect(requestsAt('/mina-sidor/overview/')).toEqual([]);
  });

  // The script's copy of the app's rule must agree with it: a request for another customer, or
  // for a session the app will not use, is a request for nothing.
  it.each([
    ['a readable token', jwt({ sub: '4711' }), null],
    ['the stored id first', jwt({ sub: '4711' }), '12'],
    ['no id stored, the sub a number', jwt({ sub: 4711 }), null],
    ['an expired token', jwt({ sub: '4711', exp: 1 }), null],
    ['a token not yet expired', jwt({ sub: '4711', exp: 4102444800 }), null],
    ['no customer id anywhere', jwt({ name: 'x' }), null],
    ['a stored id that is not one', jwt({ sub: '4711' }), 'abc'],
    ['a sub of zero', jwt({ sub: '0' }), null],
    ['a fraction', jwt({ sub: '7.5' }), null],
    ['not a JWT', 'opaque', null],
    ['a JWT of an array', `e30.${btoa('[1]')}.x`, null],
    ['a JWT that is not JSON', 'e30.bm90IGpzb24.x', null],
  ])('uses the session as the app does: %s', (_name, token, storedId) => {
    window.localStorage.clear();
    if (storedId !== null) window.localStorage.setItem('customerId', storedId);
    const listed = listedAt('/mina-sidor/overview/', token);
    const session = usableSession(token, storedId);
    expect(listed.length > 0).toBe(session.customerId !== null);
    if (session.customerId !== null)
      expect(listed[1]!.url).toBe(`/api/customers/${session.customerId}`);
  });

  it("starts the checkout's requests for the stored order, as the app reads it, and never for a receipt", () => {
    window.localStorage.setItem('ORDER_ID', '0612345');
    expect(
      listedAt('/kassa/', 'a token').map(({ url, authorization }) => [url, authorization]),
    ).toEqual([
      ['/api/orders/612345', 'Bearer a token'],
      ['/wp-json/unique-messages', null],
    ]);
    // A receipt (or a cancelled payment) names its order in the address: the app decides there.
    expect(requestsAt('/kassa/?orderid=612345&receiptid=1')).toEqual([]);
    expect(requestsAt('/kassa/?orderid=612345&error=205')).toEqual([]);
    window.localStorage.clear();
    expect(requestsAt('/kassa/')).toEqual([]);
  });

  /** The checkout's listed requests once the stored order has answered with `order`. */
  async function checkoutOnceAnswered(order: { status: number; body: unknown }, token?: string) {
    window.localStorage.setItem('ORDER_ID', '612345');
    window.history.replaceState(null, '', '/kassa/');
    if (token) window.localStorage.setItem('accessToken', token);
    vi.stubGlobal('fetch', (url: string) =>
      Promise.resolve(
        url === '/api/orders/612345'
          ? new Response(JSON.stringify(order.body), { status: order.status })
          : new Response('[]', { status: 200 }),
      ),
    );
    new Function(documentDataScript(table, KEYS))();
    const listed = window.documentRequests ?? [];
    await Promise.all(listed.map((entry) => entry.answer));
    await new Promise((resolve) => setTimeout(resolve, 0));
    return window.documentRequests ?? [];
  }

  const orderOf = (site: unknown, ...products: unknown[]) => ({
    status: 200,
    body: { businessUnit: { id: site }, serviceItems: products.map((id) => ({ product: { id } })) },
  });

  it("follows the order's answer with each service product's requests, once per product, at its facility", async () => {
    const listed = await checkoutOnceAnswered(orderOf(3, 701, 702, 701), 'a token');
    expect(listed.map(({ url, authorization }) => [url, authorization])).toEqual([
      ['/api/orders/612345', 'Bearer a token'],
      ['/wp-json/unique-messages', null],
      ['/api/products/701', 'Bearer a token'],
      ['/api/products/701/additions?site=3', 'Bearer a token'],
      ['/api/products/702', 'Bearer a token'],
      ['/api/products/702/additions?site=3', 'Bearer a token'],
    ]);
    expect(listed[3]).toMatchObject({
      key: '["/products/701/additions",{"site":3}]',
      recordedKey: '["/products/{product}/additions",{"site":{site}}]',
    });
  });

  it.each([
    ['a refused order', { status: 403, body: { errorCode: 'FORBIDDEN' } }],
    ['an order without service lines', { status: 200, body: { businessUnit: { id: 3 } } }],
    ['an order without a facility', orderOf(null, 701)],
    ['a line without a product id', orderOf(3, 'x')],
  ])('starts nothing more for %s', async (_name, order) => {
    const listed = await checkoutOnceAnswered(order);
    expect(listed.map(({ url }) => url)).toEqual([
      '/api/orders/612345',
      '/wp-json/unique-messages',
    ]);
  });

  it("adds a member's own requests only with a session the app would use", async () => {
    const member = await checkoutOnceAnswered(orderOf(3), jwt({ sub: '4711' }));
    expect(member.map(({ url }) => url)).toEqual([
      '/api/orders/612345',
      '/wp-json/unique-messages',
      '/api/customers/4711',
      '/api/orders/612345/cards',
    ]);
    expect(member[2]!.recordedKey).toBe('["/customers/{customer}"]');
    window.localStorage.clear();
    const expired = await checkoutOnceAnswered(orderOf(3), jwt({ sub: '4711', exp: 1 }));
    expect(expired.map(({ url }) => url)).toEqual([
      '/api/orders/612345',
      '/wp-json/unique-messages',
    ]);
  });

  it.each([
    '612345',
    ' 12 ',
    '0612',
    '1e3',
    '12.0',
    '12.5',
    '0',
    '-4',
    '',
    '  ',
    'abc',
    'Infinity',
  ])('reads the stored order %j as the app does', (stored) => {
    window.localStorage.clear();
    window.localStorage.setItem('ORDER_ID', stored);
    const listed = requestsAt('/kassa/');
    const id = storedOrderId();
    expect(listed).toEqual(id === null ? [] : [`/api/orders/${id}`, '/wp-json/unique-messages']);
    storage.remove('orderId');
  });

  it('is left out of the page when there is nothing to start', () => {
    expect(withDocumentData('<head></head>', documentDataScript([], KEYS))).toBe('<head></head>');
  });

  it('cannot end its own <script> whatever a recorded URL holds', () => {
    const script = documentDataScript(
      [{ pattern: '^/x$', requests: [{ url: '/a</script><b>', key: '["</script>"]' }] }],
      KEYS,
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
        { pattern: '^/m/?$', address: '/m/', signedIn: true },
        { pattern: '^/k/?$', address: '/k/', storedOrder: true, membersToo: true },
      ],
      async (address, { signedIn, storedOrder, membersToo }) => {
        addresses.push(
          `${address}${signedIn ? ' signed in' : ''}${storedOrder ? ' with an order' : ''}${membersToo ? ', members too' : ''}`,
        );
        if (address === '/k/')
          return [
            {
              url: `/api/o/${ORDER_SENTINEL}`,
              method: 'GET',
              sendsToken: true,
              key: `["/o/${ORDER_SENTINEL}"]`,
              order: true,
            },
            {
              url: `/api/p/${PRODUCT_SENTINEL}?site=${SITE_SENTINEL}`,
              method: 'GET',
              sendsToken: true,
              key: `["/p/${PRODUCT_SENTINEL}"]`,
              perLine: true,
            },
            {
              url: `/api/c/${CUSTOMER_SENTINEL}`,
              method: 'GET',
              sendsToken: true,
              key: `["/c/${CUSTOMER_SENTINEL}"]`,
              membersOnly: true,
            },
          ];
        if (address === '/a/')
          return [
            {
              url: '/api/a?lang=sv',
              method: 'GET',
              sendsToken: true,
              key: '["/a",{"lang":"sv"}]',
            },
          ];
        if (address.startsWith('/b/'))
          return [
            {
              url: `/api/b/${ID_SENTINEL}`,
              method: 'GET',
              sendsToken: true,
              key: `["/b/${ID_SENTINEL}"]`,
            },
            { url: '/wp/notices', method: 'GET', sendsToken: false, key: '["/notices"]' },
          ];
        if (address === '/m/')
          return [
            { url: '/api/validate', method: 'POST', sendsToken: true, key: '["/validate"]' },
            {
              url: `/api/m/${CUSTOMER_SENTINEL}`,
              method: 'GET',
              sendsToken: true,
              key: `["/m/${CUSTOMER_SENTINEL}"]`,
            },
          ];
        return [];
      },
    );
    expect(addresses).toEqual([
      '/a/',
      `/b/?id=${ID_SENTINEL}`,
      '/c/',
      '/m/ signed in',
      '/k/ with an order, members too',
    ]);
    expect(built).toEqual([
      {
        pattern: '^/a/?$',
        requests: [{ url: '/api/a?lang=sv', token: 1, key: '["/a",{"lang":"sv"}]' }],
      },
      {
        pattern: '^/b/?$',
        requests: [
          { url: '/api/b/{id}', token: 1, key: '["/b/{id}"]' },
          { url: '/wp/notices', key: '["/notices"]' },
        ],
        id: 'id',
      },
      {
        pattern: '^/m/?$',
        requests: [
          { url: '/api/validate', method: 'POST', token: 1, key: '["/validate"]' },
          { url: '/api/m/{customer}', token: 1, key: '["/m/{customer}"]' },
        ],
        signedIn: 1,
      },
      {
        pattern: '^/k/?$',
        requests: [
          { url: '/api/o/{order}', token: 1, key: '["/o/{order}"]', lines: 1 },
          { url: '/api/p/{product}?site={site}', token: 1, key: '["/p/{product}"]' },
          { url: '/api/c/{customer}', token: 1, key: '["/c/{customer}"]', member: 1 },
        ],
        order: 1,
      },
    ]);
  });
});
