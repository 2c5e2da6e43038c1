// What the footer shows, from the content site first (the global options the checkout's terms and
// the printed schedule read), else from the server's configuration (CONTACT_PHONE, …). A link
// with neither is left out: the footer never links to a page that is not there.
import { useLanguage } from '@/components/use-language';
import { useStoredOrderSite } from '@/lib/cart/stored-cart';
import type { RouteDataContext } from '@/lib/route-data';
import {
  BOOKING_RULES_OPTION,
  globalOptionQuery,
  PRIVACY_POLICY_OPTION,
  useConfiguredSiteInfo,
  useGlobalOption,
  useSiteLinks,
} from '@/lib/site-info/site-links';
import {
  CONTACT_OPTION,
  contactFor,
  type FacilityContact,
} from '@/features/classes/schedule/facility-contacts';

const OPTIONS = [CONTACT_OPTION, BOOKING_RULES_OPTION, PRIVACY_POLICY_OPTION] as const;

/** The main facility (spec §9: the one person lookups and consents use), when none is chosen. */
const MAIN_BUSINESS_UNIT = 1;

/** The footer's data starts with every page (the language layout's loader). */
export function startFooterData({ queryClient, language }: RouteDataContext): void {
  for (const name of OPTIONS) void queryClient.prefetchQuery(globalOptionQuery(name, language));
}

export interface FooterContent {
  contact: Partial<FacilityContact>;
  bookingRules: string | undefined;
  privacyPolicy: string | undefined;
}

export function useFooterContent(): FooterContent {
  const language = useLanguage();
  const configured = useConfiguredSiteInfo();
  // The facility of the visitor's cart, else the main one (a per-facility option).
  const site = useStoredOrderSite() ?? MAIN_BUSINESS_UNIT;
  const fromContent = contactFor(useGlobalOption(CONTACT_OPTION, language), site);
  return {
    contact: fromContent ?? {
      phone: configured.phone ?? undefined,
      email: configured.email ?? undefined,
    },
    ...useSiteLinks(language),
  };
}
