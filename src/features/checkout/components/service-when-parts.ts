// When a booked service is (spec §2 "Cart lines"): its day with the long month and its Stockholm
// start and end times. Shared by the cart, the receipt and the document's paint of the checkout.
import type { OrderServiceItem } from '@generated/booking/model';
import { formatDayMonth, formatTime } from '@/lib/format';
import type { Language } from '@/lib/language';

export interface ServiceWhenParts {
  /** "24 november" / "November 24". */
  day: string;
  from: string;
  to: string;
}

export function serviceWhenParts(
  duration: OrderServiceItem['duration'],
  language: Language,
): ServiceWhenParts {
  return {
    day: formatDayMonth(duration.start, language),
    from: formatTime(duration.start),
    to: formatTime(duration.end),
  };
}
