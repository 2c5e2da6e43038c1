/**
 * True while the build renders a page into index.html (scripts/prerender-plugin.ts, in Node).
 * That markup is shown until the app's first render replaces it (no hydration, so no mismatch to
 * fear), at any later hour: what depends on the day, like the schedule's week labels, renders as
 * a placeholder of the same size there.
 */
export const PRERENDERING = typeof document === 'undefined';

/**
 * Marks what the prerendered page shows only to a visitor who is not signed in (the login form,
 * whose page sends a signed-in member on): index.html hides it when a token is stored.
 */
export const signedOutOnly = () => (PRERENDERING ? { 'data-signed-out-only': '' } : {});
