import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { createProfileSchema, MESSAGES } from './profile-schema';
import type { ProfileValues } from './profile-values';

const valid: ProfileValues = {
  firstName: 'Anna',
  lastName: 'Lindqvist',
  email: 'anna.lindqvist@example.se',
  mobile: '0701234567',
  street: 'Haga Nygata 12',
  postalCode: '41301',
  city: 'Göteborg',
  ssn: '850312-1234',
  consents: [1],
  oldPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** Every failing field with its message key, as Formik would show them (first error per field). */
async function errorsOf(values: Partial<ProfileValues>, ssnLocked = true) {
  try {
    await createProfileSchema({ ssnLocked }).validate(
      { ...valid, ...values },
      { abortEarly: false },
    );
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner)
      if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
    return errors;
  }
}

describe('profile schema', () => {
  it('accepts the customer as loaded, without any password', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it('asks for nothing about passwords while all three are empty', async () => {
    expect(await errorsOf({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual({});
  });

  it('requires all three password fields as soon as one is filled', async () => {
    expect(await errorsOf({ oldPassword: 'Simma2026!' })).toEqual({
      newPassword: MESSAGES.newPassword,
      confirmPassword: MESSAGES.confirmPassword,
    });
    expect(await errorsOf({ newPassword: 'Bastu2026!' })).toEqual({
      oldPassword: MESSAGES.oldPassword,
      confirmPassword: MESSAGES.confirmPassword,
    });
    expect(await errorsOf({ confirmPassword: 'x' })).toEqual({
      oldPassword: MESSAGES.oldPassword,
      newPassword: MESSAGES.newPassword,
      confirmPassword: MESSAGES.passwordsMustMatch,
    });
  });

  it('wants a new password of at least 6 characters, confirmed exactly', async () => {
    expect(
      await errorsOf({ oldPassword: 'old', newPassword: 'abc12', confirmPassword: 'abc12' }),
    ).toEqual({ newPassword: MESSAGES.passwordTooShort });
    expect(
      await errorsOf({ oldPassword: 'old', newPassword: 'abc123', confirmPassword: 'abc124' }),
    ).toEqual({ confirmPassword: MESSAGES.passwordsMustMatch });
    expect(
      await errorsOf({ oldPassword: 'old', newPassword: 'abc123', confirmPassword: 'abc123' }),
    ).toEqual({});
  });

  it('requires names, e-mail and mobile, and checks their format', async () => {
    expect(await errorsOf({ firstName: ' ', lastName: '', email: '', mobile: '' })).toEqual({
      firstName: MESSAGES.firstName,
      lastName: MESSAGES.lastName,
      email: MESSAGES.email,
      mobile: MESSAGES.mobile,
    });
    expect(await errorsOf({ email: 'anna@example', mobile: '0812345678' })).toEqual({
      email: MESSAGES.emailInvalid,
      mobile: MESSAGES.mobileInvalid,
    });
    expect(await errorsOf({ email: 'anna@example.toolong' })).toEqual({
      email: MESSAGES.emailInvalid,
    });
  });

  it('accepts a mobile written with +46, spaces or dashes', async () => {
    expect(await errorsOf({ mobile: '+46701234567' })).toEqual({});
    expect(await errorsOf({ mobile: '070-123 45 67' })).toEqual({});
  });

  it('checks a postal code only when one is given', async () => {
    expect(await errorsOf({ postalCode: '' })).toEqual({});
    expect(await errorsOf({ postalCode: '413 01' })).toEqual({});
    expect(await errorsOf({ postalCode: '4130' })).toEqual({
      postalCode: MESSAGES.postalCodeInvalid,
    });
  });

  it('checks a newly entered personal number, never a read-only one', async () => {
    expect(await errorsOf({ ssn: '8503121234' }, false)).toEqual({ ssn: MESSAGES.ssnInvalid });
    expect(await errorsOf({ ssn: '' }, false)).toEqual({});
    expect(await errorsOf({ ssn: '198503121234' }, true)).toEqual({});
  });
});
