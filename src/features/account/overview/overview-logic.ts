// Pure helpers of the overview's summaries: how an upcoming booking reads, which value cards are
// current, and this year's and month's workout counts. (Which bookings are upcoming:
// bookings/upcoming.ts, shared with the bookings page. Current memberships: shell/active-subscriptions.)
import type { Event, ValueCard, WorkoutSummary } from '@generated/booking/model';
import { minorUnits } from '@/lib/value-card';
import { SUMMARY_MONTHS } from '@/lib/workout-summary';
import type { BookingEntry } from '../bookings/booking-days';

/** How many coming bookings the overview lists before "all bookings". */
export const UPCOMING_LIMIT = 3;

export interface UpcomingRow {
  name: string;
  facility: string;
  /** Null for a course whose dates could not be loaded. */
  start: string | null;
  /** Set for a waiting-list place: the customer's place in the queue. */
  waitingListPosition?: number;
}

/** What the overview shows of one upcoming booking: the same name and place as its card. */
export function upcomingRow(entry: BookingEntry, eventDetail?: Event): UpcomingRow {
  switch (entry.kind) {
    case 'groupActivity': {
      const { booking } = entry;
      const position =
        booking.type === 'waitingListBooking'
          ? booking.waitingListBooking?.waitingListPosition
          : undefined;
      return {
        name: booking.groupActivity.name,
        facility: booking.businessUnit.name,
        start: entry.start,
        ...(position === undefined ? {} : { waitingListPosition: position }),
      };
    }
    case 'service':
      return {
        name: entry.booking.serviceProduct.name,
        facility: entry.booking.businessUnit.name,
        start: entry.start,
      };
    case 'event': {
      const { booking } = entry;
      return {
        name: booking.event.name ?? eventDetail?.name ?? booking.product.name,
        facility: booking.businessUnit.name || eventDetail?.businessUnit.name || '',
        start: entry.start,
      };
    }
  }
}

export type ValueCardBalance =
  { kind: 'units'; units: number } | { kind: 'amount'; minorUnits: number } | { kind: 'unknown' };

/** A UNIT card counts what is left in units, an AMOUNT card in money (an integer or {amount}). */
export function valueCardBalance(card: ValueCard): ValueCardBalance {
  if (card.type === 'UNIT' && typeof card.unitsLeft === 'number')
    return { kind: 'units', units: card.unitsLeft };
  const amount = minorUnits(card.amountLeft);
  if (card.type === 'AMOUNT' && amount !== undefined) return { kind: 'amount', minorUnits: amount };
  return { kind: 'unknown' };
}

/** Spec §4: isValid decides the group; the overview lists the valid ones. */
export function validValueCards(cards: readonly ValueCard[]): ValueCard[] {
  return cards.filter((card) => card.isValid);
}

/**
 * This year's total and this month's count (month 1–12). No summary for the year means no
 * workouts registered: both are 0.
 */
export function workoutTotals(
  summaries: readonly WorkoutSummary[],
  year: number,
  month: number,
): { yearTotal: number; monthCount: number } {
  const summary = summaries.find((entry) => entry.year === year);
  const key = SUMMARY_MONTHS[month - 1];
  if (!summary || !key) return { yearTotal: 0, monthCount: 0 };
  return { yearTotal: summary.total, monthCount: summary[key] };
}

export { memberCardTitleKey } from './member-card-model';

export type SectionState = 'loading' | 'error' | 'empty' | 'ready';

/** One section's state from its queries: an error wins, then loading, then empty or ready. */
export function sectionState(
  queries: readonly { isPending: boolean; isError: boolean }[],
  isEmpty: () => boolean,
): SectionState {
  if (queries.some((query) => query.isError)) return 'error';
  if (queries.some((query) => query.isPending)) return 'loading';
  return isEmpty() ? 'empty' : 'ready';
}
