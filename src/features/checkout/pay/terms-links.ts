// Where the terms checkbox links (spec §2): the booking rules and the privacy policy, from the
// content site's global options (booking_rules_url, privacy_policy_url). A value that is not an
// http(s) URL or a path of the site is never used as a link; the site's usual paths stand in.
import type { Language } from '@/lib/language';
import { linkHref } from '@/lib/site-info/site-info';

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
  return linkHref(value) ?? FALLBACK[link][language];
}
