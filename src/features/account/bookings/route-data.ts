// What the bookings route starts (src/lib/route-data.ts): the three booking lists, then, as each
// answers, the details its cards show at once (an event's dates, which also place it on its day;
// a class's places left; a treatment's price). The class's product description is only for the
// "read more" dialog and stays with the card.
import type { RouteDataContext } from '@/lib/route-data';
import {
  eventBookingsQuery,
  eventDetailQuery,
  groupActivityBookingsQuery,
  groupActivityDetailQuery,
  serviceBookingsQuery,
  serviceProductQuery,
} from './queries';

/** A list that fails starts nothing more: the page shows its failure and asks again. */
const leftToThePage = () => {};

export function startBookingsData({ queryClient, customerId }: RouteDataContext): void {
  if (customerId === null) return;
  void queryClient.fetchQuery(groupActivityBookingsQuery(customerId)).then((bookings) => {
    for (const booking of bookings)
      void queryClient.prefetchQuery(
        groupActivityDetailQuery(booking.businessUnit.id, booking.groupActivity.id),
      );
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
