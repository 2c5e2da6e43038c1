// What the browser's code needs to know of the deployment. The API URLs are this site's own
// paths (the server's gateway forwards them, server/config.ts reads where to); the brand comes
// with every page (src/root.tsx's loader), so one build serves every facility.
export const BOOKING_API_PATH = '/brponline/api/ver3';
export const CONTENT_API_PATH = '/wp-json';
export const DEFAULT_BRAND_NAME = 'Stadsbadet';

export const env = {
  /** The facility's name in titles and the header; each deployment sets its own (BRAND_NAME). */
  brandName: DEFAULT_BRAND_NAME,
  bookingApiUrl: BOOKING_API_PATH,
  contentApiUrl: CONTENT_API_PATH,
};

/** Set once per process on the server, and from the page's data in the browser. */
export function setBrandName(name: string): void {
  env.brandName = name.trim() || DEFAULT_BRAND_NAME;
}
