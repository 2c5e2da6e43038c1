// Spec §5 "Booking lists": what a customer can do with one class, from the class, the clock and
// their own bookings. Only 'open' and 'waitingList' can be booked; every other state disables the
// button with its own label.
import type { GroupActivity, GroupActivityBooking } from '@generated/booking/model';

export type ClassAvailability =
  | { kind: 'open'; left: number }
  | { kind: 'waitingList'; queue: number }
  | { kind: 'booked'; bookingId: number | null }
  | { kind: 'onWaitingList'; position: number | null }
  | { kind: 'cancelled' }
  | { kind: 'past' }
  | { kind: 'tooLate'; closedAt: string }
  | { kind: 'notYetBookable'; opensAt: string }
  | { kind: 'full' };

export type ClassAvailabilityKind = ClassAvailability['kind'];

/** The customer's bookings by schedule item id (groupActivity.id). */
export function bookingsByClass(bookings: GroupActivityBooking[] | undefined) {
  return new Map((bookings ?? []).map((b) => [b.groupActivity.id, b]));
}

export function classAvailability(
  activity: Pick<
    GroupActivity,
    | 'duration'
    | 'bookableEarliest'
    | 'bookableLatest'
    | 'bookableEarliestExtended'
    | 'bookableLatestExtended'
    | 'cancelled'
    | 'slots'
    | 'id'
  >,
  now: number,
  mine: Map<number, GroupActivityBooking>,
): ClassAvailability {
  const booking = mine.get(activity.id);
  if (booking?.type === 'waitingListBooking')
    return {
      kind: 'onWaitingList',
      position: booking.waitingListBooking?.waitingListPosition ?? null,
    };
  if (booking) return { kind: 'booked', bookingId: booking.groupActivityBooking?.id ?? null };
  if (activity.cancelled) return { kind: 'cancelled' };
  if (Date.parse(activity.duration.start) <= now) return { kind: 'past' };
  // BRP's member-specific window (…Extended, replacement rules included) wins when it is sent.
  const latest = activity.bookableLatestExtended ?? activity.bookableLatest;
  const earliest = activity.bookableEarliestExtended ?? activity.bookableEarliest;
  if (latest && Date.parse(latest) < now) return { kind: 'tooLate', closedAt: latest };
  if (earliest && Date.parse(earliest) > now) return { kind: 'notYetBookable', opensAt: earliest };
  const { leftToBook, hasWaitingList, inWaitingList } = activity.slots;
  if (leftToBook > 0) return { kind: 'open', left: leftToBook };
  if (hasWaitingList) return { kind: 'waitingList', queue: inWaitingList ?? 0 };
  return { kind: 'full' };
}

export function canBook(availability: ClassAvailability): boolean {
  return availability.kind === 'open' || availability.kind === 'waitingList';
}

/** Whole minutes between start and end ("45 min"). */
export function durationMinutes(duration: { start: string; end: string }): number {
  return Math.round((Date.parse(duration.end) - Date.parse(duration.start)) / 60_000);
}
