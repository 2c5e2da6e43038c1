import { useQueries } from '@tanstack/react-query';
import {
  useListEventBookings,
  useListGroupActivityBookings,
  useListServiceBookings,
} from '@generated/booking/endpoints/bookings/bookings';
import { getGetEventQueryOptions } from '@generated/booking/endpoints/catalogue/catalogue';
import { groupByDay, toEntries, type GroupedBookings } from './booking-days';

export interface BookingList {
  /** Some list or an event's day is still loading. */
  loading: boolean;
  /** How many of the three lists failed (0-3). */
  failed: number;
  retry: () => void;
  grouped: GroupedBookings;
  empty: boolean;
}

/**
 * Event details load with the list and again on the card (same key). A failed one must not be
 * fetched again when the card mounts: that fetch turns it back to pending, the page to its skeleton,
 * the card unmounts, the fetch fails, and so on.
 */
export const EVENT_DETAIL_QUERY = { retryOnMount: false } as const;

/**
 * The customer's class, service and event bookings, grouped per day. An event's day is its first
 * occasion, so the event details load with the lists (same query keys as the event cards use).
 */
export function useBookingList(customerId: number): BookingList {
  const groupActivities = useListGroupActivityBookings(customerId);
  const services = useListServiceBookings(customerId);
  const events = useListEventBookings(customerId);
  const eventBookings = events.data ?? [];
  const eventDetails = useQueries({
    queries: eventBookings.map((booking) =>
      getGetEventQueryOptions(booking.businessUnit.id, booking.event.id, {
        query: EVENT_DETAIL_QUERY,
      }),
    ),
  });

  const lists = [groupActivities, services, events];
  const failedLists = lists.filter((list) => list.isError);
  const failedEvents = eventDetails.filter((detail) => detail.isError);
  const entries = toEntries(
    groupActivities.data ?? [],
    services.data ?? [],
    eventBookings,
    (booking) => eventDetails[eventBookings.indexOf(booking)]?.data,
  );
  return {
    loading: lists.some((list) => list.isPending) || eventDetails.some((q) => q.isPending),
    failed: failedLists.length,
    retry: () => [...failedLists, ...failedEvents].forEach((query) => void query.refetch()),
    grouped: groupByDay(entries),
    empty: entries.length === 0,
  };
}
