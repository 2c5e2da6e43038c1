// dayjs's timezone plugin converts with `toLocaleString('en-US', { timeZone })` and parses the
// string back, on every `.tz()` call: a fresh Intl formatter each time. A CPU profile of the
// member overview (many dates, each in Stockholm time) showed it as the largest single cost of
// the first render. This replaces the conversion (not the parsing in a zone, nor keepLocalTime)
// with the same arithmetic on one cached formatter per zone; the result is the same instant,
// offset and zone.
import type { PluginFunc } from 'dayjs';
import { WALL_CLOCK_PARTS } from './time-zone';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, ...WALL_CLOCK_PARTS });
    formats.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC in minutes at that instant (DST included). */
export function zoneOffsetMinutes(timestamp: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatFor(timeZone).formatToParts(new Date(timestamp)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wallClockAsUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour! % 24,
    parts.minute!,
    parts.second!,
  );
  const wholeSeconds = timestamp - (((timestamp % 1000) + 1000) % 1000);
  return Math.round((wallClockAsUtc - wholeSeconds) / 60_000);
}

export const fastTimezone: PluginFunc = (_option, Dayjs, factory) => {
  const original = Dayjs.prototype.tz;
  Dayjs.prototype.tz = function tz(
    this: InstanceType<typeof Dayjs>,
    timeZone?: string,
    keepLocalTime?: boolean,
  ) {
    if (timeZone === undefined || keepLocalTime || !this.isValid())
      return original.call(this, timeZone, keepLocalTime);
    const offset = zoneOffsetMinutes(this.valueOf(), timeZone);
    // From a fresh local instance: utcOffset(n) assumes it starts from local (or UTC) time.
    const converted = factory(this.valueOf()).locale(this.locale()).utcOffset(offset);
    (converted as unknown as { $x: Record<string, unknown> }).$x = {
      ...(converted as unknown as { $x?: Record<string, unknown> }).$x,
      $timezone: timeZone,
    };
    return converted;
  };
};
