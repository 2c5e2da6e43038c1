// Europe/Stockholm wall-clock <-> UTC instants with plain Intl (no dayjs needed in the mock layer).
export const TIME_ZONE = 'Europe/Stockholm';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export interface WallClock {
  day: string; // YYYY-MM-DD
  hour: number;
  minute: number;
  second: number;
}

/** The Stockholm wall clock of an instant. */
export function toStockholm(instant: Date): WallClock {
  const p = Object.fromEntries(partsFormat.formatToParts(instant).map((x) => [x.type, x.value]));
  return {
    day: `${p.year}-${p.month}-${p.day}`,
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

/** Offset of Stockholm from UTC at an instant, in ms (+1h in winter, +2h in summer). */
function offsetAt(ms: number): number {
  const w = toStockholm(new Date(ms));
  const [y, m, d] = w.day.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The instant at which Stockholm shows this wall clock (in the spring gap, the later offset wins). */
export function fromStockholm(
  day: string,
  hour: number,
  minute: number,
  second = 0,
  millis = 0,
): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, hour, minute, second, millis);
  const first = guess - offsetAt(guess);
  const second_ = guess - offsetAt(first);
  return new Date(second_);
}

/** Calendar arithmetic on YYYY-MM-DD strings. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD to another. */
export function daysBetween(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

/** ISO weekday, Monday = 1 … Sunday = 7. */
export function isoWeekday(day: string): number {
  const wd = new Date(`${day}T00:00:00Z`).getUTCDay();
  return wd === 0 ? 7 : wd;
}

/** Today's date in Stockholm. */
export function stockholmToday(now: Date = new Date()): string {
  return toStockholm(now).day;
}
