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
  | {
      kind: 'groupActivity';
      key: string;
      start: string;
      end: string;
      booking: GroupActivityBooking;
    }
  | { kind: 'service'; key: string; start: string; end: string; booking: ServiceBooking }
  /**
   * An event runs from its first occasion to its last; both null while unknown (its details
   * failed to load).
   */
  | { kind: 'event'; key: string; start: string | null; end: string | null; booking: EventBooking };

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

/** The end of an event's last occasion, else the end of its period. */
export function eventEnd(event: Event | undefined): string | null {
  const ends = (event?.occasions?.times ?? []).map((time) => time.end);
  if (ends.length > 0) return ends.reduce((last, end) => (byTime(end, last) > 0 ? end : last));
  return event?.duration.end ?? null;
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
      end: booking.duration.end,
      booking,
    })),
    ...services.map((booking) => ({
      kind: 'service' as const,
      key: `service-${booking.id}`,
      start: booking.duration.start,
      end: booking.duration.end,
      booking,
    })),
    ...events.map((booking) => {
      const detail = eventDetail(booking);
      return {
        kind: 'event' as const,
        key: `event-${booking.id}`,
        start: eventStart(detail),
        end: eventEnd(detail),
        booking,
      };
    }),
  ];
}

const KIND_ORDER: Record<BookingEntry['kind'], number> = { groupActivity: 0, service: 1, event: 2 };

/**
 * Code-unit order of the internal keys ('YYYY-MM-DD', ids): they need no language's rules, and
 * localeCompare would load the browser's collation data in the page's render (decision 020).
 */
const byKey = (a: { key: string }, b: { key: string }) =>
  a.key < b.key ? -1 : a.key > b.key ? 1 : 0;

function isDated(entry: BookingEntry): entry is BookingEntry & { start: string } {
  return entry.start !== null && !Number.isNaN(Date.parse(entry.start));
}

/** Start time first; at the same time a stable order by kind, then key. */
function compareEntries(a: BookingEntry, b: BookingEntry): number {
  if (isDated(a) && isDated(b)) {
    const diff = byTime(a.start, b.start);
    if (diff !== 0) return diff;
  }
  return KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || byKey(a, b);
}

/** Soonest first; entries without a readable start after them, in a stable order. */
export function sortEntries(entries: readonly BookingEntry[]): BookingEntry[] {
  const dated = entries.filter(isDated).sort(compareEntries);
  const undated = entries.filter((entry) => !isDated(entry)).sort(compareEntries);
  return [...dated, ...undated];
}

export function groupByDay(entries: readonly BookingEntry[]): GroupedBookings {
  const days = new Map<string, BookingDay>();
  const undated: BookingEntry[] = [];
  for (const entry of sortEntries(entries)) {
    if (!isDated(entry)) {
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
