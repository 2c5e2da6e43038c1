import { useQueries, useQuery } from '@tanstack/react-query';
import { groupByDay, toEntries, type GroupedBookings } from './booking-days';
import {
  eventBookingsQuery,
  eventDetailQuery,
  groupActivityBookingsQuery,
  serviceBookingsQuery,
} from './queries';

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
 * The customer's class, service and event bookings, grouped per day. An event's day is its first
 * occasion, so the event details load with the lists (same query keys as the event cards use).
 */
export function useBookingList(customerId: number): BookingList {
  const groupActivities = useQuery(groupActivityBookingsQuery(customerId));
  const services = useQuery(serviceBookingsQuery(customerId));
  const events = useQuery(eventBookingsQuery(customerId));
  const eventBookings = events.data ?? [];
  const eventDetails = useQueries({
    queries: eventBookings.map((booking) =>
      eventDetailQuery(booking.businessUnit.id, booking.event.id),
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
