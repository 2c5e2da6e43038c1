// The profile form's values, from the customer and back to the PUT customers/{id} body (spec §7).
import { postalCodeIn } from '@/lib/address-in';
import type { FieldErrorBody } from '@/lib/api/api-error';
import { nationalMobileNumber, SWEDISH_COUNTRY_CODE } from '@/lib/validation-rules';
import type { Customer, CustomerUpdate } from '@generated/booking/model';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  street: string;
  postalCode: string;
  city: string;
  ssn: string;
  /** Ids of the consent types the customer has accepted, ascending. */
  consents: number[];
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ProfileField = keyof ProfileValues;

/** Spec §7, §9: the address is sent as Swedish (country id 205, alpha2 SE). */
export const SWEDEN = { name: 'Sverige', id: 205, alpha2: 'SE' } as const;

export function toProfileValues(customer: Customer): ProfileValues {
  return {
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    email: customer.email ?? '',
    mobile: customer.mobilePhone?.number ?? '',
    street: customer.shippingAddress?.street ?? '',
    postalCode: String(customer.shippingAddress?.postalCode ?? ''),
    city: customer.shippingAddress?.city ?? '',
    ssn: customer.ssn ?? '',
    consents: (customer.consents ?? []).map((consent) => consent.id).sort((a, b) => a - b),
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  };
}

/** Ticks or unticks a consent, keeping the list sorted so unticking again is "not changed". */
export function toggleConsent(consents: readonly number[], id: number, checked: boolean): number[] {
  const without = consents.filter((existing) => existing !== id);
  return (checked ? [...without, id] : without).sort((a, b) => a - b);
}

function nonEmpty<K extends string>(key: K, value: string): Partial<Record<K, string>> {
  return value ? ({ [key]: value } as Record<K, string>) : {};
}

/**
 * The PUT body: the form's fields, the read-only ones sent back as they are (ssn, booking terms;
 * not the member number, which BRP's CustomerIn has no field for), every consent type shown as id → ticked, and the password pair only when the
 * customer is changing it. The city is the one in the form: spec §7's "city fixed to a default
 * city" would overwrite where the customer really lives, so it is kept and editable instead.
 */
export function toCustomerUpdate(
  values: ProfileValues,
  customer: Customer,
  consentTypeIds: readonly number[],
): CustomerUpdate {
  const ssn = customer.ssn || values.ssn.trim();
  const consentIds = [...new Set([...consentTypeIds, ...values.consents])];
  const body: CustomerUpdate = {
    ...(ssn ? { ssn } : {}),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    mobilePhone: { number: nationalMobileNumber(values.mobile), countryCode: SWEDISH_COUNTRY_CODE },
    shippingAddress: {
      // An empty field is left out rather than sent as '' (which the API may reject).
      ...nonEmpty('street', values.street.trim()),
      ...nonEmpty('city', values.city.trim()),
      ...postalCodeIn(values.postalCode),
      country: { ...SWEDEN },
    },
    acceptedBookingTerms: customer.acceptedBookingTerms ?? false,
    consents: Object.fromEntries(
      consentIds.map((id) => [String(id), values.consents.includes(id)]),
    ),
  };
  if (values.newPassword) {
    body.password = values.newPassword;
    body.oldPassword = values.oldPassword;
  }
  return body;
}

/** The API's field names (fieldErrors[].field) → the form field they belong under. */
const SERVER_FIELDS: Record<string, ProfileField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  mobilePhone: 'mobile',
  'mobilePhone.number': 'mobile',
  'shippingAddress.street': 'street',
  street: 'street',
  'shippingAddress.postalCode': 'postalCode',
  postalCode: 'postalCode',
  'shippingAddress.city': 'city',
  city: 'city',
  ssn: 'ssn',
  oldPassword: 'oldPassword',
  password: 'newPassword',
  newPassword: 'newPassword',
};

export function formFieldOf(serverField: string): ProfileField | undefined {
  return SERVER_FIELDS[serverField];
}

export type ServerErrors = Partial<Record<ProfileField, { message: string; value: unknown }>>;

/**
 * The server's field errors by form field, each with the value it was about: the message shows
 * under the field until the customer changes that value. Several errors on one field are joined.
 * `describe` gets the whole entry, so its arguments (maxValue…) fill the text's placeholders.
 */
export function serverFieldErrors(
  fieldErrors: readonly FieldErrorBody[],
  values: ProfileValues,
  describe: (fieldError: FieldErrorBody) => string,
): ServerErrors {
  const errors: ServerErrors = {};
  for (const fieldError of fieldErrors) {
    const name = formFieldOf(fieldError.field);
    if (!name) continue;
    const message = describe(fieldError);
    const existing = errors[name];
    errors[name] = {
      message: existing ? `${existing.message} ${message}` : message,
      value: values[name],
    };
  }
  return errors;
}

/** The server's message for a field while its value is still the one that was sent. */
export function serverErrorFor(
  errors: ServerErrors,
  field: ProfileField,
  values: ProfileValues,
): string | undefined {
  const entry = errors[field];
  return entry && entry.value === values[field] ? entry.message : undefined;
}
