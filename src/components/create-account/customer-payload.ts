import type { CustomerCreate, PersonLookupResultData } from '@generated/booking/model';
import { addressIn } from '@/lib/address-in';
import { nationalMobileNumber, SWEDISH_COUNTRY_CODE } from '@/lib/validation-rules';
import type { CreateAccountValues } from './create-account-schema';

/** Spec §9: new customers get customer type 1. */
export const NEW_CUSTOMER_TYPE = 1;

const CREATE_SEXES = ['male', 'female', 'other'] as const;
type CreateSex = (typeof CREATE_SEXES)[number];
const isCreateSex = (sex: unknown): sex is CreateSex => CREATE_SEXES.includes(sex as CreateSex);

/**
 * Spec §7 "POST customers": the looked-up person plus e-mail, mobile {number, countryCode 46},
 * password, business unit and customer type 1. Name, SSN and address come from the lookup, never
 * from what the browser holds; the terms were accepted `now`.
 */
export function buildCustomerCreate(
  values: CreateAccountValues,
  person: PersonLookupResultData,
  now: Date = new Date(),
): CustomerCreate {
  return {
    customerType: NEW_CUSTOMER_TYPE,
    businessUnit: Number(values.businessUnit),
    firstName: person.firstName ?? values.firstName,
    lastName: person.lastName ?? values.lastName,
    ssn: person.ssn ?? values.ssn,
    ...(isCreateSex(person.sex) ? { sex: person.sex } : {}),
    ...(person.birthDate ? { birthDate: person.birthDate } : {}),
    ...(person.shippingAddress ? { shippingAddress: addressIn(person.shippingAddress) } : {}),
    email: values.email.trim(),
    mobilePhone: {
      number: nationalMobileNumber(values.mobilePhone),
      countryCode: SWEDISH_COUNTRY_CODE,
    },
    password: values.newPassword,
    acceptedBookingTerms: values.acceptedBookingTerms,
    acceptedRegistrationTerms: now.toISOString(),
  };
}

/** Which form field a server field error belongs to: 'mobilePhone.number' → mobilePhone. */
export function formFieldOf(apiField: string): 'email' | 'mobilePhone' | 'newPassword' | undefined {
  const root = apiField.split('.')[0];
  if (root === 'email') return 'email';
  if (root === 'mobilePhone') return 'mobilePhone';
  if (root === 'password') return 'newPassword';
  return undefined;
}
