// Stockholm calendar days and the request periods built from them (spec §9: time zone
// Europe/Stockholm everywhere). A period runs from a day's midnight to the last millisecond of its
// last day, in Stockholm time, so a range over a daylight-saving change stays whole calendar days.
import { dayjs, inStockholm, APP_TIME_ZONE } from './dayjs';
import { stockholmOffsetMinutes } from './stockholm-offset';

/** An ISO time that names its own offset ('Z', '+02:00'): Date.parse reads it as dayjs does. */
const WITH_OFFSET = /T.*(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * 'YYYY-MM-DD' of a moment, in Stockholm. Lists sort and filter their times by it, a call per
 * time and day: an instant is turned by arithmetic (its Stockholm offset, then UTC fields), the
 * rest (a date-only day, a local time) by dayjs.
 */
export function stockholmDay(value: string | number | Date): string {
  const instant =
    typeof value === 'number'
      ? value
      : value instanceof Date
        ? value.getTime()
        : WITH_OFFSET.test(value)
          ? Date.parse(value)
          : NaN;
  const offset = Number.isFinite(instant) ? stockholmOffsetMinutes(instant) : null;
  if (offset === null) return inStockholm(value).format('YYYY-MM-DD');
  return new Date(instant + offset * 60_000).toISOString().slice(0, 10);
}

/** The calendar day `count` days after `day` (DST-safe: calendar arithmetic, not 24 h steps). */
export function addDays(day: string, count: number): string {
  return dayjs.utc(day).add(count, 'day').format('YYYY-MM-DD');
}

export function isDay(value: string | null | undefined): value is string {
  return (
    !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs.utc(value).format('YYYY-MM-DD') === value
  );
}

/** Midnight at the start of a Stockholm day, as an ISO UTC instant. */
export function startOfDay(day: string): string {
  return dayjs.tz(day, APP_TIME_ZONE).toISOString();
}

/** The last millisecond of a Stockholm day, as an ISO UTC instant. */
export function endOfDay(day: string): string {
  return dayjs.tz(addDays(day, 1), APP_TIME_ZONE).subtract(1, 'millisecond').toISOString();
}

/** The request period covering `first` to `last` (inclusive Stockholm days). */
export function periodOf(
  first: string,
  last: string,
): { 'period.start': string; 'period.end': string } {
  return { 'period.start': startOfDay(first), 'period.end': endOfDay(last) };
}
