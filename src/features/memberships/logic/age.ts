// Ages for the product's limits (spec §8 minimum-age texts): whole years on the membership's
// first day, the way BRP counts DATE_AGE_TOO_YOUNG and DATE_AGE_TOO_OLD.
export interface AgeLimits {
  /** Minimum age, inclusive. */
  ageLimit?: number | undefined;
  /** The age the user must be younger than (exclusive). */
  upperAgeLimit?: number | undefined;
}

export const isDayText = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Whole years from `birthDate` to `on` (both YYYY-MM-DD). */
export function ageOn(birthDate: string, on: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export type AgeProblem =
  | { errorCode: 'DATE_AGE_TOO_YOUNG'; minAge: number }
  | { errorCode: 'DATE_AGE_TOO_OLD'; maxAge: number }
  | null;

export function ageProblem(limits: AgeLimits, birthDate: string, on: string): AgeProblem {
  const age = ageOn(birthDate, on);
  if (limits.ageLimit !== undefined && age < limits.ageLimit)
    return { errorCode: 'DATE_AGE_TOO_YOUNG', minAge: limits.ageLimit };
  if (limits.upperAgeLimit !== undefined && age >= limits.upperAgeLimit)
    return { errorCode: 'DATE_AGE_TOO_OLD', maxAge: limits.upperAgeLimit };
  return null;
}
