// Stockholm's offset from UTC by the EU summer-time rule, in plain arithmetic. The first
// Intl.DateTimeFormat a page makes loads the browser's date and time-zone data: 30-45 ms on a fast
// machine, four times that on a phone, in the first render of every page that shows a date
// (docs/decisions/020). Sweden has followed this rule since 1996 (Directive 2000/84/EC): summer
// time (UTC+2) from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of
// October, UTC+1 otherwise. Outside the years below the caller asks Intl; the unit test checks
// every changeover of those years against the time-zone database the tests run with.

const FIRST_YEAR = 1996;
const LAST_YEAR = 2099;
const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0-based) in `year`. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0, 1);
  return lastDay - new Date(lastDay).getUTCDay() * 24 * HOUR;
}

/** Minutes east of UTC in Stockholm at `timestamp`, or null outside the rule's years. */
export function stockholmOffsetMinutes(timestamp: number): number | null {
  const year = new Date(timestamp).getUTCFullYear();
  if (!(year >= FIRST_YEAR && year <= LAST_YEAR)) return null;
  const summer =
    timestamp >= lastSundayAtOneUtc(year, 2) && timestamp < lastSundayAtOneUtc(year, 9);
  return summer ? 120 : 60;
}
