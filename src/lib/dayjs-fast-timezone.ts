// dayjs's timezone plugin converts with `toLocaleString('en-US', { timeZone })` and parses the
// string back, on every `.tz()` call: a fresh Intl formatter each time. A CPU profile of the
// member overview (many dates, each in Stockholm time) showed it as the largest single cost of
// the first render. This replaces the conversion (not the parsing in a zone, nor keepLocalTime)
// with the same arithmetic on one cached formatter per zone; the result is the same instant,
// offset and zone. Stockholm's offset needs no formatter at all (src/lib/stockholm-offset.ts), nor
// does reading a wall-clock time there (`dayjs.tz('2026-03-29', zone)`): a page that only shows
// Stockholm times makes no Intl date formatter (docs/decisions/020).
import type { PluginFunc } from 'dayjs';
import { stockholmOffsetMinutes } from './stockholm-offset';
import { APP_TIME_ZONE, WALL_CLOCK_PARTS } from './time-zone';

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
  if (timeZone === APP_TIME_ZONE) {
    const offset = stockholmOffsetMinutes(timestamp);
    if (offset !== null) return offset;
  }
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

/**
 * The instant a wall-clock time in the zone names, as the timezone plugin's own parsing finds it
 * (its fixOffset): in the spring gap it moves forward, in the autumn overlap it takes the first.
 */
function wallClockToInstant(wallClockAsUtc: number, timeZone: string, guessOffset: number) {
  let instant = wallClockAsUtc - guessOffset * 60_000;
  const second = zoneOffsetMinutes(instant, timeZone);
  if (second === guessOffset) return { instant, offset: guessOffset };
  instant -= (second - guessOffset) * 60_000;
  const third = zoneOffsetMinutes(instant, timeZone);
  if (second === third) return { instant, offset: second };
  return {
    instant: wallClockAsUtc - Math.min(second, third) * 60_000,
    offset: Math.max(second, third),
  };
}

export const fastTimezone: PluginFunc = (_option, Dayjs, factory) => {
  const originalParse = factory.tz;
  // Only the app's own zone, given by name, with dayjs's default parsing; the rest as before.
  const parse = function tz(input: unknown, zoneOrFormat?: string, zone?: string) {
    if (typeof input !== 'string' || zone !== undefined || zoneOrFormat !== APP_TIME_ZONE)
      return originalParse(input as string, zoneOrFormat as string, zone as string);
    const wallClock = factory.utc(input);
    if (!wallClock.isValid()) return originalParse(input, zoneOrFormat);
    const { instant, offset } = wallClockToInstant(
      wallClock.valueOf(),
      APP_TIME_ZONE,
      zoneOffsetMinutes(Date.now(), APP_TIME_ZONE),
    );
    const parsed = factory(instant).utcOffset(offset);
    (parsed as unknown as { $x: Record<string, unknown> }).$x.$timezone = APP_TIME_ZONE;
    return parsed;
  };
  // Its helpers (guess, setDefault) stay the plugin's own.
  (factory as unknown as { tz: unknown }).tz = Object.assign(parse, {
    guess: originalParse.guess,
    setDefault: originalParse.setDefault,
  });

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
