import { useQueries, useQuery } from '@tanstack/react-query';
import { toEntries, type BookingEntry } from './booking-days';
import {
  eventBookingsQuery,
  eventDetailQuery,
  groupActivityBookingsQuery,
  serviceBookingsQuery,
} from './queries';
import { upcomingEntries } from './upcoming';
import { useBookingClock } from './use-booking-clock';

export interface UpcomingBookings {
  /** Some list or an event's dates are still loading. */
  loading: boolean;
  /** How many of the three lists failed (0-3). */
  failed: number;
  retry: () => void;
  /** The upcoming class, service and event bookings, soonest first. */
  entries: BookingEntry[];
  /** The clock they were judged by (use-booking-clock.ts), for the cards' own rules. */
  now: number;
}

/**
 * The customer's upcoming bookings of all three kinds, for the bookings page and the overview
 * alike. An event's dates are its occasions, so the event details load with the lists (same
 * query keys as the event cards use).
 */
export function useUpcomingBookings(customerId: number): UpcomingBookings {
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
  const now = useBookingClock(Math.max(...lists.map((list) => list.dataUpdatedAt)));
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
    entries: upcomingEntries(entries, now),
    now,
  };
}
