// What the classes routes start as they match (docs/decisions/010): the lists the first screen
// shows, with the same arguments the screens use. The facility's schedule is started only when
// the facility is known from the URL or storage; otherwise it needs the facility list first.
import type { RouteDataContext } from '@/lib/route-data';
import { storage } from '@/lib/storage';
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

function storedSite(): number | null {
  const stored = Number(storage.get('selectedBusinessUnit'));
  return Number.isInteger(stored) && stored > 0 ? stored : null;
}

export function startBookingData({ queryClient, url }: RouteDataContext): void {
  const today = stockholmDay(Date.now());
  const filters = parseClassFilters(url.searchParams, today);
  void queryClient.prefetchQuery(businessUnitsQuery());
  void queryClient.prefetchQuery(classProductsQuery());
  void queryClient.prefetchQuery(instructorsQuery());
  const site = filters.site ?? storedSite();
  if (site) void queryClient.prefetchQuery(bookingRangeQuery(site, filters.from));
}

export function startScheduleData({ queryClient, url }: RouteDataContext): void {
  void queryClient.prefetchQuery(businessUnitsQuery());
  void queryClient.prefetchQuery(classProductsQuery());
  const filters = parseScheduleFilters(url.searchParams);
  const week = scheduleWeeks(Date.now())[filters.week];
  if (filters.site && week)
    void queryClient.prefetchQuery(scheduleQuery(filters.site, week.first, week.last));
}
