// Vite plugin: where a deployment's APIs live on other origins (a BRP tenant, the facility's
// WordPress: README "Pointing it at a real facility"), index.html opens the connections to them
// while the app's code downloads. The first call of a page whose data the document does not start
// (the member area, the checkout: docs/decisions/022) then finds the DNS look-up, TCP and TLS
// done, three round trips that a phone pays before its first byte. Relative API paths (the mock,
// a proxy on the same origin) need none.
import type { Plugin } from 'vite';

/** The distinct origins of the absolute http(s) URLs among `urls`, in order. */
export function apiOrigins(urls: (string | undefined)[]): string[] {
  const origins: string[] = [];
  for (const url of urls) {
    if (!url || !/^https?:\/\//i.test(url.trim())) continue;
    try {
      const { origin } = new URL(url.trim());
      if (!origins.includes(origin)) origins.push(origin);
    } catch {
      // Not a URL: src/lib/env.ts stops the app with a clear message at start-up.
    }
  }
  return origins;
}

export function preconnectToApis(): Plugin {
  let origins: string[] = [];
  return {
    name: 'preconnect-to-apis',
    configResolved(config) {
      origins = apiOrigins([
        config.env.VITE_BOOKING_API_URL as string | undefined,
        config.env.VITE_CONTENT_API_URL as string | undefined,
      ]);
    },
    transformIndexHtml() {
      // The app's calls carry no cookies (axios without credentials): the anonymous pool.
      return origins.map((href) => ({
        tag: 'link',
        attrs: { rel: 'preconnect', href, crossorigin: 'anonymous' },
        injectTo: 'head-prepend' as const,
      }));
    },
  };
}
