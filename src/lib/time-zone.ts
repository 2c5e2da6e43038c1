// The facility's time zone and the wall-clock parts read from Intl in it, for a zone other than
// Stockholm (whose offset is plain arithmetic: src/lib/stockholm-offset.ts). Plain constants, no
// dayjs.

export const APP_TIME_ZONE = 'Europe/Stockholm';

/** The parts src/lib/dayjs-fast-timezone.ts reads back from its formatter. */
export const WALL_CLOCK_PARTS = {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
} as const satisfies Intl.DateTimeFormatOptions;
