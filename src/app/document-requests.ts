// Build-time only: which of a route's data requests the document itself can start, before the
// app's code has arrived (docs/decisions/022). It runs the route's own `startsData` (decision 010)
// in Node with the generated clients, whose adapters record each request instead of sending it,
// so the URLs are the ones the app will ask for, to the byte: the browser hands the app's request
// the answer of the document's preload only when they are equal.
import { QueryClient } from '@tanstack/react-query';
import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter } from 'react-router';
import { bookingAxios } from '@/lib/api/booking-client';
import { contentAxios } from '@/lib/api/content-client';
import { requestKey } from '@/lib/document/document-answers';
import { startMatchedRouteData } from '@/lib/route-data';
import { routes } from './router';

export interface DocumentRequest {
  /** The URL as the app requests it (the API's base URL, path and query string). */
  url: string;
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
}

/** orval's query key of a generated call: its path as written (unencoded), then its parameters. */
function keyOf({ url = '', params }: InternalAxiosRequestConfig): string {
  return requestKey([decodeURIComponent(url), ...(params ? [params] : [])]);
}

/** The origin the recorded addresses are resolved against; never part of a recorded URL. */
const BUILD_ORIGIN = 'http://build.invalid';

/**
 * The GET requests the route at `address` (path and query string) starts as it matches,
 * signed out and with nothing stored, in the order it starts them.
 */
export async function documentRequests(address: string): Promise<DocumentRequest[]> {
  const recorded: DocumentRequest[] = [];
  const clients: [AxiosInstance, boolean][] = [
    [bookingAxios, true],
    [contentAxios, false],
  ];
  const adapters = clients.map(([client]) => client.defaults.adapter);
  for (const [client, sendsToken] of clients) {
    client.defaults.adapter = (config) => {
      if ((config.method ?? 'get').toUpperCase() === 'GET')
        recorded.push({ url: axios.getUri(config), sendsToken, key: keyOf(config) });
      // Never answered: nothing is sent, and no screen is waiting for it.
      return new Promise(() => {});
    };
  }
  const router = createMemoryRouter(routes, { initialEntries: [address] });
  const queryClient = new QueryClient();
  try {
    const { location, matches } = router.state;
    startMatchedRouteData(queryClient, matches, location, [], BUILD_ORIGIN);
    // axios hands a request to its adapter after its interceptors, a few microtasks later.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return recorded;
  } finally {
    clients.forEach(([client], index) => (client.defaults.adapter = adapters[index]));
    router.dispose();
    queryClient.clear();
  }
}
