// Addresses as BRP takes them (its AddressIn): the postal code is an integer there, while answers
// carry it as an integer or a string (see openapi/brp/deviations.yaml and the field notes).
import type { Address, AddressIn } from '@generated/booking/model';

/** '413 01', '41301' or 41301 → `{ postalCode: 41301 }`; empty or not digits → left out. */
export function postalCodeIn(value: string | number | undefined): Pick<AddressIn, 'postalCode'> {
  const digits = String(value ?? '').replace(/\s/g, '');
  return /^\d+$/.test(digits) ? { postalCode: Number(digits) } : {};
}

/** An address from an answer (person lookup, customer) as a request body takes it. */
export function addressIn({ street, city, country, postalCode }: Address): AddressIn {
  return {
    ...(street !== undefined ? { street } : {}),
    ...postalCodeIn(postalCode),
    ...(city !== undefined ? { city } : {}),
    ...(country !== undefined ? { country } : {}),
  };
}
