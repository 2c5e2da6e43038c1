// What the footer shows of the facility when the content site has no value for it: the server's
// configuration (CONTACT_PHONE, CONTACT_EMAIL, BOOKING_RULES_URL, PRIVACY_POLICY_URL), handed to
// every page with the root's data. Nothing here is secret.

export interface SiteInfo {
  phone: string | null;
  email: string | null;
  /** An http(s) URL or a path of this site; null: not configured. */
  bookingRulesUrl: string | null;
  privacyPolicyUrl: string | null;
}

export const NO_SITE_INFO: SiteInfo = {
  phone: null,
  email: null,
  bookingRulesUrl: null,
  privacyPolicyUrl: null,
};

/**
 * The value as a link's target, if it is one: an http(s) URL, or a path of this site (not a
 * protocol-relative `//host`). Anything else (javascript:, a bare word) is no link.
 */
export function linkHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (/^\/(?![/\\])/.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
  } catch {
    // not a URL
  }
  return undefined;
}
