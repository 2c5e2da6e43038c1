// Contract cases of the `services` tag (openapi/booking.yaml).
import {
  createCalendarInstructions,
  createInvoiceReport,
  generatePaymentCertificate,
  listCustomerWorkoutSummaries,
  listCustomerWorkouts,
  listRegistrationTerms,
  listSubscriptionTerms,
  lookupPerson,
  updateJustFaceImage,
} from '@generated/booking/endpoints/services/services';
import * as zod from '@generated/booking/zod/services/services.zod';
import { CONTRACT_NOW } from '../clock';
import { CUSTOMER, HAGA, day, op, timePoint, type Cases } from '../cases';

const SUBSCRIPTION = 30211;
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=';
const thisYear = CONTRACT_NOW.getUTCFullYear();

export const servicesCases: Cases = {
  lookupPerson: op(
    (o) => lookupPerson({ businessUnit: HAGA, ssn: '850312-1234' }, o),
    zod.lookupPerson200Response,
  ),
  listRegistrationTerms: op(
    (o) => listRegistrationTerms({ businessUnit: HAGA }, o),
    zod.listRegistrationTerms200Response,
  ),
  listSubscriptionTerms: op(
    (o) => listSubscriptionTerms({ businessUnit: HAGA }, o),
    zod.listSubscriptionTerms200Response,
  ),
  listCustomerWorkouts: op(
    (o) =>
      listCustomerWorkouts(
        CUSTOMER,
        { 'period.start': timePoint(-70), 'period.end': timePoint(0) },
        o,
      ),
    zod.listCustomerWorkouts200Response,
  ),
  listCustomerWorkoutSummaries: op(
    (o) =>
      listCustomerWorkoutSummaries(
        CUSTOMER,
        { 'period.start': thisYear - 2, 'period.end': thisYear },
        o,
      ),
    zod.listCustomerWorkoutSummaries200Response,
  ),
  generatePaymentCertificate: op((o) =>
    generatePaymentCertificate(
      { customer: CUSTOMER, subscription: SUBSCRIPTION, period: { start: day(-30), end: day(0) } },
      o,
    ),
  ),
  // application/pdf: no schema, the runner asserts a non-empty body.
  createInvoiceReport: op((o) => createInvoiceReport({ customer: CUSTOMER, invoice: 50231 }, o)),
  createCalendarInstructions: op(
    (o) => createCalendarInstructions({ sendEmail: false }, o),
    zod.createCalendarInstructions201Response,
  ),
  updateJustFaceImage: op((o) =>
    updateJustFaceImage({ location: 'haga-entre', customer: CUSTOMER, image: ONE_PIXEL_PNG }, o),
  ),
};
