// dayjs set up once: Stockholm time everywhere, Swedish and US-English locales.
import dayjs from 'dayjs';
import 'dayjs/locale/sv';
import 'dayjs/locale/en';
import isoWeek from 'dayjs/plugin/isoWeek';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { fastTimezone } from './dayjs-fast-timezone';
import { APP_TIME_ZONE } from './time-zone';

export { APP_TIME_ZONE };

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(fastTimezone);
dayjs.extend(isoWeek);
dayjs.extend(localizedFormat);

dayjs.tz.setDefault(APP_TIME_ZONE);

/**
 * A moment in Stockholm time, from an ISO string, a Date or now. A date-only string
 * ('2026-09-30') is that day in Stockholm, whatever the browser's own time zone.
 */
export function inStockholm(value?: string | number | Date | dayjs.Dayjs): dayjs.Dayjs {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return dayjs.tz(value, APP_TIME_ZONE);
  return dayjs(value).tz(APP_TIME_ZONE);
}

export { dayjs };
