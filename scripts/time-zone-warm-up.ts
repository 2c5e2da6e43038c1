// The app shows times in Stockholm time (src/lib/dayjs-fast-timezone.ts). The first
// Intl.DateTimeFormat with a time zone loads the browser's time-zone and date data: 20–45 ms on a
// fast machine, four times that on a phone. These few lines, run by index.html's start-up script
// (scripts/start-after-first-paint-plugin.ts), create the app's formatter in a timer after the
// first paint, while the app's code is still downloading, instead of in the app's start-up task
// (docs/decisions/018, item 7). The options come from src/lib/time-zone.ts, the same the app uses.
import { APP_TIME_ZONE, WALL_CLOCK_PARTS } from '../src/lib/time-zone.ts';

export function timeZoneWarmUpScript(): string {
  const options = JSON.stringify({ timeZone: APP_TIME_ZONE, ...WALL_CLOCK_PARTS });
  // An old browser without time zones just skips it: the app reports it when it needs them.
  return `setTimeout(function(){try{new Intl.DateTimeFormat('en-US',${options}).formatToParts(new Date())}catch(e){}},0)`;
}
