import { describe, expect, it } from 'vitest';
import type { GroupActivityBooking } from '@generated/booking/model';
import {
  canCancelService,
  groupActivityCancelTarget,
  isClassCancelled,
  isServiceCancelled,
} from './cancel-rules';

describe('canCancelService (24 hours rule)', () => {
  const now = new Date('2026-01-12T09:00:00Z');

  it('allows cancelling 24 hours or more before the start', () => {
    expect(canCancelService('2026-01-13T09:00:00Z', now)).toBe(true);
    expect(canCancelService('2026-01-20T09:00:00Z', now)).toBe(true);
  });

  it('blocks cancelling less than 24 hours before the start, and after it', () => {
    expect(canCancelService('2026-01-13T08:59:00Z', now)).toBe(false);
    expect(canCancelService('2026-01-12T18:00:00Z', now)).toBe(false);
    expect(canCancelService('2026-01-12T08:00:00Z', now)).toBe(false);
  });

  it('counts real hours across the change to summer time', () => {
    // The clocks go forward on 29 March: 11:59Z then is 13:59 CEST, past 13:00 on the wall clock
    // of the day before, yet only 23 h 59 min ahead.
    const beforeChange = new Date('2026-03-28T12:00:00Z');
    expect(canCancelService('2026-03-29T12:00:00Z', beforeChange)).toBe(true);
    expect(canCancelService('2026-03-29T11:59:00Z', beforeChange)).toBe(false);
  });

  it('blocks an unreadable start', () => {
    expect(canCancelService('not a date', now)).toBe(false);
  });
});

describe('groupActivityCancelTarget', () => {
  const base = {
    groupActivity: { id: 120104, name: 'Spinning 45' },
    businessUnit: { id: 1, name: 'Haga' },
    duration: { start: '2026-01-13T06:00:00Z', end: '2026-01-13T06:45:00Z' },
  };

  it('takes the id under groupActivityBooking for a class booking', () => {
    const booking: GroupActivityBooking = {
      ...base,
      type: 'groupActivityBooking',
      groupActivityBooking: { id: 5512001 },
    };
    expect(groupActivityCancelTarget(booking)).toEqual({
      bookingId: 5512001,
      bookingType: 'groupActivityBooking',
    });
  });

  it('takes the id under waitingListBooking for a waiting-list place', () => {
    const booking: GroupActivityBooking = {
      ...base,
      type: 'waitingListBooking',
      waitingListBooking: { id: 7730001, waitingListPosition: 3 },
      // Never the id of another type's object, even if one is present.
      groupActivityBooking: { id: 1 },
    };
    expect(groupActivityCancelTarget(booking)).toEqual({
      bookingId: 7730001,
      bookingType: 'waitingListBooking',
    });
  });

  it('is null when the object under the type name is missing', () => {
    expect(groupActivityCancelTarget({ ...base, type: 'waitingListBooking' })).toBeNull();
  });
});

describe('cancelled classes and treatments', () => {
  it('reads a class as cancelled from its details only', () => {
    expect(isClassCancelled({ cancelled: true })).toBe(true);
    expect(isClassCancelled({ cancelled: false })).toBe(false);
    // Details not (yet) loaded: not known to be cancelled.
    expect(isClassCancelled(undefined)).toBe(false);
  });

  it('reads a treatment as cancelled when its booking or its product says so', () => {
    expect(isServiceCancelled({ cancelled: true }, undefined)).toBe(true);
    expect(isServiceCancelled({}, { cancelled: true })).toBe(true);
    expect(isServiceCancelled({ cancelled: false }, { cancelled: false })).toBe(false);
    expect(isServiceCancelled({}, undefined)).toBe(false);
  });
});
