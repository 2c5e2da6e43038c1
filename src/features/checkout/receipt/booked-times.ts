// The receipt's booked times for "Lägg till i kalendern": a treatment or a class line with its
// time, at the order's facility. Other lines (value cards, memberships) have no time.
import type { Order, OrderItem } from '@generated/booking/model';
import { orderClassTimeId, serviceTimeId } from '@/lib/calendar/booked-time-id';
import type { BookedTime } from '@/lib/calendar/download-ics';
import type { CartLine } from '../logic/totals';

/** The line's period when it has one (service and class lines); the list type says OrderItem. */
function periodOf(item: OrderItem): { start: string; end: string } | null {
  if (!('duration' in item)) return null;
  const period = item.duration as { start?: unknown; end?: unknown } | null | undefined;
  return typeof period?.start === 'string' && typeof period.end === 'string'
    ? { start: period.start, end: period.end }
    : null;
}

export function lineBookedTimes(line: CartLine, order: Pick<Order, 'businessUnit'>): BookedTime[] {
  const { item } = line;
  const period = periodOf(item);
  if (!period) return [];
  const { start, end } = period;
  const id =
    line.type === 'services'
      ? serviceTimeId(item.product.id, start)
      : line.type === 'groupactivities'
        ? orderClassTimeId(item.product.id, start)
        : null;
  if (id === null) return [];
  return [{ id, start, end, summary: item.product.name, location: order.businessUnit.name }];
}
