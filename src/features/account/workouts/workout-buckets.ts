// Spec §2 "Workouts" and §9: ten weeks back (Monday start), months of this year and the last three
// years, all in Stockholm time. Pure, so the chart's numbers can be tested without a browser.
import type { Workout, WorkoutSummary } from '@generated/booking/model';
import { dayjs } from '@/lib/dayjs';
import { dayKey } from '@/lib/format';
import { endOfDay, startOfDay } from '@/lib/stockholm-days';
import { SUMMARY_MONTHS, workoutSummaryPeriod } from '@/lib/workout-summary';

export const WEEKS_BACK = 10;
export const SUMMARY_YEARS = 3;

type Moment = string | number | Date;

export interface WeekBucket {
  /** The week's Monday, yyyy-MM-dd (Stockholm). */
  monday: string;
  sunday: string;
  isoWeek: number;
  count: number;
  current: boolean;
}

export interface MonthBucket {
  year: number;
  /** 0 = January. */
  month: number;
  count: number;
  current: boolean;
}

export interface YearBucket {
  year: number;
  count: number;
  current: boolean;
}

/** Calendar arithmetic on yyyy-MM-dd days in UTC, so daylight-saving changes cannot shift a day. */
function mondayOf(day: string): string {
  const date = dayjs.utc(day);
  return date.subtract(date.isoWeekday() - 1, 'day').format('YYYY-MM-DD');
}

function addDays(day: string, days: number): string {
  return dayjs.utc(day).add(days, 'day').format('YYYY-MM-DD');
}

/** The Mondays of the last ten weeks, oldest first, the current week last. */
export function lastWeeks(now: Moment): string[] {
  const thisMonday = mondayOf(dayKey(now));
  return Array.from({ length: WEEKS_BACK }, (_, i) =>
    addDays(thisMonday, -7 * (WEEKS_BACK - 1 - i)),
  );
}

/**
 * The workouts request: from Monday 00:00 (Stockholm) nine weeks before this week, to the end of
 * today. Today's end rather than this millisecond: no workout lies ahead, and a period of whole
 * days is the same request whenever today it is computed, so the route's loader (on the server)
 * and the page (a moment later, in the browser) share one cache entry.
 */
export function workoutsPeriod(now: Moment): { 'period.start': string; 'period.end': string } {
  const today = dayKey(now);
  const firstMonday = lastWeeks(today)[0]!;
  return { 'period.start': startOfDay(firstMonday), 'period.end': endOfDay(today) };
}

/** Workouts counted per week (Monday start, Stockholm) over the last ten weeks. */
export function weekBuckets(workouts: readonly Workout[], now: Moment): WeekBucket[] {
  const mondays = lastWeeks(now);
  const counts = new Map(mondays.map((monday) => [monday, 0]));
  for (const workout of workouts) {
    const monday = mondayOf(dayKey(workout.timepoint));
    const count = counts.get(monday);
    if (count !== undefined) counts.set(monday, count + 1);
  }
  return mondays.map((monday, index) => ({
    monday,
    sunday: addDays(monday, 6),
    isoWeek: dayjs.utc(monday).isoWeek(),
    count: counts.get(monday) ?? 0,
    current: index === mondays.length - 1,
  }));
}

function stockholmYearMonth(now: Moment): { year: number; month: number } {
  const [year, month] = dayKey(now).split('-').map(Number);
  return { year: year!, month: month! - 1 };
}

/** The summary request: the current year and the two before it (spec §7). */
export function summaryPeriod(now: Moment): { 'period.start': number; 'period.end': number } {
  const { year } = stockholmYearMonth(now);
  return workoutSummaryPeriod(year);
}

/** This year's months from January up to and including the current one. */
export function monthBuckets(summaries: readonly WorkoutSummary[], now: Moment): MonthBucket[] {
  const { year, month: current } = stockholmYearMonth(now);
  const summary = summaries.find((s) => s.year === year);
  return SUMMARY_MONTHS.slice(0, current + 1).map((key, month) => ({
    year,
    month,
    count: summary?.[key] ?? 0,
    current: month === current,
  }));
}

/** The yearly totals of the last three years, oldest first; a year without a summary counts 0. */
export function yearBuckets(summaries: readonly WorkoutSummary[], now: Moment): YearBucket[] {
  const { year: thisYear } = stockholmYearMonth(now);
  return Array.from({ length: SUMMARY_YEARS }, (_, i) => {
    const year = thisYear - (SUMMARY_YEARS - 1) + i;
    return {
      year,
      count: summaries.find((s) => s.year === year)?.total ?? 0,
      current: year === thisYear,
    };
  });
}
