import type { TFunction } from 'i18next';
import { ApiError, toApiError } from '@/lib/api/api-error';
import { errorText, fieldErrorLines } from '@/lib/errors/error-message';

/**
 * What to add under the failure instruction: the password rules the server names, that the server
 * could not be reached, or how long to wait after too many calls (429). Nothing for an expired link
 * (401/403): the instruction already says so. Other fields are not on this form.
 */
export function resetFailureDetails(t: TFunction, error: unknown): string[] {
  const apiError = toApiError(error);
  if (apiError.status === 401 || apiError.status === 403) return [];
  if (apiError.status === 0 || apiError.status === 429 || apiError.status >= 500)
    return [errorText(t, apiError)];
  const passwordErrors = apiError.fieldErrors.filter((item) => item.field === 'password');
  return fieldErrorLines(
    t,
    new ApiError({ status: apiError.status, message: '', fieldErrors: passwordErrors }),
  );
}
