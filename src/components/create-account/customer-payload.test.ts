import { describe, expect, it } from 'vitest';
import { buildCustomerCreate, formFieldOf } from './customer-payload';

const person = {
  firstName: 'Anna',
  lastName: 'Lindqvist',
  sex: 'female' as const,
  ssn: '850312-1234',
  birthDate: '1985-03-12',
  shippingAddress: {
    street: 'Haga Nygata 12',
    postalCode: '41301',
    city: 'Göteborg',
    country: { id: 205, name: 'Sverige', alpha2: 'SE' },
  },
};

const values = {
  ssn: '850312-1234',
  firstName: 'Anna',
  lastName: 'Lindqvist',
  email: ' anna@example.se ',
  mobilePhone: '+46 70 123 45 67',
  businessUnit: '3509',
  newPassword: 'Simma2026!',
  confirmNewPassword: 'Simma2026!',
  acceptedBookingTerms: true,
};

describe('buildCustomerCreate', () => {
  it('sends the looked-up person with the contact details, customer type 1 and country code 46', () => {
    const now = new Date('2026-01-12T09:14:00.000Z');
    expect(buildCustomerCreate(values, person, now)).toEqual({
      customerType: 1,
      businessUnit: 3509,
      firstName: 'Anna',
      lastName: 'Lindqvist',
      ssn: '850312-1234',
      sex: 'female',
      birthDate: '1985-03-12',
      shippingAddress: { ...person.shippingAddress, postalCode: 41301 },
      email: 'anna@example.se',
      mobilePhone: { number: '0701234567', countryCode: '46' },
      password: 'Simma2026!',
      acceptedBookingTerms: true,
      acceptedRegistrationTerms: '2026-01-12T09:14:00.000Z',
    });
  });

  it('leaves out a sex the create call does not take', () => {
    const payload = buildCustomerCreate(values, { ...person, sex: 'unknown' });
    expect(payload).not.toHaveProperty('sex');
  });
});

describe('formFieldOf', () => {
  it('places server field errors under the form fields', () => {
    expect(formFieldOf('email')).toBe('email');
    expect(formFieldOf('mobilePhone')).toBe('mobilePhone');
    expect(formFieldOf('mobilePhone.number')).toBe('mobilePhone');
    expect(formFieldOf('password')).toBe('newPassword');
    expect(formFieldOf('ssn')).toBeUndefined();
  });
});
