// The whole production configuration: where the two APIs live. Validated once, at start-up,
// so a typo in a deployment fails loudly instead of sending calls to the wrong place.
const DEFAULT_BOOKING_API_URL = '/brponline/api/ver3';
const DEFAULT_CONTENT_API_URL = '/wp-json';

export function validateBaseUrl(name: string, value: string): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  const isPath = trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.includes('\\');
  const isHttpsUrl = /^https:\/\/[^/\s]+(\/\S*)?$/i.test(trimmed);
  // Plain http only to this machine (a local proxy or mock): the token must not cross a network
  // in clear text.
  const isLoopbackHttp = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/\S*)?$/i.test(
    trimmed,
  );
  if (!isPath && !isHttpsUrl && !isLoopbackHttp) {
    throw new Error(`${name} must be an https URL or a path starting with '/', got '${value}'`);
  }
  return trimmed;
}

function read(name: 'VITE_BOOKING_API_URL' | 'VITE_CONTENT_API_URL', fallback: string): string {
  const value: unknown = import.meta.env[name];
  return validateBaseUrl(name, typeof value === 'string' && value !== '' ? value : fallback);
}

const brand: unknown = import.meta.env.VITE_BRAND_NAME;

export const env = {
  /** The facility's name in titles and the header; each deployment sets its own. */
  brandName: typeof brand === 'string' && brand.trim() !== '' ? brand.trim() : 'Stadsbadet',
  bookingApiUrl: read('VITE_BOOKING_API_URL', DEFAULT_BOOKING_API_URL),
  contentApiUrl: read('VITE_CONTENT_API_URL', DEFAULT_CONTENT_API_URL),
} as const;
