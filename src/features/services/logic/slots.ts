// Spec §9: the service day strip has 7 days (the range spans 6 days after its start), slots are
// shown 10 at a time (show more adds 10). One request covers the whole strip; the strip and the
// day only choose among what is loaded.
import type { ServiceSuggestion } from '@generated/booking/model';
import { addDays, stockholmDay } from '@/lib/stockholm-days';

export const STRIP_DAYS = 7;
export const SLOT_PAGE_SIZE = 10;

/** The 7 Stockholm days of the strip that starts on `first`. */
export function weekStrip(first: string): string[] {
  return Array.from({ length: STRIP_DAYS }, (_, i) => addDays(first, i));
}

/** The last day of the range that starts on `first` (6 days after). */
export function weekEnd(first: string): string {
  return addDays(first, STRIP_DAYS - 1);
}

/** The slots that start on a Stockholm day, earliest first. */
export function slotsOfDay(
  slots: readonly ServiceSuggestion[] | undefined,
  day: string,
): ServiceSuggestion[] {
  return (slots ?? [])
    .filter((slot) => stockholmDay(slot.duration.start) === day)
    .sort((a, b) => Date.parse(a.duration.start) - Date.parse(b.duration.start));
}

/** Spec §5 "Booking lists": a slot in the past cannot be picked. */
export function slotOpen(slot: ServiceSuggestion, now: number): boolean {
  return Date.parse(slot.duration.start) > now;
}

/** Spec §5: a service whose name contains 'friskvård' (any case) requires login. */
export function requiresLogin(serviceName: string | undefined): boolean {
  return !!serviceName && serviceName.toLocaleLowerCase('sv').includes('friskvård');
}
