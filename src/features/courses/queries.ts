// The queries the course pages read, with the exact arguments the routes prefetch (one cache entry
// each). Kept free of components so the route modules can import it without the pages' code.
import {
  getGetEventProductQueryOptions,
  getListBusinessUnitsQueryOptions,
  getListEventProductsQueryOptions,
  getListEventsQueryOptions,
} from '@generated/booking/endpoints/catalogue/catalogue';
import { addDays, periodOf } from '@/lib/stockholm-days';

/** How far ahead the course page looks for a product's rounds: a half year of courses. */
export const COURSE_DAYS_AHEAD = 182;

export const sitesQuery = () => getListBusinessUnitsQueryOptions();

export const courseProductsQuery = (site: number) =>
  getListEventProductsQueryOptions({ businessUnit: site });

export const courseProductQuery = (id: number, site: number) =>
  getGetEventProductQueryOptions(id, { businessUnit: site });

/** The facility's courses from `today` on (a round already under way is still listed by BRP). */
export const courseRoundsQuery = (site: number, today: string) =>
  getListEventsQueryOptions(site, periodOf(today, addDays(today, COURSE_DAYS_AHEAD)));
