// The requests the build records for the document to start (docs/decisions/022), made by the
// routes' own starters through the generated clients.
import { afterEach, describe, expect, it } from 'vitest';
import { getGetContentTextQueryKey } from '@generated/content/endpoints/texts/texts';
import { storeOrder } from '@/lib/cart/stored-order';
import { requestKey } from '@/lib/document/document-answers';
import { storage } from '@/lib/storage';
import { recordingAddress } from '../../scripts/document-data-script';
import { documentRequests } from './document-requests';
import { DOCUMENT_DATA_PAGES } from './route-modules';

afterEach(() => {
  for (const key of ['accessToken', 'orderId', 'selectedBusinessUnit', 'cartItems'] as const)
    storage.remove(key);
});

const recordedAt = (page: (typeof DOCUMENT_DATA_PAGES)[number]) =>
  documentRequests(recordingAddress(page));

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
    for (const path of ['/schema/', '/en/schema/', '/mina-sidor/', '/en/login/x', '/logga-in/en/'])
      expect(pageAt(path)).toEqual([]);
  });
});

describe('the requests the document starts', () => {
  it('are the login intro in the page language, and what the start page lists', async () => {
    expect(await documentRequests('/logga-in/')).toEqual([
      {
        url: '/wp-json/mild/v1/acf/texts/login_component_text?lang=sv',
        sendsToken: false,
        // The key the login page's prerendered intro names (src/app/document-paint.ts).
        key: requestKey(getGetContentTextQueryKey('login_component_text', { lang: 'sv' })),
      },
    ]);
    expect(await documentRequests('/en/login/')).toEqual([
      {
        url: '/wp-json/mild/v1/acf/texts/login_component_text?lang=en',
        sendsToken: false,
        key: requestKey(getGetContentTextQueryKey('login_component_text', { lang: 'en' })),
      },
    ]);
    expect(await documentRequests('/en/')).toEqual([
      {
        url: '/brponline/api/ver3/businessunits',
        sendsToken: true,
        key: '["/businessunits"]',
      },
      {
        url: '/brponline/api/ver3/products/services',
        sendsToken: true,
        key: '["/products/services"]',
      },
    ]);
  });

  it("are a treatment's product, content and notices, and nothing without its id", async () => {
    expect(await documentRequests('/booking-service/?id=701')).toEqual([
      {
        url: '/brponline/api/ver3/products/services/701',
        sendsToken: true,
        key: '["/products/services/701"]',
      },
      {
        url: '/wp-json/mild/v1/service-by-id/701',
        sendsToken: false,
        key: '["/mild/v1/service-by-id/701"]',
      },
      {
        url: '/wp-json/mild/v1/unique-messages',
        sendsToken: false,
        key: '["/mild/v1/unique-messages"]',
      },
    ]);
    expect(await documentRequests('/en/booking-service/')).toEqual([]);
  });

  it('are none where the first requests depend on the session', async () => {
    expect(await documentRequests('/mina-sidor/overview/')).toEqual([]);
    expect(await documentRequests('/kassa/')).toEqual([]);
  });

  // The document reads only the address (and whether a token is stored): whatever else the
  // visitor has stored, the app must still make every request the document started, or the
  // preload would be a request for nothing.
  it.each(DOCUMENT_DATA_PAGES)(
    'are still made by the app at $address with a facility, an order or a session stored',
    async (page) => {
      const plain = await recordedAt(page);
      expect(plain.length).toBeGreaterThan(0);
      storage.set('selectedBusinessUnit', '2');
      storeOrder(5001, 2);
      expect(await recordedAt(page)).toEqual(expect.arrayContaining(plain));
      storage.set('accessToken', 'a stored session');
      expect(await recordedAt(page)).toEqual(
        expect.arrayContaining(plain.filter((request) => !request.sendsToken)),
      );
    },
  );
});
