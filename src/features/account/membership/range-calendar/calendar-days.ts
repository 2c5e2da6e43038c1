// The calendar works in plain calendar dates (the browser's own time zone, where every day is
// cheap to compute): a cell is a date, not a moment. Only "today" comes from Stockholm time.
import { dayjs } from '@/lib/dayjs';

/** The date a calendar cell shows, 'YYYY-MM-DD', as written on the cell. */
export function cellKey(day: dayjs.Dayjs): string {
  return day.format('YYYY-MM-DD');
}

/** A calendar date for a day key: midnight in the calendar's (the browser's) time zone. */
export function cellDate(key: string): dayjs.Dayjs {
  return dayjs(key);
}

/** The first day of the month after `months` months from a month's first day, 'YYYY-MM-01'. */
export function shiftMonth(month: string, months: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
}

/** Number of days in the month of a day key. */
export function daysInMonth(key: string): number {
  const [year, month] = key.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
