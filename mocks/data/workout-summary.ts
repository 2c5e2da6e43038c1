// The customer's workouts per month for this year and the two before it (spec §9: current year
// minus 2), so the year and month charts always show the years the app asks for.
import { SUMMARY_MONTHS } from '../../src/lib/workout-summary.ts';
import { pickInt } from './seed.ts';
import type { Clock } from './group-activities.ts';

// The app's own month keys, so the mock and the charts agree on the summary's shape.
const MONTHS = SUMMARY_MONTHS;
type Month = (typeof MONTHS)[number];

export type WorkoutSummary = { year: number; total: number } & Record<Month, number>;

/** Past months get a seeded count, the current month `thisMonthCount`, months ahead 0. */
export function workoutSummariesFor({ today }: Clock, thisMonthCount: number): WorkoutSummary[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return [year - 2, year - 1, year].map((y) => {
    const counts = MONTHS.map((name, index) => {
      if (y < year || index + 1 < month) {
        // Fewer visits in summer, like a real swimming hall.
        const summer = index >= 5 && index <= 7;
        return pickInt(`summary:${y}:${name}`, summer ? 1 : 6, summer ? 5 : 14);
      }
      return index + 1 === month ? thisMonthCount : 0;
    });
    const entry = Object.fromEntries(MONTHS.map((name, index) => [name, counts[index]!])) as Record<
      Month,
      number
    >;
    return { year: y, ...entry, total: counts.reduce((sum, n) => sum + n, 0) };
  });
}
