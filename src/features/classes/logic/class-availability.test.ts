import { describe, expect, it } from 'vitest';
import type { GroupActivity, GroupActivityBooking } from '@generated/booking/model';
import { bookingsByClass, canBook, classAvailability, durationMinutes } from './class-availability';

const now = Date.parse('2026-03-26T09:00:00.000Z');
const hour = 3600_000;

function activity(overrides: Partial<GroupActivity> = {}): GroupActivity {
  return {
    id: 1,
    name: 'Aquafit',
    duration: {
      start: new Date(now + 5 * hour).toISOString(),
      end: new Date(now + 5.75 * hour).toISOString(),
    },
    groupActivityProduct: { id: 22, name: 'Aquafit' },
    businessUnit: { id: 1, name: 'Haga' },
    locations: [],
    instructors: [],
    bookableEarliest: new Date(now - 24 * hour).toISOString(),
    bookableLatest: new Date(now + 4.5 * hour).toISOString(),
    cancelled: false,
    slots: {
      total: 20,
      totalBookable: 20,
      reservedForDropin: 0,
      leftToBook: 4,
      leftToBookIncDropin: 4,
      hasWaitingList: true,
    },
    ...overrides,
  };
}

const none = bookingsByClass([]);

describe('classAvailability (spec §5 booking lists)', () => {
  it('is open with free places', () => {
    expect(classAvailability(activity(), now, none)).toEqual({ kind: 'open', left: 4 });
  });

  it('disables past classes and classes past bookableLatest', () => {
    const past = activity({
      duration: { start: new Date(now - hour).toISOString(), end: new Date(now).toISOString() },
    });
    expect(classAvailability(past, now, none).kind).toBe('past');
    const late = activity({ bookableLatest: new Date(now - 1).toISOString() });
    expect(classAvailability(late, now, none).kind).toBe('tooLate');
    expect(canBook(classAvailability(late, now, none))).toBe(false);
  });

  it('offers the waiting list when full with one, disables when full without', () => {
    const slots = {
      total: 20,
      totalBookable: 20,
      reservedForDropin: 0,
      leftToBook: 0,
      leftToBookIncDropin: 0,
    };
    const withList = activity({ slots: { ...slots, hasWaitingList: true, inWaitingList: 3 } });
    expect(classAvailability(withList, now, none)).toEqual({ kind: 'waitingList', queue: 3 });
    expect(canBook(classAvailability(withList, now, none))).toBe(true);
    const noList = activity({ slots: { ...slots, hasWaitingList: false } });
    expect(classAvailability(noList, now, none).kind).toBe('full');
    expect(canBook(classAvailability(noList, now, none))).toBe(false);
  });

  it("marks the customer's own bookings and waiting-list places", () => {
    const bookings = [
      {
        type: 'groupActivityBooking',
        groupActivity: { id: 1, name: 'Aquafit' },
        groupActivityBooking: { id: 55 },
      },
      {
        type: 'waitingListBooking',
        groupActivity: { id: 2, name: 'Aquafit' },
        waitingListBooking: { id: 66, waitingListPosition: 2 },
      },
    ] as GroupActivityBooking[];
    const mine = bookingsByClass(bookings);
    expect(classAvailability(activity(), now, mine)).toEqual({ kind: 'booked', bookingId: 55 });
    expect(classAvailability(activity({ id: 2 }), now, mine)).toEqual({
      kind: 'onWaitingList',
      position: 2,
    });
  });

  it('tells when booking opens and disables cancelled classes', () => {
    const opens = new Date(now + 2 * hour).toISOString();
    expect(classAvailability(activity({ bookableEarliest: opens }), now, none)).toEqual({
      kind: 'notYetBookable',
      opensAt: opens,
    });
    expect(classAvailability(activity({ cancelled: true }), now, none).kind).toBe('cancelled');
  });

  it("follows the member's own window (…Extended) when BRP sends it", () => {
    const opens = new Date(now + 2 * hour).toISOString();
    const early = new Date(now - hour).toISOString();
    expect(
      classAvailability(
        activity({ bookableEarliest: early, bookableEarliestExtended: opens }),
        now,
        none,
      ),
    ).toEqual({ kind: 'notYetBookable', opensAt: opens });
    expect(
      classAvailability(
        activity({ bookableLatestExtended: new Date(now - 1000).toISOString() }),
        now,
        none,
      ).kind,
    ).toBe('tooLate');
  });

  it('counts the duration in minutes', () => {
    expect(durationMinutes(activity().duration)).toBe(45);
  });
});
