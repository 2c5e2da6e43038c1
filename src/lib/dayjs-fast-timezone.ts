// dayjs's timezone plugin converts with `toLocaleString('en-US', { timeZone })` and parses the
// string back, on every `.tz()` call: a fresh Intl formatter each time. A CPU profile of the
// member overview (many dates, each in Stockholm time) showed it as the largest single cost of
// the first render, and a trace of the class booking page showed MUI X's date field spending a
// long task in it (it asks for the default zone and for kept wall-clock times). This replaces
// the conversion, for a named zone, the default one and a kept wall-clock time alike, with the
// same arithmetic on one cached formatter per zone; the result is the same instant, offset and
// zone. Stockholm's offset needs no formatter at all (src/lib/stockholm-offset.ts), nor does
// reading a wall-clock time there (`dayjs.tz('2026-03-29', zone)`): a page that only shows
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
  // The zone `.tz()` without one means (MUI X's pickers ask for it so, as their 'default').
  let defaultZone: string | undefined;
  // Its helpers stay the plugin's own; setDefault is also noted here.
  (factory as unknown as { tz: unknown }).tz = Object.assign(parse, {
    guess: originalParse.guess,
    setDefault: (zone?: string) => {
      defaultZone = zone;
      originalParse.setDefault(zone);
    },
  });

  const original = Dayjs.prototype.tz;
  Dayjs.prototype.tz = function tz(
    this: InstanceType<typeof Dayjs>,
    timeZone: string | undefined = defaultZone,
    keepLocalTime?: boolean,
  ) {
    if (timeZone === undefined || !this.isValid())
      return original.call(this, timeZone, keepLocalTime);
    const offset = zoneOffsetMinutes(this.valueOf(), timeZone);
    // The plugin turns a zero offset into UTC mode; that stays its own.
    if (keepLocalTime && offset === 0) return original.call(this, timeZone, keepLocalTime);
    // From a fresh local instance: utcOffset(n) assumes it starts from local (or UTC) time.
    let converted = factory(this.valueOf()).locale(this.locale()).utcOffset(offset);
    // The same wall-clock time in the zone, as the plugin finds it: the zone's offset at the
    // original instant, and the instant moved by the difference.
    if (keepLocalTime) converted = converted.add(this.utcOffset() - offset, 'minute');
    (converted as unknown as { $x: Record<string, unknown> }).$x = {
      ...(converted as unknown as { $x?: Record<string, unknown> }).$x,
      $timezone: timeZone,
    };
    return converted;
  };
};
