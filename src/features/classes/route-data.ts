// What the classes routes start as they match (docs/decisions/010): the lists the first screen
// shows, with the same arguments the screens use. The booking page's classes start at once when
// the facility is known from the URL or the stored one; otherwise after the facility list, for the
// facility the page will show (default-site.ts), so the server's page holds its classes.
import type { RouteDataContext } from '@/lib/route-data';
import { defaultSite } from './default-site';
import { parseClassFilters } from './logic/class-filters';
import { stockholmDay } from './logic/period';
import { scheduleWeeks } from './logic/schedule-week';
import { parseScheduleFilters } from './logic/schedule-filters';
import {
  bookingRangeQuery,
  businessUnitsQuery,
  classProductsQuery,
  instructorsQuery,
  scheduleQuery,
} from './queries';

/** A failed facility list starts nothing more: the page shows its failure and asks again. */
const leftToThePage = () => {};

export function startBookingData({ queryClient, url, cart }: RouteDataContext): void {
  const today = stockholmDay(Date.now());
  const filters = parseClassFilters(url.searchParams, today);
  void queryClient.prefetchQuery(classProductsQuery());
  void queryClient.prefetchQuery(instructorsQuery());
  const known = filters.site ?? cart.site;
  if (known) {
    void queryClient.prefetchQuery(businessUnitsQuery());
    void queryClient.prefetchQuery(bookingRangeQuery(known, filters.from));
    return;
  }
  void queryClient.fetchQuery(businessUnitsQuery()).then((units) => {
    const site = defaultSite(units, null);
    if (site) void queryClient.prefetchQuery(bookingRangeQuery(site, filters.from));
  }, leftToThePage);
}

export function startScheduleData({ queryClient, url }: RouteDataContext): void {
  void queryClient.prefetchQuery(businessUnitsQuery());
  void queryClient.prefetchQuery(classProductsQuery());
  const filters = parseScheduleFilters(url.searchParams);
  const week = scheduleWeeks(Date.now())[filters.week];
  if (filters.site && week)
    void queryClient.prefetchQuery(scheduleQuery(filters.site, week.first, week.last));
}
