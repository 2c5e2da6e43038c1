import { useQuery } from '@tanstack/react-query';
import type { QuotaTarget } from '@/components/booking-rules/booking-rules-queries';
import type { BookingEntry } from './booking-days';
import { groupActivityDetailQuery } from './queries';

type ClassEntry = Extract<BookingEntry, { kind: 'groupActivity' }>;

/** The member's next booked class: the first class among the upcoming entries, soonest first. */
export function nextClass(entries: readonly BookingEntry[]): ClassEntry | undefined {
  return entries.find((e): e is ClassEntry => e.kind === 'groupActivity');
}

/** What the quota is asked about for that class, once its details tell its product. */
export function quotaTarget(next: ClassEntry, product: number): QuotaTarget {
  return { product, name: next.booking.groupActivity.name, timePoint: next.start };
}

/**
 * The class the booking-rules panel tells the quota for on Mina sidor: the member's next booked
 * class (its product is in the class's details, the same cache entry its card reads). Null
 * without a class booking, or until the details are in.
 */
export function useQuotaTarget(entries: readonly BookingEntry[]): QuotaTarget | null {
  const next = nextClass(entries);
  const detail = useQuery({
    ...groupActivityDetailQuery(
      next?.booking.businessUnit.id ?? 0,
      next?.booking.groupActivity.id ?? 0,
    ),
    enabled: next !== undefined,
  });
  if (!next || !detail.data) return null;
  return quotaTarget(next, detail.data.groupActivityProduct.id);
}
