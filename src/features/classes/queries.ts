// The queries the classes pages read, with the exact arguments the route prefetches (one cache
// entry each). Kept free of components so routes.tsx can import it without a page's code.
import {
  getListAppResourcesQueryOptions,
  getListBusinessUnitsQueryOptions,
  getListGroupActivitiesQueryOptions,
  getListGroupActivityProductsQueryOptions,
} from '@generated/booking/endpoints/catalogue/catalogue';
import { rangeEnd } from './logic/day-strip';
import { periodOf } from './logic/period';

/** Spec §9: classes and group activities are web category 2. */
export const CLASS_WEB_CATEGORY = 2;
/** Spec §2: instructors come from app 272's resources. */
export const INSTRUCTOR_APP_ID = 272;

export const businessUnitsQuery = () => getListBusinessUnitsQueryOptions();
export const classProductsQuery = () =>
  getListGroupActivityProductsQueryOptions({ webCategory: CLASS_WEB_CATEGORY });
export const instructorsQuery = () => getListAppResourcesQueryOptions(INSTRUCTOR_APP_ID);

/** The classes of a facility from `first` to `last` (inclusive Stockholm days, < 14 days). */
export const scheduleQuery = (site: number, first: string, last: string) =>
  getListGroupActivitiesQueryOptions(site, {
    ...periodOf(first, last),
    webCategory: CLASS_WEB_CATEGORY,
  });

/** The booking page's request: the 14 days of the strip, one request (the API's maximum). */
export const bookingRangeQuery = (site: number, from: string) =>
  scheduleQuery(site, from, rangeEnd(from));

/** Everything else a class's schedule key starts with, for refreshing after a booking. */
export const scheduleKeyPrefix = (site: number) => [`/businessunits/${site}/groupactivities`];
