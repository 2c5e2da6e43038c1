import { describe, expect, it } from 'vitest';
import type {
  Event,
  EventBooking,
  GroupActivityBooking,
  ServiceBooking,
} from '@generated/booking/model';
import { eventEnd, eventStart, groupByDay, toEntries } from './booking-days';

const haga = { id: 1, name: 'Haga' };

function groupActivity(id: number, start: string, waiting = false): GroupActivityBooking {
  return {
    type: waiting ? 'waitingListBooking' : 'groupActivityBooking',
    groupActivity: { id, name: `Pass ${id}` },
    businessUnit: haga,
    duration: { start, end: start },
    ...(waiting
      ? { waitingListBooking: { id: id * 10, waitingListPosition: 2 } }
      : { groupActivityBooking: { id: id * 10 } }),
  };
}

function service(id: number, start: string): ServiceBooking {
  return {
    id,
    serviceProduct: { id: 701, name: 'Massage' },
    businessUnit: haga,
    duration: { start, end: start },
  };
}

function eventBooking(id: number): EventBooking {
  return { id, event: { id: id + 1000 }, businessUnit: haga, product: { id: 601, name: 'Kurs' } };
}

function event(times: string[], periodStart = '2026-03-01T08:00:00Z'): Event {
  return {
    id: 1,
    name: 'Crawlkurs',
    businessUnit: haga,
    duration: { start: periodStart, end: '2026-04-01T08:00:00Z' },
    occasions: { numberOf: times.length, times: times.map((start) => ({ start, end: start })) },
  };
}

describe('eventStart', () => {
  it('is the earliest occasion, whatever the order of the list', () => {
    expect(eventStart(event(['2026-01-27T17:00:00Z', '2026-01-20T17:00:00Z']))).toBe(
      '2026-01-20T17:00:00Z',
    );
  });

  it('falls back to the start of the period, and is null without details', () => {
    expect(eventStart(event([]))).toBe('2026-03-01T08:00:00Z');
    expect(eventStart(undefined)).toBeNull();
  });
});

describe('eventEnd', () => {
  it('is the end of the last occasion, whatever the order of the list', () => {
    const detail = event([]);
    detail.occasions!.times = [
      { start: '2026-01-27T17:00:00Z', end: '2026-01-27T18:00:00Z' },
      { start: '2026-01-20T17:00:00Z', end: '2026-01-20T18:00:00Z' },
    ];
    expect(eventEnd(detail)).toBe('2026-01-27T18:00:00Z');
  });

  it('falls back to the end of the period, and is null without details', () => {
    expect(eventEnd(event([]))).toBe('2026-04-01T08:00:00Z');
    expect(eventEnd(undefined)).toBeNull();
  });
});

describe('groupByDay', () => {
  it('groups all three kinds per Stockholm day, days in order, by start time within a day', () => {
    const entries = toEntries(
      [
        groupActivity(3, '2026-01-14T17:00:00Z', true),
        groupActivity(2, '2026-01-13T06:00:00Z'),
        groupActivity(1, '2026-01-12T17:00:00Z'),
      ],
      [service(11, '2026-01-13T14:00:00Z'), service(10, '2026-01-12T18:00:00Z')],
      [eventBooking(20)],
      () => event(['2026-01-13T05:00:00Z']),
    );
    const { days, undated } = groupByDay(entries);
    expect(days.map((day) => day.key)).toEqual(['2026-01-12', '2026-01-13', '2026-01-14']);
    expect(days.map((day) => day.entries.map((entry) => entry.key))).toEqual([
      ['groupActivity-groupActivityBooking-10', 'service-10'],
      ['event-20', 'groupActivity-groupActivityBooking-20', 'service-11'],
      ['groupActivity-waitingListBooking-30'],
    ]);
    expect(undated).toEqual([]);
  });

  it('uses the Stockholm day, not the UTC day, near midnight', () => {
    // 23:30 UTC on the 12th is 00:30 on the 13th in Stockholm (winter time).
    const { days } = groupByDay(
      toEntries([groupActivity(1, '2026-01-12T23:30:00Z')], [], [], () => undefined),
    );
    expect(days.map((day) => day.key)).toEqual(['2026-01-13']);
  });

  it('keeps a stable order for bookings at the same time', () => {
    const at = '2026-01-12T17:00:00Z';
    const entries = toEntries(
      [groupActivity(2, at), groupActivity(1, at)],
      [service(5, at)],
      [],
      () => undefined,
    );
    const [day] = groupByDay(entries).days;
    expect(day?.entries.map((entry) => entry.key)).toEqual([
      'groupActivity-groupActivityBooking-10',
      'groupActivity-groupActivityBooking-20',
      'service-5',
    ]);
  });

  it('puts events whose details are missing after the days', () => {
    const { days, undated } = groupByDay(
      toEntries([groupActivity(1, '2026-01-12T17:00:00Z')], [], [eventBooking(7)], () => undefined),
    );
    expect(days).toHaveLength(1);
    expect(undated.map((entry) => entry.key)).toEqual(['event-7']);
  });

  it('returns nothing for no bookings', () => {
    expect(groupByDay([])).toEqual({ days: [], undated: [] });
  });
});
