import { describe, expect, it } from 'vitest';
import type {
  Event,
  EventBooking,
  GroupActivityBooking,
  ServiceBooking,
} from '@generated/booking/model';
import { toEntries } from './booking-days';
import { bookingTiming, canStillCancel, isUpcoming, upcomingEntries } from './upcoming';

// A fixed clock: Monday 12 January 2026, 13:00 in Stockholm.
const NOW = Date.parse('2026-01-12T12:00:00Z');
const haga = { id: 1, name: 'Haga' };
const at = (iso: string) => ({ start: iso, end: iso });
const period = (start: string, end: string) => ({ start, end });

function groupActivity(id: number, start: string, end: string): GroupActivityBooking {
  return {
    type: 'groupActivityBooking',
    groupActivity: { id, name: `Pass ${id}` },
    businessUnit: haga,
    duration: { start, end },
    groupActivityBooking: { id: id * 10 },
  };
}

function service(id: number, start: string, end: string): ServiceBooking {
  return {
    id,
    serviceProduct: { id: 701, name: 'Massage' },
    businessUnit: haga,
    duration: { start, end },
  };
}

function eventBooking(id: number): EventBooking {
  return { id, event: { id: id + 1000 }, businessUnit: haga, product: { id: 601, name: 'Kurs' } };
}

function course(occasions: [string, string][]): Event {
  return {
    id: 1,
    name: 'Crawlkurs',
    businessUnit: haga,
    duration: { start: '2026-01-01T08:00:00Z', end: '2026-03-01T08:00:00Z' },
    occasions: {
      numberOf: occasions.length,
      times: occasions.map(([start, end]) => ({ start, end })),
    },
  };
}

describe('bookingTiming', () => {
  it('is ahead until the start, under way until the end, then ended', () => {
    expect(bookingTiming(period('2026-01-12T12:01:00Z', '2026-01-12T13:00:00Z'), NOW)).toBe(
      'ahead',
    );
    expect(bookingTiming(period('2026-01-12T12:00:00Z', '2026-01-12T13:00:00Z'), NOW)).toBe(
      'underway',
    );
    expect(bookingTiming(period('2026-01-12T11:00:00Z', '2026-01-12T12:00:00Z'), NOW)).toBe(
      'ended',
    );
  });

  it('lets the start stand in for an unreadable end, and keeps what it cannot read at all', () => {
    expect(bookingTiming(period('2026-01-12T11:00:00Z', 'soon'), NOW)).toBe('ended');
    expect(bookingTiming(period('2026-01-12T13:00:00Z', 'soon'), NOW)).toBe('ahead');
    expect(bookingTiming({ start: null, end: null }, NOW)).toBe('underway');
  });
});

describe('isUpcoming and canStillCancel', () => {
  it('keeps a treatment under way upcoming but no longer cancellable', () => {
    const underway = period('2026-01-12T11:30:00Z', '2026-01-12T12:20:00Z');
    expect(isUpcoming(underway, NOW)).toBe(true);
    expect(canStillCancel(underway, NOW)).toBe(false);
  });

  it('drops a treatment that ended earlier today, and never offers to cancel it', () => {
    const endedToday = period('2026-01-12T08:00:00Z', '2026-01-12T08:50:00Z');
    expect(isUpcoming(endedToday, NOW)).toBe(false);
    expect(canStillCancel(endedToday, NOW)).toBe(false);
  });

  it('offers to cancel only what has not started', () => {
    expect(canStillCancel(at('2026-01-12T12:00:01Z'), NOW)).toBe(true);
    expect(canStillCancel(at('2026-01-12T12:00:00Z'), NOW)).toBe(false);
    expect(canStillCancel({ start: 'not a date', end: 'not a date' }, NOW)).toBe(false);
  });
});

describe('upcomingEntries', () => {
  it('keeps the three kinds until their end, soonest first, courses without dates last', () => {
    const entries = toEntries(
      [
        groupActivity(1, '2026-01-12T06:00:00Z', '2026-01-12T06:45:00Z'), // ended this morning
        groupActivity(2, '2026-01-12T11:30:00Z', '2026-01-12T12:15:00Z'), // under way
        groupActivity(3, '2026-01-13T06:00:00Z', '2026-01-13T06:45:00Z'),
      ],
      [
        service(10, '2026-01-12T09:00:00Z', '2026-01-12T09:50:00Z'), // ended this morning
        service(11, '2026-01-12T18:00:00Z', '2026-01-12T18:50:00Z'),
      ],
      [eventBooking(20), eventBooking(21), eventBooking(22)],
      (booking) =>
        booking.id === 20
          ? // Begun last week, its last occasion still ahead: upcoming, placed at its first.
            course([
              ['2026-01-05T17:00:00Z', '2026-01-05T18:00:00Z'],
              ['2026-01-19T17:00:00Z', '2026-01-19T18:00:00Z'],
            ])
          : booking.id === 21
            ? course([['2026-01-05T17:00:00Z', '2026-01-05T18:00:00Z']]) // over
            : undefined, // details failed: kept, undated
    );
    expect(upcomingEntries(entries, NOW).map((entry) => entry.key)).toEqual([
      'event-20',
      'groupActivity-groupActivityBooking-20',
      'service-11',
      'groupActivity-groupActivityBooking-30',
      'event-22',
    ]);
  });

  it('follows the clock: at the end of the day only tomorrow is left', () => {
    const entries = toEntries(
      [groupActivity(3, '2026-01-13T06:00:00Z', '2026-01-13T06:45:00Z')],
      [service(11, '2026-01-12T18:00:00Z', '2026-01-12T18:50:00Z')],
      [],
      () => undefined,
    );
    const lateEvening = Date.parse('2026-01-12T22:30:00Z');
    expect(upcomingEntries(entries, lateEvening).map((entry) => entry.key)).toEqual([
      'groupActivity-groupActivityBooking-30',
    ]);
  });
});
