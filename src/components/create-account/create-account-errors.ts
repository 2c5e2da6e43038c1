import type { TFunction } from 'i18next';
import { ApiError, toApiError } from '@/lib/api/api-error';
import { errorText, fieldErrorLines } from '@/lib/errors/error-message';
import { formFieldOf } from './customer-payload';

export interface CreateAccountErrors {
  /** Texts under the form fields (e-mail, mobile, password). */
  fields: Record<string, string>;
  /** Lines for the alert above the form: what no field shows. */
  general: string[];
}

/** Spec §8: a field error on e-mail reads 'email exists', on mobilePhone 'mobile exists'. */
const EXISTS_FALLBACK: Record<string, string> = {
  email: 'auth:createAccount.emailExists',
  mobilePhone: 'auth:createAccount.mobileExists',
};

function fieldText(t: TFunction, field: string, errorCode: string): string {
  const fallbackKey = EXISTS_FALLBACK[field];
  if (fallbackKey && /ALREADY_EXISTS/.test(errorCode)) return t(fallbackKey);
  // Other codes (EMAIL_INVALID, INVALID_PASSWORD_MINIMUM_LENGTH…) have catalogue texts.
  const single = new ApiError({ status: 422, message: '', errorCode });
  return errorText(t, single, { fallbackKey: fallbackKey ?? 'errors:unknownError' });
}

/** A failed POST /customers, split into the texts under fields and the lines above the form. */
export function describeCreateAccountError(t: TFunction, error: unknown): CreateAccountErrors {
  const apiError = toApiError(error);
  const fields: Record<string, string> = {};
  const unplaced = apiError.fieldErrors.filter((fieldError) => {
    const field = formFieldOf(fieldError.field);
    if (!field) return true;
    fields[field] ??= fieldText(t, field, fieldError.errorCode);
    return false;
  });
  const general =
    apiError.fieldErrors.length > 0 && unplaced.length === 0
      ? []
      : [
          errorText(t, apiError, { fallbackKey: 'errors:anErrorOccurred' }),
          ...fieldErrorLines(
            t,
            new ApiError({ status: apiError.status, message: '', fieldErrors: unplaced }),
          ),
        ];
  return { fields, general };
}
