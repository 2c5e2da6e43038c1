import { describe, expect, it } from 'vitest';
import type {
  Event,
  EventBooking,
  GroupActivityBooking,
  ServiceBooking,
  ValueCard,
  WorkoutSummary,
} from '@generated/booking/model';
import { toEntries } from '../bookings/booking-days';
import {
  memberCardTitleKey,
  sectionState,
  upcomingRow,
  validValueCards,
  valueCardBalance,
  workoutTotals,
} from './overview-logic';
import { workoutSummaryPeriod } from '@/lib/workout-summary';

const haga = { id: 1, name: 'Haga' };

function classBooking(id: number, name: string, queue?: number): GroupActivityBooking {
  const start = '2026-01-13T06:00:00.000Z';
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

const massage: ServiceBooking = {
  id: 10,
  serviceProduct: { id: 701, name: 'Massage 50 min' },
  businessUnit: { id: 4128, name: 'Drottningtorget' },
  duration: { start: '2026-01-12T18:00:00.000Z', end: '2026-01-12T18:50:00.000Z' },
};

const courseBooking: EventBooking = {
  id: 20,
  event: { id: 4401 },
  businessUnit: { id: 1, name: '' },
  product: { id: 601, name: 'Crawlkurs vuxna 8 ggr' },
};

const course: Event = {
  id: 4401,
  name: 'Crawlkurs vuxna vt 2026',
  businessUnit: haga,
  duration: { start: '2026-01-20T17:00:00.000Z', end: '2026-03-10T18:00:00.000Z' },
  occasions: {
    numberOf: 1,
    times: [{ start: '2026-01-20T17:00:00.000Z', end: '2026-01-20T18:00:00.000Z' }],
  },
};

describe('upcomingRow', () => {
  it('reads name, facility and start of a class, a waiting-list place and a treatment', () => {
    const [booked, waiting, service] = toEntries(
      [classBooking(1, 'Spinning 45'), classBooking(3, 'Aquafit', 3)],
      [massage],
      [],
      () => undefined,
    );
    expect(upcomingRow(booked!)).toEqual({
      name: 'Spinning 45',
      facility: 'Haga',
      start: '2026-01-13T06:00:00.000Z',
    });
    expect(upcomingRow(waiting!)).toMatchObject({ name: 'Aquafit', waitingListPosition: 3 });
    expect(upcomingRow(service!)).toEqual({
      name: 'Massage 50 min',
      facility: 'Drottningtorget',
      start: '2026-01-12T18:00:00.000Z',
    });
  });

  it('reads a course as its card does: the first occasion, names from the details if needed', () => {
    const [entry] = toEntries([], [], [courseBooking], () => course);
    expect(upcomingRow(entry!, course)).toEqual({
      name: 'Crawlkurs vuxna vt 2026',
      facility: 'Haga',
      start: '2026-01-20T17:00:00.000Z',
    });
    const [undated] = toEntries([], [], [courseBooking], () => undefined);
    expect(upcomingRow(undated!)).toEqual({
      name: 'Crawlkurs vuxna 8 ggr',
      facility: '',
      start: null,
    });
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
