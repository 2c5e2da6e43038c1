// Pure helpers of the overview's summaries: which bookings come next, which value cards are
// current, and this year's and month's workout counts. (Current memberships: shell/active-subscriptions.)
import type {
  GroupActivityBooking,
  ServiceBooking,
  ValueCard,
  WorkoutSummary,
} from '@generated/booking/model';
import { minorUnits } from '@/lib/value-card';
import { SUMMARY_MONTHS } from '@/lib/workout-summary';
import { bySwedishName } from '@/lib/swedish-order';

/** How many coming bookings the overview lists before "all bookings". */
export const UPCOMING_LIMIT = 3;

export interface UpcomingBooking {
  key: string;
  name: string;
  facility: string;
  start: string;
  /** Set for a waiting-list place: the customer's place in the queue. */
  waitingListPosition?: number;
}

/**
 * Class and service bookings that have not started yet, soonest first. Cancelled services are
 * left out: the overview shows what the customer will attend.
 */
export function upcomingBookings(
  classes: readonly GroupActivityBooking[],
  services: readonly ServiceBooking[],
  now: Date,
): UpcomingBooking[] {
  const fromClasses = classes.map<UpcomingBooking>((booking) => ({
    key: `class-${booking.groupActivityBooking?.id ?? booking.waitingListBooking?.id ?? booking.groupActivity.id}`,
    name: booking.groupActivity.name,
    facility: booking.businessUnit.name,
    start: booking.duration.start,
    ...(booking.waitingListBooking
      ? { waitingListPosition: booking.waitingListBooking.waitingListPosition }
      : {}),
  }));
  const fromServices = services
    .filter((booking) => !booking.cancelled)
    .map<UpcomingBooking>((booking) => ({
      key: `service-${booking.id}`,
      name: booking.serviceProduct.name,
      facility: booking.businessUnit.name,
      start: booking.duration.start,
    }));
  return [...fromClasses, ...fromServices]
    .filter((booking) => Date.parse(booking.start) >= now.getTime())
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || bySwedishName(a, b));
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
