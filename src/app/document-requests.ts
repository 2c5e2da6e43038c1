// Build-time only: which of a route's data requests the document itself can start, before the
// app's code has arrived (docs/decisions/022). It runs the route's own `startsData` (decision 010)
// in Node with the generated clients, whose adapters record each request instead of sending it,
// so the URLs are the ones the app will ask for, to the byte: the app's request takes the
// document's answer only when they are equal. A member-area page is recorded signed in, with the
// customer id as its sentinel (docs/decisions/024), and only requests that are the same at any
// hour are kept: the document cannot know what the app's clock will make of the day. The checkout
// is recorded with a sentinel order stored, which the build answers with one sentinel line, so
// what the route asks for once the order has come is recorded too; and a second time signed in,
// for what only a member's checkout asks for (docs/decisions/025).
import { QueryClient } from '@tanstack/react-query';
import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter } from 'react-router';
import { bookingAxios } from '@/lib/api/booking-client';
import { contentAxios } from '@/lib/api/content-client';
import {
  CUSTOMER_SENTINEL,
  ORDER_SENTINEL,
  PRODUCT_SENTINEL,
  SITE_SENTINEL,
  requestKey,
} from '@/lib/document/document-answers';
import { storage } from '@/lib/storage';
import { startMatchedRouteData } from '@/lib/route-data';
import { routes } from './router';

export interface DocumentRequest {
  /** The URL as the app requests it (the API's base URL, path and query string). */
  url: string;
  /** GET, or POST for a query without a body (the token check). */
  method: 'GET' | 'POST';
  /**
   * Whether the app's request carries the stored token when there is one (the booking API).
   * A preload cannot: for a signed-in visitor the app's request would not take its answer.
   */
  sendsToken: boolean;
  /**
   * The request's path and parameters as orval's query key for it names them (JSON): how a
   * prerendered page's slot names the answer it paints (src/app/document-paint.ts).
   */
  key: string;
  /**
   * The stored order itself: the requests its lines need (a service's details and additions)
   * follow its answer, and the document makes them once per product of the order (`perLine`).
   */
  order?: true;
  /** Made once per service product of the order, after its answer ('{product}', '{site}'). */
  perLine?: true;
  /** Made only for a signed-in member (recorded with `membersToo`): needs a usable session. */
  membersOnly?: true;
}

/** orval's query key of a generated call: its path as written (unencoded), then its parameters. */
function keyOf({ url = '', params }: InternalAxiosRequestConfig): string {
  return requestKey([decodeURIComponent(url), ...(params ? [params] : [])]);
}

/** The origin the recorded addresses are resolved against; never part of a recorded URL. */
const BUILD_ORIGIN = 'http://build.invalid';

/** A token the app reads as a session of the sentinel customer (a JWT whose `sub` is the id). */
const SENTINEL_TOKEN = `e30.${btoa(JSON.stringify({ sub: CUSTOMER_SENTINEL })).replace(/=+$/, '')}.x`;

/** How far the clock is moved for the second recording: another year, day and hour. */
const CLOCK_SHIFT_MS = (400 * 24 + 13) * 60 * 60 * 1000;

/** Runs `record` with every clock reading (`new Date()`, `Date.now()`) moved by `shiftMs`. */
async function withClockShifted<T>(shiftMs: number, record: () => Promise<T>): Promise<T> {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + shiftMs);
      else super(...(args as [string | number]));
    }
    static override now(): number {
      return RealDate.now() + shiftMs;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
  try {
    return await record();
  } finally {
    globalThis.Date = RealDate;
  }
}

export interface RecordingOptions {
  /** Record signed in as the sentinel customer (a member-area page). */
  signedIn?: boolean;
  /** Record with the sentinel order stored as the cart's (the checkout). */
  storedOrder?: boolean;
  /**
   * A page for guests and members alike (the checkout): record it signed out, and signed in too;
   * what only a member's visit asks for is kept, marked `membersOnly`.
   */
  membersToo?: boolean;
}

/**
 * The build's answer to the stored order: one service line of the sentinel product at the
 * sentinel facility, so the route asks for what a line needs (src/features/checkout/route-data.ts).
 * Only what that start reads.
 */
const SENTINEL_ORDER = {
  id: Number(ORDER_SENTINEL),
  businessUnit: { id: Number(SITE_SENTINEL) },
  serviceItems: [{ product: { id: Number(PRODUCT_SENTINEL) } }],
};

/**
 * The requests the document may start for the route at `address` (path and query string): those
 * it starts as it matches, signed out (or signed in as the sentinel customer, or with the sentinel
 * order stored) with nothing else stored, in the order it starts them, and the same whatever the
 * time (a request for this year's workouts is left to the app). With `membersToo`, then what a
 * signed-in visitor's visit asks for besides, marked `membersOnly`.
 */
export async function documentRequests(
  address: string,
  { signedIn = false, storedOrder = false, membersToo = false }: RecordingOptions = {},
): Promise<DocumentRequest[]> {
  const requests = await recordedAnyHour(address, { signedIn, storedOrder });
  if (signedIn || !membersToo) return requests;
  const member = await recordedAnyHour(address, { signedIn: true, storedOrder });
  const extra = member
    .filter((request) => !requests.some((plain) => sameRequest(plain, request)))
    .map((request): DocumentRequest => ({ ...request, membersOnly: true }));
  return [...requests, ...extra];
}

const sameRequest = (a: DocumentRequest, b: DocumentRequest) =>
  a.url === b.url && a.method === b.method;

async function recordedAnyHour(
  address: string,
  { signedIn, storedOrder }: { signedIn: boolean; storedOrder: boolean },
): Promise<DocumentRequest[]> {
  if (signedIn) {
    storage.set('accessToken', SENTINEL_TOKEN);
    storage.set('customerId', CUSTOMER_SENTINEL);
  }
  if (storedOrder) storage.set('orderId', ORDER_SENTINEL);
  try {
    const now = await recordOnce(address);
    const later = await withClockShifted(CLOCK_SHIFT_MS, () => recordOnce(address));
    return now.filter((request) => later.some((other) => sameRequest(other, request)));
  } finally {
    if (signedIn) {
      storage.remove('accessToken');
      storage.remove('customerId');
    }
    if (storedOrder) storage.remove('orderId');
  }
}

async function recordOnce(address: string): Promise<DocumentRequest[]> {
  const recorded: DocumentRequest[] = [];
  const clients: [AxiosInstance, boolean][] = [
    [bookingAxios, true],
    [contentAxios, false],
  ];
  const adapters = clients.map(([client]) => client.defaults.adapter);
  for (const [client, sendsToken] of clients) {
    client.defaults.adapter = (config) => {
      const method = (config.method ?? 'get').toUpperCase();
      // A query made as a POST without a body (the token check) can be made again; nothing else.
      const url = axios.getUri(config);
      const isOrder = method === 'GET' && url.endsWith(`/orders/${ORDER_SENTINEL}`);
      if (method === 'GET' || (method === 'POST' && config.data == null))
        recorded.push({
          url,
          method,
          sendsToken,
          key: keyOf(config),
          ...(isOrder ? { order: true as const } : {}),
          ...(url.includes(PRODUCT_SENTINEL) ? { perLine: true as const } : {}),
        });
      // The stored order is answered, so what its lines need is asked for too; nothing else is
      // answered: nothing is sent, and no screen is waiting for it.
      if (isOrder)
        return Promise.resolve({
          data: SENTINEL_ORDER,
          status: 200,
          statusText: 'OK',
          headers: {},
          config,
        });
      return new Promise(() => {});
    };
  }
  const router = createMemoryRouter(routes, { initialEntries: [address] });
  const queryClient = new QueryClient();
  try {
    const { location, matches } = router.state;
    startMatchedRouteData(queryClient, matches, location, [], BUILD_ORIGIN);
    // axios hands a request to its adapter after its interceptors, a few microtasks later; what
    // follows the order's answer comes a few more later.
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    return recorded;
  } finally {
    clients.forEach(([client], index) => (client.defaults.adapter = adapters[index]));
    router.dispose();
    queryClient.clear();
  }
}
