import { describe, expect, it } from 'vitest';
import type { WorkoutSummary } from '@generated/booking/model';
import {
  lastWeeks,
  monthBuckets,
  summaryPeriod,
  weekBuckets,
  workoutsPeriod,
  yearBuckets,
} from './workout-buckets';

const workout = (timepoint: string) => ({ timepoint });
const summary = (year: number, months: number[]): WorkoutSummary => {
  const [jan, feb, mar, apr, may, jun, jul, aug, sep, oct, nov, dec] = [
    ...months,
    ...Array<number>(12).fill(0),
  ];
  const total = months.reduce((a, b) => a + b, 0);
  return {
    year,
    jan,
    feb,
    mar,
    apr,
    may,
    jun,
    jul,
    aug,
    sep,
    oct,
    nov,
    dec,
    total,
  } as WorkoutSummary;
};

describe('lastWeeks / workoutsPeriod', () => {
  it('gives ten Mondays, the current week last, on a Sunday evening too', () => {
    // Sunday 22 Nov 2026 22:30 in Stockholm is still in the week of Monday 16 Nov.
    const weeks = lastWeeks('2026-11-22T21:30:00Z');
    expect(weeks).toHaveLength(10);
    expect(weeks.at(-1)).toBe('2026-11-16');
    expect(weeks[0]).toBe('2026-09-14');
  });

  it('starts a new week at midnight on Monday in Stockholm, not in UTC', () => {
    // 23:30 UTC on Sunday is 00:30 on Monday in Stockholm (winter time).
    expect(lastWeeks('2026-11-22T23:30:00Z').at(-1)).toBe('2026-11-23');
  });

  it('asks from Monday 00:00 Stockholm nine weeks back to the end of today, across a DST change', () => {
    const now = '2026-04-08T10:00:00.000Z';
    // The first Monday, 2 Feb, is in winter time (UTC+1); today ends in summer time (UTC+2).
    expect(workoutsPeriod(now)).toEqual({
      'period.start': '2026-02-01T23:00:00.000Z',
      'period.end': '2026-04-08T21:59:59.999Z',
    });
    // A first Monday in summer time (UTC+2).
    expect(workoutsPeriod('2026-08-20T10:00:00Z')['period.start']).toBe('2026-06-14T22:00:00.000Z');
  });

  it('is the same request all day long, so the route and the page share one answer', () => {
    // 00:30 and 23:30 on Wednesday 8 April in Stockholm (UTC+2).
    expect(workoutsPeriod('2026-04-08T21:30:00Z')).toEqual(workoutsPeriod('2026-04-07T22:30:00Z'));
    // Past midnight in Stockholm it is the next day's, though still the 8th in UTC.
    expect(workoutsPeriod('2026-04-08T22:30:00Z')['period.end']).toBe('2026-04-09T21:59:59.999Z');
  });
});

describe('weekBuckets', () => {
  const now = '2026-11-19T12:00:00Z'; // Thursday, week 47

  it('counts workouts per Stockholm week, Monday start, ten weeks including the current', () => {
    const buckets = weekBuckets(
      [
        workout('2026-11-16T05:00:00Z'), // Monday of this week
        workout('2026-11-15T22:59:00Z'), // Sunday 23:59 in Stockholm: last week
        workout('2026-11-15T23:00:00Z'), // Monday 00:00 in Stockholm: this week
        workout('2026-09-14T08:00:00Z'), // first Monday of the ten weeks
        workout('2026-09-13T08:00:00Z'), // before the ten weeks: not counted
      ],
      now,
    );
    expect(buckets).toHaveLength(10);
    expect(buckets.map((b) => b.count)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 1, 2]);
    expect(buckets.at(-1)).toMatchObject({
      monday: '2026-11-16',
      sunday: '2026-11-22',
      isoWeek: 47,
      current: true,
    });
    expect(buckets.filter((b) => b.current)).toHaveLength(1);
    expect(buckets[0]!.isoWeek).toBe(38);
  });

  it('numbers weeks across the new year by ISO week', () => {
    const buckets = weekBuckets([], '2027-01-06T12:00:00Z');
    expect(buckets.map((b) => b.isoWeek).slice(-3)).toEqual([52, 53, 1]);
  });
});

describe('summary mapping', () => {
  const summaries = [
    summary(2024, [8, 10, 9, 7, 6, 4, 2, 3, 9, 11, 10, 6]),
    summary(2026, [3, 5, 0, 4]),
  ];

  it('asks for the current year and the two before it', () => {
    expect(summaryPeriod('2026-11-19T12:00:00Z')).toEqual({
      'period.start': 2024,
      'period.end': 2026,
    });
  });

  it('maps this year from January to the current month, the current month last', () => {
    const months = monthBuckets(summaries, '2026-04-30T23:30:00Z'); // 1 May in Stockholm
    expect(months.map((m) => m.count)).toEqual([3, 5, 0, 4, 0]);
    expect(months.at(-1)).toMatchObject({ year: 2026, month: 4, current: true });
    expect(months.filter((m) => m.current)).toHaveLength(1);
  });

  it('shows zero months when the current year has no summary', () => {
    expect(monthBuckets([], '2026-02-10T12:00:00Z').map((m) => m.count)).toEqual([0, 0]);
  });

  it('maps three years of totals, oldest first, a missing year as 0', () => {
    expect(yearBuckets(summaries, '2026-06-01T12:00:00Z')).toEqual([
      { year: 2024, count: 85, current: false },
      { year: 2025, count: 0, current: false },
      { year: 2026, count: 12, current: true },
    ]);
  });
});
