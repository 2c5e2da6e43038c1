// The page's state in its URL: `booking-service/?id=701&site=1&from=2026-01-13&day=2026-01-14`.
// `id` is the spec's; the rest keep a shared link on the same facility and day. Invalid values fall
// back to the defaults (today; no day, so the page picks one) instead of an error.
import { addDays, isDay } from '@/lib/stockholm-days';
import { STRIP_DAYS } from './slots';

/** How far ahead the date picker lets the strip start. */
export const MAX_START_DAYS_AHEAD = 90;

export interface ServiceSearch {
  id: number | null;
  site: number | null;
  from: string;
  /** The day the customer chose; null lets the page show the first day with free times. */
  day: string | null;
}

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

export function parseServiceSearch(params: URLSearchParams, today: string): ServiceSearch {
  const rawFrom = params.get('from');
  const from =
    isDay(rawFrom) && rawFrom >= today && rawFrom <= addDays(today, MAX_START_DAYS_AHEAD)
      ? rawFrom
      : today;
  const rawDay = params.get('day');
  const day =
    isDay(rawDay) && rawDay >= from && rawDay <= addDays(from, STRIP_DAYS - 1) ? rawDay : null;
  return { id: positiveInt(params.get('id')), site: positiveInt(params.get('site')), from, day };
}

/** The URL search for a state; today's start and an unchosen day are left out. */
export function serviceSearchString(search: ServiceSearch, today: string): URLSearchParams {
  const params = new URLSearchParams();
  if (search.id) params.set('id', String(search.id));
  if (search.site) params.set('site', String(search.site));
  if (search.from !== today) params.set('from', search.from);
  if (search.day) params.set('day', search.day);
  return params;
}
