// The booking page's filters live in the URL (`?site=1&from=2026-03-26&day=…&instructor=8801&class=21`),
// so a filtered list can be shared and survives a reload. `?id=` (spec §2) preselects a class type.
import { rangeEnd } from './day-strip';
import { addDays, isDay, stockholmDay } from './period';

export interface ClassFilters {
  /** The facility (business unit id); null until one is chosen or defaulted. */
  site: number | null;
  /** First day of the 14-day range (never before today). */
  from: string;
  /** One day of the strip to show, or null for the whole range. */
  day: string | null;
  instructors: number[];
  classes: number[];
}

/** How far ahead a range may start: the schedule is published a few weeks ahead at most. */
export const MAX_START_DAYS_AHEAD = 90;

function ids(values: string[]): number[] {
  const out = values.flatMap((v) => v.split(',')).map(Number);
  return [...new Set(out.filter((n) => Number.isInteger(n) && n > 0))];
}

export function parseClassFilters(search: URLSearchParams, today: string): ClassFilters {
  const site = ids(search.getAll('site'))[0] ?? null;
  const fromParam = search.get('from');
  const latestStart = addDays(today, MAX_START_DAYS_AHEAD);
  const from =
    isDay(fromParam) && fromParam >= today && fromParam <= latestStart ? fromParam : today;
  const dayParam = search.get('day');
  const day = isDay(dayParam) && dayParam >= from && dayParam <= rangeEnd(from) ? dayParam : null;
  return {
    site,
    from,
    day,
    instructors: ids(search.getAll('instructor')),
    classes: ids([...search.getAll('class'), ...search.getAll('id')]),
  };
}

/** The canonical query string of the filters (defaults left out, `id` folded into `class`). */
export function classFiltersToSearch(filters: ClassFilters, today: string): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.site) search.set('site', String(filters.site));
  if (filters.from !== today) search.set('from', filters.from);
  if (filters.day) search.set('day', filters.day);
  for (const id of filters.instructors) search.append('instructor', String(id));
  for (const id of filters.classes) search.append('class', String(id));
  return search;
}

interface Filterable {
  duration: { start: string; end: string };
  groupActivityProduct: { id: number };
  instructors: { id: number }[];
}

/** The classes matching the instructor and class filters, in the range (or the chosen day). */
export function filterClasses<T extends Filterable>(classes: T[], filters: ClassFilters): T[] {
  const first = filters.day ?? filters.from;
  const last = filters.day ?? rangeEnd(filters.from);
  return classes
    .filter((c) => {
      const day = stockholmDay(c.duration.start);
      return day >= first && day <= last;
    })
    .filter(
      (c) => filters.classes.length === 0 || filters.classes.includes(c.groupActivityProduct.id),
    )
    .filter(
      (c) =>
        filters.instructors.length === 0 ||
        c.instructors.some((i) => filters.instructors.includes(i.id)),
    )
    .sort((a, b) => Date.parse(a.duration.start) - Date.parse(b.duration.start));
}
