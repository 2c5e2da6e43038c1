import { describe, expect, it } from 'vitest';
import type { GroupActivity } from '@generated/booking/model';
import { bookingsByClass } from './class-availability';
import { quotaTarget } from './quota-target';

const now = Date.parse('2026-03-26T09:00:00.000Z');
const hour = 3600_000;

function activity(id: number, startsIn: number, leftToBook: number): GroupActivity {
  return {
    id,
    name: `Pass ${id}`,
    duration: {
      start: new Date(now + startsIn * hour).toISOString(),
      end: new Date(now + (startsIn + 1) * hour).toISOString(),
    },
    groupActivityProduct: { id: 20 + id, name: `Pass ${id}` },
    businessUnit: { id: 1, name: 'Haga' },
    locations: [],
    instructors: [],
    bookableLatest: new Date(now + (startsIn - 0.5) * hour).toISOString(),
    cancelled: false,
    slots: {
      total: 20,
      totalBookable: 20,
      reservedForDropin: 0,
      leftToBook,
      leftToBookIncDropin: leftToBook,
    },
  };
}

describe('quotaTarget', () => {
  it('is the first class in view the member can book now', () => {
    const classes = [activity(1, -1, 5), activity(2, 3, 0), activity(3, 4, 2), activity(4, 5, 2)];
    expect(quotaTarget(classes, now, bookingsByClass([]))).toEqual({
      product: 23,
      name: 'Pass 3',
      timePoint: classes[2]!.duration.start,
    });
  });

  it('skips a class the member has booked, and is null with nothing to book', () => {
    const classes = [activity(3, 4, 2)];
    const mine = bookingsByClass([
      {
        type: 'groupActivityBooking',
        groupActivity: { id: 3, name: 'Pass 3' },
        businessUnit: { id: 1, name: 'Haga' },
        duration: classes[0]!.duration,
        groupActivityBooking: { id: 9 },
      },
    ]);
    expect(quotaTarget(classes, now, mine)).toBeNull();
    expect(quotaTarget(undefined, now, mine)).toBeNull();
  });
});
