// A customer's workouts over the last ten weeks (Monday start, current week included), newest first.
import { addDays, fromStockholm, isoWeekday } from '../stockholm-time.ts';
import { SITES } from './facility.ts';
import { dayNumber, pickInt, pickSome } from './seed.ts';
import type { Clock } from './group-activities.ts';

export const WORKOUT_WEEKS = 10;
const HOME_SITE_MOSTLY = [0, 0, 0, 1, 2]; // site indexes: Haga three times in five

export interface Workout {
  id: number;
  timepoint: string;
  name: string;
  businessUnit: { id: number; name: string };
}

/** The Monday of the week a day is in. */
export function mondayOf(day: string): string {
  return addDays(day, 1 - isoWeekday(day));
}

export function workoutsFor({ today, now }: Clock): Workout[] {
  const out: Workout[] = [];
  const thisMonday = mondayOf(today);
  for (let week = 0; week < WORKOUT_WEEKS; week++) {
    const monday = addDays(thisMonday, -7 * week);
    // Seeded by the week's Monday, so a week looks the same whichever day the mock starts.
    const count = pickInt(`workouts:${monday}`, 2, 4);
    const weekdays = pickSome(`workouts:${monday}:days`, [0, 1, 2, 3, 4, 5, 6], count);
    for (const offset of weekdays) {
      const day = addDays(monday, offset);
      const hour = pickInt(`workouts:${day}:hour`, 6, 20);
      const minute = pickInt(`workouts:${day}:minute`, 0, 59);
      const at = fromStockholm(day, hour, minute);
      if (at.getTime() > now.getTime()) continue; // only workouts that have happened
      const site = SITES[HOME_SITE_MOSTLY[pickInt(`workouts:${day}:site`, 0, 4)]!]!;
      out.push({
        id: 800_000 + dayNumber(day),
        timepoint: at.toISOString(),
        name: 'Tränat',
        businessUnit: { id: site.id, name: site.name },
      });
    }
  }
  return out.sort((a, b) => b.timepoint.localeCompare(a.timepoint));
}
