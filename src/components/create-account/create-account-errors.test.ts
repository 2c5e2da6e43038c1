import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { i18next } from '@/lib/i18n';
import { describeCreateAccountError } from './create-account-errors';

const t = i18next.t;
const invalidInput = (fieldErrors: { field: string; errorCode: string }[]) =>
  new ApiError({ status: 422, message: '', errorCode: 'INVALID_INPUT', fieldErrors });

describe('describeCreateAccountError', () => {
  it('puts "email exists" and "mobile exists" under their fields, nothing above', () => {
    expect(
      describeCreateAccountError(
        t,
        invalidInput([{ field: 'email', errorCode: 'EMAIL_ALREADY_EXISTS' }]),
      ),
    ).toEqual({
      fields: { email: t('auth:createAccount.emailExists') },
      general: [],
    });
    expect(
      describeCreateAccountError(
        t,
        invalidInput([{ field: 'mobilePhone', errorCode: 'PHONENUMBER_ALREADY_EXISTS' }]),
      ).fields,
    ).toEqual({ mobilePhone: 'Det finns redan ett konto med det här mobilnumret.' });
  });

  it('uses the catalogue for other field codes and lists fields the form does not show', () => {
    const result = describeCreateAccountError(
      t,
      invalidInput([
        { field: 'mobilePhone.number', errorCode: 'PHONENUMBER_INVALID' },
        { field: 'ssn', errorCode: 'SSN_ALREADY_EXISTS' },
      ]),
    );
    expect(result.fields).toEqual({ mobilePhone: 'Ange ett giltigt telefonnummer.' });
    expect(result.general[0]).toBe(t('errors:codes.INVALID_INPUT'));
    expect(result.general[1]).toMatch(/^Personnummer: /);
  });

  it('shows a failure without field errors above the form', () => {
    const down = new ApiError({ status: 503, message: '' });
    expect(describeCreateAccountError(t, down)).toEqual({
      fields: {},
      general: [t('errors:apiUnavailable')],
    });
  });
});
