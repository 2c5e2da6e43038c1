import { describe, expect, it } from 'vitest';
import { fieldErrorText } from '@/lib/errors/error-message';
import { i18next } from '@/lib/i18n';
import type { Customer } from '@generated/booking/model';
import {
  serverErrorFor,
  serverFieldErrors,
  toCustomerUpdate,
  toggleConsent,
  toProfileValues,
} from './profile-values';

const anna: Customer = {
  id: 4711,
  firstName: 'Anna',
  lastName: 'Lindqvist',
  ssn: '850312-1234',
  email: 'anna.lindqvist@example.se',
  mobilePhone: { number: '0701234567', countryCode: 46 },
  shippingAddress: {
    street: 'Haga Nygata 12',
    postalCode: '41301',
    city: 'Göteborg',
    country: { id: 205, name: 'Sverige', alpha2: 'SE' },
  },
  businessUnit: { id: 1, name: 'Haga' },
  customerType: { id: 1, name: 'Vuxen' },
  customerNumber: '4711',
  acceptedBookingTerms: true,
  consents: [{ id: 3 }, { id: 1, name: 'Nyhetsbrev via e-post' }],
};

describe('toProfileValues', () => {
  it('prefills the form from the customer, consents as sorted ids and no passwords', () => {
    expect(toProfileValues(anna)).toEqual({
      firstName: 'Anna',
      lastName: 'Lindqvist',
      email: 'anna.lindqvist@example.se',
      mobile: '0701234567',
      street: 'Haga Nygata 12',
      postalCode: '41301',
      city: 'Göteborg',
      ssn: '850312-1234',
      consents: [1, 3],
      oldPassword: '',
      newPassword: '',
      confirmPassword: '',
    });
  });

  it('fills missing fields with empty texts and a numeric postal code as text', () => {
    const values = toProfileValues({
      ...anna,
      email: undefined,
      mobilePhone: undefined,
      ssn: undefined,
      consents: undefined,
      shippingAddress: { postalCode: 41301 },
    });
    expect(values).toMatchObject({
      email: '',
      mobile: '',
      ssn: '',
      street: '',
      city: '',
      consents: [],
    });
    expect(values.postalCode).toBe('41301');
  });
});

describe('toCustomerUpdate (PUT customers/{id}, spec §7)', () => {
  it('sends the form, the read-only fields unchanged and every consent type as id → ticked, in BRP shapes', () => {
    const values = { ...toProfileValues(anna), firstName: ' Annika ', consents: [2] };
    expect(toCustomerUpdate(values, anna, [1, 2, 3])).toEqual({
      ssn: '850312-1234',
      firstName: 'Annika',
      lastName: 'Lindqvist',
      email: 'anna.lindqvist@example.se',
      mobilePhone: { number: '0701234567', countryCode: '46' },
      shippingAddress: {
        street: 'Haga Nygata 12',
        city: 'Göteborg',
        postalCode: 41301,
        country: { name: 'Sverige', id: 205, alpha2: 'SE' },
      },
      acceptedBookingTerms: true,
      consents: { '1': false, '2': true, '3': false },
    });
  });

  it('keeps the read-only personal number even if the form value differs', () => {
    const values = { ...toProfileValues(anna), ssn: '000000-0000' };
    expect(toCustomerUpdate(values, anna, []).ssn).toBe('850312-1234');
  });

  it('sends a personal number typed by a customer who had none, and leaves out an empty one', () => {
    const withoutSsn = { ...anna, ssn: undefined };
    const values = toProfileValues(withoutSsn);
    expect(toCustomerUpdate(values, withoutSsn, [])).not.toHaveProperty('ssn');
    expect(toCustomerUpdate({ ...values, ssn: '900101-1234' }, withoutSsn, []).ssn).toBe(
      '900101-1234',
    );
  });

  it('adds the password pair only when a new password is given', () => {
    const values = toProfileValues(anna);
    const body = toCustomerUpdate(values, anna, [1]);
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('oldPassword');
    const changing = toCustomerUpdate(
      {
        ...values,
        oldPassword: 'Simma2026!',
        newPassword: 'Bastu2026!',
        confirmPassword: 'Bastu2026!',
      },
      anna,
      [1],
    );
    expect(changing).toMatchObject({ password: 'Bastu2026!', oldPassword: 'Simma2026!' });
  });

  it('normalises the mobile, sends the postal code as an integer and leaves empty address parts out', () => {
    const values = {
      ...toProfileValues(anna),
      mobile: '+46 70-123 45 67',
      postalCode: '413 01',
      street: ' ',
    };
    const body = toCustomerUpdate(values, anna, []);
    expect(body.mobilePhone).toEqual({ number: '0701234567', countryCode: '46' });
    expect(body.shippingAddress).toEqual({
      city: 'Göteborg',
      postalCode: 41301,
      country: { name: 'Sverige', id: 205, alpha2: 'SE' },
    });
  });

  it('keeps ticked consents when the consent types could not be loaded', () => {
    expect(toCustomerUpdate(toProfileValues(anna), anna, []).consents).toEqual({
      '1': true,
      '3': true,
    });
  });

  it('never sends the member number (BRP takes no such field)', () => {
    const body = toCustomerUpdate(toProfileValues(anna), anna, []);
    expect(body).not.toHaveProperty('memberNumber');
    expect(body.acceptedBookingTerms).toBe(true);
  });
});

describe('small helpers', () => {
  it('toggleConsent keeps the ids sorted, so unticking again is "unchanged"', () => {
    expect(toggleConsent([1, 3], 2, true)).toEqual([1, 2, 3]);
    expect(toggleConsent([1, 2, 3], 2, false)).toEqual([1, 3]);
    expect(toggleConsent([1], 1, true)).toEqual([1]);
  });
});

describe('server field errors', () => {
  const describeCode = ({ errorCode }: { errorCode: string }) => `text of ${errorCode}`;

  it('puts each field error under its form field, joining several on one field', () => {
    const values = toProfileValues(anna);
    const errors = serverFieldErrors(
      [
        { field: 'email', errorCode: 'EMAIL_ALREADY_EXISTS' },
        { field: 'mobilePhone.number', errorCode: 'PHONENUMBER_INVALID' },
        { field: 'oldPassword', errorCode: 'PASSWORD_INVALID' },
        { field: 'password', errorCode: 'A' },
        { field: 'password', errorCode: 'B' },
        { field: 'somethingElse', errorCode: 'C' },
      ],
      values,
      describeCode,
    );
    expect(errors).toEqual({
      email: { message: 'text of EMAIL_ALREADY_EXISTS', value: values.email },
      mobile: { message: 'text of PHONENUMBER_INVALID', value: values.mobile },
      oldPassword: { message: 'text of PASSWORD_INVALID', value: '' },
      newPassword: { message: 'text of A text of B', value: '' },
    });
  });

  it('shows a server error only while the field still holds the value that was sent', () => {
    const values = toProfileValues(anna);
    const errors = serverFieldErrors([{ field: 'email', errorCode: 'X' }], values, describeCode);
    expect(serverErrorFor(errors, 'email', values)).toBe('text of X');
    expect(serverErrorFor(errors, 'email', { ...values, email: 'new@example.se' })).toBeUndefined();
    expect(serverErrorFor(errors, 'mobile', values)).toBeUndefined();
  });

  it('fills the placeholders under the input from the entry, as the toast does (no {{…}} left)', () => {
    const values = toProfileValues(anna);
    const errors = serverFieldErrors(
      [
        { field: 'shippingAddress.street', errorCode: 'STRING_TOO_LONG', maxValue: 40 },
        { field: 'email', errorCode: 'EMAIL_ALREADY_EXISTS_NAME', fullName: 'Bertil Svensson' },
      ],
      values,
      (fieldError) => fieldErrorText(i18next.t, fieldError),
    );
    expect(errors.street?.message).toBe('Får vara högst 40 tecken.');
    expect(errors.email?.message).toBe('E-postadressen används redan av ett annat konto.');
  });
});
