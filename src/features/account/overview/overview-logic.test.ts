import { describe, expect, it } from 'vitest';
import type {
  GroupActivityBooking,
  ServiceBooking,
  ValueCard,
  WorkoutSummary,
} from '@generated/booking/model';
import {
  memberCardTitleKey,
  sectionState,
  upcomingBookings,
  validValueCards,
  valueCardBalance,
  workoutTotals,
} from './overview-logic';
import { workoutSummaryPeriod } from '@/lib/workout-summary';

const haga = { id: 1, name: 'Haga' };
const now = new Date('2026-01-12T12:00:00.000Z');

function classBooking(
  id: number,
  name: string,
  start: string,
  queue?: number,
): GroupActivityBooking {
  return {
    type: queue ? 'waitingListBooking' : 'groupActivityBooking',
    groupActivity: { id, name },
    businessUnit: haga,
    duration: { start, end: start },
    ...(queue
      ? { waitingListBooking: { id: id * 10, waitingListPosition: queue } }
      : { groupActivityBooking: { id: id * 10 } }),
  };
}

function serviceBooking(
  id: number,
  name: string,
  start: string,
  cancelled = false,
): ServiceBooking {
  return {
    id,
    serviceProduct: { id: 701, name },
    businessUnit: { id: 4128, name: 'Drottningtorget' },
    duration: { start, end: start },
    cancelled,
  };
}

describe('upcomingBookings', () => {
  it('merges classes and services, leaves out started and cancelled ones, soonest first', () => {
    const result = upcomingBookings(
      [
        classBooking(1, 'Spinning 45', '2026-01-13T06:00:00.000Z'),
        classBooking(2, 'Aquafit', '2026-01-12T11:00:00.000Z'),
        classBooking(3, 'Aquafit', '2026-01-14T17:00:00.000Z', 3),
      ],
      [
        serviceBooking(10, 'Massage 50 min', '2026-01-12T18:00:00.000Z'),
        serviceBooking(11, 'Ansiktsbehandling', '2026-01-12T19:00:00.000Z', true),
      ],
      now,
    );
    expect(result.map((b) => b.name)).toEqual(['Massage 50 min', 'Spinning 45', 'Aquafit']);
    expect(result[0]).toMatchObject({ facility: 'Drottningtorget', key: 'service-10' });
    expect(result[2]).toMatchObject({ waitingListPosition: 3, key: 'class-30' });
    expect(result[1]).not.toHaveProperty('waitingListPosition');
  });

  it('orders bookings at the same time by name and keeps one starting right now', () => {
    const start = now.toISOString();
    const result = upcomingBookings(
      [classBooking(1, 'Yoga', start)],
      [serviceBooking(2, 'Bastu', start)],
      now,
    );
    expect(result.map((b) => b.name)).toEqual(['Bastu', 'Yoga']);
  });
});

describe('value cards', () => {
  const card = (overrides: Partial<ValueCard>): ValueCard => ({
    id: 1,
    number: 1522,
    valueCardProduct: { id: 2201, name: 'Värdekort 10 bad' },
    type: 'UNIT',
    isValid: true,
    ...overrides,
  });

  it('lists only the valid ones (isValid decides)', () => {
    expect(
      validValueCards([card({ id: 1 }), card({ id: 2, isValid: false })]).map((c) => c.id),
    ).toEqual([1]);
  });

  it('counts units on a UNIT card and money on an AMOUNT card', () => {
    expect(valueCardBalance(card({ unitsLeft: 6 }))).toEqual({ kind: 'units', units: 6 });
    expect(
      valueCardBalance(card({ type: 'AMOUNT', amountLeft: { amount: 32000, currency: 'SEK' } })),
    ).toEqual({ kind: 'amount', minorUnits: 32000 });
    expect(valueCardBalance(card({ type: 'AMOUNT' }))).toEqual({ kind: 'unknown' });
  });

  it('reads the amount left as an integer (BRP document) the same as {amount} (spec)', () => {
    expect(valueCardBalance(card({ type: 'AMOUNT', amountLeft: 32000 }))).toEqual({
      kind: 'amount',
      minorUnits: 32000,
    });
    expect(valueCardBalance(card({ type: 'AMOUNT', amountLeft: 0 }))).toEqual({
      kind: 'amount',
      minorUnits: 0,
    });
  });
});

describe('workouts', () => {
  const year = (y: number, total: number, jan: number, feb = 0): WorkoutSummary => ({
    year: y,
    jan,
    feb,
    mar: 0,
    apr: 0,
    may: 0,
    jun: 0,
    jul: 0,
    aug: 0,
    sep: 0,
    oct: 0,
    nov: 0,
    dec: 0,
    total,
  });

  it('asks for the current year minus 2 to the current year', () => {
    expect(workoutSummaryPeriod(2026)).toEqual({ 'period.start': 2024, 'period.end': 2026 });
  });

  it("reads this year's total and this month's count", () => {
    const summaries = [year(2025, 107, 12), year(2026, 9, 4, 5)];
    expect(workoutTotals(summaries, 2026, 2)).toEqual({ yearTotal: 9, monthCount: 5 });
    expect(workoutTotals(summaries, 2026, 1)).toEqual({ yearTotal: 9, monthCount: 4 });
  });

  it('gives zeros when the year has no summary', () => {
    expect(workoutTotals([year(2025, 107, 12)], 2026, 1)).toEqual({ yearTotal: 0, monthCount: 0 });
  });
});

describe('member card and sections', () => {
  it('is a membership card with subscriptions, else a customer card', () => {
    expect(memberCardTitleKey([{}])).toBe('memberCard');
    expect(memberCardTitleKey([])).toBe('customerCard');
  });

  it('shows an error before loading, loading before empty', () => {
    const ok = { isPending: false, isError: false };
    const pending = { isPending: true, isError: false };
    const failed = { isPending: false, isError: true };
    expect(sectionState([pending, failed], () => true)).toBe('error');
    expect(sectionState([ok, pending], () => true)).toBe('loading');
    expect(sectionState([ok, ok], () => true)).toBe('empty');
    expect(sectionState([ok], () => false)).toBe('ready');
  });
});
