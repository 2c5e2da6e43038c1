// The member's offline copy (issue 23, docs/decisions/036): the service worker (built from
// src/service-worker/worker.ts to /sw.js) keeps the app's files and the member card's pages.
// It is registered for signed-in members only, and everything it kept goes when the session ends.

export const SERVICE_WORKER_URL = '/sw.js';

/** The worker's cache of the member card's pages (its other cache is Serwist's precache). */
export const MEMBER_PAGES_CACHE = 'member-pages';

function supported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** Registers the worker (scope `/`); a browser that refuses it simply has no offline copy. */
export function registerServiceWorker(): void {
  if (!supported()) return;
  navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: '/', type: 'classic', updateViaCache: 'none' })
    .catch(() => undefined);
}

/** What the page asks the worker for: Serwist's own message to cache URLs through its routes. */
export const KEEP_MESSAGE_TYPE = 'CACHE_URLS';

/**
 * Has the worker keep the member card's pages (`paths`) that it does not hold yet. A member who
 * arrives by logging in sees the overview fetched by the app, never by the worker, which kept
 * nothing of it: the "needs a connection" page promised a copy that was not there.
 */
export async function keepMemberPages(paths: string[]): Promise<void> {
  if (!supported() || typeof caches === 'undefined') return;
  const registration = await navigator.serviceWorker.ready;
  const kept = await caches.open(MEMBER_PAGES_CACHE);
  const missing: string[] = [];
  for (const path of paths) if (!(await kept.match(path))) missing.push(path);
  if (missing.length === 0) return;
  // The worker fetches them as pages (text/html), with the member's cookie, and keeps them.
  registration.active?.postMessage({
    type: KEEP_MESSAGE_TYPE,
    payload: { urlsToCache: missing.map((path) => [path, { headers: { accept: 'text/html' } }]) },
  });
}

/**
 * Deletes every cache the worker made (the member's pages and the app's files) and unregisters
 * it: after a logout or an expired session nothing of the member stays on the device. The colour
 * scheme and the consent choice live in localStorage and cookies, which stay.
 */
export async function clearOfflineData(): Promise<void> {
  // The site keeps nothing else in Cache Storage: every cache there is the worker's.
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }
  if (!supported()) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}
