// Who may cancel what, and with which ids (spec §4 "Booking cancel", §7, §9).
import type {
  CancelGroupActivityBookingBookingType,
  GroupActivityBooking,
} from '@generated/booking/model';
import { inStockholm } from '@/lib/dayjs';

/** Spec §9: a service cannot be cancelled when it starts less than 24 hours ahead. */
export const SERVICE_CANCEL_NOTICE_HOURS = 24;

/** True when the service starts at least 24 hours from now (Stockholm time). */
export function canCancelService(start: string, now: Date = new Date()): boolean {
  const begins = inStockholm(start);
  if (!begins.isValid()) return false;
  return !begins.isBefore(inStockholm(now).add(SERVICE_CANCEL_NOTICE_HOURS, 'hour'));
}

/**
 * A class can be cancelled only before it starts: one that began earlier today (or is under way)
 * is past cancelling, whatever the booking system still lists. An unreadable start counts as begun.
 */
export function hasStarted(start: string, now: number): boolean {
  const begins = Date.parse(start);
  return Number.isNaN(begins) || begins <= now;
}

export interface GroupActivityCancelTarget {
  bookingId: number;
  bookingType: CancelGroupActivityBookingBookingType;
}

/**
 * The DELETE takes bookingType = the booking's type and the id from the object under that type's
 * name (groupActivityBooking.id or waitingListBooking.id). Null when the booking carries no such id.
 */
export function groupActivityCancelTarget(
  booking: GroupActivityBooking,
): GroupActivityCancelTarget | null {
  const details =
    booking.type === 'waitingListBooking'
      ? booking.waitingListBooking
      : booking.groupActivityBooking;
  return details ? { bookingId: details.id, bookingType: booking.type } : null;
}
