import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  createAccountSchema,
  initialCreateAccountValues,
  type CreateAccountValues,
} from './create-account-schema';

const valid: CreateAccountValues = {
  ssn: '850312-1234',
  firstName: 'Anna',
  lastName: 'Lindqvist',
  email: 'anna@example.se',
  mobilePhone: '070-123 45 67',
  businessUnit: '1',
  newPassword: 'Simma1',
  confirmNewPassword: 'Simma1',
  acceptedBookingTerms: true,
};

/** field → the first failing rule's message key, as formik shows it. */
function errorsOf(values: CreateAccountValues): Record<string, string> {
  try {
    createAccountSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) errors[inner.path ?? ''] ??= inner.message;
    return errors;
  }
}

describe('createAccountSchema', () => {
  it('accepts a complete form', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, mobilePhone: '+46701234567' })).toEqual({});
  });

  it('requires every field and the ticked terms (spec §5)', () => {
    expect(errorsOf(initialCreateAccountValues)).toEqual({
      ssn: 'auth:validation.ssnRequired',
      firstName: 'auth:validation.firstNameRequired',
      lastName: 'auth:validation.lastNameRequired',
      email: 'auth:validation.emailRequired',
      mobilePhone: 'auth:validation.mobileRequired',
      businessUnit: 'auth:validation.facilityRequired',
      newPassword: 'auth:validation.newPasswordRequired',
      confirmNewPassword: 'auth:validation.confirmPasswordRequired',
      acceptedBookingTerms: 'auth:validation.agreementAcceptRequired',
    });
  });

  it('checks the formats', () => {
    expect(errorsOf({ ...valid, ssn: '8503121234' })).toEqual({
      ssn: 'auth:validation.ssnFormat',
    });
    expect(errorsOf({ ...valid, email: 'anna@example.museum' })).toEqual({
      email: 'auth:validation.emailInvalid',
    });
    expect(errorsOf({ ...valid, mobilePhone: '031-123 45 67' })).toEqual({
      mobilePhone: 'auth:validation.mobileInvalid',
    });
  });

  it('needs a password of at least 6 characters, confirmed', () => {
    expect(errorsOf({ ...valid, newPassword: 'Simma', confirmNewPassword: 'Simma' })).toEqual({
      newPassword: 'auth:validation.passwordMinLength',
    });
    expect(errorsOf({ ...valid, confirmNewPassword: 'Simma2' })).toEqual({
      confirmNewPassword: 'auth:validation.passwordsDoNotMatch',
    });
  });
});
