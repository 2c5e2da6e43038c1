// Where the site's booking rules and privacy policy are: the content site's global options first
// (booking_rules_url, privacy_policy_url), else the server's configuration (BOOKING_RULES_URL,
// PRIVACY_POLICY_URL). Neither: no link, so nothing ever links to a page that is not there. The
// footer, the consent banner and the checkout's terms all read them here.
import { getGetGlobalOptionQueryOptions } from '@generated/content/endpoints/options/options';
import { useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import type { Language } from '../language';
import { linkHref, NO_SITE_INFO, type SiteInfo } from './site-info';

export const BOOKING_RULES_OPTION = 'booking_rules_url';
export const PRIVACY_POLICY_OPTION = 'privacy_policy_url';

// Asked once a visit: the options change rarely, and a missing one (404) is not asked again.
export const globalOptionQuery = (name: string, language: Language) =>
  getGetGlobalOptionQueryOptions(
    name,
    { lang: language },
    { query: { staleTime: Infinity, retry: false } },
  );

export function useGlobalOption(name: string, language: Language): unknown {
  return useQuery(globalOptionQuery(name, language)).data?.value;
}

/** The server's configuration, handed to every page with the root route's data. */
export function useConfiguredSiteInfo(): SiteInfo {
  return useRouteLoaderData<{ siteInfo?: SiteInfo }>('root')?.siteInfo ?? NO_SITE_INFO;
}

export interface SiteLinks {
  bookingRules: string | undefined;
  privacyPolicy: string | undefined;
}

export function useSiteLinks(language: Language): SiteLinks {
  const configured = useConfiguredSiteInfo();
  const bookingRules = linkHref(useGlobalOption(BOOKING_RULES_OPTION, language));
  const privacyPolicy = linkHref(useGlobalOption(PRIVACY_POLICY_OPTION, language));
  return {
    bookingRules: bookingRules ?? configured.bookingRulesUrl ?? undefined,
    privacyPolicy: privacyPolicy ?? configured.privacyPolicyUrl ?? undefined,
  };
}
