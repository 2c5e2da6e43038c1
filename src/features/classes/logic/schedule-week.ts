// The schedule's weeks (spec §2, §9): the current week and the next two, Monday start, and its
// sessions grouped by Stockholm day. A session running past midnight shows on each of its days;
// a session whose booking has closed (past bookableLatest) is hidden (spec §5).
import { dayjs } from '@/lib/dayjs';
import { bySwedishName } from '@/lib/swedish-order';
import { addDays, stockholmDay, touchesDay } from './period';

export const SCHEDULE_WEEKS = 3;

export interface ScheduleWeek {
  /** 0 = this week, 1 = next, 2 = the one after. */
  index: number;
  /** ISO week number. */
  number: number;
  /** Monday, 'YYYY-MM-DD'. */
  first: string;
  /** Sunday, 'YYYY-MM-DD'. */
  last: string;
}

/** The Monday of the Stockholm week that contains `day`. */
export function mondayOf(day: string): string {
  const weekday = dayjs.utc(day).isoWeekday(); // 1 = Monday … 7 = Sunday
  return addDays(day, 1 - weekday);
}

export function scheduleWeeks(now: number): ScheduleWeek[] {
  const monday = mondayOf(stockholmDay(now));
  return Array.from({ length: SCHEDULE_WEEKS }, (_, index) => {
    const first = addDays(monday, index * 7);
    return { index, number: dayjs.utc(first).isoWeek(), first, last: addDays(first, 6) };
  });
}

export function weekDays(week: Pick<ScheduleWeek, 'first'>): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(week.first, i));
}

interface Session {
  duration: { start: string; end: string };
  bookableLatest?: string | null;
  name: string;
}

export interface ScheduleDay<T> {
  day: string;
  sessions: T[];
}

/** Days of the week with their visible sessions, sorted by start (then name). Empty days kept. */
export function groupScheduleByDay<T extends Session>(
  sessions: T[],
  days: string[],
  now: number,
): ScheduleDay<T>[] {
  const visible = sessions
    .filter((s) => !s.bookableLatest || Date.parse(s.bookableLatest) >= now)
    .sort(
      (a, b) => Date.parse(a.duration.start) - Date.parse(b.duration.start) || bySwedishName(a, b),
    );
  return days.map((day) => ({
    day,
    sessions: visible.filter((s) => touchesDay(s.duration.start, s.duration.end, day)),
  }));
}

/** Class products offered at a facility (the schedule's class multi-select sorts them). */
export function classesAtSite<T extends { name: string; businessUnits?: { id: number }[] }>(
  products: T[],
  site: number | null,
): T[] {
  if (!site) return [];
  return products.filter((p) => (p.businessUnits ?? []).some((unit) => unit.id === site));
}
