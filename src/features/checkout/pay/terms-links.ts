// Where the terms checkbox links (spec §2): the booking rules and the privacy policy, from the
// content site's global options (booking_rules_url, privacy_policy_url). A value that is not an
// http(s) URL or a path of the site is never used as a link; the site's usual paths stand in.
import type { Language } from '@/lib/language';

const FALLBACK = {
  bookingRules: { sv: '/bokningsregler/', en: '/en/booking-rules/' },
  privacyPolicy: { sv: '/integritetspolicy/', en: '/en/privacy-policy/' },
} as const;

export type TermsLink = keyof typeof FALLBACK;

export const TERMS_OPTION: Record<TermsLink, string> = {
  bookingRules: 'booking_rules_url',
  privacyPolicy: 'privacy_policy_url',
};

export function termsHref(link: TermsLink, language: Language, value: unknown): string {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (/^\/(?![/\\])/.test(trimmed)) return trimmed;
    try {
      const url = new URL(trimmed);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // not a URL: the fallback below
    }
  }
  return FALLBACK[link][language];
}
