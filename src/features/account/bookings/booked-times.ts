// What "Lägg till i kalendern" puts in the file for one booking of Mina sidor (bookings page and the
// overview alike): its name as the card shows it, its times, and the facility as the location.
import type { Event } from '@generated/booking/model';
import { classTimeId, courseTimeId, serviceTimeId } from '@/lib/calendar/booked-time-id';
import type { BookedTime } from '@/lib/calendar/download-ics';
import type { BookingEntry } from './booking-days';
import { eventEnd, eventStart } from './booking-days';

const DAY = 86_400_000;

/**
 * The booking's times: a class or a treatment is one; a course is each of its occasions (else its
 * period when that is one day's time, else nothing, e.g. while its details are unknown). A cancelled booking has none: it will not
 * take place.
 */
export function bookedTimes(
  entry: BookingEntry,
  { cancelled = false, eventDetail }: { cancelled?: boolean; eventDetail?: Event } = {},
): BookedTime[] {
  if (cancelled) return [];
  const location = entry.booking.businessUnit.name || eventDetail?.businessUnit.name || '';
  switch (entry.kind) {
    case 'groupActivity':
      return [
        {
          id: classTimeId(entry.booking.groupActivity.id),
          start: entry.booking.duration.start,
          end: entry.booking.duration.end,
          summary: entry.booking.groupActivity.name,
          location,
        },
      ];
    case 'service':
      return [
        {
          id: serviceTimeId(entry.booking.serviceProduct.id, entry.booking.duration.start),
          start: entry.booking.duration.start,
          end: entry.booking.duration.end,
          summary: entry.booking.serviceProduct.name,
          location,
        },
      ];
    case 'event': {
      const { booking } = entry;
      const summary = booking.event.name ?? eventDetail?.name ?? booking.product.name;
      const occasions = eventDetail?.occasions?.times ?? [];
      const start = eventStart(eventDetail);
      const end = eventEnd(eventDetail);
      // Without occasions, only a period within one day is a time to put in a calendar.
      const oneTime =
        start !== null && end !== null && Date.parse(end) - Date.parse(start) <= DAY
          ? [{ start, end }]
          : [];
      const times = occasions.length > 0 ? occasions : oneTime;
      return times.map((time) => ({
        id: courseTimeId(booking.event.id, time.start),
        start: time.start,
        end: time.end,
        summary,
        location,
      }));
    }
  }
}
