// What the member's no-shows mean for booking (docs/decisions/037). BRP says which no-shows still
// count (ACTIVE) but not how many stop booking nor when one expires, so the app tells neither.
import type { NoShow } from '@generated/booking/model';

/** The no-shows that count against the member now, oldest first. */
export function countingStrikes(noShows: readonly NoShow[] | undefined): NoShow[] {
  return (noShows ?? [])
    .filter((n) => n.status === 'ACTIVE')
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}

/** The no-shows of the last twelve months, asked for per day so the query key holds all day. */
export function strikesPeriod(now: number): { 'period.start': string; 'period.end': string } {
  const day = new Date(now);
  day.setUTCHours(0, 0, 0, 0);
  const start = new Date(day);
  start.setUTCFullYear(start.getUTCFullYear() - 1);
  const end = new Date(day.getTime() + 86_400_000);
  return { 'period.start': start.toISOString(), 'period.end': end.toISOString() };
}

/** BRP types the quota as a number: never show a fraction or less than nothing. */
export function bookingsLeft(remaining: number): number {
  return Math.max(0, Math.floor(remaining));
}
