// What the footer shows, from the content site first (the global options the checkout's terms and
// the printed schedule read), else from the server's configuration (CONTACT_PHONE, …). A link
// with neither is left out: the footer never links to a page that is not there.
import { getGetGlobalOptionQueryOptions } from '@generated/content/endpoints/options/options';
import { useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import { useLanguage } from '@/components/use-language';
import { useStoredOrderSite } from '@/lib/cart/stored-cart';
import type { Language } from '@/lib/language';
import type { RouteDataContext } from '@/lib/route-data';
import { linkHref, NO_SITE_INFO } from '@/lib/site-info/site-info';
import {
  CONTACT_OPTION,
  contactFor,
  type FacilityContact,
} from '@/features/classes/schedule/facility-contacts';
import type { RootData } from '@/root';

const BOOKING_RULES_OPTION = 'booking_rules_url';
const PRIVACY_POLICY_OPTION = 'privacy_policy_url';
const OPTIONS = [CONTACT_OPTION, BOOKING_RULES_OPTION, PRIVACY_POLICY_OPTION] as const;

/** The main facility (spec §9: the one person lookups and consents use), when none is chosen. */
const MAIN_BUSINESS_UNIT = 1;

// Asked once a visit: the options change rarely, and a missing one (404) is not asked again.
const optionQuery = (name: string, language: Language) =>
  getGetGlobalOptionQueryOptions(
    name,
    { lang: language },
    { query: { staleTime: Infinity, retry: false } },
  );

/** The footer's data starts with every page (the language layout's loader). */
export function startFooterData({ queryClient, language }: RouteDataContext): void {
  for (const name of OPTIONS) void queryClient.prefetchQuery(optionQuery(name, language));
}

function useOption(name: string): unknown {
  return useQuery(optionQuery(name, useLanguage())).data?.value;
}

export interface FooterContent {
  contact: Partial<FacilityContact>;
  bookingRules: string | undefined;
  privacyPolicy: string | undefined;
}

export function useFooterContent(): FooterContent {
  const configured = useRouteLoaderData<RootData>('root')?.siteInfo ?? NO_SITE_INFO;
  // The facility of the visitor's cart, else the main one (a per-facility option).
  const site = useStoredOrderSite() ?? MAIN_BUSINESS_UNIT;
  const fromContent = contactFor(useOption(CONTACT_OPTION), site);
  const bookingRules = linkHref(useOption(BOOKING_RULES_OPTION));
  const privacyPolicy = linkHref(useOption(PRIVACY_POLICY_OPTION));
  return {
    contact: fromContent ?? {
      phone: configured.phone ?? undefined,
      email: configured.email ?? undefined,
    },
    bookingRules: bookingRules ?? configured.bookingRulesUrl ?? undefined,
    privacyPolicy: privacyPolicy ?? configured.privacyPolicyUrl ?? undefined,
  };
}
