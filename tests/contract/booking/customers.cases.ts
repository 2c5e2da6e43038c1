// Contract cases of the `customers` tag (openapi/booking.yaml).
import {
  createCustomer,
  getCustomer,
  getCustomerInvoice,
  getCustomerProfileImage,
  getCustomerReceipt,
  getReceipt,
  listCustomerCardConsents,
  listCustomerDkDirectDebitConsents,
  listCustomerInvoices,
  listCustomerNoDirectDebitConsents,
  listCustomerReceipts,
  createCustomerSeDirectDebitConsent,
  listCustomerSeDirectDebitConsents,
  listCustomerSubscriptions,
  listCustomerValueCards,
  listNoShows,
  listReceipts,
  updateCustomer,
} from '@generated/booking/endpoints/customers/customers';
import type { CustomerCreate } from '@generated/booking/model';
import * as zod from '@generated/booking/zod/customers/customers.zod';
import { CUSTOMER, HAGA, LOGIN, day, op, timePoint, type Cases } from '../cases';
import { CONTRACT_NOW } from '../clock';

const PROFILE_IMAGE = 88123; // profileImage.id of the CustomerAnna example
const RECEIPT = 90188;
const INVOICE = 50231; // the unpaid invoice of the InvoicesAnna example

const newCustomer: CustomerCreate = {
  customerType: 1,
  businessUnit: HAGA,
  firstName: 'Anna',
  lastName: 'Lindqvist',
  ssn: '850312-1234',
  sex: 'female',
  birthDate: '1985-03-12',
  email: LOGIN.username,
  // As real clients send it (spec §7); BRP documents a string, which the update below sends.
  mobilePhone: { number: '0701234567', countryCode: 46 },
  password: LOGIN.password,
  acceptedBookingTerms: true,
  acceptedRegistrationTerms: CONTRACT_NOW.toISOString(),
};

export const customersCases: Cases = {
  // 201: orval generates Zod schemas for 200 bodies only; the Customer schema of getCustomer is the same.
  createCustomer: op((o) => createCustomer(newCustomer, o), zod.getCustomer200Response),
  getCustomer: op((o) => getCustomer(CUSTOMER, o), zod.getCustomer200Response),
  updateCustomer: op(
    (o) =>
      updateCustomer(
        CUSTOMER,
        {
          firstName: 'Anna',
          mobilePhone: { number: '0701234567', countryCode: '+46' },
          consents: { '1': true, '2': false },
        },
        o,
      ),
    zod.updateCustomer200Response,
  ),
  listCustomerSubscriptions: op(
    (o) => listCustomerSubscriptions(CUSTOMER, { includeInactive: true }, o),
    zod.listCustomerSubscriptions200Response,
  ),
  listCustomerSeDirectDebitConsents: op(
    (o) => listCustomerSeDirectDebitConsents(CUSTOMER, o),
    zod.listCustomerSeDirectDebitConsents200Response,
  ),
  createCustomerSeDirectDebitConsent: op(
    (o) =>
      createCustomerSeDirectDebitConsent(
        CUSTOMER,
        { company: 1, bankAccount: { clearingNumber: '8327', accountNumber: '9412345678' } },
        o,
      ),
    zod.createCustomerSeDirectDebitConsent201Response,
  ),
  listCustomerCardConsents: op(
    (o) => listCustomerCardConsents(CUSTOMER, o),
    zod.listCustomerCardConsents200Response,
  ),
  listCustomerNoDirectDebitConsents: op(
    (o) => listCustomerNoDirectDebitConsents(CUSTOMER, o),
    zod.listCustomerNoDirectDebitConsents200Response,
  ),
  listCustomerDkDirectDebitConsents: op(
    (o) => listCustomerDkDirectDebitConsents(CUSTOMER, o),
    zod.listCustomerDkDirectDebitConsents200Response,
  ),
  listCustomerValueCards: op(
    (o) => listCustomerValueCards(CUSTOMER, o),
    zod.listCustomerValueCards200Response,
  ),
  // image/jpeg: no schema, the runner asserts a non-empty body.
  getCustomerProfileImage: op((o) => getCustomerProfileImage(CUSTOMER, PROFILE_IMAGE, o)),
  listCustomerReceipts: op(
    (o) => listCustomerReceipts(CUSTOMER, { 'period.start': day(-365), 'period.end': day(0) }, o),
    zod.listCustomerReceipts200Response,
  ),
  getCustomerReceipt: op(
    (o) => getCustomerReceipt(CUSTOMER, RECEIPT, o),
    zod.getCustomerReceipt200Response,
  ),
  listCustomerInvoices: op(
    (o) => listCustomerInvoices(CUSTOMER, { excludePaid: false }, o),
    zod.listCustomerInvoices200Response,
  ),
  getCustomerInvoice: op(
    (o) => getCustomerInvoice(CUSTOMER, INVOICE, o),
    zod.getCustomerInvoice200Response,
  ),
  listReceipts: op((o) => listReceipts({ customer: CUSTOMER }, o), zod.listReceipts200Response),
  getReceipt: op((o) => getReceipt(RECEIPT, o), zod.getReceipt200Response),
  listNoShows: op(
    (o) =>
      listNoShows(CUSTOMER, { 'period.start': timePoint(-365), 'period.end': timePoint(0) }, o),
    zod.listNoShows200Response,
  ),
};
