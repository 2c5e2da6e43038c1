// Stockholm calendar days and the request periods built from them. The real API serves at most
// (strictly less than) 14 days per schedule request (BRP notes §3 "Schedule window"), so a period
// runs from a day's midnight to the last millisecond of its last day, in Stockholm time. The day
// arithmetic itself is shared (src/lib/stockholm-days.ts); the services pages use it too.
import { endOfDay, startOfDay } from '@/lib/stockholm-days';

export { addDays, endOfDay, isDay, periodOf, startOfDay, stockholmDay } from '@/lib/stockholm-days';

/** Whether a class (start/end instants) touches a Stockholm day. */
export function touchesDay(start: string, end: string, day: string): boolean {
  return (
    Date.parse(start) <= Date.parse(endOfDay(day)) && Date.parse(end) > Date.parse(startOfDay(day))
  );
}
