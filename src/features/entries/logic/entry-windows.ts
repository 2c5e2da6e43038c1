// An entry product's windows (BRP's suggestions) as the page offers them: those of one Stockholm
// day in start order, each with its places left (the resource's capacity; none named: not limited).
import type { EntrySuggestion } from '@generated/booking/model';
import { stockholmDay } from '@/lib/stockholm-days';

export interface EntryWindow {
  start: string;
  end: string;
  /** Minor units per entry, when BRP names it. */
  price: number | null;
  /** Entries left; null when BRP names no capacity. */
  left: number | null;
}

export function windowsOfDay(
  all: readonly EntrySuggestion[] | undefined,
  day: string,
): EntryWindow[] {
  return (all ?? [])
    .filter((s) => stockholmDay(s.duration.start) === day)
    .sort((a, b) => Date.parse(a.duration.start) - Date.parse(b.duration.start))
    .map((s) => {
      const capacities = (s.resources ?? [])
        .map((r) => r.availableCapacity)
        .filter((c): c is number => typeof c === 'number');
      return {
        start: s.duration.start,
        end: s.duration.end,
        price: s.price?.amount ?? null,
        left: capacities.length ? Math.min(...capacities) : null,
      };
    });
}

/** The largest number of entries one purchase takes. */
export const MAX_QUANTITY = 10;

/** An error key for the quantity typed, or null when it can be bought (1–10, within places left). */
export function quantityError(text: string, left: number | null): string | null {
  if (!/^\d+$/.test(text.trim())) return 'quantity.invalid';
  const count = Number(text);
  if (count < 1 || count > MAX_QUANTITY) return 'quantity.range';
  if (left !== null && count > left) return 'quantity.tooMany';
  return null;
}
