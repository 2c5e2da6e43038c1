// Who may cancel what, and with which ids (spec §4 "Booking cancel", §7, §9).
import type {
  CancelGroupActivityBookingBookingType,
  GroupActivity,
  GroupActivityBooking,
  ServiceBooking,
  ServiceProduct,
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

/** BRP marks a cancelled class on the scheduled class (its details), not on the booking. */
export function isClassCancelled(detail: Pick<GroupActivity, 'cancelled'> | undefined): boolean {
  return detail?.cancelled === true;
}

/** A treatment is cancelled when its booking or its product says so (spec §2 "Service card"). */
export function isServiceCancelled(
  booking: Pick<ServiceBooking, 'cancelled'>,
  product: Pick<ServiceProduct, 'cancelled'> | undefined,
): boolean {
  return booking.cancelled === true || product?.cancelled === true;
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
