// Keeps the classes the demo customer has booked in the generated schedules, so "booked" shows up in the list.
import { successMedia } from './inject-examples.ts';
import type { GroupActivity } from './data/group-activities.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

function exampleValues(doc: Obj, path: string): unknown[][] {
  const examples = successMedia(doc, 'get', path)?.examples;
  if (!isObj(examples)) return [];
  return Object.values(examples).flatMap((ex) =>
    isObj(ex) && Array.isArray(ex.value) ? [ex.value] : [],
  );
}

/**
 * Adds to each generated site list the spec's own (already date-shifted) schedule entries whose id the
 * first customer-bookings example refers to and that have not started yet. Call before injecting.
 */
export function withBookedClasses<K extends string>(
  doc: Obj,
  sets: Record<K, GroupActivity[]>,
  siteIds: Record<K, number>,
  now: Date,
): Record<K, GroupActivity[]> {
  const bookings = exampleValues(doc, '/customers/{customer}/bookings/groupactivities')[0] ?? [];
  const booked = new Set(
    bookings.flatMap((b) => (isObj(b) && isObj(b.groupActivity) ? [b.groupActivity.id] : [])),
  );
  const known = new Map<number, GroupActivity>();
  for (const list of exampleValues(doc, '/businessunits/{businessUnit}/groupactivities')) {
    for (const a of list as GroupActivity[]) if (booked.has(a.id)) known.set(a.id, a);
  }
  const out = { ...sets };
  for (const key of Object.keys(sets) as K[]) {
    const extra = [...known.values()].filter(
      (a) =>
        a.businessUnit?.id === siteIds[key] &&
        Date.parse(a.duration.start) > now.getTime() &&
        !sets[key].some((g) => g.id === a.id),
    );
    out[key] = [...sets[key], ...extra].sort((a, b) =>
      a.duration.start.localeCompare(b.duration.start),
    );
  }
  return out;
}
