// What counts as upcoming, and what may still be cancelled: one rule for the overview and the
// bookings page, so both show the same bookings. The clock is passed in (tests fix it).
import { sortEntries, type BookingEntry } from './booking-days';

export type BookingTiming = 'ahead' | 'underway' | 'ended';

export interface BookingTimes {
  start: string | null;
  end: string | null;
}

function instant(value: string | null): number {
  return value === null ? Number.NaN : Date.parse(value);
}

/**
 * Ahead until it starts, under way until it ends, then ended. Without a readable end the start
 * stands in for it; with neither readable the booking stays listed (under way, so never
 * cancellable) rather than silently dropped.
 */
export function bookingTiming({ start, end }: BookingTimes, now: number): BookingTiming {
  const begins = instant(start);
  const readableEnd = instant(end);
  const ends = Number.isNaN(readableEnd) ? begins : readableEnd;
  if (ends <= now) return 'ended';
  if (begins > now) return 'ahead';
  return 'underway';
}

/** A booking is upcoming until its end: one under way still shows. */
export function isUpcoming(times: BookingTimes, now: number): boolean {
  return bookingTiming(times, now) !== 'ended';
}

/**
 * Only a booking that has not started can be cancelled: one under way or over never is, whatever
 * the booking system still lists. (Treatments also have the 24 hours rule: cancel-rules.ts.)
 */
export function canStillCancel(times: BookingTimes, now: number): boolean {
  return bookingTiming(times, now) === 'ahead';
}

/** The entries that are upcoming at `now`, soonest first (undated ones last). */
export function upcomingEntries(entries: readonly BookingEntry[], now: number): BookingEntry[] {
  return sortEntries(entries.filter((entry) => isUpcoming(entry, now)));
}
