// The requests the build records for the document to start (docs/decisions/022), made by the
// routes' own starters through the generated clients.
import { afterEach, describe, expect, it } from 'vitest';
import { getGetContentTextQueryKey } from '@generated/content/endpoints/texts/texts';
import { storeOrder } from '@/lib/cart/stored-order';
import { getGetCustomerQueryKey } from '@generated/booking/endpoints/customers/customers';
import {
  CUSTOMER_SENTINEL,
  ORDER_SENTINEL,
  PRODUCT_SENTINEL,
  requestKey,
  SITE_SENTINEL,
} from '@/lib/document/document-answers';
import { storage } from '@/lib/storage';
import { recordingAddress } from '../../scripts/document-data-script';
import { documentRequests } from './document-requests';
import { DOCUMENT_DATA_PAGES } from './route-modules';

afterEach(() => {
  for (const key of [
    'accessToken',
    'customerId',
    'orderId',
    'selectedBusinessUnit',
    'cartItems',
  ] as const)
    storage.remove(key);
});

const recordedAt = (page: (typeof DOCUMENT_DATA_PAGES)[number]) =>
  documentRequests(recordingAddress(page), {
    signedIn: page.signedIn === true,
    storedOrder: page.storedOrder === true,
    membersToo: page.membersToo === true,
  });

describe('the pages whose data the document starts', () => {
  it('are matched by their path, with or without the trailing slash, and by nothing else', () => {
    const pageAt = (path: string) =>
      DOCUMENT_DATA_PAGES.filter(({ pattern }) => new RegExp(pattern).test(path)).map(
        ({ address }) => address,
      );
    for (const { address } of DOCUMENT_DATA_PAGES) {
      expect(pageAt(address)).toEqual([address]);
      expect(pageAt(address.replace(/\/$/, '') || '/')).toEqual([address]);
    }
    for (const path of [
      '/schema/',
      '/en/schema/',
      '/mina-sidor/bookings/x',
      '/en/login/x',
      '/logga-in/en/',
    ])
      expect(pageAt(path)).toEqual([]);
    expect(pageAt('/mina-sidor/')).toEqual([]);
    expect(pageAt('/en/mina-sidor/overview')).toEqual(['/en/mina-sidor/overview/']);
  });
});

describe('the requests the document starts', () => {
  it('are the login intro in the page language, and what the start page lists', async () => {
    expect(await documentRequests('/logga-in/')).toEqual([
      {
        url: '/wp-json/mild/v1/acf/texts/login_component_text?lang=sv',
        method: 'GET',
        sendsToken: false,
        // The key the login page's prerendered intro names (src/app/document-paint.ts).
        key: requestKey(getGetContentTextQueryKey('login_component_text', { lang: 'sv' })),
      },
    ]);
    expect(await documentRequests('/en/login/')).toEqual([
      {
        url: '/wp-json/mild/v1/acf/texts/login_component_text?lang=en',
        method: 'GET',
        sendsToken: false,
        key: requestKey(getGetContentTextQueryKey('login_component_text', { lang: 'en' })),
      },
    ]);
    expect(await documentRequests('/en/')).toEqual([
      {
        url: '/brponline/api/ver3/businessunits',
        method: 'GET',
        sendsToken: true,
        key: '["/businessunits"]',
      },
      {
        url: '/brponline/api/ver3/products/services',
        method: 'GET',
        sendsToken: true,
        key: '["/products/services"]',
      },
    ]);
  });

  it("are a treatment's product, content and notices, and nothing without its id", async () => {
    expect(await documentRequests('/booking-service/?id=701')).toEqual([
      {
        url: '/brponline/api/ver3/products/services/701',
        method: 'GET',
        sendsToken: true,
        key: '["/products/services/701"]',
      },
      {
        url: '/wp-json/mild/v1/service-by-id/701',
        method: 'GET',
        sendsToken: false,
        key: '["/mild/v1/service-by-id/701"]',
      },
      {
        url: '/wp-json/mild/v1/unique-messages',
        method: 'GET',
        sendsToken: false,
        key: '["/mild/v1/unique-messages"]',
      },
    ]);
    expect(await documentRequests('/en/booking-service/')).toEqual([]);
  });

  it('are none where the first requests depend on the session and it is not there', async () => {
    expect(await documentRequests('/mina-sidor/overview/')).toEqual([]);
    expect(await documentRequests('/kassa/')).toEqual([]);
  });

  it("are a member's token check, customer, memberships and overview lists, but not this year's workouts", async () => {
    const requests = await documentRequests('/mina-sidor/overview/', { signedIn: true });
    const id = CUSTOMER_SENTINEL;
    expect(requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /brponline/api/ver3/auth/validate',
      `GET /brponline/api/ver3/customers/${id}`,
      `GET /brponline/api/ver3/customers/${id}/subscriptions`,
      `GET /brponline/api/ver3/customers/${id}/bookings/groupactivities`,
      `GET /brponline/api/ver3/customers/${id}/bookings/services`,
      `GET /brponline/api/ver3/customers/${id}/valuecards`,
    ]);
    expect(requests.every((request) => request.sendsToken)).toBe(true);
    // The workout summary asks for the current year: recorded at another hour it is another request.
    const [customer] = requests.filter(({ url }) => url.endsWith(`/customers/${id}`));
    expect(customer!.key).toBe(requestKey(getGetCustomerQueryKey(Number(id))));
    expect(storage.get('accessToken')).toBeNull();
  });

  it("are the member area's own calls on every other member page", async () => {
    const id = CUSTOMER_SENTINEL;
    for (const path of ['/mina-sidor/bookings/', '/en/mina-sidor/workouts/']) {
      const requests = await documentRequests(path, { signedIn: true });
      expect(requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
        'POST /brponline/api/ver3/auth/validate',
        `GET /brponline/api/ver3/customers/${id}`,
        `GET /brponline/api/ver3/customers/${id}/subscriptions`,
      ]);
    }
  });

  it("are the checkout's order, notices and each line's details, and a member's own and value cards", async () => {
    const requests = await documentRequests('/en/checkout/', { storedOrder: true });
    const described = (list: typeof requests) =>
      list.map(({ method, url, sendsToken, order, perLine, membersOnly }) => [
        `${method} ${url}`,
        { sendsToken, order, perLine, membersOnly },
      ]);
    const booking = {
      sendsToken: true,
      order: undefined,
      perLine: undefined,
      membersOnly: undefined,
    };
    const guest = [
      [`GET /brponline/api/ver3/orders/${ORDER_SENTINEL}`, { ...booking, order: true }],
      ['GET /wp-json/mild/v1/unique-messages', { ...booking, sendsToken: false }],
      // What the route asks for once the order (the build's answer: one line) has answered.
      [
        `GET /brponline/api/ver3/products/services/${PRODUCT_SENTINEL}`,
        { ...booking, perLine: true },
      ],
      [
        `GET /brponline/api/ver3/products/services/${PRODUCT_SENTINEL}/additions?customerType=1&businessUnit=${SITE_SENTINEL}`,
        { ...booking, perLine: true },
      ],
    ];
    expect(described(requests)).toEqual(guest);
    expect(
      described(await documentRequests('/en/checkout/', { storedOrder: true, membersToo: true })),
    ).toEqual([
      ...guest,
      [`GET /brponline/api/ver3/customers/${CUSTOMER_SENTINEL}`, { ...booking, membersOnly: true }],
      [
        `GET /brponline/api/ver3/orders/${ORDER_SENTINEL}/valuecardreservations`,
        { ...booking, membersOnly: true },
      ],
    ]);
    expect(storage.get('orderId')).toBeNull();
    expect(storage.get('accessToken')).toBeNull();
  });

  // The document reads only the address and the stored session: whatever else the visitor has
  // stored, the app must still make every request the document started, or the document's
  // request would be one for nothing.
  it.each(DOCUMENT_DATA_PAGES)(
    'are still made by the app at $address with a facility, an order or a session stored',
    async (page) => {
      const plain = await recordedAt(page);
      expect(plain.length).toBeGreaterThan(0);
      storage.set('selectedBusinessUnit', '2');
      storeOrder(5001, 2);
      expect(await recordedAt(page)).toEqual(expect.arrayContaining(plain));
      if (page.signedIn) return;
      storage.set('accessToken', `e30.${btoa('{"sub":"4711"}')}.x`);
      storage.set('customerId', '4711');
      // A member's own requests, as the document makes them for this session.
      const forThisMember = plain.map(({ membersOnly, ...request }) =>
        membersOnly
          ? {
              ...request,
              url: request.url.replace(CUSTOMER_SENTINEL, '4711'),
              key: request.key.replace(CUSTOMER_SENTINEL, '4711'),
            }
          : request,
      );
      const signedIn = await documentRequests(recordingAddress(page), {
        storedOrder: page.storedOrder === true,
      });
      expect(signedIn).toEqual(expect.arrayContaining(forThisMember));
    },
  );
});
