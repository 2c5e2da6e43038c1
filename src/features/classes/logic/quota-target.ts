// Which class the booking-rules panel tells the quota for (docs/decisions/037): BRP answers the
// bookings left per class product at a time, so the panel asks about the first class in view the
// member can book now.
import type { GroupActivity, GroupActivityBooking } from '@generated/booking/model';
import { classAvailability } from './class-availability';

export interface ClassQuotaTarget {
  product: number;
  name: string;
  timePoint: string;
}

export function quotaTarget(
  classes: readonly GroupActivity[] | undefined,
  now: number,
  mine: Map<number, GroupActivityBooking>,
): ClassQuotaTarget | null {
  const first = (classes ?? []).find((c) => classAvailability(c, now, mine).kind === 'open');
  return first
    ? { product: first.groupActivityProduct.id, name: first.name, timePoint: first.duration.start }
    : null;
}
