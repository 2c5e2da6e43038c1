// The product page's form (issue 42): whose birth date, which start day, which additions, and the
// terms. Errors are texts in the user's language; what was typed stays in the fields.
import type { TFunction } from 'i18next';
import { ageProblem, isDayText, type AgeLimits } from './age';

export interface PurchaseValues {
  birthDate: string;
  startDate: string;
  additions: number[];
  terms: boolean;
}

export type PurchaseErrors = Partial<Record<'birthDate' | 'startDate' | 'terms', string>>;

/** How far ahead a membership may start (BRP takes any later day; a year keeps typos out). */
export const LATEST_START_DAYS = 365;

export function validatePurchase(
  values: PurchaseValues,
  { limits, today, latest, t }: { limits: AgeLimits; today: string; latest: string; t: TFunction },
): PurchaseErrors {
  const errors: PurchaseErrors = {};
  const start = values.startDate.trim();
  if (start === '') errors.startDate = t('form.startRequired');
  else if (!isDayText(start)) errors.startDate = t('form.dayInvalid');
  else if (start < today) errors.startDate = t('form.startInPast');
  else if (start > latest) errors.startDate = t('form.startTooLate');

  const birth = values.birthDate.trim();
  if (birth === '') errors.birthDate = t('errors:required.birthDate');
  else if (!isDayText(birth)) errors.birthDate = t('form.dayInvalid');
  else if (birth > today) errors.birthDate = t('form.birthInFuture');
  else {
    const problem = ageProblem(limits, birth, errors.startDate ? today : start);
    if (problem) {
      const { errorCode, ...values } = problem;
      errors.birthDate = t(`errors:codes.${errorCode}`, values);
    }
  }
  if (!values.terms) errors.terms = t('errors:validation.termsNotAccepted');
  return errors;
}
