// Spec §2 "Service time selection page": which day of the 7-day strip the page shows. A day named
// in the URL always; otherwise the first day with a free time, so a page opened in the evening,
// when today's times have passed, does not open on an empty day. The strip marks the days without.
import type { ServiceSuggestion } from '@generated/booking/model';
import { slotOpen, slotsOfDay, weekStrip } from './slots';

type Slots = readonly ServiceSuggestion[] | undefined;

/** Whether a Stockholm day has a time that can still be picked at `now`. */
export function hasFreeTime(slots: Slots, day: string, now: number): boolean {
  return slotsOfDay(slots, day).some((slot) => slotOpen(slot, now));
}

/** The strip's days without a free time; none while the times are not known. */
export function daysWithoutTimes(from: string, slots: Slots, now: number): Set<string> {
  if (!slots) return new Set();
  return new Set(weekStrip(from).filter((day) => !hasFreeTime(slots, day, now)));
}

interface ShownDayInput {
  /** The URL's day, or null when it names none. */
  wanted: string | null;
  /** The strip's first day (today or later). */
  from: string;
  /** The strip's times; undefined while loading, after a failure, or without a facility. */
  slots: Slots;
  /** The times are on their way: the choice waits for them rather than jump when they come. */
  loading: boolean;
  now: number;
}

/**
 * The URL's day; else the strip's first day with a free time, or its first day when none has one
 * (or the times could not be read). Null while the times the choice needs are loading.
 */
export function shownDay({ wanted, from, slots, loading, now }: ShownDayInput): string | null {
  if (wanted) return wanted;
  if (!slots) return loading ? null : from;
  return weekStrip(from).find((day) => hasFreeTime(slots, day, now)) ?? from;
}
