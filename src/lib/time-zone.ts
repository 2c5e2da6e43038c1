// The facility's time zone and the wall-clock parts read from Intl in it. Plain constants (no
// dayjs), so the build can use them too: scripts/time-zone-warm-up.ts writes the same
// formatter into index.html.

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
