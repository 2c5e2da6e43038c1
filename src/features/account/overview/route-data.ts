// What the overview route starts (src/lib/route-data.ts): its sections' queries, under the keys
// the sections read. The upcoming bookings are the bookings page's lists and the courses' dates
// (which place them), then the details of the rows shown (whether a class or treatment is
// cancelled).
import type { QueryClient } from '@tanstack/react-query';
import { getListCustomerValueCardsQueryOptions } from '@generated/booking/endpoints/customers/customers';
import { getListCustomerWorkoutSummariesQueryOptions } from '@generated/booking/endpoints/services/services';
import { inStockholm } from '@/lib/dayjs';
import type { RouteDataContext } from '@/lib/route-data';
import { workoutSummaryPeriod } from '@/lib/workout-summary';
import { toEntries } from '../bookings/booking-days';
import {
  eventBookingsQuery,
  eventDetailQuery,
  groupActivityBookingsQuery,
  groupActivityDetailQuery,
  serviceBookingsQuery,
  serviceProductQuery,
} from '../bookings/queries';
import { upcomingEntries } from '../bookings/upcoming';
import { UPCOMING_LIMIT } from './overview-logic';

/** A list that fails starts nothing more: the section shows its failure and asks again. */
const leftToTheSection = () => {};

function startUpcomingBookings(queryClient: QueryClient, customerId: number): void {
  const events = queryClient.fetchQuery(eventBookingsQuery(customerId)).then(async (bookings) => {
    // A course without its dates is still listed (last): its failure is the row's.
    const details = await Promise.all(
      bookings.map((booking) =>
        queryClient
          .fetchQuery(eventDetailQuery(booking.businessUnit.id, booking.event.id))
          .catch(() => undefined),
      ),
    );
    return { bookings, details };
  });
  void Promise.all([
    queryClient.fetchQuery(groupActivityBookingsQuery(customerId)),
    queryClient.fetchQuery(serviceBookingsQuery(customerId)),
    events,
  ]).then(([classes, services, { bookings, details }]) => {
    const entries = toEntries(
      classes,
      services,
      bookings,
      (booking) => details[bookings.indexOf(booking)],
    );
    for (const entry of upcomingEntries(entries, Date.now()).slice(0, UPCOMING_LIMIT)) {
      if (entry.kind === 'groupActivity')
        void queryClient.prefetchQuery(
          groupActivityDetailQuery(entry.booking.businessUnit.id, entry.booking.groupActivity.id),
        );
      else if (entry.kind === 'service')
        void queryClient.prefetchQuery(serviceProductQuery(entry.booking.serviceProduct.id));
    }
  }, leftToTheSection);
}

/** The overview's sections: upcoming bookings, value cards, this year's workouts. */
export function startOverviewData({ queryClient, customerId }: RouteDataContext): void {
  if (customerId === null) return;
  startUpcomingBookings(queryClient, customerId);
  void queryClient.prefetchQuery(getListCustomerValueCardsQueryOptions(customerId));
  void queryClient.prefetchQuery(
    getListCustomerWorkoutSummariesQueryOptions(
      customerId,
      workoutSummaryPeriod(inStockholm().year()),
    ),
  );
}
