/// <reference lib="webworker" />
// The service worker (issue 23, docs/decisions/036), built by scripts/service-worker-plugin.ts to
// /sw.js with Serwist. It keeps:
// - the app's built files (precached at install: hashed names, so never stale), and the two
//   "needs a connection" pages;
// - the member card's pages (the overview and the card, each language), network first: the
//   server's document carries the member's data (dehydrated answers) and its own CSP header and
//   nonce, so a kept copy shows the card offline exactly as it was, under its own policy. The
//   member area also asks for the two it has not kept (Serwist's CACHE_URLS message): after a
//   login the overview is the app's, not a navigation through the worker.
// Nothing else: no API answer, no checkout, no other page. Offline, any other page gets the
// "needs a connection" page of its language.
import {
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type SerwistPlugin,
} from 'serwist';
import { MEMBER_PAGES_CACHE } from '../lib/offline/service-worker';
import { isOfflineMemberPath } from '../lib/paths';

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
};

/** Only the page itself is kept: not a redirect to the login page, not an error page. */
const onlyThePage: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && !response.redirected ? response : null,
};

const isDocument = (request: Request) =>
  request.mode === 'navigate' || request.destination === 'document';

/** A member page the app asks the worker to keep (keepMemberPages): a page, not yet navigated. */
const isPageToKeep = (request: Request) =>
  request.method === 'GET' && (request.headers.get('accept') ?? '').startsWith('text/html');

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new worker takes over at once: the files it precached are the ones the pages now use.
  skipWaiting: true,
  clientsClaim: true,
  disableDevLogs: true,
  precacheOptions: { cleanupOutdatedCaches: true },
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin &&
        (isDocument(request) || isPageToKeep(request)) &&
        isOfflineMemberPath(url.pathname),
      handler: new NetworkFirst({ cacheName: MEMBER_PAGES_CACHE, plugins: [onlyThePage] }),
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && isDocument(request),
      handler: new NetworkOnly(),
    },
  ],
  fallbacks: {
    entries: [
      {
        url: '/offline/en.html',
        matcher: ({ request }) =>
          isDocument(request) && /^\/en(\/|$)/.test(new URL(request.url).pathname),
      },
      { url: '/offline/sv.html', matcher: ({ request }) => isDocument(request) },
    ],
  },
});

serwist.addEventListeners();
