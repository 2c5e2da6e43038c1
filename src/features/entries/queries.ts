// The queries the entry pages read, with the exact arguments the routes prefetch (one cache entry
// each). Kept free of components so the route modules can import it without the pages' code.
import {
  getGetEntryProductQueryOptions,
  getListBusinessUnitsQueryOptions,
  getListEntryAvailabilityQueryOptions,
  getListEntryProductsQueryOptions,
  getListEntrySuggestionsQueryOptions,
} from '@generated/booking/endpoints/catalogue/catalogue';
import { addDays, periodOf } from '@/lib/stockholm-days';

/** The days an entry can be bought for ahead: today and the six after it, one request. */
export const ENTRY_DAYS = 7;

export const sitesQuery = () => getListBusinessUnitsQueryOptions();

export const entryProductsQuery = (site: number) =>
  getListEntryProductsQueryOptions({ businessUnit: site });

/** What is left to sell today at the facility (BRP's period is one day at most). */
export const entryAvailabilityQuery = (site: number, today: string) =>
  getListEntryAvailabilityQueryOptions({ businessUnit: site, ...periodOf(today, today) });

export const entryProductQuery = (id: number, site: number) =>
  getGetEntryProductQueryOptions(id, { businessUnit: site });

/** The product's windows over the whole day strip that starts today. */
export const entryWindowsQuery = (id: number, site: number, today: string) =>
  getListEntrySuggestionsQueryOptions(id, {
    businessUnit: site,
    ...periodOf(today, addDays(today, ENTRY_DAYS - 1)),
  });
