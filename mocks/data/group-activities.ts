// Class schedules for the three sites, today and the 13 days after, shaped like the GroupActivity schema.
import { addDays, fromStockholm, isoWeekday } from '../stockholm-time.ts';
import { CLASS_TIMES, INSTRUCTORS, SITES, classType, roomId, type Site } from './facility.ts';
import { dayNumber, hash, pickInt, pickSome } from './seed.ts';

export const SCHEDULE_DAYS = 14;
const MINUTE = 60_000;
const BOOKING_OPENS = 14 * 24 * 60 * MINUTE; // everything in the 14-day strip is bookable ...
const LATE_OPENING = 7 * 24 * 60 * MINUTE; // ... except one class whose booking opens a week before
const BOOKING_CLOSES = 30 * MINUTE;

export interface GroupActivity {
  id: number;
  name: string;
  duration: { start: string; end: string };
  groupActivityProduct: { id: number; name: string };
  businessUnit: { id: number; name: string };
  locations: { id: number; name: string }[];
  instructors: { id: number; name: string; isSubstitute: boolean }[];
  bookableEarliest: string | null;
  bookableLatest: string | null;
  externalMessage: string | null;
  internalMessage: string | null;
  cancelled: boolean;
  slots: {
    total: number;
    totalBookable: number;
    reservedForDropin: number;
    leftToBook: number;
    leftToBookIncDropin: number;
    hasWaitingList: boolean;
    inWaitingList?: number;
  };
}

export interface Clock {
  today: string; // YYYY-MM-DD in Stockholm
  now: Date;
}

type State =
  'open' | 'fullWithWaitingList' | 'fullNoWaitingList' | 'cancelled' | 'tooLate' | 'notYetBookable';

interface Planned {
  site: Site;
  siteIndex: number;
  day: string;
  slot: number;
  productId: number;
  start: Date;
  state: State;
}

/** The special cases sit at fixed places relative to today, so every generated set has them. */
function stateFor(siteIndex: number, dayOffset: number, slot: number, count: number): State {
  if (siteIndex === 0 && dayOffset === 2 && slot === 1) return 'cancelled';
  if (siteIndex === 0 && dayOffset === 10 && slot === 0) return 'notYetBookable';
  if ((dayOffset + siteIndex) % 4 === 1 && slot === count - 2) return 'fullWithWaitingList';
  if ((dayOffset + siteIndex) % 5 === 3 && slot === 0) return 'fullNoWaitingList';
  return 'open';
}

/** The weekly timetable of a site: same weekday, same classes. */
function planDay(site: Site, siteIndex: number, day: string, dayOffset: number): Planned[] {
  const weekday = `${site.key}:${isoWeekday(day)}`;
  const count = pickInt(`${weekday}:count`, 4, 6);
  const times = pickSome(`${weekday}:times`, CLASS_TIMES, count);
  const first = hash(weekday) % site.offers.length;
  return times.map((time, slot) => {
    const [hh, mm] = time.split(':').map(Number) as [number, number];
    return {
      site,
      siteIndex,
      day,
      slot,
      productId: site.offers[(first + slot) % site.offers.length]!,
      start: fromStockholm(day, hh, mm),
      state: stateFor(siteIndex, dayOffset, slot, count),
    };
  });
}

/**
 * The "too late to book" class: a Vattengympa whose booking closed at 20:00 the evening before
 * (as in the spec's own example), at the next timetable time after now, today or, late in the
 * evening when today's are over, tomorrow; so the state exists at any hour.
 */
function planTooLate(site: Site, today: string, now: Date): Planned {
  const startsOn = (day: string) =>
    CLASS_TIMES.map((t) => {
      const [hh, mm] = t.split(':').map(Number) as [number, number];
      return fromStockholm(day, hh, mm);
    });
  const laterToday = startsOn(today).find((s) => s.getTime() > now.getTime());
  const day = laterToday ? today : addDays(today, 1);
  const start = laterToday ?? startsOn(day)[0]!;
  return { site, siteIndex: 0, day, slot: 9, productId: 21, start, state: 'tooLate' };
}

function slotsFor(p: Planned, capacity: number, dropIn: number): GroupActivity['slots'] {
  const totalBookable = capacity - dropIn;
  const key = `${p.site.key}:${p.day}:${p.slot}`;
  const base = { total: capacity, totalBookable, reservedForDropin: dropIn };
  switch (p.state) {
    case 'fullWithWaitingList':
      return {
        ...base,
        leftToBook: 0,
        leftToBookIncDropin: 0,
        hasWaitingList: true,
        inWaitingList: pickInt(key, 1, 6),
      };
    case 'fullNoWaitingList':
      return { ...base, leftToBook: 0, leftToBookIncDropin: 0, hasWaitingList: false };
    default: {
      const leftToBook = pickInt(key, 1, totalBookable);
      const hasWaitingList = capacity >= 20;
      return {
        ...base,
        leftToBook,
        leftToBookIncDropin: leftToBook + dropIn,
        hasWaitingList,
        ...(hasWaitingList ? { inWaitingList: 0 } : {}),
      };
    }
  }
}

function toActivity(p: Planned): GroupActivity {
  const type = classType(p.productId);
  const end = new Date(p.start.getTime() + type.minutes * MINUTE);
  const staff =
    p.site.staff[
      pickInt(`${p.site.key}:${isoWeekday(p.day)}:${p.slot}:staff`, 0, p.site.staff.length - 1)
    ]!;
  const isSubstitute =
    p.state === 'open' && hash(`${p.site.key}:${p.day}:${p.slot}:sub`) % 13 === 0;
  const instructor = { id: staff, name: INSTRUCTORS[staff]!, isSubstitute };
  const messages: Partial<Record<State, string>> = {
    cancelled: 'Passet är inställt på grund av sjukdom. Välkommen nästa vecka!',
    tooLate: 'Bokningen stänger kl. 20 kvällen innan.',
  };
  return {
    id: 5_000_000 + dayNumber(p.day) * 100 + p.siteIndex * 10 + p.slot,
    name: type.name,
    duration: { start: p.start.toISOString(), end: end.toISOString() },
    groupActivityProduct: { id: type.productId, name: type.name },
    businessUnit: { id: p.site.id, name: p.site.name },
    locations: [{ id: roomId(p.siteIndex, type.room), name: type.room }],
    instructors: [instructor],
    bookableEarliest: new Date(
      p.start.getTime() - (p.state === 'notYetBookable' ? LATE_OPENING : BOOKING_OPENS),
    ).toISOString(),
    bookableLatest: (p.state === 'tooLate'
      ? fromStockholm(addDays(p.day, -1), 20, 0)
      : new Date(p.start.getTime() - BOOKING_CLOSES)
    ).toISOString(),
    externalMessage: messages[p.state] ?? (isSubstitute ? `${instructor.name} vikarierar.` : null),
    internalMessage: p.state === 'cancelled' ? 'Instruktör sjuk, ingen ersättare.' : null,
    cancelled: p.state === 'cancelled',
    slots: slotsFor(p, type.capacity, type.dropIn),
  };
}

/** One site's classes from today for 14 days, sorted by start. Today keeps only classes still bookable. */
export function groupActivitiesFor(siteKey: Site['key'], { today, now }: Clock): GroupActivity[] {
  const siteIndex = SITES.findIndex((s) => s.key === siteKey);
  const site = SITES[siteIndex];
  if (!site) throw new Error(`unknown site ${siteKey}`);
  const planned: Planned[] = [];
  for (let offset = 0; offset < SCHEDULE_DAYS; offset++) {
    const day = addDays(today, offset);
    const classes = planDay(site, siteIndex, day, offset);
    // Like the real API's period.start=now: today's classes that have closed for booking are gone ...
    planned.push(
      ...(offset === 0
        ? classes.filter((c) => c.start.getTime() - BOOKING_CLOSES > now.getTime())
        : classes),
    );
  }
  // ... except one at Haga that shows the "too late to book" state.
  if (siteIndex === 0) planned.push(planTooLate(site, today, now));
  return planned.map(toActivity).sort((a, b) => a.duration.start.localeCompare(b.duration.start));
}

export function groupActivitySets(clock: Clock): Record<Site['key'], GroupActivity[]> {
  return {
    haga: groupActivitiesFor('haga', clock),
    alvstranden: groupActivitiesFor('alvstranden', clock),
    drottningtorget: groupActivitiesFor('drottningtorget', clock),
  };
}
