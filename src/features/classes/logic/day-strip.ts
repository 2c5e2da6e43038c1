// Spec §9: the class day strip has 14 days; the range spans 13 days after its start.
import { addDays } from './period';

export const STRIP_DAYS = 14;

/** The 14 Stockholm days of the strip that starts on `first`. */
export function dayStrip(first: string): string[] {
  return Array.from({ length: STRIP_DAYS }, (_, i) => addDays(first, i));
}

/** The last day of the range that starts on `first` (13 days after). */
export function rangeEnd(first: string): string {
  return addDays(first, STRIP_DAYS - 1);
}
