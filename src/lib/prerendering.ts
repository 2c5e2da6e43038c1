/**
 * True while the build renders a page into index.html (scripts/prerender-plugin.ts, in Node).
 * That markup is shown until the app's first render replaces it (no hydration, so no mismatch to
 * fear), at any later hour: what depends on the day, like the schedule's week labels, renders as
 * a placeholder of the same size there.
 */
export const PRERENDERING = typeof document === 'undefined';
