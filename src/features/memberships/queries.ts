// The queries the membership pages read, with the exact arguments their routes prefetch (one
// cache entry each). Prices come from the facility's price list, so each takes the facility.
import {
  getGetSubscriptionProductQueryOptions,
  getListBusinessUnitsQueryOptions,
  getListSubscriptionAdditionsQueryOptions,
  getListSubscriptionProductsQueryOptions,
} from '@generated/booking/endpoints/catalogue/catalogue';
import { getListSubscriptionTermsQueryOptions } from '@generated/booking/endpoints/services/services';

export const sitesQuery = () => getListBusinessUnitsQueryOptions();

export const membershipsQuery = (site: number) =>
  getListSubscriptionProductsQueryOptions({ businessUnit: site });

export const membershipQuery = (id: number, site: number) =>
  getGetSubscriptionProductQueryOptions(id, { businessUnit: site });

export const additionsQuery = (id: number, site: number) =>
  getListSubscriptionAdditionsQueryOptions(id, { businessUnit: site });

export const termsQuery = (site: number) =>
  getListSubscriptionTermsQueryOptions({ businessUnit: site });
