// The server's render survives every way a screen's main call can fail (issue 22): a server
// error, an API that cannot be reached, an answer in the wrong shape, an answer that is not JSON
// and, signed in to a screen of the content site, a refused credential. The faults are made at
// the network edge, by the mock (mocks/scenario-router.ts), for the calls the server makes while
// rendering. The page's HTML is asked for directly: no browser. What each screen then shows, its
// retry and a 401's end of the session are page tests (tests/pages/faults-*.test.tsx); a new
// screen is a row there and here.
import { expect, scenariosHeader, test } from './support/fixtures';
import { ORDER } from './support/checkout-data';
import { MASSAGE } from './support/services-data';

const PAID_ORDER = 611902; // the mock's OrderPaid (Anna's), see checkout-receipt.spec.ts
const RECEIPT = 90391; // its receipt

interface Screen {
  path: string;
  signedIn?: boolean;
  /** Rendered with the mock's preliminary order stored, as its cookies carry it. */
  storedOrder?: boolean;
  /** The calls the screen needs for its main content, relative to its API (fixtures.ts). */
  calls: string[];
}

const SCREENS: Screen[] = [
  { path: '/', calls: ['/businessunits'] },
  { path: '/en/', calls: ['/products/services'] },
  { path: '/booking/?site=1', calls: ['/businessunits/1/groupactivities'] },
  { path: '/en/schema/?site=1', calls: ['/businessunits/1/groupactivities'] },
  { path: `/booking-service/?id=${MASSAGE}`, calls: [`/products/services/${MASSAGE}`] },
  { path: '/kassa/', storedOrder: true, calls: [`/orders/${ORDER}`] },
  { path: '/en/checkout/', storedOrder: true, calls: [`/orders/${ORDER}`] },
  { path: '/logga-in/', calls: ['/mild/v1/acf/texts/*'] },
  { path: '/en/login/', calls: ['/mild/v1/acf/texts/*'] },
  {
    path: `/kassa/?orderid=${PAID_ORDER}&receiptid=${RECEIPT}`,
    signedIn: true,
    calls: ['/orders/*', '/customers/*/receipts/*'],
  },
  {
    path: `/en/checkout/?orderid=${PAID_ORDER}&receiptid=${RECEIPT}`,
    signedIn: true,
    calls: ['/orders/*'],
  },
  {
    path: '/mina-sidor/overview/',
    signedIn: true,
    calls: ['/customers/*/bookings/groupactivities'],
  },
  { path: '/en/mina-sidor/valuecards/', signedIn: true, calls: ['/customers/*/valuecards'] },
  { path: '/en/mina-sidor/purchases/', signedIn: true, calls: ['/customers/*/receipts'] },
  { path: '/mina-sidor/payments/', signedIn: true, calls: ['/customers/*/consents/cards'] },
  { path: '/en/mina-sidor/workouts/', signedIn: true, calls: ['/customers/*/workoutssummary'] },
  { path: '/mina-sidor/membership/', signedIn: true, calls: ['/customers/*/subscriptions'] },
  { path: '/en/mina-sidor/profile/', signedIn: true, calls: ['/customers/*'] },
  { path: '/mina-sidor/offers/', signedIn: true, calls: ['/wp/v2/pages'] },
  { path: '/en/mina-sidor/news/', signedIn: true, calls: ['/wp/v2/pages'] },
];

const FAULTS = ['code=500', 'fault=network', 'fault=malformed', 'fault=not-json'];

/** The content site's refusal is the shop's credential, not the member's session. */
const onContentSite = (call: string) => call.startsWith('/wp/') || call.startsWith('/mild/');

const STORED_ORDER_COOKIES = `ORDER_ID=${ORDER}; selectedbusinessunit=1; CART_ITEMS=2`;

for (const screen of SCREENS) {
  const faults =
    screen.signedIn && screen.calls.every(onContentSite) ? [...FAULTS, 'code=401'] : FAULTS;

  test(`${screen.path}: the server renders it with ${faults.join(', ')}`, async ({ request }) => {
    if (screen.signedIn) {
      const login = await request.post('/brponline/api/ver3/auth/login', {
        data: { username: 'anna.lindqvist@example.se', password: 'Simma2026!' },
      });
      expect(login.status(), 'demo login').toBe(200);
    }
    for (const fault of faults) {
      const html = await request.get(screen.path, {
        headers: {
          ...scenariosHeader(screen.calls.map((path) => ({ method: 'GET', path, prefer: fault }))),
          ...(screen.storedOrder ? { cookie: STORED_ORDER_COOKIES } : {}),
        },
      });
      expect(html.status(), `the server's render with ${fault}`).toBe(200);
      expect(await html.text(), `the page itself with ${fault}`).toContain('<main');
    }
  });
}
