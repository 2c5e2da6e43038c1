// What the bookings route starts (src/lib/route-data.ts): the three booking lists, then, as each
// answers, the details its cards show (an event's dates, which also place it on its day; a class's
// places left; a treatment's price). Not a class's description: only "read more" shows it, and its
// card asks for it when the member points at or opens it (group-activity-card.tsx). With
// them, the booking-rules panel above the list: the member's strikes, and the quota of their next
// class, so that its lines are in the server's page and do not push the list down as they arrive.
// And the calendar feed's links under the list: its text field and how-to arrive in the page, not
// drawn and styled in one task after it.
import type { GroupActivityBooking } from '@generated/booking/model';
import type { QueryClient } from '@tanstack/react-query';
import { noShowsQuery, quotaQuery } from '@/components/booking-rules/booking-rules-queries';
import { calendarFeedQuery } from '../calendar-feed/calendar-feed-query';
import type { RouteDataContext } from '@/lib/route-data';
import { toEntries } from './booking-days';
import {
  eventBookingsQuery,
  eventDetailQuery,
  groupActivityBookingsQuery,
  groupActivityDetailQuery,
  serviceBookingsQuery,
  serviceProductQuery,
} from './queries';
import { upcomingEntries } from './upcoming';
import { nextClass, quotaTarget } from './use-quota-target';

/** A list that fails starts nothing more: the page shows its failure and asks again. */
const leftToThePage = () => {};

/** The quota of the member's next class, as the panel asks for it (use-quota-target.ts). */
function startQuota(
  queryClient: QueryClient,
  customerId: number,
  bookings: readonly GroupActivityBooking[],
  now: number,
): void {
  const next = nextClass(
    upcomingEntries(
      toEntries(bookings, [], [], () => undefined),
      now,
    ),
  );
  if (!next) return;
  const { businessUnit, groupActivity } = next.booking;
  void queryClient
    .fetchQuery(groupActivityDetailQuery(businessUnit.id, groupActivity.id))
    .then(
      (detail) =>
        void queryClient.prefetchQuery(
          quotaQuery(customerId, quotaTarget(next, detail.groupActivityProduct.id)),
        ),
      leftToThePage,
    );
}

export function startBookingsData({ queryClient, customerId }: RouteDataContext): void {
  if (customerId === null) return;
  // The page judges its bookings by the time the lists were fetched while it takes over
  // (use-booking-clock.ts): the same day as this, so the strikes' period is the same.
  const now = Date.now();
  void queryClient.prefetchQuery(noShowsQuery(customerId, now));
  void queryClient.prefetchQuery(calendarFeedQuery());
  void queryClient.fetchQuery(groupActivityBookingsQuery(customerId)).then((bookings) => {
    for (const booking of bookings)
      void queryClient.prefetchQuery(
        groupActivityDetailQuery(booking.businessUnit.id, booking.groupActivity.id),
      );
    startQuota(queryClient, customerId, bookings, now);
  }, leftToThePage);
  void queryClient.fetchQuery(serviceBookingsQuery(customerId)).then((bookings) => {
    for (const booking of bookings)
      void queryClient.prefetchQuery(serviceProductQuery(booking.serviceProduct.id));
  }, leftToThePage);
  void queryClient.fetchQuery(eventBookingsQuery(customerId)).then((bookings) => {
    for (const booking of bookings)
      void queryClient.prefetchQuery(eventDetailQuery(booking.businessUnit.id, booking.event.id));
  }, leftToThePage);
}
