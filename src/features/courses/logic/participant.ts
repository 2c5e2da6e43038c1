// The participant of a course (BRP's participants[]: first name, last name, birth date) and the
// checks before the order is asked: every field filled, a real date in the past, and the course's
// minimum age on its first day (spec §8: "Du måste vara minst {minAge} år").
import { isDay } from '@/lib/stockholm-days';

export interface Participant {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, as typed. */
  birthDate: string;
}

export const NO_PARTICIPANT: Participant = { firstName: '', lastName: '', birthDate: '' };

/** An error key per field (the courses namespace's `participant.errors.*`, or errors' age text). */
export type ParticipantErrors = Partial<
  Record<keyof Participant, { key: string; values?: Record<string, number> }>
>;

/** Whole years from `birthDate` to the day `on` (both YYYY-MM-DD). */
export function ageOn(birthDate: string, on: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export function checkParticipant(
  participant: Participant,
  { minimumAge, firstDay, today }: { minimumAge?: number; firstDay: string; today: string },
): ParticipantErrors {
  const errors: ParticipantErrors = {};
  if (!participant.firstName.trim()) errors.firstName = { key: 'participant.errors.firstName' };
  if (!participant.lastName.trim()) errors.lastName = { key: 'participant.errors.lastName' };
  const birth = participant.birthDate.trim();
  if (!birth) errors.birthDate = { key: 'participant.errors.birthDate' };
  else if (!isDay(birth) || birth > today)
    errors.birthDate = { key: 'participant.errors.birthDateInvalid' };
  else if (minimumAge && ageOn(birth, firstDay) < minimumAge)
    errors.birthDate = {
      key: 'errors:fieldCodes.DATE_AGE_TOO_YOUNG',
      values: { minAge: minimumAge },
    };
  return errors;
}
