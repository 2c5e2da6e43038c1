import { describe, expect, it } from 'vitest';
import type { Event } from '@generated/booking/model';
import { bookedTimes } from './booked-times';
import type { BookingEntry } from './booking-days';

const haga = { id: 1, name: 'Haga' };

const classEntry: BookingEntry = {
  kind: 'groupActivity',
  key: 'groupActivity-1',
  start: '2026-03-30T05:00:00.000Z',
  end: '2026-03-30T05:45:00.000Z',
  booking: {
    type: 'groupActivityBooking',
    groupActivity: { id: 5012345, name: 'Vattengympa' },
    businessUnit: haga,
    duration: { start: '2026-03-30T05:00:00.000Z', end: '2026-03-30T05:45:00.000Z' },
    groupActivityBooking: { id: 88 },
  },
};

const serviceEntry: BookingEntry = {
  kind: 'service',
  key: 'service-9',
  start: '2026-10-25T09:00:00.000Z',
  end: '2026-10-25T09:50:00.000Z',
  booking: {
    id: 9,
    serviceProduct: { id: 701, name: 'Massage 50 min' },
    businessUnit: haga,
    duration: { start: '2026-10-25T09:00:00.000Z', end: '2026-10-25T09:50:00.000Z' },
  },
};

const courseEntry: BookingEntry = {
  kind: 'event',
  key: 'event-3',
  start: null,
  end: null,
  booking: { id: 3, event: { id: 1003 }, businessUnit: haga, product: { id: 601, name: 'Kurs' } },
};

const course = (times: { start: string; end: string }[], duration = times[0]!): Event => ({
  id: 1003,
  name: 'Crawlkurs',
  businessUnit: haga,
  duration,
  occasions: { numberOf: times.length, times },
});

describe('bookedTimes', () => {
  it('gives a class its times, name and facility, keyed like the class page', () => {
    expect(bookedTimes(classEntry)).toEqual([
      {
        id: 'group-activity-5012345',
        start: '2026-03-30T05:00:00.000Z',
        end: '2026-03-30T05:45:00.000Z',
        summary: 'Vattengympa',
        location: 'Haga',
      },
    ]);
  });

  it('keys a treatment by its product and start, as the receipt does', () => {
    expect(bookedTimes(serviceEntry)).toEqual([
      expect.objectContaining({ id: 'service-701-20261025T090000Z', summary: 'Massage 50 min' }),
    ]);
  });

  it('has nothing for a cancelled booking', () => {
    expect(bookedTimes(classEntry, { cancelled: true })).toEqual([]);
    expect(bookedTimes(serviceEntry, { cancelled: true })).toEqual([]);
  });

  it('gives a course each occasion, and nothing while its details are unknown', () => {
    const occasions = [
      { start: '2026-04-07T16:00:00.000Z', end: '2026-04-07T17:00:00.000Z' },
      { start: '2026-04-14T16:00:00.000Z', end: '2026-04-14T17:00:00.000Z' },
    ];
    const times = bookedTimes(courseEntry, { eventDetail: course(occasions) });
    expect(times.map((time) => [time.id, time.start, time.summary, time.location])).toEqual([
      ['event-1003-20260407T160000Z', '2026-04-07T16:00:00.000Z', 'Crawlkurs', 'Haga'],
      ['event-1003-20260414T160000Z', '2026-04-14T16:00:00.000Z', 'Crawlkurs', 'Haga'],
    ]);
    expect(bookedTimes(courseEntry)).toEqual([]);
  });

  it('uses a course period only when it is one day long', () => {
    const day = { start: '2026-05-09T08:00:00.000Z', end: '2026-05-09T14:00:00.000Z' };
    expect(bookedTimes(courseEntry, { eventDetail: course([], day) })).toHaveLength(1);
    const weeks = { start: '2026-04-07T16:00:00.000Z', end: '2026-05-26T17:00:00.000Z' };
    expect(bookedTimes(courseEntry, { eventDetail: course([], weeks) })).toEqual([]);
  });
});
