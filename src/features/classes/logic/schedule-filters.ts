// The schedule's filters in the URL (`?site=1&week=1&class=21&class=24`): facility, which of the
// three weeks, and the chosen classes. Classes only count once a facility is chosen (spec §2).
import { SCHEDULE_WEEKS } from './schedule-week';

export interface ScheduleFilters {
  site: number | null;
  /** 0 = this week, 1 = next, 2 = the one after. */
  week: number;
  classes: number[];
}

function positiveInts(values: string[]): number[] {
  const out = values.map(Number).filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(out)];
}

export function parseScheduleFilters(search: URLSearchParams): ScheduleFilters {
  const site = positiveInts(search.getAll('site'))[0] ?? null;
  const week = Number(search.get('week'));
  return {
    site,
    week: Number.isInteger(week) && week >= 0 && week < SCHEDULE_WEEKS ? week : 0,
    classes: site ? positiveInts(search.getAll('class')) : [],
  };
}

export function scheduleFiltersToSearch(filters: ScheduleFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.site) search.set('site', String(filters.site));
  if (filters.week) search.set('week', String(filters.week));
  if (filters.site) for (const id of filters.classes) search.append('class', String(id));
  return search;
}
