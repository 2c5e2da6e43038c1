// The consent types the profile form lists, with the exact arguments its route starts (one cache
// entry). Kept free of components so the route's loader can import it without the page's code.
import { getListConsentTypesQueryOptions } from '@generated/booking/endpoints/catalogue/catalogue';

/** Spec §9: consent types are those of business unit 1. */
const CONSENT_BUSINESS_UNIT = 1;

export const consentTypesQuery = () =>
  getListConsentTypesQueryOptions({ businessUnit: CONSENT_BUSINESS_UNIT });
