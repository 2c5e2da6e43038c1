// What one round of a course (a BRP event) offers a buyer: its product's rounds in start order,
// whether places are left and booking is open now.
import type { Event } from '@generated/booking/model';

export type RoundState = 'open' | 'soldOut' | 'closed' | 'notYet';

/** The product's rounds at the facility, the earliest first. */
export function roundsOf(events: readonly Event[] | undefined, productId: number): Event[] {
  return (events ?? [])
    .filter((event) => event.eventProduct?.id === productId)
    .sort((a, b) => Date.parse(a.duration.start) - Date.parse(b.duration.start));
}

export function roundState(event: Event, now: number): RoundState {
  const period = event.bookingPeriod;
  if (period && Date.parse(period.start) > now) return 'notYet';
  if (period ? Date.parse(period.end) < now : Date.parse(event.duration.start) < now)
    return 'closed';
  if ((event.slots?.leftToBook ?? 1) <= 0) return 'soldOut';
  return 'open';
}

/** The occasions' start and end, as BRP lists them (the course's own span when it lists none). */
export function occasionsOf(event: Event): { start: string; end: string }[] {
  const times = event.occasions?.times ?? [];
  return times.length > 0 ? times : [event.duration];
}
