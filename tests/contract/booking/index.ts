// The booking API's contract cases, one file per tag of openapi/booking.yaml.
import type { Cases } from '../cases';
import { authCases } from './auth.cases';
import { bookingsCases } from './bookings.cases';
import { catalogueCases } from './catalogue.cases';
import { customersCases } from './customers.cases';
import { eventsEntriesCases } from './events-entries.cases';
import { ordersCases } from './orders.cases';
import { servicesCases } from './services.cases';
import { subscriptionChangesCases } from './subscription-changes.cases';

export const bookingCases: Cases = {
  ...authCases,
  ...customersCases,
  ...bookingsCases,
  ...catalogueCases,
  ...eventsEntriesCases,
  ...servicesCases,
  ...ordersCases,
  ...subscriptionChangesCases,
};
