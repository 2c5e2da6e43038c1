// Spec §2 "Bookings": the three kinds of bookings mixed into one list, a group per day (Stockholm),
// days in order and bookings by start time within a day.
import type {
  Event,
  EventBooking,
  GroupActivityBooking,
  ServiceBooking,
} from '@generated/booking/model';
import { dayKey } from '@/lib/format';

export type BookingEntry =
  | { kind: 'groupActivity'; key: string; start: string; booking: GroupActivityBooking }
  | { kind: 'service'; key: string; start: string; booking: ServiceBooking }
  /** An event's start is its first occasion; null while unknown (its details failed to load). */
  | { kind: 'event'; key: string; start: string | null; booking: EventBooking };

export interface BookingDay {
  /** 'YYYY-MM-DD' in Stockholm. */
  key: string;
  /** A moment on that day, to format the heading from. */
  date: string;
  entries: BookingEntry[];
}

export interface GroupedBookings {
  days: BookingDay[];
  /** Bookings whose day is unknown (an event without details), shown after the days. */
  undated: BookingEntry[];
}

/** The first occasion of an event (spec §2 "Event card"), else the start of its period. */
export function eventStart(event: Event | undefined): string | null {
  const starts = (event?.occasions?.times ?? []).map((time) => time.start);
  if (starts.length > 0)
    return starts.reduce((first, start) => (byTime(start, first) < 0 ? start : first));
  return event?.duration.start ?? null;
}

function byTime(a: string, b: string): number {
  return Date.parse(a) - Date.parse(b);
}

/** The booking's own id for React keys: class bookings are keyed by the id under their type. */
function groupActivityKey(booking: GroupActivityBooking): string {
  const id = booking.groupActivityBooking?.id ?? booking.waitingListBooking?.id;
  return `groupActivity-${booking.type}-${id ?? booking.groupActivity.id}`;
}

export function toEntries(
  groupActivities: readonly GroupActivityBooking[],
  services: readonly ServiceBooking[],
  events: readonly EventBooking[],
  eventDetail: (booking: EventBooking) => Event | undefined,
): BookingEntry[] {
  return [
    ...groupActivities.map((booking) => ({
      kind: 'groupActivity' as const,
      key: groupActivityKey(booking),
      start: booking.duration.start,
      booking,
    })),
    ...services.map((booking) => ({
      kind: 'service' as const,
      key: `service-${booking.id}`,
      start: booking.duration.start,
      booking,
    })),
    ...events.map((booking) => ({
      kind: 'event' as const,
      key: `event-${booking.id}`,
      start: eventStart(eventDetail(booking)),
      booking,
    })),
  ];
}

const KIND_ORDER: Record<BookingEntry['kind'], number> = { groupActivity: 0, service: 1, event: 2 };

/**
 * Code-unit order of the internal keys ('YYYY-MM-DD', ids): they need no language's rules, and
 * localeCompare would load the browser's collation data in the page's render (decision 020).
 */
const byKey = (a: { key: string }, b: { key: string }) =>
  a.key < b.key ? -1 : a.key > b.key ? 1 : 0;

/** Start time first; at the same time a stable order by kind, then key. */
function compareEntries(a: BookingEntry, b: BookingEntry): number {
  if (a.start !== null && b.start !== null) {
    const diff = byTime(a.start, b.start);
    if (diff !== 0) return diff;
  }
  return KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || byKey(a, b);
}

export function groupByDay(entries: readonly BookingEntry[]): GroupedBookings {
  const days = new Map<string, BookingDay>();
  const undated: BookingEntry[] = [];
  for (const entry of [...entries].sort(compareEntries)) {
    if (entry.start === null || Number.isNaN(Date.parse(entry.start))) {
      undated.push(entry);
      continue;
    }
    const key = dayKey(entry.start);
    const day = days.get(key) ?? { key, date: entry.start, entries: [] };
    day.entries.push(entry);
    days.set(key, day);
  }
  return { days: [...days.values()].sort(byKey), undated };
}
