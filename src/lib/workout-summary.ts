import type { WorkoutSummary } from '@generated/booking/model';

/** The month keys of a workout summary, January first. */
export const SUMMARY_MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const satisfies readonly (keyof WorkoutSummary)[];

/** Spec §7 and §9: the summary is asked for the current year minus 2 to the current year. */
export function workoutSummaryPeriod(year: number): {
  'period.start': number;
  'period.end': number;
} {
  return { 'period.start': year - 2, 'period.end': year };
}
