// Calendar days (YYYY-MM-DD) for the mock's memberships: periods and ages as whole days, in UTC
// so no time zone moves a day.
export { addDays } from './stockholm-time.ts';
export interface Interval {
  numberOf: number;
  unit: 'YEAR' | 'MONTH' | 'WEEK';
}

const parse = (day: string) => new Date(`${day}T00:00:00Z`);
const format = (date: Date) => date.toISOString().slice(0, 10);

export function addInterval(day: string, { numberOf, unit }: Interval): string {
  const date = parse(day);
  if (unit === 'WEEK') date.setUTCDate(date.getUTCDate() + 7 * numberOf);
  else if (unit === 'MONTH') date.setUTCMonth(date.getUTCMonth() + numberOf);
  else date.setUTCFullYear(date.getUTCFullYear() + numberOf);
  return format(date);
}

/** Whole years from `birthDate` to `on`, or null for a day that is not one. */
export function ageOn(birthDate: string, on: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate) || Number.isNaN(parse(birthDate).getTime()))
    return null;
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
