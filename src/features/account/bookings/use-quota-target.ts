import { useQuery } from '@tanstack/react-query';
import type { QuotaTarget } from '@/components/booking-rules/booking-rules-queries';
import type { BookingEntry } from './booking-days';
import { groupActivityDetailQuery } from './queries';

/**
 * The class the booking-rules panel tells the quota for on Mina sidor: the member's next booked
 * class (its product is in the class's details, the same cache entry its card reads). Null
 * without a class booking, or until the details are in.
 */
export function useQuotaTarget(entries: readonly BookingEntry[]): QuotaTarget | null {
  const next = entries.find(
    (e): e is Extract<BookingEntry, { kind: 'groupActivity' }> => e.kind === 'groupActivity',
  );
  const detail = useQuery({
    ...groupActivityDetailQuery(
      next?.booking.businessUnit.id ?? 0,
      next?.booking.groupActivity.id ?? 0,
    ),
    enabled: next !== undefined,
  });
  if (!next || !detail.data) return null;
  return {
    product: detail.data.groupActivityProduct.id,
    name: next.booking.groupActivity.name,
    timePoint: next.start,
  };
}
