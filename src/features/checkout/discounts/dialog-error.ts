// The inline error line of the discount and value-card dialogs (spec §8: "Discount and value-card
// errors appear in an inline text line"): the server's field error on the dialog's own input in
// the field catalogue's words (a missing value reads as the dialog's 'required' text), otherwise
// the catalogue text of the errorCode, the network text, or 'unknown error'.
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api/api-error';
import { errorText, fieldErrorText } from '@/lib/errors/error-message';
import { fieldProblem } from './discount-rules';

export function dialogErrorText(
  t: TFunction,
  error: unknown,
  field: string,
  requiredText: string,
): string {
  const problem = fieldProblem(error, field);
  if (problem === 'required') return requiredText;
  if (problem === 'other' && error instanceof ApiError) {
    const own = error.fieldErrors.find((fieldError) => fieldError.field === field);
    if (own) return fieldErrorText(t, own);
  }
  return errorText(t, error);
}
